import { afterEach, describe, expect, it } from 'vitest';
import { CRAFT_QUEUE_LIMIT, INVENTORY_SLOTS, sequenceRandom, slotsUsed, type CraftClaimResponse, type CraftQueueResponse, type ProfessionRecipesResponse } from '@silkroad/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { expectExperienceBalances, experienceRows } from '../economy/experience-test-support';
import { call, craftingSnapshot, createTestSession, grant, held, ok, professionXp, refusal, type Session } from './crafting-test-support';

type Queued = { success: true; data: { craft: CraftQueueResponse['data']['queue'][number]; message: string } };

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const craft = (session: Session, profession: string, body: unknown) => call<Queued>(test, session, 'POST', `/${profession}/craft`, body);
const claim = (session: Session, id: string) => call<CraftClaimResponse>(test, session, 'POST', `/crafts/${id}/claim`);
/** A player with cocoons for the silk-thread recipe (3 each). */
async function spinner(): Promise<Session> {
  const session = await createTestSession(test);
  await grant(test, session.userId, { items: { 'silk-cocoon': 60 } });
  return session;
}
const queue = async (session: Session) => ok(await call<CraftQueueResponse>(test, session, 'GET', '/crafts/queue')).data.queue;

describe('the Professions window recipes', () => {
  it('lists a profession’s recipes with the player’s level, rates, times and what can be crafted', async () => {
    test = await createTestApp();
    const player = await createTestSession(test);
    const reply = ok(await call<ProfessionRecipesResponse>(test, player, 'GET', '/alchemy/recipes'));
    expect(reply.data).toMatchObject({ profession: 'alchemy', level: 1, experience: 0, current: 0 });
    const potion = reply.data.recipes.find((r) => r.id === 'healing-potion')!;
    // The starter kit's 8 herbs and 6 waters make potions; the antidote needs level 3.
    expect(potion).toMatchObject({ requiredLevel: 1, ingredients: { 'healing-herb': 2, 'pure-water': 1 }, products: { 'healing-potion': 1 }, successRate: 0.8, craftingTimeMs: 5000, canCraft: true, reason: null });
    expect(reply.data.recipes.find((r) => r.id === 'antidote')).toMatchObject({ canCraft: false, reason: 'Alchemy skill too low (Requires Alchemy 3)' });
    expect(reply.data.recipes.every((r) => r.profession === 'alchemy')).toBe(true);

    // Also under /professions/{profession}/recipes.
    const again = ok(await call<ProfessionRecipesResponse>(test, player, 'GET', '/professions/cooking/recipes'));
    expect(again.data.recipes.find((r) => r.id === 'bread')).toMatchObject({ canCraft: false, reason: 'Missing required materials for Bread' });
  });
});

