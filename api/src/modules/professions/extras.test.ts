import { afterEach, describe, expect, it } from 'vitest';
import { itemValueCopper, PLANTING_DAILY_LIMIT, PROSPECT_RADIUS_PX, type ProfessionActionsResponse } from '@silkroad/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { placeNode } from '../gathering/gathering-test-support';
import { CONSTANTINOPLE, copperOf, FOREST, held, MOUNTAINS, ok, postStart, professionSnapshot, refused, request, STEPPE, workerAt } from './profession-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

interface Veins { success: true; data: { veins: { nodeId: number; type: string; distance: number }[] } }
interface Areas { success: true; data: { areas: { id: string; distance: number; woodNodes: number }[] } }
interface Places { success: true; forges?: { cityId: number; distance: number }[]; workshops?: { cityId: number; distance: number }[] }

describe('prospecting and surveying', () => {
  it('prospecting lists the ore, stone and gem nodes within reach, nearest first', async () => {
    test = await createTestApp();
    const miner = await workerAt(test, MOUNTAINS);
    const near = await placeNode(test.db, { type: 'iron-ore', x: MOUNTAINS.x + 30, y: MOUNTAINS.y, maxQuantity: 8 });
    const farther = await placeNode(test.db, { type: 'gems', x: MOUNTAINS.x, y: MOUNTAINS.y + 200, maxQuantity: 2 });
    const wood = await placeNode(test.db, { type: 'wood', x: MOUNTAINS.x + 10, y: MOUNTAINS.y, maxQuantity: 10 });
    const outOfReach = await placeNode(test.db, { type: 'stone', x: MOUNTAINS.x + PROSPECT_RADIUS_PX + 50, y: MOUNTAINS.y, maxQuantity: 15 });
    const { veins } = ok(await request<Veins>(test, miner, 'POST', '/mining/prospect', { location: { x: 0, y: 0 }, timestamp: 1 })).data;
    const ids = veins.map((v) => v.nodeId);
    expect(ids).toContain(near.id);
    expect(ids.indexOf(near.id)).toBeLessThan(ids.indexOf(farther.id));
    expect(ids).not.toContain(wood.id);
    expect(ids).not.toContain(outOfReach.id);
    expect(veins.every((v, i) => v.distance <= PROSPECT_RADIUS_PX && (i === 0 || veins[i - 1]!.distance <= v.distance))).toBe(true);
    expect(veins.find((v) => v.nodeId === near.id)).toMatchObject({ type: 'iron-ore', distance: 30 });
  });

  it('surveying lists the forests, nearest first, with their standing wood', async () => {
    test = await createTestApp();
    const logger = await workerAt(test, FOREST);
    const before = ok(await request<Areas>(test, logger, 'POST', '/logging/survey', {})).data.areas;
    expect(before[0]).toMatchObject({ id: 'pontic-woods', distance: 0 });
    expect(before.map((a) => a.id).sort()).toEqual(['fergana-woods', 'kashgar-oasis-woods', 'pontic-woods', 'thracian-woods']);
    await test.db.insertInto('resource_nodes').values({ type: 'wood', area_id: 'pontic-woods', x: FOREST.x, y: FOREST.y, quantity: 10, max_quantity: 10, created_at: 0, last_harvest_at: null, regrows_at: null, depleted_at: null }).execute();
    const after = ok(await request<Areas>(test, logger, 'POST', '/logging/survey', {})).data.areas;
    expect(after[0]!.woodNodes).toBe(before[0]!.woodNodes + 1);
  });

  it('lists the forges and workshops, nearest first', async () => {
    test = await createTestApp();
    const smith = await workerAt(test, { x: 1500, y: 2100 });
    const forges = ok(await request<Places>(test, smith, 'POST', '/blacksmithing/forges', { timestamp: 1 })).forges!;
    expect(forges.map((f) => f.cityId)).toEqual([4, 2, 1, 3]);
    expect(forges[0]!.distance).toBe(100);
    // The spec's body (location, timestamp) is optional: a bare POST is answered too.
    const bare = await test.app.request('/api/crafting/workshops', { method: 'POST', headers: { authorization: smith.headers.authorization } });
    const workshops = ((await bare.json()) as Places).workshops!;
    expect(workshops.map((w) => w.cityId)).toEqual([4, 2, 1, 3]);
  });
});

describe('the action list', () => {
  it('judges every action of the profession where the player stands, as a start would', async () => {
    test = await createTestApp();
    const miner = await workerAt(test, MOUNTAINS);
    const data = ok(await request<ProfessionActionsResponse>(test, miner, 'GET', '/professions/mining/actions')).data;
    expect(data).toMatchObject({ profession: 'mining', terrain: 'mountains', cityId: null, level: 1 });
    expect(Object.fromEntries(data.actions.map((a) => [a.id, a.available ? 'yes' : a.reason]))).toEqual({
      'surface-mining': 'yes',
      'deep-mining': 'Mining skill too low (Requires Mining 3)',
      prospecting: 'Mining skill too low (Requires Mining 5)',
      quarrying: 'Mining skill too low (Requires Mining 2)',
    });
    const smith = await workerAt(test, CONSTANTINOPLE);
    const forge = ok(await request<ProfessionActionsResponse>(test, smith, 'GET', '/professions/blacksmithing/actions')).data;
    expect(forge.cityId).toBe(1);
    expect(forge.actions.find((a) => a.id === 'tool-making')).toEqual({ id: 'tool-making', available: true, code: null, reason: null });
    expect(forge.actions.find((a) => a.id === 'smelting')).toMatchObject({ available: false, code: 'materials' });
    expect(refused(await request(test, smith, 'GET', '/professions/piracy/actions')).status).toBe(400);
  });
});

