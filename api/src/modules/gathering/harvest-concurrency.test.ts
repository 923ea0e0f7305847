import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError, HarvestResponse } from '@silkroad/shared';
import { createTestApp, widenedRateLimits, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { nodeRow, placeNode, playerAt, postHarvest, quantityHeld, STEPPE, type Reply, type Session } from './gathering-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

/** Every reply is a harvest of one, or the node ran out, or the player was still gathering. */
function tally(replies: Reply<HarvestResponse>[]): { harvests: number; labels: Set<string> } {
  const labels = new Set(replies.map((r) => (r.body.success ? `${r.status} harvest ${r.body.data.yield}` : `${r.status} ${(r.body as ApiError).error.code}`)));
  return { harvests: replies.filter((r) => r.body.success).length, labels };
}

async function gathered(players: readonly Session[], itemId: string): Promise<number> {
  let total = 0;
  for (const player of players) total += await quantityHeld(test.db, player.userId, itemId);
  return total;
}

describe('concurrent harvests of one node', () => {
  it('never take more than it holds: what the players gained plus what is left is what it held', async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(10) });
    const node = await placeNode(test.db, { type: 'stone', x: STEPPE.x, y: STEPPE.y, maxQuantity: 15 });
    const players: Session[] = [];
    for (let i = 0; i < 20; i++) players.push(await playerAt(test, STEPPE.x + (i % 5) * 15, STEPPE.y + Math.floor(i / 5) * 15));

    // Each player sends three at once: more than the node holds, and more than any player's pace allows.
    const replies = await Promise.all(players.flatMap((p) => [0, 1, 2].map(() => postHarvest(test, p, { nodeId: node.id }))));
    const { harvests, labels } = tally(replies);
    expect([...labels].every((l) => /^(200 harvest 1|409 NODE_DEPLETED|429 GATHERING_TOO_FAST)$/.test(l)), [...labels].join()).toBe(true);
    expect(harvests).toBe(15);
    expect(await gathered(players, 'stone')).toBe(15);
    expect(await nodeRow(test.db, node.id)).toMatchObject({ quantity: 0, depleted_at: test.clock.now() });
    // One harvest per player per gather time.
    for (const player of players) expect(await quantityHeld(test.db, player.userId, 'stone')).toBeLessThanOrEqual(1);
    await expectLedgerBalances(test.db, players.map((p) => p.userId));
  });

  it('hold over rounds at the gatherers’ pace until the node is empty', async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(10) });
    const node = await placeNode(test.db, { type: 'wild-berries', x: STEPPE.x, y: STEPPE.y, maxQuantity: 20 });
    const players: Session[] = [];
    for (let i = 0; i < 6; i++) players.push(await playerAt(test, STEPPE.x + i * 10, STEPPE.y));

    const perRound: number[] = [];
    for (let round = 0; round < 6; round++) {
      const replies = await Promise.all(players.flatMap((p) => [0, 1, 2, 3].map(() => postHarvest(test, p, { nodeId: node.id }))));
      perRound.push(tally(replies).harvests);
      const left = (await nodeRow(test.db, node.id))!.quantity;
      expect((await gathered(players, 'wild-berries')) + left).toBe(20);
      test.clock.advance(1_500);
    }
    expect(perRound).toEqual([6, 6, 6, 2, 0, 0]);
    expect(await gathered(players, 'wild-berries')).toBe(20);
    await expectLedgerBalances(test.db, players.map((p) => p.userId));
  });
});
