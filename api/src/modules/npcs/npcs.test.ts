import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkpointRoll,
  encounterChance,
  journeyDurationMs,
  journeyStartedResponseSchema,
  npcById,
  gameDayAt,
  npcAppraiseResponseSchema,
  npcBuyResponseSchema,
  npcHireResponseSchema,
  npcTalkResponseSchema,
  quoteExchange,
  sellPrice,
  specialOfferItem,
  startingSkills,
  vaultActionResponseSchema,
  vaultResponseSchema,
  VAULT_DEPOSIT_FEE_COPPER,
  type Npc,
  type SkillName,
} from '@silkroad/shared';
import type { Db } from '../../db/database';
import { copperInTheGame, expectLedgerBalances } from '../../test-support/ledger-balance';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { advanceClock, call, copperOf, expectRefusal, FULL_INVENTORY, itemsOf, setInventory, type Session } from '../offers/offer-test-support';
import { stockUp, traveller } from '../journeys/journey-test-support';
import { npcVisitsSince } from './npc-visits';
import type { Kysely } from 'kysely';
import * as vaultByCity from '../../db/migrations/0029-vault-by-city';
import { MIGRATIONS } from '../../db/migrations/index';

/** The test clock starts at 06:00 game time; an hour of real time later it is 12:00, when every shop is open. */
const HOUR = 60 * 60_000;

let test: TestApp;
let player: Session;

beforeEach(async () => {
  test = await createTestApp();
  player = await traveller(test, 1, 'Teodora');
  await advanceClock(test, HOUR, [player]);
});

afterEach(async () => {
  await test?.db.destroy();
});

function npc(id: string): Npc {
  const found = npcById(id);
  if (!found) throw new Error(`no NPC ${id}`);
  return found;
}

/** Puts the player right beside an NPC (Venice's: in Venice). */
async function standBy(db: Db, userId: string, id: string): Promise<void> {
  const who = npc(id);
  if (who.position === null) {
    await db.updateTable('players').set({ location_state: 'IN_VENICE' }).where('user_id', '=', userId).execute();
    return;
  }
  await db.updateTable('players').set({ location_state: 'IN_CITY', x: who.position.x + 10, y: who.position.y }).where('user_id', '=', userId).execute();
}

/** Sets skill levels directly (tests of gates: the experience ledger is not checked after). */
async function setSkills(db: Db, userId: string, levels: Partial<Record<SkillName, number>>): Promise<void> {
  const skills = startingSkills();
  for (const [skill, level] of Object.entries(levels)) skills[skill as SkillName] = { level: level, experience: 0 };
  await db.updateTable('players').set({ skills: JSON.stringify(skills) }).where('user_id', '=', userId).execute();
}

const post = (session: Session, id: string, action: string, body?: unknown) => call(test.app, session, 'POST', `/api/npcs/${id}/${action}`, body);

async function vaultOf(session: Session) {
  return vaultResponseSchema.parse((await call(test.app, session, 'GET', '/api/npcs/vault')).body).data.vault;
}

async function marketPrice(cityId: number, itemId: string): Promise<number> {
  return (await test.db.selectFrom('market_entries').select('price').where('city_id', '=', cityId).where('item_id', '=', itemId).executeTakeFirstOrThrow()).price;
}

