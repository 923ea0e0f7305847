import { afterEach, describe, expect, it } from 'vitest';
import { startingSkills, STARTING_COPPER } from '@silkroad/shared';
import { transact } from '../../db/transaction';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { ensureWorkshop } from '../workshop/workshop-store';
import { experienceOf, gainExperience, surrenderExperience } from './experience';
import { expectExperienceBalances, experienceRows } from './experience-test-support';
import { changePurse } from './wallet';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const cause = (refId: string) => ({ kind: 'gather' as const, refId });

describe('experience through the economy', () => {
  it('moves every track with one ledger row per change, and a start-over gives all of it back through the ledger', async () => {
    test = await createTestApp();
    const { userId } = await createTestSession(test);
    const now = test.clock.now();
    await transact(test.db, async (trx) => {
      expect(await gainExperience(trx, userId, 'player', 120, cause('a'), now)).toBe(120);
      expect(await gainExperience(trx, userId, 'profession:mining', 40, cause('b'), now)).toBe(40);
      expect(await gainExperience(trx, userId, 'profession:mining', 5, cause('c'), now)).toBe(45);
      await ensureWorkshop(trx, userId, now);
      expect(await gainExperience(trx, userId, 'crafting', 30, cause('d'), now)).toBe(30);
      expect(await gainExperience(trx, userId, 'knowledge', 7, cause('e'), now)).toBe(7);
      // Nothing gained is nothing written.
      expect(await gainExperience(trx, userId, 'profession:logging', 0, cause('f'), now)).toBe(0);
      await changePurse(trx, userId, -100, now, { skills: { from: JSON.stringify(startingSkills()), gained: { trading: 150, negotiation: 20 }, cause: { kind: 'market-buy', refId: 'g' } } });
    });
    expect(Object.fromEntries(await experienceOf(test.db, userId))).toEqual({
      player: 120,
      'profession:mining': 45,
      crafting: 30,
      knowledge: 7,
      // Level 2 and 50 into it: the 100 of level 1 plus 50.
      'skill:trading': 150,
      'skill:negotiation': 20,
    });
    const level = await test.db.selectFrom('players').select(['level', 'skills']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(level.level).toBe(2);
    expect(JSON.parse(level.skills).trading).toEqual({ level: 2, experience: 50 });
    expect(await experienceRows(test.db, userId)).toEqual([
      ['gather', 'player', 120, 'a'],
      ['gather', 'profession:mining', 40, 'b'],
      ['gather', 'profession:mining', 5, 'c'],
      ['gather', 'crafting', 30, 'd'],
      ['gather', 'knowledge', 7, 'e'],
      ['market-buy', 'skill:trading', 150, 'g'],
      ['market-buy', 'skill:negotiation', 20, 'g'],
    ]);
    await expectExperienceBalances(test.db, [userId]);

    await transact(test.db, (trx) => surrenderExperience(trx, userId, test.clock.now()));
    expect(Object.fromEntries(await experienceOf(test.db, userId))).toEqual({});
    expect(await test.db.selectFrom('players').select(['experience', 'level', 'skills']).where('user_id', '=', userId).executeTakeFirstOrThrow()).toEqual({
      experience: 0,
      level: 1,
      skills: JSON.stringify(startingSkills()),
    });
    expect((await experienceRows(test.db, userId)).filter(([kind]) => kind === 'character-reset').map(([, track, delta]) => [track, delta])).toEqual([
      ['player', -120],
      ['skill:trading', -150],
      ['skill:negotiation', -20],
      ['profession:mining', -45],
      ['crafting', -30],
      ['knowledge', -7],
    ]);
    await expectExperienceBalances(test.db, [userId]);
    // The rows of experience move no copper and no goods: the purse and stock checks are untouched.
    expect(await test.db.selectFrom('players').select('copper').where('user_id', '=', userId).executeTakeFirstOrThrow()).toEqual({ copper: STARTING_COPPER - 100 });
  });

  it('adds up concurrent gains, each in the ledger', async () => {
    test = await createTestApp();
    const { userId } = await createTestSession(test);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        transact(test.db, async (trx) => {
          await gainExperience(trx, userId, 'profession:alchemy', i + 1, cause(`c${i}`), test.clock.now());
          await gainExperience(trx, userId, 'player', 10, cause(`p${i}`), test.clock.now());
        }),
      ),
    );
    expect(Object.fromEntries(await experienceOf(test.db, userId))).toEqual({ 'profession:alchemy': 210, player: 200 });
    expect((await test.db.selectFrom('players').select('level').where('user_id', '=', userId).executeTakeFirstOrThrow()).level).toBe(3);
    await expectExperienceBalances(test.db, [userId]);
  });

  it('refuses a gain that is not a whole positive amount, and skills written over anything but what was read', async () => {
    test = await createTestApp();
    const { userId } = await createTestSession(test);
    const now = test.clock.now();
    await expect(transact(test.db, (trx) => gainExperience(trx, userId, 'player', -5, cause('x'), now))).rejects.toThrow(RangeError);
    await expect(transact(test.db, (trx) => gainExperience(trx, userId, 'player', 1.5, cause('x'), now))).rejects.toThrow(RangeError);
    const stale = { ...startingSkills(), trading: { level: 4, experience: 0 } };
    await expect(
      transact(test.db, (trx) => changePurse(trx, userId, 100, now, { skills: { from: JSON.stringify(stale), gained: { trading: 10 }, cause: { kind: 'market-sell', refId: 'y' } } })),
    ).rejects.toThrow(/skills/);
    // Nothing of it landed: the purse, the skills and the ledger are as they were.
    expect(await test.db.selectFrom('players').select(['copper', 'skills']).where('user_id', '=', userId).executeTakeFirstOrThrow()).toEqual({ copper: STARTING_COPPER, skills: JSON.stringify(startingSkills()) });
    expect(await experienceRows(test.db, userId)).toEqual([]);
    await expectLedgerBalances(test.db, [userId]);
  });
});
