import { afterEach, describe, expect, it } from 'vitest';
import { GROVE_RADIUS_PX, GROVE_RETRY_MS, NODE_REMOVAL_DELAY_MS, SPAWN_AREA_KINDS, terrainAt, treeTypeById, type NodeUpdate } from '@silkroad/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { FOREST, ok, request, workerAt } from '../professions/profession-test-support';
import { harvested, nodeRow, placeNode, postHarvest, quantityHeld, type Session } from './gathering-test-support';
import { settleResourceNodes } from './node-settlement';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const PINE = treeTypeById('pine')!;
const OAK = treeTypeById('oak')!;

/** Clears the seeded world's nodes around the planting place, so the test decides what stands there. */
async function clearAround(t: TestApp, at: { x: number; y: number }, radius = 2 * GROVE_RADIUS_PX + 200): Promise<void> {
  await t.db
    .deleteFrom('resource_nodes')
    .where('x', '>=', at.x - radius)
    .where('x', '<=', at.x + radius)
    .where('y', '>=', at.y - radius)
    .where('y', '<=', at.y + radius)
    .execute();
}

/** A fresh world, and a logger standing in the Pontic woods with no node near. */
async function loggerInClearedWoods(): Promise<Session> {
  test = await createTestApp();
  await clearAround(test, FOREST);
  return workerAt(test, FOREST);
}

async function plantedNodes(t: TestApp) {
  return t.db.selectFrom('resource_nodes').selectAll().where('planted_tree_id', 'is not', null).orderBy('id').execute();
}

async function plant(t: TestApp, session: Pick<Session, 'headers'>, treeType: string, quantity: number) {
  ok(await request(t, session, 'POST', '/logging/plant', { treeType, quantity }));
}

