import { afterEach, describe, expect, it } from 'vitest';
import {
  playerResponseSchema,
  canSee,
  harvestResponseSchema,
  locusAt,
  NODE_REMOVAL_DELAY_MS,
  resourceNodesResponseSchema,
  resourceTypeById,
  SPAWN_AREA_KINDS,
  spawnAreaById,
  type NodeUpdate,
} from '@silkroad/shared';
import { createApp } from '../../app';
import { createTestApp, createTestSession, testConfig, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { expectExperienceBalances, experienceRows } from '../economy/experience-test-support';
import { resetStats } from '../players/character-service';
import { seedResourceNodes } from './node-store';
import { getNodes, harvested, nodeRow, placeNode, playerAt, postHarvest, quantityHeld, STEPPE } from './gathering-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

function heard(t: TestApp): NodeUpdate[] {
  const updates: NodeUpdate[] = [];
  t.ctx.events.on('resource-node-changed', (update) => updates.push(update));
  return updates;
}

describe('the world’s nodes', () => {
  it('are grown at start in the spawn areas, once', async () => {
    test = await createTestApp();
    const rows = await test.db.selectFrom('resource_nodes').selectAll().execute();
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      const area = spawnAreaById(row.area_id)!;
      expect(SPAWN_AREA_KINDS[area.areaType].resources).toContain(row.type);
      expect(row.x >= area.x && row.x <= area.x + area.width && row.y >= area.y && row.y <= area.y + area.height).toBe(true);
      expect(row.quantity).toBe(resourceTypeById(row.type)!.maxQuantity);
    }
    // A second server on the same database (a restart, another process) grows none.
    const again = await createApp({ db: test.db, config: testConfig(), clock: test.clock, random: Math.random });
    expect(again.ctx).toBeDefined();
    expect(await seedResourceNodes(test.db, Math.random, test.clock.now())).toBe(0);
    expect(await test.db.selectFrom('resource_nodes').select('id').execute()).toHaveLength(rows.length);
  });
});

describe('GET /api/gathering/nodes', () => {
  it('needs a signed-in player', async () => {
    test = await createTestApp();
    const res = await test.app.request('/api/gathering/nodes');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, error: { code: 'UNAUTHENTICATED', message: 'Authentication required' } });
  });

  it('lists the nodes the player can see from the countryside, with quantity and state', async () => {
    test = await createTestApp();
    const near = await placeNode(test.db, { type: 'stone', x: STEPPE.x + 30, y: STEPPE.y, quantity: 4, maxQuantity: 15 });
    const player = await playerAt(test, STEPPE.x, STEPPE.y);
    const reply = await getNodes(test, player);
    expect(reply.status).toBe(200);
    const nodes = resourceNodesResponseSchema.parse(reply.body).data.nodes;
    expect(nodes).toContainEqual({ id: near.id, type: 'stone', x: near.x, y: near.y, quantity: 4, maxQuantity: 15, state: 'low' });
    const all = await test.db.selectFrom('resource_nodes').selectAll().execute();
    const visible = all.filter((row) => canSee(locusAt(STEPPE.x, STEPPE.y), locusAt(row.x, row.y)));
    expect(nodes.map((n) => n.id).sort((a, b) => a - b)).toEqual(visible.map((r) => r.id).sort((a, b) => a - b));
    expect(visible.length).toBeLessThan(all.length);
    // The point it judged from: the client compares it with where it stands now.
    expect(resourceNodesResponseSchema.parse(reply.body).data.seenFrom).toEqual({ x: STEPPE.x, y: STEPPE.y });
  });

  it('shows nothing from inside a city: a city does not see the countryside', async () => {
    test = await createTestApp();
    const inSamarkand = await playerAt(test, 2000, 1200);
    const reply = await getNodes(test, inSamarkand);
    expect(reply.status).toBe(200);
    expect(resourceNodesResponseSchema.parse(reply.body).data).toEqual({ nodes: [], seenFrom: { x: 2000, y: 1200 } });
  });
});

