import { afterEach, describe, expect, it } from 'vitest';
import { CRAFT_QUEUE_LIMIT, type ApiError, type CraftClaimResponse } from '@silkroad/shared';
import { createTestApp, widenedRateLimits, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { expectExperienceBalances, experienceRows } from '../economy/experience-test-support';
import { call, createTestSession, grant, held, ok, professionXp, type Reply, type Session } from './crafting-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

function labels(replies: Reply<unknown>[]): string[] {
  return [...new Set(replies.map((r) => (r.status === 200 ? '200' : `${r.status} ${(r.body as ApiError).error.code}`)))].sort();
}

const craft = (session: Session, body: unknown) => call<{ success: true; data: { craft: { id: string } } }>(test, session, 'POST', '/alchemy/craft', body);

describe('concurrent crafting', () => {
  it('never takes more ingredients than held, nor queues past the limit', async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(10) });
    const players: Session[] = [];
    for (let i = 0; i < 3; i++) players.push(await createTestSession(test));
    // 8 herbs and 6 waters from the kit, and 10 more herbs: 9 potions' worth of herbs, 6 of water.
    for (const player of players) await grant(test, player.userId, { items: { 'healing-herb': 10 } });

    // Each player asks for 14 potions one at a time, all at once: water allows 6.
    const replies = await Promise.all(players.flatMap((p) => Array.from({ length: 14 }, () => craft(p, { recipe: 'healing-potion' }))));
    expect(labels(replies)).toEqual(['200', '409 CRAFT_NOT_ALLOWED']);
    for (const player of players) {
      const queued = await test.db.selectFrom('crafts').selectAll().where('player_id', '=', player.userId).orderBy('starts_at').execute();
      expect(queued).toHaveLength(6);
      expect(await held(test.db, player.userId, 'pure-water')).toBe(0);
      expect(await held(test.db, player.userId, 'healing-herb')).toBe(18 - 12);
      // One after another, never overlapping.
      for (let i = 1; i < queued.length; i++) expect(queued[i]!.starts_at).toBe(queued[i - 1]!.ends_at);
    }
    await expectLedgerBalances(test.db, players.map((p) => p.userId));
  });

  it(`never holds more than ${CRAFT_QUEUE_LIMIT} crafts, however many arrive at once`, async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(10) });
    const player = await createTestSession(test);
    await grant(test, player.userId, { items: { 'silk-cocoon': 90 } });
    const replies = await Promise.all(Array.from({ length: 25 }, () => call(test, player, 'POST', '/textiles/craft', { recipe: 'silk-thread' })));
    expect(labels(replies)).toEqual(['200', '409 CRAFT_QUEUE_FULL']);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(CRAFT_QUEUE_LIMIT);
    expect(await held(test.db, player.userId, 'silk-cocoon')).toBe(90 - 3 * CRAFT_QUEUE_LIMIT);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('pays a craft claimed many times at once exactly once', async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(10) });
    const player = await createTestSession(test);
    const queued = ok(await craft(player, { recipe: 'healing-potion', quantity: 4 })).data.craft;
    test.clock.advance(20_000);
    test.ctx.random = () => 0;
    const replies = await Promise.all(Array.from({ length: 12 }, () => call<CraftClaimResponse>(test, player, 'POST', `/crafts/${queued.id}/claim`)));
    expect(labels(replies)).toEqual(['200']);
    const answers = new Set(replies.map((r) => JSON.stringify(r.body)));
    expect(answers.size).toBe(1);
    expect(await held(test.db, player.userId, 'healing-potion')).toBe(4);
    expect(await professionXp(test.db, player.userId, 'alchemy')).toBe(60);
    const paid = await test.db.selectFrom('ledger_entries').selectAll().where('kind', '=', 'craft-product').where('experience_track', 'is', null).execute();
    expect(paid).toHaveLength(1);
    expect(await experienceRows(test.db, player.userId)).toEqual([['craft-product', 'profession:alchemy', 60, queued.id]]);
    await expectLedgerBalances(test.db, [player.userId]);
    await expectExperienceBalances(test.db, [player.userId]);
  });
});