describe('talking to the people of the cities', () => {
  it('answers with the greeting, a line of the day, the services as this player may use them and the counter; the first talk of a day teaches diplomacy', async () => {
    await standBy(test.db, player.userId, 'nikephoros-kamateros');
    const first = npcTalkResponseSchema.parse((await post(player, 'nikephoros-kamateros', 'talk')).body).data.npc;
    const who = npc('nikephoros-kamateros');
    expect(first).toMatchObject({ npcId: who.id, name: who.name, open: true, greeting: who.dialogue.greeting, diplomacyXp: 5, directions: null });
    expect(who.dialogue.lines).toContain(first.line);
    expect(first.services.map((s) => [s.service, s.allowed])).toEqual([
      ['trade', true],
      ['appraise', true],
      ['rumours', true],
    ]);
    expect(first.stock!.map((line) => [line.itemId, line.quantity, line.maxQuantity])).toEqual([
      ['silk', 50, 50],
      ['spices', 30, 30],
      ['incense', 20, 20],
      ['amber', 20, 20],
    ]);
    for (const line of first.stock!) expect(line.unitPriceCopper).toBeGreaterThan(sellPrice(await marketPrice(1, line.itemId)));
    const again = npcTalkResponseSchema.parse((await post(player, 'nikephoros-kamateros', 'talk')).body).data.npc;
    expect(again.diplomacyXp).toBe(0);
    const xp = await test.db.selectFrom('ledger_entries').select(['experience_track', 'experience_delta']).where('player_id', '=', player.userId).where('kind', '=', 'npc-talk').execute();
    expect(xp).toEqual([{ experience_track: 'skill:diplomacy', experience_delta: 5 }]);
    // The quests count the visits.
    expect(await npcVisitsSince(test.db, player.userId, test.clock.now() - 1)).toEqual([{ npcId: who.id, at: test.clock.now() }]);
    expect(await npcVisitsSince(test.db, player.userId, test.clock.now() + 1)).toEqual([]);
  });

  it('shows a gated service refused in the spec’s words, and a guard’s directions', async () => {
    await standBy(test.db, player.userId, 'leo-argyros');
    const banker = npcTalkResponseSchema.parse((await post(player, 'leo-argyros', 'talk')).body).data.npc;
    expect(banker.services.find((s) => s.service === 'currency-exchange')).toEqual({ service: 'currency-exchange', allowed: false, reason: 'Trading skill too low (Requires Trading 2)', priceCopper: null });
    expect(banker.services.find((s) => s.service === 'vault')).toMatchObject({ allowed: true, priceCopper: VAULT_DEPOSIT_FEE_COPPER });
    expect(banker.stock).toBeNull();
    await standBy(test.db, player.userId, 'eudokia-xiphilina');
    const inn = npcTalkResponseSchema.parse((await post(player, 'eudokia-xiphilina', 'talk')).body).data.npc;
    expect(inn.stock!.map((line) => line.itemId)).toEqual(['travelers-bread', 'bread']);
    expect(inn.directions!.map((d) => [d.npcId, d.open])).toContainEqual(['harald-the-varangian', false]);
    expect(inn.directions!.map((d) => [d.npcId, d.open])).toContainEqual(['leo-argyros', true]);
  });

  it('refuses an unknown NPC, one out of hours, out of reach or in another city, and changes nothing', async () => {
    await standBy(test.db, player.userId, 'nikephoros-kamateros');
    await expectRefusal(test.db, () => post(player, 'nobody', 'talk'), 404, 'NPC_NOT_FOUND');
    await expectRefusal(test.db, () => post(player, 'pietro-dandolo', 'talk'), 403, 'NOT_IN_CITY', 'Pietro Dandolo is in Venice');
    await expectRefusal(test.db, () => post(player, 'rustam-ibn-yusuf', 'talk'), 403, 'NOT_IN_CITY');
    // Across the city from him: in Constantinople, beyond 100 px.
    const who = npc('nikephoros-kamateros');
    await test.db.updateTable('players').set({ x: who.position!.x + 101, y: who.position!.y }).where('user_id', '=', player.userId).execute();
    await expectRefusal(test.db, () => post(player, who.id, 'talk'), 403, 'NPC_OUT_OF_REACH', 'Too far away: walk up to Nikephoros Kamateros');
    await standBy(test.db, player.userId, who.id);
    // 20:00 game time: the bazaar is shut; the night watch answers.
    await advanceClock(test, (8 * HOUR) / 6, [player]);
    await expectRefusal(test.db, () => post(player, who.id, 'talk'), 403, 'NPC_CLOSED', 'Nikephoros Kamateros is closed. Come back between 09:00 and 18:00.');
    await expectRefusal(test.db, () => post(player, who.id, 'buy', { item_id: 'silk', quantity: 1 }), 403, 'NPC_CLOSED');
    await standBy(test.db, player.userId, 'harald-the-varangian');
    expect((await post(player, 'harald-the-varangian', 'talk')).status).toBe(200);
  });

  it('serves Venice’s people to a player in Venice', async () => {
    await standBy(test.db, player.userId, 'pietro-dandolo');
    const reply = npcTalkResponseSchema.parse((await post(player, 'pietro-dandolo', 'talk')).body).data.npc;
    expect(reply.stock!.map((line) => line.itemId)).toEqual(['amber', 'weapons', 'tools']);
  });
});

