import { randomUUID } from 'node:crypto';
import {
  APPRAISAL_XP,
  APPRAISALS_WITH_XP_PER_DAY,
  cityName,
  DIPLOMATIC_ITEM,
  formatCoins,
  gameDayAt,
  insufficientFundsReason,
  isNpcOpen,
  isPaidService,
  isRoadService,
  itemById,
  itemDisplayName,
  MARKET_CITY_IDS,
  merchantPurchaseCost,
  merchantQuote,
  unmetGoodRequirement,
  skillRequirementLabel,
  merchantStock,
  npcPriceFloor,
  npcsInCity,
  PAID_SERVICE_PRICES_COPPER,
  quoteExchange,
  ROAD_SERVICE_FLAGS,
  sellPrice,
  SERVICE_SKILL_XP,
  serviceGate,
  servicePriceCopper,
  SPECIAL_OFFER_UNITS_PER_DAY,
  TALK_DIPLOMACY_XP,
  timeOfDayAt,
  TRANSLATION_INPUT,
  TRANSLATION_OUTPUT,
  VAULT_DEPOSIT_FEE_COPPER,
  type Appraisal,
  type MerchantGood,
  type Npc,
  type NpcBuyRequest,
  type NpcDirection,
  type NpcHireRequest,
  type NpcService,
  type NpcStockLine,
  type NpcView,
  type PaidService,
  type RoadFlag,
  type SkillName,
  type StockLevel,
  type VaultActionRequest,
  type VaultView,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { parseSkills } from '../economy/experience';
import { addItems, inventoryOf, removeItems } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { changePurse } from '../economy/wallet';
import { readCityMarket, readMarketRow, stateOf, toMarketEntry, writeMarketState } from '../market/market-store';
import { addRoadFlag, roadFlagsOf } from '../players/player-state';
import { npcOrRefuse, requireNpc, type NpcCustomer } from './npc-guard';
import { stockLevels, takeFromStock } from './npc-stock';
import { recordVisit } from './npc-visits';
import { depositIntoVault, vaultOf, withdrawFromVault } from './vault';

/*
 * The people of the cities' services (issue 20), on the server and through the ledger: each route
 * is one transaction that starts with the one guard (requireNpc: found, in their city and reach,
 * open, offering the service, the skill gate), then moves copper only through changePurse, goods
 * only through the inventory store, each movement with its ledger row. Events leave after commit.
 */

const SPECIAL_KEY = (playerId: string, npcId: string, day: number) => ({ player_id: playerId, npc_id: npcId, game_day: day });

/** The service under which an NPC sells goods: merchants trade; innkeepers sell provisions with their lodging. */
function sellingService(npc: Npc): NpcService {
  return !npc.services.includes('trade') && npc.services.includes('lodging') ? 'lodging' : 'trade';
}

async function marketPrices(trx: Executor, cityId: number): Promise<Map<string, number>> {
  return new Map((await readCityMarket(trx, cityId)).map((row) => [row.item_id, row.price]));
}

async function specialUnitsBought(trx: Executor, playerId: string, npcId: string, day: number): Promise<number> {
  const row = await trx.selectFrom('npc_special_purchases').select('quantity').where('player_id', '=', playerId).where('npc_id', '=', npcId).where('game_day', '=', day).executeTakeFirst();
  return row?.quantity ?? 0;
}

/** Spec 000 §5: 'You need {n}c but only have {m}c', with the numbers for the client to word itself. */
function insufficientFunds(needed: number, held: number): Refusal {
  const details = { neededCopper: needed, heldCopper: held };
  return new Refusal('INSUFFICIENT_FUNDS', `Insufficient Funds: ${insufficientFundsReason(details)}`, undefined, details);
}

function stockLine(npc: Npc, good: MerchantGood, level: StockLevel, at: { day: number; reputation: number; marketPriceCopper: number | null; specialUnitsLeft: number; skillsJson: string }): NpcStockLine {
  const quote = merchantQuote(npc.id, good, at);
  const unmet = unmetGoodRequirement(good, parseSkills(at.skillsJson));
  return {
    itemId: good.itemId,
    itemName: itemDisplayName(good.itemId),
    quantity: level.quantity,
    maxQuantity: good.maxQuantity,
    unitPriceCopper: quote.unitPriceCopper,
    specialUnitPriceCopper: quote.specialUnitPriceCopper,
    specialUnitsLeft: quote.specialUnitPriceCopper === null ? 0 : at.specialUnitsLeft,
    requirement: unmet ? skillRequirementLabel(unmet) : null,
  };
}

/** A paid service's price here: the royal seal at its catalogue price, never under what the city's market pays plus a copper. */
function paidServicePrice(service: PaidService, prices: ReadonlyMap<string, number>): number {
  const base = PAID_SERVICE_PRICES_COPPER[service];
  return service === 'diplomatic-services' ? Math.max(base, npcPriceFloor(prices.get(DIPLOMATIC_ITEM) ?? null)) : base;
}

function serviceViews(npc: Npc, skillsJson: string, reputation: number, prices: ReadonlyMap<string, number>): NpcView['services'] {
  const skills = parseSkills(skillsJson);
  return npc.services.map((service) => {
    const gate = serviceGate(service, skills, reputation);
    const priceCopper = isPaidService(service) ? paidServicePrice(service, prices) : servicePriceCopper(service);
    return { service, allowed: gate.allowed, reason: gate.allowed ? null : gate.text, priceCopper };
  });
}

function directionsOf(npc: Npc, now: number): NpcDirection[] | null {
  if (!npc.services.includes('directions')) return null;
  const hour = timeOfDayAt(now);
  return npcsInCity(npc.cityId)
    .filter((other) => other.id !== npc.id)
    .map((other) => ({ npcId: other.id, name: other.name, type: other.type, open: isNpcOpen(other, hour), hours: other.hours, position: other.position, services: [...other.services] }));
}

async function counterOf(trx: Executor, npc: Npc, playerId: string, customer: Pick<NpcCustomer, 'reputation' | 'skillsJson'>, prices: ReadonlyMap<string, number>, now: number): Promise<NpcStockLine[] | null> {
  const goods = merchantStock(npc.id);
  if (goods.length === 0) return null;
  const day = gameDayAt(now);
  const levels = await stockLevels(trx, npc.id, goods, now);
  const specialUnitsLeft = SPECIAL_OFFER_UNITS_PER_DAY - (await specialUnitsBought(trx, playerId, npc.id, day));
  return goods.map((good) => stockLine(npc, good, levels.get(good.itemId)!, { day, reputation: customer.reputation, marketPriceCopper: prices.get(good.itemId) ?? null, specialUnitsLeft, skillsJson: customer.skillsJson }));
}

/** Skill experience with no copper moving, through the wallet's guarded statement and the ledger. */
async function teachSkill(trx: Executor, playerId: string, customer: NpcCustomer, gained: Partial<Record<SkillName, number>>, cause: { kind: 'npc-talk' | 'npc-appraisal' | 'npc-service'; cityId: number; refId: string }, now: number, copperDelta = 0): Promise<number> {
  return changePurse(trx, playerId, copperDelta, now, { skills: { from: customer.skillsJson, gained, cause } });
}

/** POST /api/npcs/{id}/talk. */
export async function talkTo(ctx: AppContext, playerId: string, npcId: string): Promise<NpcView> {
  const now = ctx.clock.now();
  const day = gameDayAt(now);
  const view = await transact(ctx.db, async (trx) => {
    const { npc, customer } = await requireNpc(trx, ctx, playerId, npcId, now);
    const first = await recordVisit(trx, playerId, npc.id, day, now);
    let skillsJson = customer.skillsJson;
    if (first) {
      await teachSkill(trx, playerId, customer, { diplomacy: TALK_DIPLOMACY_XP }, { kind: 'npc-talk', cityId: npc.cityId, refId: npc.id }, now);
      skillsJson = (await trx.selectFrom('players').select('skills').where('user_id', '=', playerId).executeTakeFirstOrThrow()).skills;
    }
    const prices = await marketPrices(trx, npc.cityId);
    const lines = npc.dialogue.lines;
    return {
      npcId: npc.id,
      name: npc.name,
      type: npc.type,
      cityId: npc.cityId,
      open: true,
      hours: npc.hours,
      greeting: npc.dialogue.greeting,
      line: lines.length > 0 ? lines[((day % lines.length) + lines.length) % lines.length]! : npc.dialogue.greeting,
      services: serviceViews(npc, skillsJson, customer.reputation, prices),
      stock: await counterOf(trx, npc, playerId, customer, prices, now),
      directions: directionsOf(npc, now),
      diplomacyXp: first ? TALK_DIPLOMACY_XP : 0,
    } satisfies NpcView;
  });
  if (view.diplomacyXp > 0) ctx.events.emit('player-changed', { playerId, reason: 'npc-service' });
  return view;
}

/** POST /api/npcs/{id}/buy: off the shared counter, at the day's price, never under the market's floor. */
export async function buyFromNpc(ctx: AppContext, playerId: string, npcId: string, request: NpcBuyRequest) {
  const now = ctx.clock.now();
  const day = gameDayAt(now);
  const npc = npcOrRefuse(npcId);
  const result = await transact(ctx.db, async (trx) => {
    const { customer } = await requireNpc(trx, ctx, playerId, npc.id, now, sellingService(npc));
    const good = merchantStock(npc.id).find((g) => g.itemId === request.item_id);
    if (!good) throw new Refusal('NOT_SOLD_HERE', `${npc.name} does not sell ${itemDisplayName(request.item_id)}`);
    const unmet = unmetGoodRequirement(good, parseSkills(customer.skillsJson));
    if (unmet) throw new Refusal('INSUFFICIENT_SKILL', `Insufficient skill level: ${skillRequirementLabel(unmet)}`);
    const market = await readMarketRow(trx, npc.cityId, good.itemId);
    const at = { day, reputation: customer.reputation, marketPriceCopper: market?.price ?? null };
    const quote = merchantQuote(npc.id, good, at);
    const specialUsed = await specialUnitsBought(trx, playerId, npc.id, day);
    const cost = merchantPurchaseCost(quote, request.quantity, SPECIAL_OFFER_UNITS_PER_DAY - specialUsed);
    const dearest = cost.specialUnits === request.quantity ? quote.specialUnitPriceCopper! : quote.unitPriceCopper;
    if (request.max_unit_price_copper !== undefined && dearest > request.max_unit_price_copper) throw new Refusal('PRICE_MOVED', `The price is now ${formatCoins(dearest)} a unit`);
    const level = await takeFromStock(trx, npc.id, good, request.quantity, now);
    if (customer.copper < cost.totalCopper) throw insufficientFunds(cost.totalCopper, customer.copper);
    const playerCopper = await changePurse(trx, playerId, -cost.totalCopper, now);
    await addItems(trx, playerId, good.itemId, request.quantity);
    await recordLedger(trx, { playerId, kind: 'npc-buy', itemId: good.itemId, quantity: request.quantity, copperDelta: -cost.totalCopper, cityId: npc.cityId, refId: npc.id }, now);
    if (cost.specialUnits > 0) {
      // The cap is in the statement: of two concurrent purchases past it, one finds nothing to update.
      const counted = await trx
        .insertInto('npc_special_purchases')
        .values({ ...SPECIAL_KEY(playerId, npc.id, day), quantity: cost.specialUnits })
        .onConflict((oc) =>
          oc
            .columns(['player_id', 'npc_id', 'game_day'])
            .doUpdateSet((eb) => ({ quantity: eb('npc_special_purchases.quantity', '+', eb.ref('excluded.quantity')) }))
            .where((eb) => eb(eb('npc_special_purchases.quantity', '+', eb.ref('excluded.quantity')), '<=', SPECIAL_OFFER_UNITS_PER_DAY)),
        )
        .returning('quantity')
        .executeTakeFirst();
      if (!counted) throw new Refusal('PRICE_MOVED', 'The special offer is used up for today');
    }
    const stock = stockLine(npc, good, level, { ...at, specialUnitsLeft: SPECIAL_OFFER_UNITS_PER_DAY - specialUsed - cost.specialUnits, skillsJson: customer.skillsJson });
    return { npcId: npc.id, itemId: good.itemId, quantity: request.quantity, totalCopper: cost.totalCopper, specialUnits: cost.specialUnits, playerCopper, stock, message: `Bought ${request.quantity} ${itemDisplayName(good.itemId)} from ${npc.name} for ${formatCoins(cost.totalCopper)}` };
  });
  ctx.events.emit('player-changed', { playerId, reason: 'npc-service' });
  return result;
}

/** GET /api/npcs/vault: anywhere, a read. */
export async function readVault(ctx: AppContext, playerId: string): Promise<VaultView> {
  return vaultOf(ctx.db, playerId);
}

/** POST /api/npcs/{id}/vault: at a banker, goods and copper in (10 silver a deposit) or out. */
export async function useVault(ctx: AppContext, playerId: string, npcId: string, request: VaultActionRequest): Promise<{ vault: VaultView; playerCopper: number; feeCopper: number; message: string }> {
  const now = ctx.clock.now();
  if (request.item_id !== undefined && !itemById(request.item_id)) throw new Refusal('UNKNOWN_ITEM');
  const result = await transact(ctx.db, async (trx) => {
    const { npc, customer } = await requireNpc(trx, ctx, playerId, npcId, now, 'vault');
    const move = { itemId: request.item_id, quantity: request.quantity, copper: request.copper, cityId: npc.cityId, refId: randomUUID() };
    let feeCopper = 0;
    if (request.action === 'deposit') {
      feeCopper = VAULT_DEPOSIT_FEE_COPPER;
      const needed = feeCopper + (request.copper ?? 0);
      if (customer.copper < needed) throw insufficientFunds(needed, customer.copper);
      await changePurse(trx, playerId, -feeCopper, now);
      await recordLedger(trx, { playerId, kind: 'vault-fee', copperDelta: -feeCopper, cityId: npc.cityId, refId: move.refId }, now);
      await depositIntoVault(trx, playerId, move, now);
    } else {
      await withdrawFromVault(trx, playerId, move, now);
    }
    const vault = await vaultOf(trx, playerId);
    const playerCopper = (await trx.selectFrom('players').select('copper').where('user_id', '=', playerId).executeTakeFirstOrThrow()).copper;
    const what = [request.item_id !== undefined ? `${request.quantity} ${itemDisplayName(request.item_id)}` : '', request.copper !== undefined ? formatCoins(request.copper) : ''].filter(Boolean).join(' and ');
    const message = request.action === 'deposit' ? `Deposited ${what} with ${npc.name} (fee ${formatCoins(feeCopper)})` : `Withdrew ${what} from the vault`;
    return { vault, playerCopper, feeCopper, message };
  });
  ctx.events.emit('player-changed', { playerId, reason: 'npc-service' });
  return result;
}

/**
 * POST /api/npcs/{id}/exchange: goods into coin at 0.95 of what selling the whole lot into the
 * city's market fetches, the market moved as that sale would (quoteExchange, issue 33). The market
 * row is read under its lock, as a trade reads it.
 */
export async function exchangeGoods(ctx: AppContext, playerId: string, npcId: string, request: { item_id: string; quantity: number }) {
  const now = ctx.clock.now();
  const result = await transact(ctx.db, async (trx) => {
    const { npc } = await requireNpc(trx, ctx, playerId, npcId, now, 'currency-exchange');
    if (!itemById(request.item_id)) throw new Refusal('UNKNOWN_ITEM');
    const market = await readMarketRow(trx, npc.cityId, request.item_id, { forWrite: true });
    if (!market) throw new Refusal('NOT_TRADED_HERE', `${cityName(npc.cityId)}’s market does not trade ${itemDisplayName(request.item_id)}`);
    const { copperPaid, after } = quoteExchange(stateOf(market), request.quantity);
    await removeItems(trx, playerId, request.item_id, request.quantity);
    const playerCopper = await changePurse(trx, playerId, copperPaid, now);
    await recordLedger(trx, { playerId, kind: 'currency-exchange', itemId: request.item_id, quantity: -request.quantity, copperDelta: copperPaid, cityId: npc.cityId, refId: npc.id }, now);
    await writeMarketState(trx, npc.cityId, request.item_id, after, now);
    const marketAfter = { ...market, ...after, updated_at: now };
    return {
      reply: { itemId: request.item_id, quantity: request.quantity, copperPaid, playerCopper, message: `${npc.name} changed ${request.quantity} ${itemDisplayName(request.item_id)} into ${formatCoins(copperPaid)}` },
      market: { cityId: npc.cityId, itemId: request.item_id, previousPrice: market.price, entry: toMarketEntry(marketAfter) },
    };
  });
  ctx.events.emit('market-changed', result.market);
  ctx.events.emit('player-changed', { playerId, reason: 'npc-service' });
  return result.reply;
}

/** POST /api/npcs/{id}/appraise: what an item the player holds fetches in every market now; appraisal's NPC source. */
export async function appraiseItem(ctx: AppContext, playerId: string, npcId: string, itemId: string): Promise<Appraisal> {
  const now = ctx.clock.now();
  const day = gameDayAt(now);
  const result = await transact(ctx.db, async (trx) => {
    const { npc, customer } = await requireNpc(trx, ctx, playerId, npcId, now, 'appraise');
    if (!itemById(itemId)) throw new Refusal('UNKNOWN_ITEM');
    if (((await inventoryOf(trx, playerId))[itemId] ?? 0) < 1) throw new Refusal('INSUFFICIENT_ITEMS', `Bring a ${itemDisplayName(itemId)} to have it appraised`);
    const prices = [];
    for (const cityId of MARKET_CITY_IDS) {
      const row = await readMarketRow(trx, cityId, itemId);
      prices.push({ cityId, cityName: cityName(cityId), paysCopper: row ? sellPrice(row.price) : null });
    }
    const before = await trx.selectFrom('npc_appraisals').select((eb) => eb.fn.countAll<number>().as('n')).where('player_id', '=', playerId).where('game_day', '=', day).executeTakeFirstOrThrow();
    const fresh = await trx
      .insertInto('npc_appraisals')
      .values({ player_id: playerId, item_id: itemId, game_day: day, appraised_at: now })
      .onConflict((oc) => oc.columns(['player_id', 'item_id', 'game_day']).doNothing())
      .returning('item_id')
      .executeTakeFirst();
    const appraisalXp = fresh && Number(before.n) < APPRAISALS_WITH_XP_PER_DAY ? APPRAISAL_XP : 0;
    if (appraisalXp > 0) await teachSkill(trx, playerId, customer, { appraisal: appraisalXp }, { kind: 'npc-appraisal', cityId: npc.cityId, refId: itemId }, now);
    const best = prices.filter((p) => p.paysCopper !== null).sort((a, b) => b.paysCopper! - a.paysCopper!)[0];
    const message = best ? `${npc.name}: “${itemDisplayName(itemId)} fetches most in ${best.cityName}, ${formatCoins(best.paysCopper!)} a unit.”` : `${npc.name}: “No market trades ${itemDisplayName(itemId)}.”`;
    return { itemId, itemName: itemDisplayName(itemId), prices, appraisalXp, message };
  });
  if (result.appraisalXp > 0) ctx.events.emit('player-changed', { playerId, reason: 'npc-service' });
  return result;
}

/** What a paid service did, for the reply. */
interface HireResult {
  service: PaidService;
  priceCopper: number;
  playerCopper: number;
  roadFlags: RoadFlag[];
  itemsGiven: Record<string, number>;
  itemsTaken: Record<string, number>;
  skillXp: Record<string, number>;
  message: string;
}

/** POST /api/npcs/{id}/hire: a guide, protection, a passage or secret routes for the next journey; a royal seal; a translation. */
export async function hireService(ctx: AppContext, playerId: string, npcId: string, request: NpcHireRequest): Promise<HireResult> {
  const now = ctx.clock.now();
  const { service } = request;
  const result = await transact(ctx.db, async (trx): Promise<HireResult> => {
    const { npc, customer } = await requireNpc(trx, ctx, playerId, npcId, now, service);
    const cause = { kind: 'npc-service' as const, cityId: npc.cityId, refId: npc.id };
    const priceCopper = paidServicePrice(service, await marketPrices(trx, npc.cityId));
    const itemsGiven: Record<string, number> = {};
    const itemsTaken: Record<string, number> = {};
    let roadFlags = await roadFlagsOf(trx, playerId);
    let message: string;
    if (isRoadService(service)) {
      const flag = ROAD_SERVICE_FLAGS[service];
      const held = await addRoadFlag(trx, playerId, flag);
      if (!held) throw new Refusal('ROAD_FLAG_HELD');
      roadFlags = held;
      message = `${npc.name} is hired for your next journey (${formatCoins(priceCopper)})`;
    } else if (service === 'translation') {
      if (((await inventoryOf(trx, playerId))[TRANSLATION_INPUT] ?? 0) < 1) throw new Refusal('INSUFFICIENT_ITEMS', `Bring an ${itemDisplayName(TRANSLATION_INPUT)} to be translated`);
      await removeItems(trx, playerId, TRANSLATION_INPUT, 1);
      await recordLedger(trx, { playerId, kind: 'npc-service', itemId: TRANSLATION_INPUT, quantity: -1, copperDelta: 0, cityId: npc.cityId, refId: npc.id }, now);
      itemsTaken[TRANSLATION_INPUT] = 1;
      itemsGiven[TRANSLATION_OUTPUT] = 1;
      message = `${npc.name} translated the ${itemDisplayName(TRANSLATION_INPUT)} into a ${itemDisplayName(TRANSLATION_OUTPUT)}`;
    } else {
      itemsGiven[DIPLOMATIC_ITEM] = 1;
      message = `${npc.name} seals a letter of favour for you: a ${itemDisplayName(DIPLOMATIC_ITEM)}`;
    }
    if (customer.copper < priceCopper) throw insufficientFunds(priceCopper, customer.copper);
    const skillXp = SERVICE_SKILL_XP[service] ?? {};
    const playerCopper =
      Object.keys(skillXp).length > 0 ? await teachSkill(trx, playerId, customer, skillXp, cause, now, -priceCopper) : await changePurse(trx, playerId, -priceCopper, now);
    await recordLedger(trx, { playerId, kind: 'npc-service', copperDelta: -priceCopper, cityId: npc.cityId, refId: npc.id }, now);
    for (const [itemId, quantity] of Object.entries(itemsGiven)) {
      await addItems(trx, playerId, itemId, quantity);
      await recordLedger(trx, { playerId, kind: 'npc-service', itemId, quantity, copperDelta: 0, cityId: npc.cityId, refId: npc.id }, now);
    }
    return { service, priceCopper, playerCopper, roadFlags, itemsGiven, itemsTaken, skillXp: skillXp as Record<string, number>, message };
  });
  ctx.events.emit('player-changed', { playerId, reason: 'npc-service' });
  return result;
}
