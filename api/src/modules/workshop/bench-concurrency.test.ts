import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError } from '@silkroad/shared';
import { createTestApp, widenedRateLimits, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { call, copperOf, createTestSession, emptyPurse, onFarm, type Reply, type Session } from '../crafting/crafting-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

function labels(replies: Reply<unknown>[]): string[] {
  return [...new Set(replies.map((r) => (r.status === 200 ? '200' : `${r.status} ${(r.body as ApiError).error.code}`)))].sort();
}

async function farmer(): Promise<Session> {
  const session = await createTestSession(test);
  await onFarm(test.db, session.userId);
  return session;
}

const benchCount = async (userId: string) => (await test.db.selectFrom('workshop_benches').select('id').where('player_id', '=', userId).execute()).length;
/** Spots of the small workshop's floor far enough apart never to overlap. */
const SPOTS = [-160, -80, 0, 80, 160].flatMap((x) => [-120, 0, 120].map((y) => ({ x, y })));

describe('concurrent bench placements', () => {
  it('never place more benches than the workshop holds', async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(10) });
    const player = await farmer();
    const copper = await copperOf(test.db, player.userId);
    const replies = await Promise.all(SPOTS.map((spot) => call(test, player, 'POST', '/workshop/benches', { benchId: 'crafting-1', ...spot })));
    expect(labels(replies)).toEqual(['200', '409 BENCH_CAPACITY']);
    expect(await benchCount(player.userId)).toBe(2);
    expect(await copperOf(test.db, player.userId)).toBe(copper - 2 * 20_000);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('never overspend the purse', async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(10) });
    const player = await farmer();
    await test.db.insertInto('workshops').values({ player_id: player.userId, level: 5, updated_at: 0 }).execute();
    // Enough for three carpenter's benches and a bit.
    await emptyPurse(test, player.userId, 3 * 20_000 + 500);
    const replies = await Promise.all(SPOTS.map((spot) => call(test, player, 'POST', '/workshop/benches', { benchId: 'crafting-1', ...spot })));
    expect(labels(replies)).toEqual(['200', '409 INSUFFICIENT_FUNDS']);
    expect(await benchCount(player.userId)).toBe(3);
    expect(await copperOf(test.db, player.userId)).toBe(500);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('never put two benches on one spot', async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(10) });
    const player = await farmer();
    const replies = await Promise.all(Array.from({ length: 6 }, () => call(test, player, 'POST', '/workshop/benches', { benchId: 'cooking-1', x: 20, y: 20 })));
    expect(labels(replies)).toEqual(['200', '409 BENCH_OVERLAP']);
    expect(await benchCount(player.userId)).toBe(1);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('upgrade the workshop once when asked many times at once with money for one', async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(10) });
    const player = await createTestSession(test);
    const replies = await Promise.all(Array.from({ length: 6 }, () => call(test, player, 'POST', '/workshop/upgrade')));
    // 1,010,000 copper: level 2 (500,000), then level 3 (1,500,000) is out of reach.
    expect(labels(replies)).toEqual(['200', '409 INSUFFICIENT_FUNDS']);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const row = await test.db.selectFrom('workshops').select('level').where('player_id', '=', player.userId).executeTakeFirstOrThrow();
    expect(row.level).toBe(2);
    await expectLedgerBalances(test.db, [player.userId]);
  });
});
