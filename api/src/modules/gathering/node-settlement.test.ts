import { afterEach, describe, expect, it } from 'vitest';
import { locusAt, NODE_REMOVAL_DELAY_MS, spawnAreaById, zonesInView, type NodeUpdate } from '@silkroad/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { areaRoom } from '../presence/presence';
import { attachNodeFeed, nodeRooms } from './node-feed';
import { settleResourceNodes } from './node-settlement';
import { nodeRow, placeNode, STEPPE } from './gathering-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

function heard(t: TestApp): NodeUpdate[] {
  const updates: NodeUpdate[] = [];
  t.ctx.events.on('resource-node-changed', (update) => updates.push(update));
  return updates;
}

describe('settling the nodes to the clock (the sweep’s pass)', () => {
  it('does nothing while nothing is due', async () => {
    test = await createTestApp();
    const updates = heard(test);
    expect(await settleResourceNodes(test.ctx)).toEqual({ regrown: 0, replaced: 0, grown: 0 });
    expect(updates).toEqual([]);
  });

  it('regrows harvested nodes past their respawn time, and replaces emptied ones past 2 s, once however many settle at once', async () => {
    test = await createTestApp();
    const now = test.clock.now();
    const harvested = await placeNode(test.db, { type: 'cotton', x: STEPPE.x, y: STEPPE.y, quantity: 3, maxQuantity: 15 });
    await test.db.updateTable('resource_nodes').set({ regrows_at: now }).where('id', '=', harvested.id).execute();
    const growing = await placeNode(test.db, { type: 'cotton', x: STEPPE.x + 100, y: STEPPE.y, quantity: 3, maxQuantity: 15 });
    await test.db.updateTable('resource_nodes').set({ regrows_at: now + 1 }).where('id', '=', growing.id).execute();
    const emptied = await placeNode(test.db, { type: 'silk-fiber', x: STEPPE.x + 200, y: STEPPE.y, quantity: 0, maxQuantity: 4 });
    await test.db.updateTable('resource_nodes').set({ depleted_at: now - NODE_REMOVAL_DELAY_MS, regrows_at: now - 1 }).where('id', '=', emptied.id).execute();
    const justEmptied = await placeNode(test.db, { type: 'silk-fiber', x: STEPPE.x + 300, y: STEPPE.y, quantity: 0, maxQuantity: 4 });
    await test.db.updateTable('resource_nodes').set({ depleted_at: now - NODE_REMOVAL_DELAY_MS + 1 }).where('id', '=', justEmptied.id).execute();
    const count = async () => (await test.db.selectFrom('resource_nodes').select('id').execute()).length;
    const before = await count();
    const updates = heard(test);

    const results = await Promise.all([settleResourceNodes(test.ctx), settleResourceNodes(test.ctx), settleResourceNodes(test.ctx)]);
    expect(results.reduce((sum, r) => sum + r.regrown, 0)).toBe(1);
    expect(results.reduce((sum, r) => sum + r.replaced, 0)).toBe(1);

    expect(await nodeRow(test.db, harvested.id)).toMatchObject({ quantity: 15, regrows_at: null });
    expect(await nodeRow(test.db, growing.id)).toMatchObject({ quantity: 3, regrows_at: now + 1 });
    expect(await nodeRow(test.db, emptied.id)).toBeUndefined();
    expect(await nodeRow(test.db, justEmptied.id)).toMatchObject({ quantity: 0 });
    expect(await count()).toBe(before);
    const spawned = (await test.db.selectFrom('resource_nodes').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow())!;
    expect(spawned).toMatchObject({ type: 'silk-fiber', quantity: 4, max_quantity: 4, created_at: now });
    expect(spawnAreaById(spawned.area_id)!.areaType).toBe('plains');

    expect(updates).toHaveLength(3);
    expect(updates).toContainEqual({ node: expect.objectContaining({ id: harvested.id, quantity: 15, state: 'full' }), removed: false });
    expect(updates).toContainEqual({ node: expect.objectContaining({ id: emptied.id, quantity: 0, state: 'depleted' }), removed: true });
    expect(updates).toContainEqual({ node: expect.objectContaining({ id: spawned.id, type: 'silk-fiber', quantity: 4 }), removed: false });
  });
});

describe('the node feed', () => {
  it('sends each change to the rooms of the interest areas around the node', async () => {
    test = await createTestApp();
    const sent: { rooms: string[]; event: string; payload: unknown }[] = [];
    const io = { to: (rooms: string[]) => ({ emit: (event: string, payload: unknown) => sent.push({ rooms, event, payload }) }) };
    const stop = attachNodeFeed(io as never, test.ctx);
    const update: NodeUpdate = { node: { id: 7, type: 'stone', x: 1500, y: 2900, quantity: 3, maxQuantity: 15, state: 'low' }, removed: false };
    test.ctx.events.emit('resource-node-changed', update);
    stop();
    test.ctx.events.emit('resource-node-changed', update);

    expect(sent).toEqual([{ rooms: nodeRooms(1500, 2900), event: 'node-update', payload: update }]);
    expect(nodeRooms(1500, 2900)).toEqual(zonesInView(locusAt(1500, 2900)).map(areaRoom));
    // The 3x3 countryside cells around it; at the world's corner, the 2x2 that exist.
    expect(nodeRooms(1500, 2900)).toHaveLength(9);
    expect(nodeRooms(100, 100)).toHaveLength(4);
  });
});
