import { afterEach, describe, expect, it } from 'vitest';
import { sequenceRandom, type CraftClaimResponse, type CraftQueueResponse } from '@silkroad/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { moveTo } from '../trade/test-helpers';
import { call, craftingSnapshot, createTestSession, grant, held, ok, onFarm, refusal, type Session } from '../crafting/crafting-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

type Queued = { success: true; data: { craft: CraftQueueResponse['data']['queue'][number]; message: string } };
const stationCraft = (session: Session, recipeId: string) => call<Queued>(test, session, 'POST', '/workshop/craft', { recipeId });
const claim = (session: Session, id: string) => call<CraftClaimResponse>(test, session, 'POST', `/crafts/${id}/claim`);

async function farmerWithAnvil(): Promise<Session> {
  const session = await createTestSession(test);
  await onFarm(test.db, session.userId);
  ok(await call(test, session, 'POST', '/workshop/benches', { benchId: 'blacksmithing-1', x: 0, y: 0 }));
  return session;
}

async function workshopRow(userId: string) {
  return test.db.selectFrom('workshops').selectAll().where('player_id', '=', userId).executeTakeFirstOrThrow();
}

describe('station crafting at the personal workshop', () => {
  it('needs a bench of the recipe’s station and tier, a known recipe and a site, changing nothing when refused', async () => {
    test = await createTestApp();
    const wanderer = await createTestSession(test);
    const player = await farmerWithAnvil();
    const before = await craftingSnapshot(test.db);
    expect(refusal(await stationCraft(wanderer, 'iron-nails'))).toEqual({ status: 403, code: 'NO_WORKSHOP_HERE', message: 'You need a workshop: go to your farm or to a city' });
    expect(refusal(await stationCraft(player, 'golden-fleece'))).toEqual({ status: 400, code: 'RECIPE_NOT_FOUND', message: 'Error: Recipe not found' });
    expect(refusal(await stationCraft(player, 'steel-sword'))).toEqual({ status: 403, code: 'RECIPE_NOT_DISCOVERED', message: 'Recipe not discovered yet' });
    // The anvil serves blacksmithing; planks need the carpenter's bench.
    expect(refusal(await stationCraft(player, 'wooden-plank'))).toEqual({ status: 409, code: 'CRAFT_NOT_ALLOWED', message: 'Needs a tier 1 crafting bench (Carpenter’s Bench) in your workshop' });
    // Cocoons for thread: none held.
    ok(await call(test, player, 'POST', '/workshop/benches', { benchId: 'textiles-1', x: 100, y: 0 }));
    const withLoom = await craftingSnapshot(test.db);
    expect(refusal(await stationCraft(player, 'basic-silk-thread'))).toEqual({ status: 409, code: 'CRAFT_NOT_ALLOWED', message: 'Cannot craft Basic Silk Thread - Missing: 3x Silk Cocoon' });
    expect(await craftingSnapshot(test.db)).toEqual(withLoom);
    expect(before.crafts).toEqual(withLoom.crafts);
  });

  it('takes what is consumed (tools stay), queues after the other crafts, and pays result, crafting XP and knowledge once', async () => {
    test = await createTestApp();
    const player = await farmerWithAnvil();
    const start = test.clock.now();
    const potion = ok(await call<Queued>(test, player, 'POST', '/alchemy/craft', { recipe: 'healing-potion' })).data.craft;
    const nails = ok(await stationCraft(player, 'iron-nails')).data;
    expect(nails.craft).toMatchObject({ kind: 'station', recipeId: 'iron-nails', name: 'Iron Nails', quantity: 1, startsAt: potion.endsAt, endsAt: potion.endsAt + 90_000, status: 'queued' });
    expect(await held(test.db, player.userId, 'iron-ingot')).toBe(9);
    expect(await held(test.db, player.userId, 'hammer')).toBe(1);

    test.clock.advance(50_000);
    expect(refusal(await claim(player, nails.craft.id))).toMatchObject({ status: 409, code: 'CRAFT_NOT_READY' });
    test.clock.set(start + 95_000);
    // No discovery: the first roll is above the 0.1 chance.
    test.ctx.random = sequenceRandom([0.5]);
    const paid = ok(await claim(player, nails.craft.id)).data;
    expect(paid).toEqual({
      craftId: nails.craft.id,
      producedItems: { 'iron-nails': 20 },
      failed: 0,
      quality: 'common',
      xpGained: 15,
      level: 1,
      leveledUp: false,
      message: 'Successfully crafted Iron Nails',
      discovery: { recipeId: null, knowledgePoints: 5 },
    });
    expect(await held(test.db, player.userId, 'iron-nails')).toBe(20);
    expect(await workshopRow(player.userId)).toMatchObject({ crafting_experience: 15, knowledge_points: 5 });
    // Again: the stored answer, nothing paid twice.
    expect(ok(await claim(player, nails.craft.id)).data).toEqual(paid);
    expect(await workshopRow(player.userId)).toMatchObject({ crafting_experience: 15, knowledge_points: 5 });
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('keeps a discovery: a recipe found near the craft becomes known for good', async () => {
    test = await createTestApp();
    const player = await farmerWithAnvil();
    const nails = ok(await stationCraft(player, 'iron-nails')).data.craft;
    test.clock.advance(90_000);
    // Under the 0.1 chance, then the first of the unknown recipes near nails (ingot, hammer, nails).
    test.ctx.random = sequenceRandom([0.05, 0]);
    const paid = ok(await claim(player, nails.id)).data;
    expect(paid.discovery).toEqual({ recipeId: 'iron-sword-blade', knowledgePoints: 5 });
    expect(paid.message).toBe('Successfully crafted Iron Nails. Discovered a new recipe: Iron Sword Blade');
    const known = await test.db.selectFrom('discovered_recipes').select('recipe_id').where('player_id', '=', player.userId).execute();
    expect(known.map((r) => r.recipe_id)).toEqual(['iron-sword-blade']);
    const view = ok(await call<{ success: true; data: { recipes: { id: string; discovered: boolean; reason: string | null }[] } }>(test, player, 'GET', '/workshop')).data;
    // Known now; crafting level 3 is still to reach.
    expect(view.recipes.find((r) => r.id === 'iron-sword-blade')).toMatchObject({ discovered: true, reason: 'Requires crafting level 3' });
  });

  it('gives 100 knowledge points when a discovery finds no recipe near the craft', async () => {
    test = await createTestApp();
    const player = await createTestSession(test);
    await onFarm(test.db, player.userId);
    ok(await call(test, player, 'POST', '/workshop/benches', { benchId: 'cooking-1', x: 0, y: 0 }));
    // Every recipe near traveler's bread (flour, berries, water, the bread) already known.
    for (const recipeId of ['exotic-spice-blend', 'healing-elixir']) await test.db.insertInto('discovered_recipes').values({ player_id: player.userId, recipe_id: recipeId, discovered_at: 0 }).execute();
    await grant(test, player.userId, { items: { 'wheat-flour': 2, 'wild-berries': 1 } });
    const bread = ok(await stationCraft(player, 'travelers-bread')).data.craft;
    test.clock.advance(120_000);
    test.ctx.random = sequenceRandom([0.01]);
    expect(ok(await claim(player, bread.id)).data).toMatchObject({ producedItems: { 'travelers-bread': 3 }, discovery: { recipeId: null, knowledgePoints: 105 } });
    expect(await workshopRow(player.userId)).toMatchObject({ knowledge_points: 105, crafting_experience: 20 });
    await expectLedgerBalances(test.db, [player.userId]);
  });
});

describe('station crafting in a city workshop', () => {
  it('offers a tier-1 bench of every station, and no better', async () => {
    test = await createTestApp();
    const player = await createTestSession(test);
    await moveTo(test.db, player.userId, 1);
    const nails = ok(await stationCraft(player, 'iron-nails')).data.craft;
    expect(nails).toMatchObject({ kind: 'station', status: 'in-progress' });
    // Premium silk thread opens at crafting level 5 and needs a tier-2 loom.
    await test.db.updateTable('workshops').set({ crafting_experience: 1600 }).where('player_id', '=', player.userId).execute();
    await grant(test, player.userId, { items: { 'silk-treatment-oil': 1, 'precision-comb': 1 } });
    expect(refusal(await stationCraft(player, 'premium-silk-thread'))).toEqual({ status: 409, code: 'CRAFT_NOT_ALLOWED', message: 'Needs a tier 2 textiles bench (Weaver’s Loom) in your workshop' });
    await expectLedgerBalances(test.db, [player.userId]);
  });
});