describe('queueing a craft', () => {
  it('refuses an unknown recipe, another profession’s, a level too low, missing ingredients, and a quantity out of 1..99, changing nothing', async () => {
    test = await createTestApp();
    const player = await createTestSession(test);
    const before = await craftingSnapshot(test.db);
    expect(refusal(await craft(player, 'alchemy', { recipe: 'philosophers-stone' }))).toEqual({ status: 400, code: 'RECIPE_NOT_FOUND', message: 'Error: Recipe not found' });
    expect(refusal(await craft(player, 'cooking', { recipe: 'healing-potion' }))).toMatchObject({ status: 400, code: 'RECIPE_NOT_FOUND' });
    expect(refusal(await craft(player, 'alchemy', { recipe: 'antidote' }))).toEqual({ status: 409, code: 'CRAFT_NOT_ALLOWED', message: 'Alchemy skill too low (Requires Alchemy 3)' });
    expect(refusal(await craft(player, 'alchemy', { recipe: 'healing-potion', quantity: 5 }))).toEqual({ status: 409, code: 'CRAFT_NOT_ALLOWED', message: 'Missing required materials for Healing Potion' });
    expect(refusal(await craft(player, 'alchemy', { recipe: 'healing-potion', quantity: 0 }))).toEqual({ status: 400, code: 'INVALID_QUANTITY', message: 'Quantity must be 1 to 99' });
    expect(refusal(await craft(player, 'alchemy', { recipe: 'healing-potion', quantity: 100 }))).toEqual({ status: 400, code: 'INVALID_QUANTITY', message: 'Quantity must be 1 to 99' });
    expect(refusal(await craft(player, 'mining', { recipe: 'healing-potion' })).status).toBe(404);
    expect(await craftingSnapshot(test.db)).toEqual(before);
  });

  it('takes the ingredients for the whole quantity, and queues each craft after the last', async () => {
    test = await createTestApp();
    const player = await spinner();
    const start = test.clock.now();
    const first = ok(await craft(player, 'alchemy', { recipe: 'healing-potion', quantity: 3 })).data;
    expect(first.craft).toMatchObject({ kind: 'recipe', recipeId: 'healing-potion', name: 'Healing Potion', quantity: 3, startsAt: start, endsAt: start + 15_000, status: 'in-progress', progress: 0 });
    expect(await held(test.db, player.userId, 'healing-herb')).toBe(2);
    expect(await held(test.db, player.userId, 'pure-water')).toBe(3);

    test.clock.advance(5_000);
    const second = ok(await craft(player, 'textiles', { recipe: 'silk-thread', quantity: 2 })).data.craft;
    // The second starts when the first ends, not now.
    expect(second).toMatchObject({ startsAt: start + 15_000, endsAt: start + 15_000 + 6_000, status: 'queued', progress: 0 });
    const listed = await queue(player);
    expect(listed.map((c) => c.id)).toEqual([first.craft.id, second.id]);
    expect(listed[0]).toMatchObject({ status: 'in-progress' });
    expect(listed[0]!.progress).toBeCloseTo(1 / 3, 5);

    const ledger = await test.db.selectFrom('ledger_entries').selectAll().where('player_id', '=', player.userId).where('kind', '=', 'craft-ingredients').orderBy('id').execute();
    expect(ledger.map((e) => [e.item_id, e.quantity, e.ref_id])).toEqual([
      ['healing-herb', -6, first.craft.id],
      ['pure-water', -3, first.craft.id],
      ['silk-cocoon', -6, second.id],
    ]);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it(`holds at most ${CRAFT_QUEUE_LIMIT} unclaimed crafts`, async () => {
    test = await createTestApp();
    const player = await spinner();
    for (let i = 0; i < CRAFT_QUEUE_LIMIT; i++) ok(await craft(player, 'textiles', { recipe: 'silk-thread' }));
    const before = await craftingSnapshot(test.db);
    expect(refusal(await craft(player, 'textiles', { recipe: 'silk-thread' }))).toEqual({ status: 409, code: 'CRAFT_QUEUE_FULL', message: 'Your crafting queue is full' });
    expect(await craftingSnapshot(test.db)).toEqual(before);

    // A claimed craft leaves the queue and makes room.
    const [head] = await queue(player);
    test.clock.advance(3_000);
    ok(await claim(player, head!.id));
    ok(await craft(player, 'textiles', { recipe: 'silk-thread' }));
  });
});

describe('claiming a craft', () => {
  it('refuses before it is ready, then pays each unit’s success once, with the profession’s XP', async () => {
    test = await createTestApp();
    const player = await createTestSession(test);
    const queued = ok(await craft(player, 'alchemy', { recipe: 'healing-potion', quantity: 3 })).data.craft;

    const early = await claim(player, queued.id);
    expect(refusal(early)).toEqual({ status: 409, code: 'CRAFT_NOT_READY', message: 'This craft is not finished yet' });
    expect(early.headers.get('retry-after')).toBe('15');

    test.clock.advance(15_000);
    // Units roll in turn against 0.8: success, failure, success.
    test.ctx.random = sequenceRandom([0.1, 0.9, 0.79]);
    const paid = ok(await claim(player, queued.id)).data;
    expect(paid).toEqual({
      craftId: queued.id,
      producedItems: { 'healing-potion': 2 },
      failed: 1,
      quality: null,
      xpGained: 30,
      level: 1,
      leveledUp: false,
      message: 'Successfully crafted Healing Potion',
      discovery: null,
    });
    expect(await held(test.db, player.userId, 'healing-potion')).toBe(2);
    expect(await professionXp(test.db, player.userId, 'alchemy')).toBe(30);

    // Again: the same answer, nothing paid twice (the scripted random would throw if it rolled).
    const before = await craftingSnapshot(test.db);
    expect(ok(await claim(player, queued.id)).data).toEqual(paid);
    expect(await craftingSnapshot(test.db)).toEqual(before);
    expect(await queue(player)).toEqual([]);

    const products = await test.db.selectFrom('ledger_entries').select(['item_id', 'quantity', 'ref_id']).where('kind', '=', 'craft-product').where('experience_track', 'is', null).execute();
    expect(products).toEqual([{ item_id: 'healing-potion', quantity: 2, ref_id: queued.id }]);
    // The experience is in the ledger too, on a row of its own.
    expect(await experienceRows(test.db, player.userId)).toEqual([['craft-product', 'profession:alchemy', 30, queued.id]]);
    await expectLedgerBalances(test.db, [player.userId]);
    await expectExperienceBalances(test.db, [player.userId]);
  });

  it('says so when every unit failed, and gives no XP for failures', async () => {
    test = await createTestApp();
    const player = await spinner();
    const queued = ok(await craft(player, 'textiles', { recipe: 'silk-thread', quantity: 2 })).data.craft;
    test.clock.advance(6_000);
    test.ctx.random = sequenceRandom([0.95, 0.99]);
    expect(ok(await claim(player, queued.id)).data).toMatchObject({ producedItems: {}, failed: 2, xpGained: 0, message: 'Failed to craft Silk Thread' });
    expect(await professionXp(test.db, player.userId, 'textiles')).toBe(0);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('answers 404 for an unknown craft and for another player’s', async () => {
    test = await createTestApp();
    const owner = await spinner();
    const other = await createTestSession(test);
    const queued = ok(await craft(owner, 'textiles', { recipe: 'silk-thread' })).data.craft;
    test.clock.advance(10_000);
    const before = await craftingSnapshot(test.db);
    expect(refusal(await claim(other, queued.id))).toEqual({ status: 404, code: 'CRAFT_NOT_FOUND', message: 'Craft not found' });
    expect(refusal(await claim(owner, 'no-such-craft'))).toMatchObject({ status: 404, code: 'CRAFT_NOT_FOUND' });
    expect(await craftingSnapshot(test.db)).toEqual(before);
    expect(await queue(other)).toEqual([]);
  });

  it('refuses a claim the inventory cannot hold, leaving the craft claimable', async () => {
    test = await createTestApp();
    const player = await createTestSession(test);
    const queued = ok(await craft(player, 'alchemy', { recipe: 'healing-potion' })).data.craft;
    // Fill every free slot with stacks of different goods.
    const inventory = Object.fromEntries((await test.db.selectFrom('inventory_items').select(['item_id', 'quantity']).where('player_id', '=', player.userId).execute()).map((r) => [r.item_id, r.quantity]));
    const fillers = ['gem', 'salt', 'meat', 'fish', 'spices', 'incense', 'jade', 'furs', 'amber', 'fabric', 'cotton', 'wool', 'rice', 'grain', 'dye', 'leather', 'logs', 'stone', 'coal', 'iron-ore', 'copper-ore', 'silver-ore', 'gold-dust', 'hardwood', 'tree-resin', 'antidote', 'bread', 'caviar', 'wheat-flour', 'silk', 'herbal-tonic', 'silk-cocoon', 'cotton-yarn', 'compass', 'alembic', 'tools', 'weapons', 'ancient-scroll', 'royal-seal', 'market-report'];
    const extra: Record<string, number> = {};
    let used = slotsUsed(inventory);
    for (const itemId of fillers) {
      if (used >= INVENTORY_SLOTS) break;
      if (inventory[itemId] || itemId === 'healing-potion') continue;
      extra[itemId] = 1;
      used += 1;
    }
    expect(used).toBe(INVENTORY_SLOTS);
    await grant(test, player.userId, { items: extra });

    test.clock.advance(5_000);
    test.ctx.random = () => 0;
    const before = await craftingSnapshot(test.db);
    expect(refusal(await claim(player, queued.id))).toEqual({ status: 409, code: 'INVENTORY_FULL', message: 'Inventory Full!' });
    expect(await craftingSnapshot(test.db)).toEqual(before);
    expect((await queue(player))[0]).toMatchObject({ id: queued.id, status: 'ready' });
  });
});