describe('buying equipment', () => {
  it('sells the profession’s tools in a city at their catalogue value, through the ledger', async () => {
    test = await createTestApp();
    const miner = await workerAt(test, CONSTANTINOPLE);
    const copper = await copperOf(test.db, miner.userId);
    const bought = ok(await request<{ success: true; data: { costCopper: number; copper: number } }>(test, miner, 'POST', '/mining/equipment/purchase', { equipmentType: 'mining-lamp', quantity: 2, timestamp: 1 }));
    expect(bought.data).toEqual({ itemId: 'mining-lamp', quantity: 2, costCopper: 2 * itemValueCopper('mining-lamp'), copper: copper - 2 * itemValueCopper('mining-lamp') });
    expect(await held(test.db, miner.userId, 'mining-lamp')).toBe(2);
    ok(await request(test, miner, 'POST', '/logging/equipment/purchase', { equipmentType: 'saw', quantity: 1 }));
    await expectLedgerBalances(test.db, [miner.userId]);
  });

  it('refuses outside a city, equipment the shop does not sell, and an empty purse, changing nothing', async () => {
    test = await createTestApp();
    const miner = await workerAt(test, MOUNTAINS);
    const before = await professionSnapshot(test.db);
    expect(refused(await request(test, miner, 'POST', '/mining/equipment/purchase', { equipmentType: 'pickaxe', quantity: 1 }))).toMatchObject({ status: 403, code: 'NOT_IN_CITY' });
    await test.db.updateTable('players').set({ x: CONSTANTINOPLE.x, y: CONSTANTINOPLE.y, copper: 10 }).where('user_id', '=', miner.userId).execute();
    const poor = await professionSnapshot(test.db);
    expect(refused(await request(test, miner, 'POST', '/mining/equipment/purchase', { equipmentType: 'axe', quantity: 1 }))).toMatchObject({ status: 400, code: 'UNKNOWN_EQUIPMENT' });
    expect(refused(await request(test, miner, 'POST', '/mining/equipment/purchase', { equipmentType: 'pickaxe', quantity: 1 }))).toMatchObject({ status: 409, code: 'INSUFFICIENT_FUNDS' });
    expect(refused(await request(test, miner, 'POST', '/mining/equipment/purchase', { equipmentType: 'pickaxe', quantity: 0 }))).toMatchObject({ status: 400 });
    expect(await professionSnapshot(test.db)).toEqual(poor);
    expect(before.sessions).toEqual(poor.sessions);
  });
});

describe('planting trees', () => {
  it('plants saplings in the forest for logging XP, at most the daily limit, through the ledger', async () => {
    test = await createTestApp();
    const logger = await workerAt(test, FOREST);
    const copper = await copperOf(test.db, logger.userId);
    const planted = ok(await request<{ success: true; data: { planted: number; costCopper: number; xpGained: number; message: string } }>(test, logger, 'POST', '/logging/plant', { treeType: 'oak', quantity: 5, location: {}, timestamp: 1 }));
    expect(planted.data).toEqual({ planted: 5, costCopper: 100, xpGained: 15, message: 'Planted 5 oak saplings: +15 Logging XP' });
    expect(await copperOf(test.db, logger.userId)).toBe(copper - 100);
    expect(await test.db.selectFrom('planted_trees').select(['tree_type', 'x', 'y']).where('player_id', '=', logger.userId).execute()).toHaveLength(5);
    const xp = await test.db.selectFrom('player_professions').select('experience').where('player_id', '=', logger.userId).where('profession', '=', 'logging').executeTakeFirstOrThrow();
    expect(xp.experience).toBe(15);

    ok(await request(test, logger, 'POST', '/logging/plant', { treeType: 'pine', quantity: 10 }));
    const before = await professionSnapshot(test.db);
    const capped = refused(await request(test, logger, 'POST', '/logging/plant', { treeType: 'pine', quantity: 10 }));
    expect(capped).toEqual({ status: 403, code: 'PLANTING_NOT_ALLOWED', message: `You can plant at most ${PLANTING_DAILY_LIMIT} saplings a day: 5 left today` });
    expect(await professionSnapshot(test.db)).toEqual(before);
    test.clock.advance(24 * 3_600_000 + 1);
    const { token } = await test.ctx.accessTokens.issue(logger.userId);
    ok(await request(test, { headers: { ...logger.headers, authorization: `Bearer ${token}` } }, 'POST', '/logging/plant', { treeType: 'pine', quantity: 10 }));
    await expectLedgerBalances(test.db, [logger.userId]);
  });

  it('refuses outside the forest and unknown trees, changing nothing', async () => {
    test = await createTestApp();
    const logger = await workerAt(test, STEPPE);
    const before = await professionSnapshot(test.db);
    expect(refused(await request(test, logger, 'POST', '/logging/plant', { treeType: 'oak', quantity: 1 }))).toEqual({ status: 403, code: 'PLANTING_NOT_ALLOWED', message: 'Trees can only be planted in the forest' });
    expect(refused(await request(test, logger, 'POST', '/logging/plant', { treeType: 'baobab', quantity: 1 }))).toMatchObject({ status: 400, code: 'UNKNOWN_TREE_TYPE' });
    expect(await professionSnapshot(test.db)).toEqual(before);
  });
});

describe('rate limits', () => {
  it('answers 429 to a start loop past the professions budget', async () => {
    test = await createTestApp();
    const miner = await workerAt(test, MOUNTAINS);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await postStart(test, miner, 'mining', 'surface-mining')).status);
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1, 30).every((s) => s === 409)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });
});
