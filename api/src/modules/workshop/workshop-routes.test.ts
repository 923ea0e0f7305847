import { afterEach, describe, expect, it } from 'vitest';
import { COPPER_PER_SILVER, type WorkshopResponse } from '@silkroad/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { moveTo } from '../trade/test-helpers';
import { call, copperOf, craftingSnapshot, createTestSession, emptyPurse, ok, onFarm, refusal, setPlayerLevel, type Session } from '../crafting/crafting-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

type Placed = { success: true; data: { bench: { id: number; benchId: string; x: number; y: number }; costCopper: number; copper: number } };
const workshop = async (session: Session) => ok(await call<WorkshopResponse>(test, session, 'GET', '/workshop')).data;
const place = (session: Session, body: unknown) => call<Placed>(test, session, 'POST', '/workshop/benches', body);
const move = (session: Session, id: number | string, body: unknown) => call<{ success: true; data: { bench: Placed['data']['bench'] } }>(test, session, 'POST', `/workshop/benches/${id}/move`, body);
const upgrade = (session: Session) => call<{ success: true; data: { level: number; costCopper: number; copper: number } }>(test, session, 'POST', '/workshop/upgrade');

async function farmer(): Promise<Session> {
  const session = await createTestSession(test);
  await onFarm(test.db, session.userId);
  return session;
}

describe('GET /workshop', () => {
  it('makes the personal workshop at level 1 and tells where the player can craft', async () => {
    test = await createTestApp();
    const player = await createTestSession(test);
    const away = await workshop(player);
    expect(away).toMatchObject({ level: 1, benches: [], craftingExperience: 0, craftingLevel: 1, knowledgePoints: 0, site: null });
    expect(away.recipes).toHaveLength(15);
    expect(away.recipes.find((r) => r.id === 'iron-nails')).toMatchObject({ discovered: true, canCraft: false, reason: 'You need a workshop: go to your farm or to a city', quality: 'common', craftingTimeMs: 90_000 });
    expect(away.recipes.find((r) => r.id === 'steel-sword')).toMatchObject({ discovered: false, canCraft: false, reason: 'Recipe not discovered yet' });

    await onFarm(test.db, player.userId);
    const home = await workshop(player);
    expect(home.site).toBe('personal');
    // No bench placed yet.
    expect(home.recipes.find((r) => r.id === 'iron-nails')).toMatchObject({ canCraft: false, reason: 'Needs a tier 1 blacksmithing bench (Anvil) in your workshop' });

    await test.db.updateTable('players').set({ location_state: 'IN_CITY' }).where('user_id', '=', player.userId).execute();
    await moveTo(test.db, player.userId, 1);
    const city = await workshop(player);
    expect(city.site).toBe('city');
    // A city workshop has a tier-1 bench of every station: the kit's ingot and hammer make nails.
    expect(city.recipes.find((r) => r.id === 'iron-nails')).toMatchObject({ canCraft: true, reason: null });
  });

  it('records recipes whose unlock conditions are met as known', async () => {
    test = await createTestApp();
    const player = await createTestSession(test);
    await workshop(player);
    // Crafting level 5 (1600 XP): the decorative recipes whose earlier recipe is known unlock.
    await test.db.updateTable('workshops').set({ crafting_experience: 1600 }).where('player_id', '=', player.userId).execute();
    const view = await workshop(player);
    expect(view.craftingLevel).toBe(5);
    expect(view.recipes.find((r) => r.id === 'premium-silk-thread')).toMatchObject({ discovered: true });
    const known = await test.db.selectFrom('discovered_recipes').select('recipe_id').where('player_id', '=', player.userId).orderBy('recipe_id').execute();
    // The iron sword blade (level 3) opens too, and with it the silver ring's earlier recipe was already known.
    expect(known.map((r) => r.recipe_id)).toEqual(['exotic-spice-blend', 'iron-sword-blade', 'premium-silk-thread', 'silver-ring', 'wooden-chest']);
  });
});