describe('planted saplings grow into trees', () => {
  it('grow after their growth time into a grove of wood nodes around the planting place, each holding its tree’s logs', async () => {
    const logger = await loggerInClearedWoods();
    await plant(test, logger, 'pine', 4);
    await plant(test, logger, 'oak', 1);

    test.clock.advance(PINE.growthMs - 1);
    expect((await settleResourceNodes(test.ctx)).grown).toBe(0);
    const updates: NodeUpdate[] = [];
    test.ctx.events.on('resource-node-changed', (update) => updates.push(update));
    test.clock.advance(1);
    expect((await settleResourceNodes(test.ctx)).grown).toBe(4);
    test.clock.advance(OAK.growthMs - PINE.growthMs);
    expect((await settleResourceNodes(test.ctx)).grown).toBe(1);

    const trees = await plantedNodes(test);
    expect(trees.map((tree) => [tree.type, tree.max_quantity, tree.quantity])).toEqual([...Array(4).fill(['wood', PINE.logs, PINE.logs]), ['wood', OAK.logs, OAK.logs]]);
    // The first stands where it was planted; the others around it, in the forest, spaced as wild trees are.
    expect(trees[0]).toMatchObject({ x: FOREST.x, y: FOREST.y });
    for (const tree of trees) {
      expect(Math.hypot(tree.x - FOREST.x, tree.y - FOREST.y)).toBeLessThanOrEqual(GROVE_RADIUS_PX);
      expect(terrainAt(tree.x, tree.y)).toBe('forest');
      for (const other of trees) if (other !== tree) expect(Math.hypot(tree.x - other.x, tree.y - other.y)).toBeGreaterThanOrEqual(SPAWN_AREA_KINDS.forest.minDistance);
    }
    // Players in view hear of each tree as it appears.
    expect(updates.filter((update) => !update.removed).map((update) => update.node.id).sort()).toEqual(trees.map((tree) => tree.id).sort());
    const saplings = await test.db.selectFrom('planted_trees').selectAll().where('player_id', '=', logger.userId).execute();
    expect(saplings.every((sapling) => sapling.grown_at !== null)).toBe(true);
  });

  it('each sapling grows once, however many settlements run at once', async () => {
    const logger = await loggerInClearedWoods();
    await plant(test, logger, 'pine', 3);
    test.clock.advance(PINE.growthMs);
    const results = await Promise.all([settleResourceNodes(test.ctx), settleResourceNodes(test.ctx), settleResourceNodes(test.ctx)]);
    expect(results.reduce((sum, result) => sum + result.grown, 0)).toBe(3);
    const trees = await plantedNodes(test);
    expect(new Set(trees.map((tree) => tree.planted_tree_id)).size).toBe(3);
    expect(trees).toHaveLength(3);
  });

  it('a sapling with no room waits, and grows once a tree near it is felled', async () => {
    test = await createTestApp();
    await clearAround(test, FOREST);
    // Wild trees all around the planting place leave no clear forest spot within the grove.
    const spacing = SPAWN_AREA_KINDS.forest.minDistance;
    for (let dx = -GROVE_RADIUS_PX - spacing; dx <= GROVE_RADIUS_PX + spacing; dx += spacing - 10) {
      for (let dy = -GROVE_RADIUS_PX - spacing; dy <= GROVE_RADIUS_PX + spacing; dy += spacing - 10) {
        await placeNode(test.db, { type: 'wood', x: FOREST.x + dx, y: FOREST.y + dy, maxQuantity: 10 });
      }
    }
    const logger = await workerAt(test, FOREST);
    await plant(test, logger, 'pine', 1);
    test.clock.advance(PINE.growthMs);
    expect((await settleResourceNodes(test.ctx)).grown).toBe(0);
    const waiting = await test.db.selectFrom('planted_trees').selectAll().where('player_id', '=', logger.userId).executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ grown_at: null, matures_at: test.clock.now() + GROVE_RETRY_MS });

    await clearAround(test, FOREST);
    test.clock.advance(GROVE_RETRY_MS - 1);
    expect((await settleResourceNodes(test.ctx)).grown).toBe(0);
    test.clock.advance(1);
    expect((await settleResourceNodes(test.ctx)).grown).toBe(1);
  });

  it('a grown tree is felled once: it does not grow back, and once emptied it is removed, not replaced', async () => {
    const logger = await loggerInClearedWoods();
    await plant(test, logger, 'pine', 1);
    test.clock.advance(PINE.growthMs);
    await settleResourceNodes(test.ctx);
    const [tree] = await plantedNodes(test);
    const worldBefore = (await test.db.selectFrom('resource_nodes').select('id').execute()).length;

    const { token } = await test.ctx.accessTokens.issue(logger.userId);
    const feller = { headers: { ...logger.headers, authorization: `Bearer ${token}` } };
    harvested(await postHarvest(test, feller, { nodeId: tree!.id }));
    expect(await nodeRow(test.db, tree!.id)).toMatchObject({ quantity: PINE.logs - 1, regrows_at: null });
    // Past the wild wood's respawn time it has not grown back.
    test.clock.advance(10 * 60_000);
    await settleResourceNodes(test.ctx);
    expect((await nodeRow(test.db, tree!.id))!.quantity).toBe(PINE.logs - 1);

    for (let left = PINE.logs - 1; left > 0; left -= 1) {
      test.clock.advance(5_000);
      harvested(await postHarvest(test, feller, { nodeId: tree!.id }));
    }
    expect(await quantityHeld(test.db, logger.userId, 'logs')).toBe(PINE.logs);
    test.clock.advance(NODE_REMOVAL_DELAY_MS);
    expect(await settleResourceNodes(test.ctx)).toMatchObject({ replaced: 1 });
    expect(await nodeRow(test.db, tree!.id)).toBeUndefined();
    expect((await test.db.selectFrom('resource_nodes').select('id').execute()).length).toBe(worldBefore - 1);
    await expectLedgerBalances(test.db, [logger.userId]);
  });

  it('starting over drops the saplings still growing; trees already grown stand in the world for anyone', async () => {
    const logger = await loggerInClearedWoods();
    await plant(test, logger, 'pine', 1);
    await plant(test, logger, 'cedar', 1);
    test.clock.advance(PINE.growthMs);
    await settleResourceNodes(test.ctx);
    const { token } = await test.ctx.accessTokens.issue(logger.userId);
    ok(await request(test, { headers: { ...logger.headers, authorization: `Bearer ${token}` } }, 'POST', '/player/reset-stats', {}));
    expect(await test.db.selectFrom('planted_trees').selectAll().where('player_id', '=', logger.userId).execute()).toEqual([]);
    test.clock.advance(treeTypeById('cedar')!.growthMs);
    expect((await settleResourceNodes(test.ctx)).grown).toBe(0);
    expect(await plantedNodes(test)).toHaveLength(1);
  });
});