describe('POST /api/gathering/harvest', () => {
  it('gives the item, takes one from the node, and makes a first profession of the resource’s', async () => {
    test = await createTestApp();
    const updates = heard(test);
    const node = await placeNode(test.db, { type: 'iron-ore', x: STEPPE.x, y: STEPPE.y, maxQuantity: 8 });
    const player = await playerAt(test, STEPPE.x + 60, STEPPE.y + 60);

    const reply = await postHarvest(test, player, { nodeId: node.id });
    expect(reply.status).toBe(200);
    expect(harvestResponseSchema.parse(reply.body).data).toEqual({
      itemId: 'iron-ore',
      yield: 1,
      xpGained: 15,
      node: { id: node.id, type: 'iron-ore', x: node.x, y: node.y, quantity: 7, maxQuantity: 8, state: 'full' },
      profession: { id: 'mining', level: 1, experience: 15, chosen: true, leveledUp: false },
    });
    expect(await quantityHeld(test.db, player.userId, 'iron-ore')).toBe(1);
    const row = await test.db.selectFrom('players').select(['profession', 'last_gathered_at']).where('user_id', '=', player.userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ profession: 'mining', last_gathered_at: test.clock.now() });
    expect(await test.db.selectFrom('player_professions').selectAll().execute()).toEqual([{ player_id: player.userId, profession: 'mining', experience: 15 }]);
    const ledger = await test.db
      .selectFrom('ledger_entries')
      .select(['kind', 'item_id', 'quantity', 'copper_delta', 'experience_track', 'experience_delta', 'ref_id'])
      .where('player_id', '=', player.userId)
      .where('kind', '=', 'gather')
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { kind: 'gather', item_id: 'iron-ore', quantity: 1, copper_delta: 0, experience_track: null, experience_delta: 0, ref_id: String(node.id) },
      { kind: 'gather', item_id: null, quantity: 0, copper_delta: 0, experience_track: 'profession:mining', experience_delta: 15, ref_id: String(node.id) },
    ]);
    expect(await nodeRow(test.db, node.id)).toMatchObject({ quantity: 7, last_harvest_at: test.clock.now(), regrows_at: test.clock.now() + 600_000, depleted_at: null });
    expect(updates).toEqual([{ node: { id: node.id, type: 'iron-ore', x: node.x, y: node.y, quantity: 7, maxQuantity: 8, state: 'full' }, removed: false }]);
    await expectLedgerBalances(test.db, [player.userId]);
    await expectExperienceBalances(test.db, [player.userId]);
    // The player data carries it from now on, for the HUD after a reload.
    const data = playerResponseSchema.parse(await (await test.app.request('/api/game/player', { headers: player.headers })).json()).data;
    expect(data.profession).toEqual({ id: 'mining', level: 1, experience: 15 });
  });

  it('adds XP in the player’s profession, levels it up, and gathers other resources without XP', async () => {
    test = await createTestApp();
    const stone = await placeNode(test.db, { type: 'stone', x: STEPPE.x, y: STEPPE.y, maxQuantity: 15 });
    const herbs = await placeNode(test.db, { type: 'healing-herbs', x: STEPPE.x + 40, y: STEPPE.y, maxQuantity: 12 });
    const player = await playerAt(test, STEPPE.x + 20, STEPPE.y);

    let last = harvested(await postHarvest(test, player, { nodeId: stone.id }));
    for (let i = 0; i < 5; i++) {
      test.clock.advance(2_500);
      last = harvested(await postHarvest(test, player, { nodeId: stone.id }));
    }
    // Six harvests of 15 XP: 90, then the seventh passes the 100 of level 1.
    expect(last.profession).toEqual({ id: 'mining', level: 1, experience: 90, chosen: false, leveledUp: false });
    test.clock.advance(2_500);
    expect(harvested(await postHarvest(test, player, { nodeId: stone.id })).profession).toEqual({ id: 'mining', level: 2, experience: 105, chosen: false, leveledUp: true });

    test.clock.advance(2_000);
    const other = harvested(await postHarvest(test, player, { nodeId: herbs.id }));
    expect(other).toMatchObject({ itemId: 'healing-herb', yield: 1, xpGained: 0, message: 'No XP - Need alchemy profession' });
    expect(other.profession).toBeUndefined();
    expect(await quantityHeld(test.db, player.userId, 'stone')).toBe(7);
    expect(await test.db.selectFrom('player_professions').select(['profession', 'experience']).where('player_id', '=', player.userId).execute()).toEqual([{ profession: 'mining', experience: 105 }]);
    expect((await test.db.selectFrom('players').select('profession').where('user_id', '=', player.userId).executeTakeFirstOrThrow()).profession).toBe('mining');
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('regrows a harvested node to full once its respawn time has passed since it was first harvested', async () => {
    test = await createTestApp();
    const node = await placeNode(test.db, { type: 'wild-berries', x: STEPPE.x, y: STEPPE.y, maxQuantity: 20 });
    const player = await playerAt(test, STEPPE.x, STEPPE.y);
    const firstAt = test.clock.now();
    for (let i = 0; i < 3; i++) {
      harvested(await postHarvest(test, player, { nodeId: node.id }));
      test.clock.advance(1_500);
    }
    expect(await nodeRow(test.db, node.id)).toMatchObject({ quantity: 17, regrows_at: firstAt + 150_000 });
    const updates = heard(test);
    test.clock.set(firstAt + 150_000 - 1);
    expect(resourceNodesResponseSchema.parse((await getNodes(test, player)).body).data.nodes.find((n) => n.id === node.id)?.quantity).toBe(17);
    test.clock.set(firstAt + 150_000);
    expect(resourceNodesResponseSchema.parse((await getNodes(test, player)).body).data.nodes.find((n) => n.id === node.id)).toMatchObject({ quantity: 20, state: 'full' });
    expect(await nodeRow(test.db, node.id)).toMatchObject({ quantity: 20, regrows_at: null, depleted_at: null });
    expect(updates).toEqual([{ node: expect.objectContaining({ id: node.id, quantity: 20 }), removed: false }]);
    // A harvest after a regrowth nobody read takes from the full node.
    const again = await placeNode(test.db, { type: 'wild-berries', x: STEPPE.x + 10, y: STEPPE.y, quantity: 5, maxQuantity: 20 });
    await test.db.updateTable('resource_nodes').set({ regrows_at: test.clock.now() - 1 }).where('id', '=', again.id).execute();
    expect(harvested(await postHarvest(test, player, { nodeId: again.id })).node.quantity).toBe(19);
  });

  it('empties a node, which is removed about 2 s later and grows again elsewhere as the same type', async () => {
    test = await createTestApp();
    const node = await placeNode(test.db, { type: 'gems', x: STEPPE.x, y: STEPPE.y, maxQuantity: 2 });
    const player = await playerAt(test, STEPPE.x, STEPPE.y);
    const countBefore = (await test.db.selectFrom('resource_nodes').select('id').execute()).length;
    harvested(await postHarvest(test, player, { nodeId: node.id }));
    test.clock.advance(8_000);
    const last = harvested(await postHarvest(test, player, { nodeId: node.id }));
    expect(last.node).toMatchObject({ quantity: 0, state: 'depleted' });
    const emptiedAt = test.clock.now();
    expect(await nodeRow(test.db, node.id)).toMatchObject({ depleted_at: emptiedAt });

    const updates = heard(test);
    test.clock.advance(NODE_REMOVAL_DELAY_MS - 1);
    expect(resourceNodesResponseSchema.parse((await getNodes(test, player)).body).data.nodes.find((n) => n.id === node.id)?.state).toBe('depleted');
    test.clock.advance(1);
    const nodes = resourceNodesResponseSchema.parse((await getNodes(test, player)).body).data.nodes;
    expect(nodes.find((n) => n.id === node.id)).toBeUndefined();
    expect(await nodeRow(test.db, node.id)).toBeUndefined();

    const rows = await test.db.selectFrom('resource_nodes').selectAll().orderBy('id', 'desc').execute();
    expect(rows).toHaveLength(countBefore);
    const spawned = rows[0]!;
    expect(spawned).toMatchObject({ type: 'gems', quantity: 2, max_quantity: 2, created_at: test.clock.now(), regrows_at: null, depleted_at: null });
    expect(spawnAreaById(spawned.area_id)!.areaType).toBe('mountains');
    expect(updates).toEqual([
      { node: { id: node.id, type: 'gems', x: node.x, y: node.y, quantity: 0, maxQuantity: 2, state: 'depleted' }, removed: true },
      { node: { id: spawned.id, type: 'gems', x: spawned.x, y: spawned.y, quantity: 2, maxQuantity: 2, state: 'full' }, removed: false },
    ]);
  });

  it('is undone by starting over: no profession, no profession XP', async () => {
    test = await createTestApp();
    const node = await placeNode(test.db, { type: 'cotton', x: STEPPE.x, y: STEPPE.y, maxQuantity: 15 });
    const player = await playerAt(test, STEPPE.x, STEPPE.y);
    harvested(await postHarvest(test, player, { nodeId: node.id }));
    await resetStats(test.ctx, player.userId);
    expect(await test.db.selectFrom('players').select(['profession', 'last_gathered_at']).where('user_id', '=', player.userId).executeTakeFirstOrThrow()).toEqual({ profession: null, last_gathered_at: null });
    expect(await test.db.selectFrom('player_professions').selectAll().where('player_id', '=', player.userId).execute()).toEqual([]);
    // The experience went back through the ledger: earned, then given back.
    expect((await experienceRows(test.db, player.userId)).map(([kind, track, delta]) => [kind, track, delta])).toEqual([
      ['gather', 'profession:textiles', 15],
      ['character-reset', 'profession:textiles', -15],
    ]);
    await expectExperienceBalances(test.db, [player.userId]);
    // A character without a row gets none of this: the user's first character has no profession.
    const fresh = await createTestSession(test);
    expect((await test.db.selectFrom('players').select('profession').where('user_id', '=', fresh.userId).executeTakeFirstOrThrow()).profession).toBeNull();
  });
});