describe('buying from a merchant', () => {
  it('takes the stock off the shared counter and the copper through the ledger, never under the market’s floor', async () => {
    await standBy(test.db, player.userId, 'nikephoros-kamateros');
    const copper = await copperOf(test.db, player.userId);
    const before = (await itemsOf(test.db, player.userId)).silk ?? 0;
    const reply = npcBuyResponseSchema.parse((await post(player, 'nikephoros-kamateros', 'buy', { item_id: 'silk', quantity: 3 })).body).data;
    expect(reply.quantity).toBe(3);
    expect(reply.stock.quantity).toBe(47);
    expect(reply.totalCopper).toBeGreaterThanOrEqual(3 * (sellPrice(await marketPrice(1, 'silk')) + 1));
    expect(reply.playerCopper).toBe(copper - reply.totalCopper);
    expect((await itemsOf(test.db, player.userId)).silk).toBe(before + 3);
    const row = await test.db.selectFrom('ledger_entries').select(['kind', 'item_id', 'quantity', 'copper_delta', 'city_id', 'ref_id']).where('player_id', '=', player.userId).where('kind', '=', 'npc-buy').executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'npc-buy', item_id: 'silk', quantity: 3, copper_delta: -reply.totalCopper, city_id: 1, ref_id: 'nikephoros-kamateros' });
    await expectLedgerBalances(test.db, [player.userId]);
    // Another player sees the same counter.
    const other = await traveller(test, 1, 'Other');
    await standBy(test.db, other.userId, 'nikephoros-kamateros');
    const seen = npcTalkResponseSchema.parse((await post(other, 'nikephoros-kamateros', 'talk')).body).data.npc;
    expect(seen.stock![0]!.quantity).toBe(47);
    // It grows back: a unit every 10 minutes.
    await advanceClock(test, 25 * 60_000, [other]);
    expect(npcTalkResponseSchema.parse((await post(other, 'nikephoros-kamateros', 'talk')).body).data.npc.stock![0]!.quantity).toBe(49);
  });

  it('refuses goods they do not sell, a purse too small (with the numbers), a full inventory, and a service they do not offer', async () => {
    await standBy(test.db, player.userId, 'nikephoros-kamateros');
    await expectRefusal(test.db, () => post(player, 'nikephoros-kamateros', 'buy', { item_id: 'jade', quantity: 1 }), 400, 'NOT_SOLD_HERE');
    await test.db.updateTable('players').set({ copper: 500 }).where('user_id', '=', player.userId).execute();
    const body = await expectRefusal(test.db, () => post(player, 'nikephoros-kamateros', 'buy', { item_id: 'silk', quantity: 1 }), 409, 'INSUFFICIENT_FUNDS', /^Insufficient Funds: You need \d+c but only have 500c$/);
    expect((body.error as { details?: unknown }).details).toMatchObject({ heldCopper: 500 });
    await standBy(test.db, player.userId, 'leo-argyros');
    await expectRefusal(test.db, () => post(player, 'leo-argyros', 'buy', { item_id: 'silk', quantity: 1 }), 400, 'NPC_SERVICE_UNAVAILABLE');
    await standBy(test.db, player.userId, 'nikephoros-kamateros');
    await expectRefusal(test.db, () => post(player, 'nikephoros-kamateros', 'buy', { item_id: 'silk', quantity: 0 }), 400, 'INVALID_QUANTITY');
    await test.db.updateTable('players').set({ copper: 10_000_000 }).where('user_id', '=', player.userId).execute();
    await setInventory(test.db, player.userId, FULL_INVENTORY);
    await expectRefusal(test.db, () => post(player, 'nikephoros-kamateros', 'buy', { item_id: 'silk', quantity: 1 }), 409, 'INVENTORY_FULL');
  });

  it('sells its dearest goods only to a buyer with the skill: Insufficient skill level (000 §5), shown on the counter', async () => {
    const kashgar = await traveller(test, 3, 'Jia');
    await standBy(test.db, kashgar.userId, 'li-wenxiu');
    const counter = (await post(kashgar, 'li-wenxiu', 'talk')).body.data.npc.stock as { itemId: string; requirement: string | null }[];
    expect(counter.find((line) => line.itemId === 'jade')?.requirement).toBe('Requires Appraisal 2');
    expect(counter.find((line) => line.itemId === 'silk')?.requirement).toBeNull();
    await expectRefusal(test.db, () => post(kashgar, 'li-wenxiu', 'buy', { item_id: 'jade', quantity: 1 }), 403, 'INSUFFICIENT_SKILL', 'Insufficient skill level: Requires Appraisal 2');
    await setSkills(test.db, kashgar.userId, { appraisal: 2 });
    expect((await post(kashgar, 'li-wenxiu', 'buy', { item_id: 'jade', quantity: 1 })).status).toBe(200);
  });

  it('sells the day’s special offer at 30% off, at most 5 units a player a day', async () => {
    const day = gameDayAt(test.clock.now());
    const itemId = specialOfferItem('nikephoros-kamateros', day)!;
    await standBy(test.db, player.userId, 'nikephoros-kamateros');
    const line = npcTalkResponseSchema.parse((await post(player, 'nikephoros-kamateros', 'talk')).body).data.npc.stock!.find((l) => l.itemId === itemId)!;
    expect(line.specialUnitPriceCopper).not.toBeNull();
    expect(line.specialUnitsLeft).toBe(5);
    const first = npcBuyResponseSchema.parse((await post(player, 'nikephoros-kamateros', 'buy', { item_id: itemId, quantity: 3 })).body).data;
    expect(first).toMatchObject({ specialUnits: 3, totalCopper: 3 * line.specialUnitPriceCopper! });
    const second = npcBuyResponseSchema.parse((await post(player, 'nikephoros-kamateros', 'buy', { item_id: itemId, quantity: 4 })).body).data;
    expect(second).toMatchObject({ specialUnits: 2, totalCopper: 2 * line.specialUnitPriceCopper! + 2 * line.unitPriceCopper });
    expect(second.stock.specialUnitsLeft).toBe(0);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('of concurrent buyers of the last units, only as many as there are get them; copper is conserved', async () => {
    const buyers = [player, await traveller(test, 1, 'Second')];
    for (const buyer of buyers) await standBy(test.db, buyer.userId, 'nikephoros-kamateros');
    await test.db.insertInto('npc_stock').values({ npc_id: 'nikephoros-kamateros', item_id: 'amber', quantity: 3, restocked_at: test.clock.now() }).execute();
    const before = await Promise.all(buyers.map((b) => copperOf(test.db, b.userId)));
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => post(buyers[i % 2]!, 'nikephoros-kamateros', 'buy', { item_id: 'amber', quantity: 1 })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    expect(replies.filter((r) => r.status === 409).every((r) => r.body.error.code === 'OUT_OF_STOCK')).toBe(true);
    const stock = await test.db.selectFrom('npc_stock').select('quantity').where('npc_id', '=', 'nikephoros-kamateros').where('item_id', '=', 'amber').executeTakeFirstOrThrow();
    expect(stock.quantity).toBe(0);
    const paid = replies.filter((r) => r.status === 200).reduce((sum, r) => sum + npcBuyResponseSchema.parse(r.body).data.totalCopper, 0);
    const after = await Promise.all(buyers.map((b) => copperOf(test.db, b.userId)));
    expect(after[0]! + after[1]!).toBe(before[0]! + before[1]! - paid);
    await expectLedgerBalances(test.db, buyers.map((b) => b.userId));
  });

  it('two accounts draining a merchant and reselling to the market gain nothing', async () => {
    const traders = [player, await traveller(test, 1, 'Accomplice')];
    const start = await Promise.all(traders.map((t) => copperOf(test.db, t.userId)));
    for (const trader of traders) {
      await standBy(test.db, trader.userId, 'nikephoros-kamateros');
      for (const good of ['silk', 'spices', 'incense', 'amber']) {
        const bought = await post(trader, 'nikephoros-kamateros', 'buy', { item_id: good, quantity: 10 });
        expect(bought.status).toBe(200);
        const sold = await call(test.app, trader, 'POST', '/api/trade/execute', { type: 'sell', itemId: good, cityId: 1, quantity: 10, priceLimit: 1 });
        expect(sold.status).toBe(200);
      }
    }
    const end = await Promise.all(traders.map((t) => copperOf(test.db, t.userId)));
    expect(end[0]!).toBeLessThan(start[0]!);
    expect(end[1]!).toBeLessThan(start[1]!);
    await expectLedgerBalances(test.db, traders.map((t) => t.userId));
  });

  it('an innkeeper sells provisions under her lodging, off her own counter and through the ledger, in her own hours', async () => {
    await standBy(test.db, player.userId, 'eudokia-xiphilina');
    const copper = await copperOf(test.db, player.userId);
    const before = (await itemsOf(test.db, player.userId))['travelers-bread'] ?? 0;
    const reply = npcBuyResponseSchema.parse((await post(player, 'eudokia-xiphilina', 'buy', { item_id: 'travelers-bread', quantity: 4 })).body).data;
    expect(reply).toMatchObject({ npcId: 'eudokia-xiphilina', itemId: 'travelers-bread', quantity: 4, playerCopper: copper - reply.totalCopper, stock: { quantity: 36, maxQuantity: 40 } });
    expect(reply.totalCopper).toBeGreaterThan(0);
    expect((await itemsOf(test.db, player.userId))['travelers-bread']).toBe(before + 4);
    const row = await test.db.selectFrom('ledger_entries').select(['item_id', 'quantity', 'copper_delta', 'ref_id']).where('player_id', '=', player.userId).where('kind', '=', 'npc-buy').executeTakeFirstOrThrow();
    expect(row).toEqual({ item_id: 'travelers-bread', quantity: 4, copper_delta: -reply.totalCopper, ref_id: 'eudokia-xiphilina' });
    await expectRefusal(test.db, () => post(player, 'eudokia-xiphilina', 'buy', { item_id: 'silk', quantity: 1 }), 400, 'NOT_SOLD_HERE');
    // 20:00: the bazaar is shut, the inn still serves (06:00-23:00); at 23:30 it is shut too.
    await advanceClock(test, (8 * HOUR) / 6, [player]);
    expect((await post(player, 'eudokia-xiphilina', 'buy', { item_id: 'bread', quantity: 2 })).status).toBe(200);
    await advanceClock(test, (3.5 * HOUR) / 6, [player]);
    await expectRefusal(test.db, () => post(player, 'eudokia-xiphilina', 'buy', { item_id: 'bread', quantity: 1 }), 403, 'NPC_CLOSED');
    await expectLedgerBalances(test.db, [player.userId]);
  });
});