describe('POST /workshop/upgrade', () => {
  it('pays each level’s cost, refuses what the purse cannot cover, and stops at the Grand Atelier', async () => {
    test = await createTestApp();
    const player = await createTestSession(test);
    const copper = await copperOf(test.db, player.userId);
    expect(ok(await upgrade(player)).data).toEqual({ level: 2, costCopper: 5_000 * COPPER_PER_SILVER, copper: copper - 500_000 });
    expect((await workshop(player)).level).toBe(2);

    const before = await craftingSnapshot(test.db);
    expect(refusal(await upgrade(player))).toEqual({ status: 409, code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds: 150g needed' });
    expect(await craftingSnapshot(test.db)).toEqual(before);
    const ledger = await test.db.selectFrom('ledger_entries').select(['kind', 'copper_delta']).where('kind', '=', 'workshop-upgrade').execute();
    expect(ledger).toEqual([{ kind: 'workshop-upgrade', copper_delta: -500_000 }]);
    await expectLedgerBalances(test.db, [player.userId]);

    await test.db.updateTable('workshops').set({ level: 5 }).where('player_id', '=', player.userId).execute();
    expect(refusal(await upgrade(player))).toEqual({ status: 409, code: 'WORKSHOP_MAX_LEVEL', message: 'Your workshop is at its highest level' });
  });
});

describe('placing and moving benches', () => {
  it('buys a bench and places it on the farm, in the ledger', async () => {
    test = await createTestApp();
    const player = await farmer();
    const copper = await copperOf(test.db, player.userId);
    const placed = ok(await place(player, { benchId: 'blacksmithing-1', x: -100, y: 40 })).data;
    expect(placed).toMatchObject({ bench: { benchId: 'blacksmithing-1', x: -100, y: 40 }, costCopper: 50_000, copper: copper - 50_000 });
    expect((await workshop(player)).benches).toEqual([placed.bench]);
    const ledger = await test.db.selectFrom('ledger_entries').select(['copper_delta', 'ref_id']).where('kind', '=', 'bench-purchase').execute();
    expect(ledger).toEqual([{ copper_delta: -50_000, ref_id: `bench-${placed.bench.id}` }]);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('refuses away from the farm, unknown benches, low levels, the grid, the floor, overlaps, capacity and an empty purse, changing nothing', async () => {
    test = await createTestApp();
    const townsman = await createTestSession(test);
    const player = await farmer();
    ok(await place(player, { benchId: 'cooking-1', x: 0, y: 0 }));
    const before = await craftingSnapshot(test.db);
    expect(refusal(await place(townsman, { benchId: 'cooking-1', x: 0, y: 0 }))).toMatchObject({ status: 403, code: 'NO_WORKSHOP_HERE' });
    expect(refusal(await place(player, { benchId: 'cauldron-9', x: 100, y: 0 }))).toEqual({ status: 404, code: 'BENCH_NOT_FOUND', message: 'Bench not found' });
    expect(refusal(await place(player, { benchId: 'blacksmithing-2', x: 100, y: 0 }))).toEqual({ status: 403, code: 'BENCH_LEVEL_TOO_LOW', message: 'Smithy Forge needs player level 10' });
    expect(refusal(await place(player, { benchId: 'alchemy-1', x: 110, y: 0 }))).toEqual({ status: 400, code: 'INVALID_REQUEST', message: 'Bench positions must be on the 20 px grid' });
    expect(refusal(await place(player, { benchId: 'alchemy-1', x: 180, y: 0 }))).toEqual({ status: 400, code: 'BENCH_OUTSIDE', message: 'Cannot place bench outside workshop area' });
    expect(refusal(await place(player, { benchId: 'alchemy-1', x: 60, y: 40 }))).toEqual({ status: 409, code: 'BENCH_OVERLAP', message: 'Another bench is already there' });
    expect(refusal(await place(player, { benchId: 'alchemy-1', x: 160, y: 0, extra: 1 }))).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    await emptyPurse(test, player.userId, 39_999);
    const poor = await craftingSnapshot(test.db);
    expect(refusal(await place(player, { benchId: 'alchemy-1', x: 120, y: 0 }))).toEqual({ status: 409, code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds: 4g needed' });
    expect(await craftingSnapshot(test.db)).toEqual(poor);
    expect(before.benches).toEqual(poor.benches);

    await emptyPurse(test, player.userId, 1_000_000);
    ok(await place(player, { benchId: 'alchemy-1', x: 120, y: 0 }));
    // The small workshop holds two.
    expect(refusal(await place(player, { benchId: 'textiles-1', x: -120, y: 0 }))).toEqual({ status: 409, code: 'BENCH_CAPACITY', message: 'Workshop is at maximum bench capacity' });
    // A higher player level opens the better benches.
    await setPlayerLevel(test.db, player.userId, 10);
    ok(await upgrade(player));
    ok(await place(player, { benchId: 'blacksmithing-2', x: -200, y: 160 }));
    await expectLedgerBalances(test.db, [player.userId, townsman.userId]);
  });

  it('moves a bench with the same checks, for free', async () => {
    test = await createTestApp();
    const player = await farmer();
    const a = ok(await place(player, { benchId: 'cooking-1', x: 0, y: 0 })).data.bench;
    const b = ok(await place(player, { benchId: 'alchemy-1', x: 100, y: 0 })).data.bench;
    const copper = await copperOf(test.db, player.userId);
    expect(ok(await move(player, a.id, { x: -120, y: -100 })).data.bench).toEqual({ ...a, x: -120, y: -100 });
    expect(refusal(await move(player, a.id, { x: 100, y: 20 }))).toMatchObject({ status: 409, code: 'BENCH_OVERLAP' });
    expect(refusal(await move(player, a.id, { x: 200, y: 0 }))).toMatchObject({ status: 400, code: 'BENCH_OUTSIDE' });
    expect(refusal(await move(player, a.id, { x: 5, y: 0 }))).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    // Moving onto its own old spot overlaps nothing.
    expect(ok(await move(player, b.id, { x: 120, y: 20 })).data.bench).toMatchObject({ x: 120, y: 20 });
    expect(refusal(await move(player, 99_999, { x: 0, y: 0 }))).toMatchObject({ status: 404, code: 'BENCH_NOT_FOUND' });
    expect(refusal(await move(player, 'abc', { x: 0, y: 0 }))).toMatchObject({ status: 404, code: 'BENCH_NOT_FOUND' });
    const other = await farmer();
    expect(refusal(await move(other, a.id, { x: 0, y: 0 }))).toMatchObject({ status: 404, code: 'BENCH_NOT_FOUND' });
    expect(await copperOf(test.db, player.userId)).toBe(copper);
    expect((await workshop(player)).benches).toEqual([
      { ...a, x: -120, y: -100 },
      { ...b, x: 120, y: 20 },
    ]);
  });
});
