import { afterEach, describe, expect, it } from 'vitest';
import { itemValueCopper, TRANSMUTE_METAL_ITEMS, type TransmuteMetalId, type TransmuteResponse } from '@silkroad/shared';
import { createTestApp, widenedRateLimits, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { expectExperienceBalances } from '../economy/experience-test-support';
import { call, copperOf, craftingSnapshot, createTestSession, emptyPurse, grant, held, ok, professionXp, refusal, type Session } from './crafting-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const transmute = (session: Session, body: unknown) => call<TransmuteResponse>(test, session, 'POST', '/alchemy/transmute', body);

/** An alchemist at level 3, where gold opens (225 XP on the profession curve is well past it). */
async function alchemist(): Promise<Session> {
  const session = await createTestSession(test);
  await test.db.insertInto('player_professions').values({ player_id: session.userId, profession: 'alchemy', experience: 1000 }).execute();
  return session;
}

describe('POST /alchemy/transmute', () => {
  it('turns whole batches of copper ore into silver ore for a fee, with alchemy XP, in the ledger', async () => {
    test = await createTestApp();
    const player = await createTestSession(test);
    await grant(test, player.userId, { items: { 'copper-ore': 10 } });
    const copper = await copperOf(test.db, player.userId);
    const reply = ok(await transmute(player, { material_type: 'copper', target_type: 'silver', quantity: 10 }));
    expect(reply).toEqual({
      success: true,
      cost: 30,
      experience: 6,
      data: { consumed: { 'copper-ore': 9 }, produced: { 'silver-ore': 3 }, message: 'Transmuted 9 Copper Ore into 3 Silver Ore' },
    });
    expect(await held(test.db, player.userId, 'copper-ore')).toBe(1);
    expect(await held(test.db, player.userId, 'silver-ore')).toBe(3);
    expect(await copperOf(test.db, player.userId)).toBe(copper - 30);
    expect(await professionXp(test.db, player.userId, 'alchemy')).toBe(6);
    const ledger = await test.db.selectFrom('ledger_entries').select(['item_id', 'quantity', 'copper_delta', 'experience_track', 'experience_delta']).where('kind', '=', 'transmute').orderBy('id').execute();
    expect(ledger).toEqual([
      { item_id: 'copper-ore', quantity: -9, copper_delta: 0, experience_track: null, experience_delta: 0 },
      { item_id: null, quantity: 0, copper_delta: -30, experience_track: null, experience_delta: 0 },
      { item_id: 'silver-ore', quantity: 3, copper_delta: 0, experience_track: null, experience_delta: 0 },
      { item_id: null, quantity: 0, copper_delta: 0, experience_track: 'profession:alchemy', experience_delta: 6 },
    ]);
    await expectLedgerBalances(test.db, [player.userId]);
    await expectExperienceBalances(test.db, [player.userId]);
  });

  it('refuses the same metal, bad quantities, too little metal, gold below Alchemy 3 and an empty purse, changing nothing', async () => {
    test = await createTestApp();
    const player = await createTestSession(test);
    await grant(test, player.userId, { items: { 'copper-ore': 5, 'silver-ore': 8 } });
    const before = await craftingSnapshot(test.db);
    expect(refusal(await transmute(player, { material_type: 'copper', target_type: 'copper', quantity: 5 }))).toEqual({ status: 400, code: 'TRANSMUTE_INVALID', message: 'Choose two different metals to transmute' });
    expect(refusal(await transmute(player, { material_type: 'copper', target_type: 'silver', quantity: 0 }))).toMatchObject({ status: 400, code: 'INVALID_QUANTITY' });
    expect(refusal(await transmute(player, { material_type: 'copper', target_type: 'silver', quantity: 101 }))).toMatchObject({ status: 400, code: 'INVALID_QUANTITY' });
    expect(refusal(await transmute(player, { material_type: 'copper', target_type: 'tin', quantity: 3 }))).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    expect(refusal(await transmute(player, { material_type: 'copper', target_type: 'silver', quantity: 2 }))).toEqual({ status: 409, code: 'TRANSMUTE_NOT_ENOUGH', message: 'It takes 3 Copper Ore to make Silver Ore' });
    expect(refusal(await transmute(player, { material_type: 'copper', target_type: 'silver', quantity: 6 }))).toEqual({ status: 409, code: 'TRANSMUTE_NOT_ENOUGH', message: 'Not enough metal to transmute' });
    expect(refusal(await transmute(player, { material_type: 'silver', target_type: 'gold', quantity: 8 }))).toEqual({ status: 409, code: 'CRAFT_NOT_ALLOWED', message: 'Alchemy skill too low (Requires Alchemy 3)' });
    expect(await craftingSnapshot(test.db)).toEqual(before);

    await emptyPurse(test, player.userId, 5);
    const poor = await craftingSnapshot(test.db);
    expect(refusal(await transmute(player, { material_type: 'silver', target_type: 'copper', quantity: 1 }))).toEqual({ status: 409, code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds: 10c needed' });
    expect(await craftingSnapshot(test.db)).toEqual(poor);
  });

  it('never creates value: for every pair and quantity, the metal out is worth less than the metal in', async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(20) });
    const player = await alchemist();
    await grant(test, player.userId, { items: { 'copper-ore': 200, 'silver-ore': 200, 'gold-dust': 200 } });
    const metals: TransmuteMetalId[] = ['copper', 'silver', 'gold'];
    const worth = async () => {
      let total = await copperOf(test.db, player.userId);
      for (const metal of metals) total += (await held(test.db, player.userId, TRANSMUTE_METAL_ITEMS[metal])) * itemValueCopper(TRANSMUTE_METAL_ITEMS[metal]);
      return total;
    };
    let value = await worth();
    for (const material of metals) {
      for (const target of metals) {
        if (material === target) continue;
        for (const quantity of [1, 3, 4, 7, 12, 13, 50]) {
          const reply = await transmute(player, { material_type: material, target_type: target, quantity });
          if (reply.status !== 200) {
            expect(refusal(reply).code).toBe('TRANSMUTE_NOT_ENOUGH');
            continue;
          }
          const now = await worth();
          expect(now, `${quantity} ${material} -> ${target}`).toBeLessThan(value);
          value = now;
        }
      }
    }
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('never takes more metal than held when transmutations run at once', async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(10) });
    const player = await createTestSession(test);
    await grant(test, player.userId, { items: { 'silver-ore': 10 } });
    const replies = await Promise.all(Array.from({ length: 8 }, () => transmute(player, { material_type: 'silver', target_type: 'copper', quantity: 3 })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.status !== 200).every((r) => refusal(r).code === 'TRANSMUTE_NOT_ENOUGH')).toBe(true);
    expect(await held(test.db, player.userId, 'silver-ore')).toBe(1);
    expect(await held(test.db, player.userId, 'copper-ore')).toBe(18);
    await expectLedgerBalances(test.db, [player.userId]);
  });
});