describe('the bankers’ vault', () => {
  it('keeps goods and copper for a fee of 10 silver a deposit: coin paid out by any banker, goods only where they were left; purse + vault never change but by the fee', async () => {
    await stockUp(test.db, player.userId, { silk: 20 });
    await standBy(test.db, player.userId, 'leo-argyros');
    const copper = await copperOf(test.db, player.userId);
    const world = await copperInTheGame(test.db);
    const deposit = vaultActionResponseSchema.parse((await post(player, 'leo-argyros', 'vault', { action: 'deposit', item_id: 'silk', quantity: 12, copper: 50_000 })).body).data;
    // The world's copper counts the vault: only the fee left it.
    expect(await copperInTheGame(test.db)).toBe(world - VAULT_DEPOSIT_FEE_COPPER);
    expect(deposit).toMatchObject({ feeCopper: 1_000, playerCopper: copper - 50_000 - 1_000, vault: { copper: 50_000, items: { silk: 12 }, byCity: { 1: { silk: 12 } } } });
    expect((await itemsOf(test.db, player.userId)).silk).toBe(8);

    // In Venice, Giacomo Soranzo pays out the coin, free, but the silk stays in Constantinople
    // (issue 33: a vault reached from every banker carried any load past the caravan for a fee).
    await standBy(test.db, player.userId, 'giacomo-soranzo');
    expect(await vaultOf(player)).toEqual({ copper: 50_000, items: { silk: 12 }, byCity: { 1: { silk: 12 } } });
    await expectRefusal(test.db, () => post(player, 'giacomo-soranzo', 'vault', { action: 'withdraw', item_id: 'silk', quantity: 5 }), 409, 'VAULT_SHORT', 'Your vault in Venice does not hold that much: goods are taken out where they were left');
    const coin = vaultActionResponseSchema.parse((await post(player, 'giacomo-soranzo', 'vault', { action: 'withdraw', copper: 20_000 })).body).data;
    expect(coin).toMatchObject({ feeCopper: 0, vault: { copper: 30_000, items: { silk: 12 } } });
    expect(coin.playerCopper + coin.vault.copper).toBe(copper - VAULT_DEPOSIT_FEE_COPPER);
    // Silk left in Venice is Venice's.
    expect((await post(player, 'giacomo-soranzo', 'vault', { action: 'deposit', item_id: 'silk', quantity: 3 })).status).toBe(200);
    expect(await vaultOf(player)).toMatchObject({ items: { silk: 15 }, byCity: { 1: { silk: 12 }, 5: { silk: 3 } } });
    await expectRefusal(test.db, () => post(player, 'giacomo-soranzo', 'vault', { action: 'withdraw', item_id: 'silk', quantity: 4 }), 409, 'VAULT_SHORT');

    // Back in Constantinople, the silk left there comes out, free.
    await standBy(test.db, player.userId, 'leo-argyros');
    const withdrawal = vaultActionResponseSchema.parse((await post(player, 'leo-argyros', 'vault', { action: 'withdraw', item_id: 'silk', quantity: 5 })).body).data;
    expect(withdrawal).toMatchObject({ feeCopper: 0, vault: { items: { silk: 10 }, byCity: { 1: { silk: 7 }, 5: { silk: 3 } } } });
    expect(await copperInTheGame(test.db)).toBe(world - 2 * VAULT_DEPOSIT_FEE_COPPER);
    expect((await itemsOf(test.db, player.userId)).silk! + withdrawal.vault.items.silk!).toBe(20);
    await expectRefusal(test.db, () => post(player, 'leo-argyros', 'vault', { action: 'withdraw', item_id: 'silk', quantity: 8 }), 409, 'VAULT_SHORT');
    await expectRefusal(test.db, () => post(player, 'leo-argyros', 'vault', { action: 'withdraw', copper: 30_001 }), 409, 'VAULT_SHORT');
    await expectRefusal(test.db, () => post(player, 'leo-argyros', 'vault', { action: 'deposit', item_id: 'jade', quantity: 1 }), 409, 'INSUFFICIENT_ITEMS');
    await expectRefusal(test.db, () => post(player, 'leo-argyros', 'vault', { action: 'deposit', item_id: 'silk' }), 400, 'INVALID_REQUEST');
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('of concurrent withdrawals, only what the vault holds comes out', async () => {
    await stockUp(test.db, player.userId, { silk: 6 });
    await standBy(test.db, player.userId, 'leo-argyros');
    expect((await post(player, 'leo-argyros', 'vault', { action: 'deposit', item_id: 'silk', quantity: 6, copper: 9_000 })).status).toBe(200);
    const replies = await Promise.all([
      ...Array.from({ length: 5 }, () => post(player, 'leo-argyros', 'vault', { action: 'withdraw', item_id: 'silk', quantity: 3 })),
      ...Array.from({ length: 5 }, () => post(player, 'leo-argyros', 'vault', { action: 'withdraw', copper: 4_000 })),
    ]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(4);
    expect(replies.filter((r) => r.status === 409).every((r) => r.body.error.code === 'VAULT_SHORT')).toBe(true);
    expect(await vaultOf(player)).toEqual({ copper: 1_000, items: {}, byCity: {} });
    expect((await itemsOf(test.db, player.userId)).silk).toBe(6);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('storing in the vault and starting over keeps nothing: the vault comes back into the reset’s reckoning', async () => {
    const startCopper = await copperOf(test.db, player.userId);
    const startItems = await itemsOf(test.db, player.userId);
    await stockUp(test.db, player.userId, { silk: 30, jade: 4 });
    await standBy(test.db, player.userId, 'leo-argyros');
    expect((await post(player, 'leo-argyros', 'vault', { action: 'deposit', item_id: 'silk', quantity: 30, copper: startCopper - 1_000 })).status).toBe(200);
    expect((await post(player, 'leo-argyros', 'vault', { action: 'deposit', item_id: 'jade', quantity: 4 })).status).toBe(409);
    expect((await call(test.app, player, 'POST', '/api/player/reset-stats')).status).toBe(200);
    expect(await vaultOf(player)).toEqual({ copper: 0, items: {}, byCity: {} });
    // The start's purse and kit, as far as what was held (the vault included) covers them; nothing above.
    expect(await copperOf(test.db, player.userId)).toBe(startCopper - VAULT_DEPOSIT_FEE_COPPER);
    expect(await itemsOf(test.db, player.userId)).toEqual({ ...startItems });
    await expectLedgerBalances(test.db, [player.userId]);
  });
});

describe('services gated by skill (000 §5)', () => {
  it('refuses currency exchange below trading 2 in the spec’s words and changes nothing; then pays 0.95 of what selling the lot would fetch, and the market moves as that sale would', async () => {
    await stockUp(test.db, player.userId, { silk: 40 });
    await standBy(test.db, player.userId, 'leo-argyros');
    await expectRefusal(test.db, () => post(player, 'leo-argyros', 'exchange', { item_id: 'silk', quantity: 40 }), 403, 'SKILL_TOO_LOW', 'Trading skill too low (Requires Trading 2)');
    await setSkills(test.db, player.userId, { trading: 2 });
    const market = await test.db.selectFrom('market_entries').selectAll().where('city_id', '=', 1).where('item_id', '=', 'silk').executeTakeFirstOrThrow();
    const copper = await copperOf(test.db, player.userId);
    const reply = await post(player, 'leo-argyros', 'exchange', { item_id: 'silk', quantity: 40 });
    expect(reply.status).toBe(200);
    const quote = quoteExchange({ basePrice: market.base_price, supply: market.supply, demand: market.demand, price: market.price }, 40);
    expect(reply.body.data.copperPaid).toBe(quote.copperPaid);
    expect(reply.body.data.copperPaid).toBeLessThan(40 * sellPrice(market.price));
    expect(await copperOf(test.db, player.userId)).toBe(copper + reply.body.data.copperPaid);
    const after = await test.db.selectFrom('market_entries').selectAll().where('city_id', '=', 1).where('item_id', '=', 'silk').executeTakeFirstOrThrow();
    expect(after.price).toBe(quote.after.price);
    expect(after.price).toBeLessThan(market.price);
    await expectRefusal(test.db, () => post(player, 'leo-argyros', 'exchange', { item_id: 'silk', quantity: 1 }), 409, 'INSUFFICIENT_ITEMS');
    await expectRefusal(test.db, () => post(player, 'leo-argyros', 'exchange', { item_id: 'pickaxe', quantity: 1 }), 400, 'NOT_TRADED_HERE');
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('pump and exchange loses: buying a good to its cap in small lots, with the largest discount, then changing the lot at the banker, pays back less than it cost (issue 33)', async () => {
    await setSkills(test.db, player.userId, { trading: 6, negotiation: 6, diplomacy: 6 });
    await standBy(test.db, player.userId, 'leo-argyros');
    const start = await copperOf(test.db, player.userId);
    let bought = 0;
    for (let i = 0; i < 27; i += 1) {
      const reply = await call(test.app, player, 'POST', '/api/trade/execute', { type: 'buy', itemId: 'herbal-tonic', cityId: 1, quantity: 5, priceLimit: 90_000 });
      if (reply.status !== 200) break;
      bought += 5;
    }
    expect(bought).toBeGreaterThanOrEqual(50);
    const reply = await post(player, 'leo-argyros', 'exchange', { item_id: 'herbal-tonic', quantity: bought });
    expect(reply.status).toBe(200);
    expect(await copperOf(test.db, player.userId)).toBeLessThan(start);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('refuses secret routes below navigation 4, and translation below linguistics 3; a translation turns a scroll into a map and teaches linguistics', async () => {
    await standBy(test.db, player.userId, 'jalal-the-caravan-master');
    await expectRefusal(test.db, () => post(player, 'jalal-the-caravan-master', 'hire', { service: 'secret-routes' }), 403, 'SKILL_TOO_LOW', 'Navigation skill too low (Requires Navigation 4)');
    await stockUp(test.db, player.userId, { 'ancient-scroll': 1 });
    await standBy(test.db, player.userId, 'batu-of-the-steppe');
    await expectRefusal(test.db, () => post(player, 'batu-of-the-steppe', 'hire', { service: 'translation' }), 403, 'SKILL_TOO_LOW', 'Linguistics skill too low (Requires Linguistics 3)');
    await setSkills(test.db, player.userId, { linguistics: 3 });
    const copper = await copperOf(test.db, player.userId);
    const reply = npcHireResponseSchema.parse((await post(player, 'batu-of-the-steppe', 'hire', { service: 'translation' })).body).data;
    expect(reply).toMatchObject({ priceCopper: 2_000, itemsTaken: { 'ancient-scroll': 1 }, itemsGiven: { 'detailed-map': 1 }, skillXp: { linguistics: 15 }, playerCopper: copper - 2_000 });
    expect(await itemsOf(test.db, player.userId)).toMatchObject({ 'detailed-map': 1 });
    expect((await itemsOf(test.db, player.userId))['ancient-scroll']).toBeUndefined();
    await expectRefusal(test.db, () => post(player, 'batu-of-the-steppe', 'hire', { service: 'translation' }), 409, 'INSUFFICIENT_ITEMS');
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('sells a royal seal at the treasurer to a diplomat of standing: diplomacy 3, then reputation 10, each refused in the gates’ words and shown on his window', async () => {
    const treasurer = 'abu-l-hasan-the-treasurer';
    const sealService = async () => npcTalkResponseSchema.parse((await post(player, treasurer, 'talk')).body).data.npc.services.find((s) => s.service === 'diplomatic-services');
    await standBy(test.db, player.userId, treasurer);
    await expectRefusal(test.db, () => post(player, treasurer, 'hire', { service: 'diplomatic-services' }), 403, 'SKILL_TOO_LOW', 'Diplomacy skill too low (Requires Diplomacy 3)');
    await setSkills(test.db, player.userId, { diplomacy: 3 });
    await test.db.updateTable('players').set({ reputation: 9 }).where('user_id', '=', player.userId).execute();
    await expectRefusal(test.db, () => post(player, treasurer, 'hire', { service: 'diplomatic-services' }), 403, 'REPUTATION_TOO_LOW', 'Reputation too low (Requires Reputation 10)');
    expect(await sealService()).toMatchObject({ allowed: false, reason: 'Reputation too low (Requires Reputation 10)' });
    await test.db.updateTable('players').set({ reputation: 10 }).where('user_id', '=', player.userId).execute();
    expect(await sealService()).toMatchObject({ allowed: true, reason: null });
    const reply = npcHireResponseSchema.parse((await post(player, treasurer, 'hire', { service: 'diplomatic-services' })).body).data;
    expect(reply).toMatchObject({ priceCopper: 25_000, itemsGiven: { 'royal-seal': 1 } });
    await expectLedgerBalances(test.db, [player.userId]);
  });
});

describe('appraisal', () => {
  it('answers what an item held fetches in every market; the first appraisal of each item a day teaches appraisal', async () => {
    await stockUp(test.db, player.userId, { silk: 1 });
    await standBy(test.db, player.userId, 'nikephoros-kamateros');
    const first = npcAppraiseResponseSchema.parse((await post(player, 'nikephoros-kamateros', 'appraise', { item_id: 'silk' })).body).data;
    expect(first.appraisalXp).toBe(10);
    expect(first.prices).toHaveLength(5);
    expect(first.prices[0]).toEqual({ cityId: 1, cityName: 'Constantinople', paysCopper: sellPrice(await marketPrice(1, 'silk')) });
    expect(npcAppraiseResponseSchema.parse((await post(player, 'nikephoros-kamateros', 'appraise', { item_id: 'silk' })).body).data.appraisalXp).toBe(0);
    await expectRefusal(test.db, () => post(player, 'nikephoros-kamateros', 'appraise', { item_id: 'jade' }), 409, 'INSUFFICIENT_ITEMS');
    await expectRefusal(test.db, () => post(player, 'nikephoros-kamateros', 'appraise', { item_id: 'dragon-egg' }), 400, 'UNKNOWN_ITEM');
  });
});

describe('the road’s hired help', () => {
  it('sets a flag for the next journey, once: no paying twice', async () => {
    await standBy(test.db, player.userId, 'jalal-the-caravan-master');
    const copper = await copperOf(test.db, player.userId);
    const reply = npcHireResponseSchema.parse((await post(player, 'jalal-the-caravan-master', 'hire', { service: 'hire-guide' })).body).data;
    expect(reply).toMatchObject({ priceCopper: 5_000, roadFlags: ['guide'], playerCopper: copper - 5_000 });
    await expectRefusal(test.db, () => post(player, 'jalal-the-caravan-master', 'hire', { service: 'hire-guide' }), 409, 'ROAD_FLAG_HELD');
    const both = npcHireResponseSchema.parse((await post(player, 'jalal-the-caravan-master', 'hire', { service: 'hire-protection' })).body).data;
    expect(both.roadFlags).toEqual(['guide', 'caravan_protection']);
    await expectRefusal(test.db, () => post(player, 'jalal-the-caravan-master', 'hire', { service: 'sea-transport' }), 400, 'NPC_SERVICE_UNAVAILABLE');
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('a ship halves the next journey by sea and waits through a journey overland', async () => {
    await standBy(test.db, player.userId, 'manuel-kontostephanos');
    expect((await post(player, 'manuel-kontostephanos', 'hire', { service: 'sea-transport' })).status).toBe(200);
    // Baghdad asks navigation 2 (000 §5).
    await setSkills(test.db, player.userId, { navigation: 2 });
    const overland = await call(test.app, player, 'POST', '/api/caravan/start-journey', { from_city: 1, to_city: 4 });
    expect(overland.status).toBe(201);
    const land = await test.db.selectFrom('journeys').select(['id', 'duration_ms', 'flags']).where('player_id', '=', player.userId).executeTakeFirstOrThrow();
    expect(land).toMatchObject({ duration_ms: journeyDurationMs(45), flags: '[]' });
    expect((await call(test.app, player, 'POST', '/api/caravan/cancel-journey')).status).toBe(200);
    expect((await call(test.app, player, 'POST', '/api/caravan/start-journey', { from_city: 1, to_city: 5 })).status).toBe(201);
    const sea = await test.db.selectFrom('journeys').select(['duration_ms', 'flags']).where('player_id', '=', player.userId).where('id', '!=', land.id).executeTakeFirstOrThrow();
    expect(sea).toEqual({ duration_ms: journeyDurationMs(30) / 2, flags: '["sea_transport"]' });
    expect((await test.db.selectFrom('players').select('road_flags').where('user_id', '=', player.userId).executeTakeFirstOrThrow()).road_flags).toBe('[]');
  });

  it('land transport from the stable master halves the next journey overland, taken by that journey', async () => {
    await standBy(test.db, player.userId, 'qutlugh-the-stable-master');
    const copper = await copperOf(test.db, player.userId);
    const hired = npcHireResponseSchema.parse((await post(player, 'qutlugh-the-stable-master', 'hire', { service: 'land-transport' })).body).data;
    expect(hired).toMatchObject({ service: 'land-transport', priceCopper: 80_000, roadFlags: ['land_transport'], playerCopper: copper - 80_000 });
    await expectRefusal(test.db, () => post(player, 'qutlugh-the-stable-master', 'hire', { service: 'land-transport' }), 409, 'ROAD_FLAG_HELD');
    // Kashgar asks navigation 3 (000 §5).
    await setSkills(test.db, player.userId, { navigation: 3 });
    const started = await call(test.app, player, 'POST', '/api/caravan/start-journey', { from_city: 2, to_city: 3 });
    expect(started.status).toBe(201);
    const { journey } = journeyStartedResponseSchema.parse(started.body).data;
    expect(journey.durationMs).toBe(journeyDurationMs(journey.distance) / 2);
    const row = await test.db.selectFrom('journeys').select(['duration_ms', 'flags']).where('id', '=', journey.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ duration_ms: journeyDurationMs(journey.distance) / 2, flags: '["land_transport"]' });
    expect((await test.db.selectFrom('players').select('road_flags').where('user_id', '=', player.userId).executeTakeFirstOrThrow()).road_flags).toBe('[]');
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('sells secret routes through the hire route to a navigator who knows diplomacy; the next journey takes them', async () => {
    await standBy(test.db, player.userId, 'jalal-the-caravan-master');
    await setSkills(test.db, player.userId, { navigation: 4, diplomacy: 1 });
    await expectRefusal(test.db, () => post(player, 'jalal-the-caravan-master', 'hire', { service: 'secret-routes' }), 403, 'SKILL_TOO_LOW', 'Diplomacy skill too low (Requires Diplomacy 2)');
    await setSkills(test.db, player.userId, { navigation: 4, diplomacy: 2 });
    const copper = await copperOf(test.db, player.userId);
    const hired = npcHireResponseSchema.parse((await post(player, 'jalal-the-caravan-master', 'hire', { service: 'secret-routes' })).body).data;
    expect(hired).toMatchObject({ service: 'secret-routes', priceCopper: 30_000, roadFlags: ['secret_routes'], playerCopper: copper - 30_000 });
    const ledger = await test.db.selectFrom('ledger_entries').select(['copper_delta', 'ref_id']).where('player_id', '=', player.userId).where('kind', '=', 'npc-service').execute();
    expect(ledger).toEqual([{ copper_delta: -30_000, ref_id: 'jalal-the-caravan-master' }]);
    await expectRefusal(test.db, () => post(player, 'jalal-the-caravan-master', 'hire', { service: 'secret-routes' }), 409, 'ROAD_FLAG_HELD');
    const started = await call(test.app, player, 'POST', '/api/caravan/start-journey', { from_city: 2, to_city: 3 });
    expect(started.status).toBe(201);
    const journey = await test.db.selectFrom('journeys').select('flags').where('player_id', '=', player.userId).executeTakeFirstOrThrow();
    expect(journey.flags).toBe('["secret_routes"]');
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('secret routes halve the chance of an encounter at each check of the next journey', async () => {
    await test.db.updateTable('players').set({ road_flags: '["secret_routes"]' }).where('user_id', '=', player.userId).execute();
    expect((await call(test.app, player, 'POST', '/api/caravan/start-journey', { from_city: 1, to_city: 5 })).status).toBe(201);
    const journey = await test.db.selectFrom('journeys').select(['id', 'risk_score', 'flags', 'duration_ms']).where('player_id', '=', player.userId).executeTakeFirstOrThrow();
    expect(journey.flags).toBe('["secret_routes"]');
    // A seed whose one check would meet an encounter on an open road, but not on a secret one.
    const chance = encounterChance(journey.risk_score);
    let seed = 1;
    while (!(checkpointRoll(seed, 0).happens < chance && checkpointRoll(seed, 0).happens >= chance / 2)) seed += 1;
    await test.db.updateTable('journeys').set({ seed }).where('id', '=', journey.id).execute();
    await advanceClock(test, journey.duration_ms / 2 + 1_000, [player]);
    const active = await call(test.app, player, 'GET', '/api/caravan/active-journey');
    expect(active.body.data.journey).toMatchObject({ status: 'travelling' });
    expect(await test.db.selectFrom('journey_encounters').selectAll().where('journey_id', '=', journey.id).execute()).toEqual([]);
  });
});

describe('migration 0029-vault-by-city', () => {
  it('is registered, and keeps an existing vault’s goods in the city of their last deposit, or Constantinople', async () => {
    expect(MIGRATIONS['0029-vault-by-city']).toBe(vaultByCity);
    await stockUp(test.db, player.userId, { silk: 10, jade: 4 });
    await standBy(test.db, player.userId, 'giacomo-soranzo');
    expect((await post(player, 'giacomo-soranzo', 'vault', { action: 'deposit', item_id: 'silk', quantity: 6 })).status).toBe(200);
    // A world of the build before: one vault, its silk left in Venice (the ledger says so), jade with no deposit on record.
    const db = test.db as unknown as Kysely<unknown>;
    await vaultByCity.down(db);
    await test.db.insertInto('vault_items' as never).values({ player_id: player.userId, item_id: 'jade', quantity: 4 } as never).execute();

    await vaultByCity.up(db);

    expect(await vaultOf(player)).toEqual({ copper: 0, items: { jade: 4, silk: 6 }, byCity: { 1: { jade: 4 }, 5: { silk: 6 } } });
  });
});
