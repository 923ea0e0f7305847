import { afterEach, describe, expect, it } from 'vitest';
import { INVENTORY_SLOTS, RATE_LIMITS } from '@silkroad/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { gatheringSnapshot, harvested, placeNode, playerAt, postHarvest, setInventory, STEPPE } from './gathering-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

/** Posts a harvest that must be refused, and proves it changed nothing anywhere. */
async function expectRefusal(session: { headers: Record<string, string> }, body: unknown, status: number, code: string, message: string) {
  const before = await gatheringSnapshot(test.db);
  const reply = await postHarvest(test, session, body);
  expect(reply.body).toEqual({ success: false, error: { code, message } });
  expect(reply.status).toBe(status);
  expect(await gatheringSnapshot(test.db)).toEqual(before);
  return reply;
}

describe('refused harvests change nothing', () => {
  it('needs a signed-in player', async () => {
    test = await createTestApp();
    const node = await placeNode(test.db, { type: 'stone', x: STEPPE.x, y: STEPPE.y, maxQuantity: 15 });
    await expectRefusal({ headers: { 'content-type': 'application/json' } }, { nodeId: node.id }, 401, 'UNAUTHENTICATED', 'Authentication required');
  });

  it('refuses an unknown node, and a node id that is no id at all', async () => {
    test = await createTestApp();
    const player = await playerAt(test, STEPPE.x, STEPPE.y);
    await expectRefusal(player, { nodeId: 987_654 }, 400, 'UNKNOWN_NODE', 'Resource not found');
    await expectRefusal(player, { nodeId: 'stone-1' }, 400, 'UNKNOWN_NODE', 'Resource not found');
    await expectRefusal(player, { nodeId: -1 }, 400, 'UNKNOWN_NODE', 'Resource not found');
    const extra = await postHarvest(test, player, { nodeId: 1, quantity: 5 });
    expect(extra.status).toBe(400);
    expect(extra.body).toMatchObject({ success: false, error: { code: 'INVALID_REQUEST' } });
  });

  it('refuses a player more than 100 px from the node', async () => {
    test = await createTestApp();
    const node = await placeNode(test.db, { type: 'stone', x: STEPPE.x, y: STEPPE.y, maxQuantity: 15 });
    const player = await playerAt(test, STEPPE.x + 61, STEPPE.y + 80);
    await expectRefusal(player, { nodeId: node.id }, 403, 'NODE_OUT_OF_REACH', 'Move closer to the resource to gather it');
    const farther = await playerAt(test, STEPPE.x + 900, STEPPE.y);
    await expectRefusal(farther, { nodeId: node.id }, 403, 'NODE_OUT_OF_REACH', 'Move closer to the resource to gather it');
  });

  it('refuses a player standing in a city, even within reach of a node outside its grounds', async () => {
    test = await createTestApp();
    // Constantinople's grounds end 260 px from (400,800): the node is 40 px outside, the player 10 px inside.
    const node = await placeNode(test.db, { type: 'wood', x: 700, y: 800, maxQuantity: 10 });
    const player = await playerAt(test, 650, 800);
    await expectRefusal(player, { nodeId: node.id }, 403, 'GATHERING_IN_CITY', 'Resources are gathered in the countryside, not in the city');
  });

  it('refuses a player who is on their farm, whose body waits at the gate', async () => {
    test = await createTestApp();
    const node = await placeNode(test.db, { type: 'stone', x: STEPPE.x, y: STEPPE.y, maxQuantity: 15 });
    const player = await playerAt(test, STEPPE.x, STEPPE.y);
    await test.db.updateTable('players').set({ location_state: 'IN_COUNTRYSIDE' }).where('user_id', '=', player.userId).execute();
    await expectRefusal(player, { nodeId: node.id }, 403, 'GATHERING_ON_FARM', 'You are on your farm: return to the world to gather resources');
  });

  it('refuses an emptied node: Resource depleted!', async () => {
    test = await createTestApp();
    const node = await placeNode(test.db, { type: 'gems', x: STEPPE.x, y: STEPPE.y, maxQuantity: 2, quantity: 1 });
    const first = await playerAt(test, STEPPE.x, STEPPE.y);
    harvested(await postHarvest(test, first, { nodeId: node.id }));
    const second = await playerAt(test, STEPPE.x, STEPPE.y + 10);
    await expectRefusal(second, { nodeId: node.id }, 409, 'NODE_DEPLETED', 'Resource depleted!');
    test.clock.advance(60_000);
    await expectRefusal(first, { nodeId: node.id }, 409, 'NODE_DEPLETED', 'Resource depleted!');
  });

  it('refuses a harvest sooner than the gather time after the last one, with Retry-After', async () => {
    test = await createTestApp();
    const gems = await placeNode(test.db, { type: 'gems', x: STEPPE.x, y: STEPPE.y, maxQuantity: 2 });
    const berries = await placeNode(test.db, { type: 'wild-berries', x: STEPPE.x + 20, y: STEPPE.y, maxQuantity: 20 });
    const player = await playerAt(test, STEPPE.x + 10, STEPPE.y);
    harvested(await postHarvest(test, player, { nodeId: gems.id }));
    const message = 'Still gathering: wait for the harvest to finish';
    const reply = await expectRefusal(player, { nodeId: gems.id }, 429, 'GATHERING_TOO_FAST', message);
    expect(reply.headers.get('retry-after')).toBe('8');
    test.clock.advance(7_999);
    expect((await expectRefusal(player, { nodeId: gems.id }, 429, 'GATHERING_TOO_FAST', message)).headers.get('retry-after')).toBe('1');
    // Another node is no way round it: the pace is the player's, at the next resource's gather time.
    test.clock.set(test.clock.now() - 7_999 + 1_499);
    await expectRefusal(player, { nodeId: berries.id }, 429, 'GATHERING_TOO_FAST', message);
    test.clock.advance(1);
    harvested(await postHarvest(test, player, { nodeId: berries.id }));
  });

  it('refuses a harvest that needs a slot the inventory does not have: Inventory Full!', async () => {
    test = await createTestApp();
    const node = await placeNode(test.db, { type: 'iron-ore', x: STEPPE.x, y: STEPPE.y, maxQuantity: 8 });
    const player = await playerAt(test, STEPPE.x, STEPPE.y);
    // Forty full stacks of nails (500 a stack).
    await setInventory(test.db, player.userId, { 'iron-nails': INVENTORY_SLOTS * 500 });
    await expectRefusal(player, { nodeId: node.id }, 409, 'HARVEST_INVENTORY_FULL', 'Inventory Full!');
    // Ore already held in a stack with room goes in.
    await setInventory(test.db, player.userId, { 'iron-nails': (INVENTORY_SLOTS - 1) * 500, 'iron-ore': 5 });
    expect(harvested(await postHarvest(test, player, { nodeId: node.id })).itemId).toBe('iron-ore');
  });

  it('limits how often a player may call it at all', async () => {
    test = await createTestApp({ rateLimits: { ...RATE_LIMITS, gather: { perUser: { points: 2, durationMs: 10_000 } } } });
    const player = await playerAt(test, STEPPE.x, STEPPE.y);
    await expectRefusal(player, { nodeId: 987_654 }, 400, 'UNKNOWN_NODE', 'Resource not found');
    await expectRefusal(player, { nodeId: 987_654 }, 400, 'UNKNOWN_NODE', 'Resource not found');
    const limited = await expectRefusal(player, { nodeId: 987_654 }, 429, 'RATE_LIMITED', 'Too many requests. Please slow down.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
