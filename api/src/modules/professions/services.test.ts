import { afterEach, describe, expect, it } from 'vitest';
import {
  commissionTerms,
  CONTRACTS,
  contractsOfProfession,
  INVENTORY_SLOTS,
  itemValueCopper,
  npcById,
  slotsUsed,
  type ActionStartResponse,
  type CraftClaimResponse,
  type CraftQueueResponse,
  type ProfessionContractsResponse,
} from '@silkroad/shared';
import { createTestApp, widenedRateLimits, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { craftingSnapshot, emptyPurse, grant } from '../crafting/crafting-test-support';
import { advanceClock } from '../offers/offer-test-support';
import { setSkillLevels } from '../trade/test-helpers';
import { CONSTANTINOPLE, copperOf, held, MOUNTAINS, ok, professionSnapshot, refused, request, setExperience, standAt, STEPPE, workerAt, type Reply, type Session } from './profession-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const SAMARKAND = { x: 2000, y: 1200 } as const;
type ContractReply = { success: true; data: { contract: { id: string; status: string; reward: number }; playerCopper: number } };
type Queued = { success: true; data: { craft: CraftQueueResponse['data']['queue'][number]; message: string } };

const get = <T>(session: Session, path: string) => request<T>(test, session, 'GET', path);
const post = <T>(session: Session, path: string, body?: unknown) => request<T>(test, session, 'POST', path, body);
const boardOf = async (session: Session, profession: 'blacksmithing' | 'crafting') => ok(await get<ProfessionContractsResponse>(session, `/${profession}/contracts`)).contracts;
const repair = (session: Session, body: unknown) => post<ActionStartResponse>(session, '/blacksmithing/repair', body);
const commission = (session: Session, body: unknown) => post<Queued>(session, '/crafting/commission', body);
const claim = (session: Session, id: string) => post<CraftClaimResponse>(session, `/crafts/${id}/claim`);

/** The craftsmen of Constantinople and Samarkand: commissions are theirs, taken in person. */
const GOLDSMITH = 'theophilos-the-goldsmith';
const PAPER_MAKER = 'abu-mansur-the-paper-maker';
const HOUR = 60 * 60_000;

/** A step from an NPC of the map, in their reach. */
function beside(npcId: string): { x: number; y: number } {
  const at = npcById(npcId)!.position!;
  return { x: at.x + 10, y: at.y };
}

/** A player beside a craftsman at noon, when he is open (the test clock starts at 06:00 game time; game time runs 6x). */
async function customerOf(npcId: string): Promise<Session> {
  const player = await workerAt(test, beside(npcId));
  await advanceClock(test, HOUR, [player]);
  return player;
}

/** Everything a profession-service call may change: for "a refusal changes nothing". */
async function snapshot() {
  return { ...(await professionSnapshot(test.db)), ...(await craftingSnapshot(test.db)), contracts: await test.db.selectFrom('player_contracts').selectAll().orderBy('id').execute() };
}

async function expectRefused(attempt: () => Promise<Reply<unknown>>, expected: { status: number; code: string; message?: string }) {
  const before = await snapshot();
  const refusal = refused(await attempt());
  expect({ status: refusal.status, code: refusal.code }).toEqual({ status: expected.status, code: expected.code });
  if (expected.message) expect(refusal.message).toBe(expected.message);
  expect(await snapshot()).toEqual(before);
}

describe('the blacksmithing and crafting contract boards', () => {
  it('each lists only its profession’s contracts, as the trading board shows them', async () => {
    test = await createTestApp();
    const player = await workerAt(test, CONSTANTINOPLE);
    const smithing = await boardOf(player, 'blacksmithing');
    const crafting = await boardOf(player, 'crafting');
    expect(smithing.map((c) => c.id)).toEqual(contractsOfProfession('blacksmithing').map((c) => c.id));
    expect(crafting.map((c) => c.id)).toEqual(contractsOfProfession('crafting').map((c) => c.id));
    expect(smithing.length).toBeGreaterThanOrEqual(3);
    expect(crafting.length).toBeGreaterThanOrEqual(3);
    expect(smithing.map((c) => c.goodId)).toEqual(['iron-nails', 'iron-sword-blade', 'silver-ring']);
    expect(crafting.map((c) => c.goodId)).toEqual(['wooden-chest', 'leather-boots', 'cotton-tunic']);
    // The same views as the trading board's.
    const trading = ok(await get<{ success: true; data: { available: { id: string }[] } }>(player, '/trading/contracts')).data.available;
    expect(trading.map((c) => c.id)).toEqual(CONTRACTS.map((c) => c.id));
    for (const view of [...smithing, ...crafting]) expect(trading).toContainEqual(view);
    // The posting's reward: what Samarkand's merchants pay for 60 nails at its base price of 220 copper (176 each).
    expect(smithing[0]).toMatchObject({ id: 'caravanserai-nails', status: 'available', reward: 60 * 176, penalty: 4_000, destination: { id: 2, name: 'Samarkand' } });
  });

  it('accepts through the profession’s path the very contract of the trading board, delivered there for its reward', async () => {
    test = await createTestApp();
    const smith = await workerAt(test, CONSTANTINOPLE);
    const accepted = await post<ContractReply>(smith, '/blacksmithing/contracts/caravanserai-nails/accept', { timestamp: 1 });
    expect(accepted.status).toBe(201);
    expect((accepted.body as ContractReply).data.contract).toMatchObject({ id: 'caravanserai-nails', status: 'active' });
    expect((await boardOf(smith, 'blacksmithing')).find((c) => c.id === 'caravanserai-nails')).toMatchObject({ status: 'active' });
    const trading = ok(await get<{ success: true; data: { mine: { id: string; status: string }[] } }>(smith, '/trading/contracts')).data.mine;
    expect(trading).toMatchObject([{ id: 'caravanserai-nails', status: 'active' }]);
    // Taken once: the trading path sees it active too.
    expect(refused(await post(smith, '/trading/contracts/caravanserai-nails/accept')).code).toBe('CONTRACT_ALREADY_ACTIVE');

    await grant(test, smith.userId, { items: { 'iron-nails': 60 } });
    await standAt(test.db, smith.userId, SAMARKAND);
    const copper = await copperOf(test.db, smith.userId);
    const delivered = ok(await post<ContractReply>(smith, '/trading/contracts/caravanserai-nails/deliver'));
    expect(delivered.data.contract.status).toBe('completed');
    expect(await copperOf(test.db, smith.userId)).toBe(copper + 60 * 176);
    expect(await held(test.db, smith.userId, 'iron-nails')).toBe(0);
    await expectLedgerBalances(test.db, [smith.userId]);
  });

  it('finds another profession’s contract, or a trading one, nowhere on a profession’s board: 404, nothing changes', async () => {
    test = await createTestApp();
    const player = await workerAt(test, CONSTANTINOPLE);
    await expectRefused(() => post(player, '/crafting/contracts/caravanserai-nails/accept'), { status: 404, code: 'CONTRACT_NOT_FOUND', message: 'Contract not found' });
    await expectRefused(() => post(player, '/blacksmithing/contracts/caravan-wooden-chests/accept'), { status: 404, code: 'CONTRACT_NOT_FOUND' });
    await expectRefused(() => post(player, '/blacksmithing/contracts/apothecary-herbs/accept'), { status: 404, code: 'CONTRACT_NOT_FOUND' });
    await expectRefused(() => post(player, '/crafting/contracts/no-such-contract/accept'), { status: 404, code: 'CONTRACT_NOT_FOUND' });
    // The refusals of the trading path hold here too.
    await expectRefused(() => post(player, '/crafting/contracts/cavalry-leather-boots/accept'), { status: 403, code: 'LEVEL_TOO_LOW', message: 'Requires level 2' });
    expect((await post(player, '/crafting/contracts/caravan-wooden-chests/accept')).status).toBe(201);
  });
});

describe('repairs at the forge', () => {
  it('start the Repair Services action for a tool the player holds, which stays theirs', async () => {
    test = await createTestApp();
    const smith = await workerAt(test, CONSTANTINOPLE);
    await setExperience(test.db, smith.userId, 'blacksmithing', 100); // level 2, Repair Services' level
    const copper = await copperOf(test.db, smith.userId);
    const reply = ok(await repair(smith, { itemId: 'pickaxe', repairType: 'full', timestamp: 1 }));
    expect(reply.message).toBe('Repair Services started');
    expect(reply.data).toMatchObject({ profession: 'blacksmithing', action: 'repair-services', status: 'in-progress', remainingMs: 180_000 });
    expect(await copperOf(test.db, smith.userId)).toBe(copper - 10);
    expect(await held(test.db, smith.userId, 'iron-ingot')).toBe(9);
    expect(await held(test.db, smith.userId, 'pickaxe')).toBe(1);
    expect((await get<{ success: true; data: { sessions: { sessionId: string }[] } }>(smith, '/blacksmithing/active')).body).toMatchObject({ data: { sessions: [{ sessionId: reply.sessionId }] } });
    await expectLedgerBalances(test.db, [smith.userId]);

    // One blacksmithing action at a time.
    await expectRefused(() => repair(smith, { itemId: 'hammer' }), { status: 409, code: 'ACTION_IN_PROGRESS' });
    await expectRefused(() => post(smith, '/blacksmithing/start', { action: 'tool-making' }), { status: 409, code: 'ACTION_IN_PROGRESS' });
  });

  it('refuses what is not a tool, and a tool not held, changing nothing', async () => {
    test = await createTestApp();
    const smith = await workerAt(test, CONSTANTINOPLE);
    await setExperience(test.db, smith.userId, 'blacksmithing', 100);
    await expectRefused(() => repair(smith, { itemId: 'silk-thread' }), { status: 400, code: 'REPAIR_NOT_APPLICABLE', message: 'Nothing to repair: bring a tool you hold' });
    await expectRefused(() => repair(smith, { itemId: 'no-such-item' }), { status: 400, code: 'REPAIR_NOT_APPLICABLE' });
    await expectRefused(() => repair(smith, { itemId: 'x'.repeat(65) }), { status: 400, code: 'REPAIR_NOT_APPLICABLE' });
    await expectRefused(() => repair(smith, { itemId: 'mining-lamp' }), { status: 409, code: 'INSUFFICIENT_ITEMS', message: 'Nothing to repair: you hold no Mining Lamp' });
    await expectRefused(() => repair(smith, { itemId: 'pickaxe', extra: true }), { status: 400, code: 'INVALID_REQUEST' });
    await expectRefused(() => repair(smith, {}), { status: 400, code: 'REPAIR_NOT_APPLICABLE' });
  });

  it('asks what the action asks: its level, and the terrain of a town', async () => {
    test = await createTestApp();
    const novice = await workerAt(test, CONSTANTINOPLE);
    await expectRefused(() => repair(novice, { itemId: 'saw' }), { status: 409, code: 'ACTION_UNAVAILABLE', message: 'Blacksmithing skill too low (Requires Blacksmithing 2)' });
    const climber = await workerAt(test, MOUNTAINS);
    await setExperience(test.db, climber.userId, 'blacksmithing', 100);
    await expectRefused(() => repair(climber, { itemId: 'saw' }), { status: 409, code: 'ACTION_UNAVAILABLE' });
  });
});

describe('commissions from the craftsmen', () => {
  const TUNIC = commissionTerms('cotton-tunic')!;

  it('prices an item a crafting action makes at 1.5 times its value, over the quickest such action', () => {
    expect(TUNIC).toEqual({ itemId: 'cotton-tunic', priceCopper: 13_500, durationMs: 360_000 });
    expect(commissionTerms('wood-handle')).toEqual({ itemId: 'wood-handle', priceCopper: itemValueCopper('wood-handle') * 1.5, durationMs: 150_000 });
    expect(commissionTerms('saddle')?.durationMs).toBe(240_000);
    expect(commissionTerms('iron-nails')).toBeUndefined();
    expect(commissionTerms('healing-potion')).toBeUndefined();
  });

  it('asks advanced crafting for rare work and master crafting for legendary work (000 §5), refusing in the gate’s words', async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(10) });
    const player = await customerOf(GOLDSMITH);
    const ask = (itemType: string) => commission(player, { itemType, npcId: GOLDSMITH });
    await expectRefused(() => ask('silk-robe'), { status: 403, code: 'SKILL_TOO_LOW', message: 'Appraisal skill too low (Requires Appraisal 2)' });
    await expectRefused(() => ask('legendary-artifact'), { status: 403, code: 'SKILL_TOO_LOW', message: 'Appraisal skill too low (Requires Appraisal 4)' });
    await setSkillLevels(test.db, player.userId, { appraisal: 4 });
    expect(ok(await ask('silk-robe')).data.craft.recipeId).toBe('silk-robe');
    await expectRefused(() => ask('legendary-artifact'), { status: 403, code: 'SKILL_TOO_LOW', message: 'Trading skill too low (Requires Trading 3)' });
  });

  it('is taken in person: refused out of the craftsman’s reach, out of his hours, by one who does not offer that work, and in a city without one, changing nothing', async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(10) });
    const player = await customerOf(PAPER_MAKER);
    const paperMaker = npcById(PAPER_MAKER)!;
    // Samarkand's paper-maker offers advanced crafting but not master crafting: no master work there, whatever the skills.
    await setSkillLevels(test.db, player.userId, { appraisal: 4, trading: 3 });
    await expectRefused(() => commission(player, { itemType: 'legendary-artifact', npcId: PAPER_MAKER }), { status: 400, code: 'NPC_SERVICE_UNAVAILABLE', message: `${paperMaker.name} does not offer that service` });
    await expectRefused(() => commission(player, { itemType: 'legendary-artifact' }), { status: 400, code: 'NPC_SERVICE_UNAVAILABLE' });
    expect(ok(await commission(player, { itemType: 'silk-robe', npcId: PAPER_MAKER })).data.message).toBe(`${paperMaker.name} is making your Silk Robe`);
    // A merchant takes no commissions at all.
    await standAt(test.db, player.userId, beside('rustam-ibn-yusuf'));
    await expectRefused(() => commission(player, { itemType: 'cotton-tunic', npcId: 'rustam-ibn-yusuf' }), { status: 400, code: 'NPC_SERVICE_UNAVAILABLE' });
    await expectRefused(() => commission(player, { itemType: 'cotton-tunic', npcId: 'no-such-craftsman' }), { status: 404, code: 'NPC_NOT_FOUND' });
    // Across the city from him (101 px), or from another city's craftsman.
    await standAt(test.db, player.userId, { x: paperMaker.position!.x + 101, y: paperMaker.position!.y });
    await expectRefused(() => commission(player, { itemType: 'cotton-tunic', npcId: PAPER_MAKER }), { status: 403, code: 'NPC_OUT_OF_REACH' });
    await expectRefused(() => commission(player, { itemType: 'cotton-tunic' }), { status: 403, code: 'NPC_OUT_OF_REACH' });
    await expectRefused(() => commission(player, { itemType: 'cotton-tunic', npcId: GOLDSMITH }), { status: 403, code: 'NOT_IN_CITY', message: 'Theophilos the Goldsmith is in Constantinople' });
    // 20:00 game time: the workshops are shut.
    await standAt(test.db, player.userId, beside(PAPER_MAKER));
    await advanceClock(test, (8 * HOUR) / 6, [player]);
    await expectRefused(() => commission(player, { itemType: 'cotton-tunic', npcId: PAPER_MAKER }), { status: 403, code: 'NPC_CLOSED', message: `${paperMaker.name} is closed. Come back between 09:00 and 18:00.` });
    // Baghdad has no craftsman: nobody there takes commissions.
    await advanceClock(test, (16 * HOUR) / 6, [player]);
    await standAt(test.db, player.userId, beside('hasan-al-attar'));
    await expectRefused(() => commission(player, { itemType: 'cotton-tunic' }), { status: 400, code: 'NPC_SERVICE_UNAVAILABLE', message: 'No craftsman takes commissions in Baghdad' });
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('takes the price now, queues the item, and delivers it once when it is ready', async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(10) });
    const player = await customerOf(GOLDSMITH);
    const copper = await copperOf(test.db, player.userId);
    // The spec's body (itemType, specifications, timestamp) names no craftsman: the one the player stands by takes it.
    const placed = ok(await commission(player, { itemType: 'cotton-tunic', specifications: { colour: 'indigo' }, timestamp: 1 })).data;
    expect(placed.message).toBe('Theophilos the Goldsmith is making your Cotton Tunic');
    expect(placed.craft).toMatchObject({ kind: 'commission', recipeId: 'cotton-tunic', name: 'Cotton Tunic', quantity: 1, status: 'in-progress', endsAt: test.clock.now() + 360_000 });
    expect(await copperOf(test.db, player.userId)).toBe(copper - TUNIC.priceCopper);
    const ledger = await test.db.selectFrom('ledger_entries').select(['item_id', 'quantity', 'copper_delta', 'city_id', 'ref_id']).where('kind', '=', 'commission').execute();
    expect(ledger).toEqual([{ item_id: 'cotton-tunic', quantity: 0, copper_delta: -13_500, city_id: 1, ref_id: placed.craft.id }]);
    const { queue } = ok(await get<CraftQueueResponse>(player, '/crafts/queue')).data;
    expect(queue).toMatchObject([{ id: placed.craft.id, kind: 'commission', name: 'Cotton Tunic' }]);

    test.clock.advance(359_000);
    await expectRefused(() => claim(player, placed.craft.id), { status: 409, code: 'CRAFT_NOT_READY' });
    test.clock.advance(1_000);
    const claims = await Promise.all(Array.from({ length: 6 }, () => claim(player, placed.craft.id)));
    expect(claims.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(claims.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(ok(claims[0]!).data).toMatchObject({ producedItems: { 'cotton-tunic': 1 }, failed: 0, xpGained: 0, leveledUp: false, message: 'Successfully crafted Cotton Tunic' });
    expect(await held(test.db, player.userId, 'cotton-tunic')).toBe(1);
    expect(await test.db.selectFrom('ledger_entries').select('quantity').where('kind', '=', 'commission').where('item_id', '=', 'cotton-tunic').where('quantity', '>', 0).execute()).toEqual([{ quantity: 1 }]);
    expect(ok(await get<CraftQueueResponse>(player, '/crafts/queue')).data.queue).toEqual([]);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('queues after the player’s other crafts', async () => {
    test = await createTestApp();
    const player = await customerOf(GOLDSMITH);
    const first = ok(await commission(player, { itemType: 'dye', npcId: GOLDSMITH })).data.craft;
    const second = ok(await commission(player, { itemType: 'leather-boots', npcId: GOLDSMITH })).data.craft;
    expect(second).toMatchObject({ status: 'queued', startsAt: first.endsAt, endsAt: first.endsAt + 240_000 });
  });

  it('refuses outside a city, an item no crafting action makes, and a purse that cannot pay, changing nothing', async () => {
    test = await createTestApp();
    const player = await workerAt(test, STEPPE);
    await expectRefused(() => commission(player, { itemType: 'cotton-tunic' }), { status: 403, code: 'NOT_IN_CITY' });
    await test.db.updateTable('players').set({ location_state: 'IN_COUNTRYSIDE' }).where('user_id', '=', player.userId).execute();
    await standAt(test.db, player.userId, beside(GOLDSMITH));
    await expectRefused(() => commission(player, { itemType: 'cotton-tunic' }), { status: 403, code: 'NOT_IN_CITY' });
    await expectRefused(() => commission(player, { itemType: 'cotton-tunic', npcId: GOLDSMITH }), { status: 403, code: 'ON_FARM' });
    await test.db.updateTable('players').set({ location_state: 'IN_WORLD' }).where('user_id', '=', player.userId).execute();
    await advanceClock(test, HOUR, [player]);

    for (const itemType of ['iron-nails', 'healing-potion', 'pickaxe', 'no-such-item', 'x'.repeat(65)]) {
      await expectRefused(() => commission(player, { itemType }), { status: 400, code: 'UNKNOWN_COMMISSION', message: 'This item cannot be commissioned' });
    }
    await expectRefused(() => commission(player, { itemType: 'dye', quantity: 2 }), { status: 400, code: 'INVALID_REQUEST' });

    await emptyPurse(test, player.userId, TUNIC.priceCopper - 1);
    await expectRefused(() => commission(player, { itemType: 'cotton-tunic' }), { status: 409, code: 'INSUFFICIENT_FUNDS' });
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('lets concurrent commissions take no more than the purse holds', async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(10) });
    const player = await customerOf(GOLDSMITH);
    await emptyPurse(test, player.userId, 3 * TUNIC.priceCopper + 100);
    const replies = await Promise.all(Array.from({ length: 8 }, () => commission(player, { itemType: 'cotton-tunic', npcId: GOLDSMITH })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(new Set(replies.filter((r) => r.status !== 200).map((r) => refused(r).code))).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    expect(await copperOf(test.db, player.userId)).toBe(100);
    const crafts = await test.db.selectFrom('crafts').selectAll().where('player_id', '=', player.userId).orderBy('starts_at').execute();
    expect(crafts).toHaveLength(3);
    for (let i = 1; i < crafts.length; i++) expect(crafts[i]!.starts_at).toBe(crafts[i - 1]!.ends_at);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('keeps a commission claimable when the inventory is full', async () => {
    test = await createTestApp();
    const player = await customerOf(GOLDSMITH);
    const placed = ok(await commission(player, { itemType: 'dye', npcId: GOLDSMITH })).data.craft;
    const inventory = Object.fromEntries((await test.db.selectFrom('inventory_items').select(['item_id', 'quantity']).where('player_id', '=', player.userId).execute()).map((r) => [r.item_id, r.quantity]));
    const fillers = ['salt', 'meat', 'fish', 'spices', 'incense', 'jade', 'furs', 'amber', 'fabric', 'cotton', 'wool', 'rice', 'grain', 'leather', 'logs', 'stone', 'coal', 'iron-ore', 'copper-ore', 'silver-ore', 'gold-dust', 'hardwood', 'tree-resin', 'antidote', 'bread', 'caviar', 'wheat-flour', 'silk', 'herbal-tonic', 'silk-cocoon', 'cotton-yarn', 'compass', 'alembic', 'tools', 'weapons', 'ancient-scroll', 'royal-seal', 'market-report'];
    const extra: Record<string, number> = {};
    let used = slotsUsed(inventory);
    for (const itemId of fillers) {
      if (used >= INVENTORY_SLOTS) break;
      if (inventory[itemId]) continue;
      extra[itemId] = 1;
      used += 1;
    }
    expect(used).toBe(INVENTORY_SLOTS);
    await grant(test, player.userId, { items: extra });
    test.clock.advance(180_000);
    await expectRefused(() => claim(player, placed.id), { status: 409, code: 'INVENTORY_FULL', message: 'Inventory Full!' });
    expect(ok(await get<CraftQueueResponse>(player, '/crafts/queue')).data.queue).toMatchObject([{ id: placed.id, status: 'ready' }]);
  });
});
