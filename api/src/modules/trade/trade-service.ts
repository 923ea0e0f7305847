import type { z } from 'zod';
import {
  isMarketCityId,
  itemById,
  priceTrade,
  tradeSkillExperience,
  withinPriceLimit,
  type TradeExecuteRequest,
  type TradeRecord,
  type tradeSuccessSchema,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { TradesTable } from '../../db/schema';
import { Refusal } from '../../http/refusal';
import { placeOfPlayer, requireCity } from '../players/player-position';
import { parseSkills } from '../economy/experience';
import { recordLedger } from '../economy/ledger';
import { addItems, removeItems } from '../economy/inventory-store';
import { changePurse, type SkillGain } from '../economy/wallet';
import { readMarketRow, stateOf, toMarketEntry, writeMarketState, type MarketRow } from '../market/market-store';
import { claimIdempotencyKey, readStoredAnswer, storeAnswer } from './idempotency-store';
import { newTradeId } from './trade-id';
import { insertTrade, toHistoryEntry } from './trade-store';
import { statementTemplate } from '../../db/statement-template';
import { onPostgres, transact } from '../../db/transaction';

type TradeSuccess = z.infer<typeof tradeSuccessSchema>;

/** Where the trader stands and their skills; on PostgreSQL it locks their row (see trade). */
const readTrader = statementTemplate((trx, playerId: string) =>
  trx
    .selectFrom('players')
    .select(['x', 'y', 'location_state', 'skills', 'home_city_id'])
    .where('user_id', '=', playerId)
    .$if(onPostgres(trx), (query) => query.forUpdate()),
);

interface ExecutedTrade {
  record: TradeRecord;
  previousPrice: number;
  marketAfter: MarketRow;
}

/** The parts of a request that decide what it does: a key replays only the request it was first given with. */
function fingerprintOf(request: TradeExecuteRequest): string {
  return JSON.stringify([request.type, request.itemId, request.cityId, request.quantity, request.priceLimit]);
}

function successOf(executed: ExecutedTrade): TradeSuccess {
  return { success: true, data: { trade: executed.record } };
}

/**
 * Executes a buy or sell against a city market: checks, price, purse, inventory, market, price
 * sample, ledger, trade row and skill XP in one transaction, which a refusal (thrown) rolls back
 * whole. With an idempotency key the same transaction first claims the key and finally stores
 * the answer, so of two identical requests at once only one can ever trade and a retry of a
 * trade that happened gets its answer back. A refused trade changed nothing, so it stores
 * nothing either: its retry runs again (and may now succeed).
 */
export async function executeTrade(ctx: AppContext, playerId: string, request: TradeExecuteRequest): Promise<TradeSuccess> {
  const key = request.idempotencyKey;
  // The clock is read once the transaction holds the database, so trades' times follow the
  // order they executed in, not the order their requests arrived in.
  const outcome = await transact(ctx.db, async (trx): Promise<{ executed?: ExecutedTrade; answer: TradeSuccess }> => {
    const now = ctx.clock.now();
    if (key && !(await claimIdempotencyKey(trx, playerId, key, now))) return { answer: await replay(trx, playerId, key, fingerprintOf(request)) };
    const executed = await trade(trx, ctx, playerId, request, now);
    const answer = successOf(executed);
    if (key) await storeAnswer(trx, playerId, key, { request: fingerprintOf(request), body: answer });
    return { executed, answer };
  });

  // Listeners push to sockets: only once the trade is committed, and never for a replay.
  if (outcome.executed) {
    const { record, previousPrice, marketAfter } = outcome.executed;
    ctx.events.emit('market-changed', { cityId: record.cityId, itemId: record.itemId, previousPrice, entry: toMarketEntry(marketAfter) });
    ctx.events.emit('player-changed', { playerId, reason: `market-${record.type}` });
  }
  return outcome.answer;
}

async function replay(trx: Executor, playerId: string, key: string, fingerprint: string): Promise<TradeSuccess> {
  const stored = await readStoredAnswer(trx, playerId, key);
  // The claim and its answer are written in one transaction, so a visible claim always has one.
  if (!stored) throw new Error('idempotency key claimed without a stored answer');
  if (stored.request !== fingerprint) throw new Refusal('IDEMPOTENCY_KEY_REUSED');
  return stored.body as TradeSuccess;
}

async function trade(trx: Executor, ctx: AppContext, playerId: string, request: TradeExecuteRequest, now: number): Promise<ExecutedTrade> {
  const { type, itemId, cityId, quantity } = request;
  const item = itemById(itemId);
  if (!item) throw new Refusal('UNKNOWN_ITEM');
  if (!isMarketCityId(cityId)) throw new Refusal('UNKNOWN_CITY');
  if (!item.marketable) throw new Refusal('NOT_TRADED_HERE');

  // The skills read here are written back by the purse update below, and the inventory's free
  // slots are counted before the goods go in: SQLite runs one writer at a time, and on PostgreSQL
  // this read takes the player's row lock, so nothing changes either in between.
  const [player] = (await readTrader(trx, playerId)).rows;
  if (!player) throw new Refusal('PLAYER_NOT_FOUND');
  // Venice has no place on the map, so no player stands in it: its market is for caravans, not
  // for players on foot.
  requireCity(placeOfPlayer(ctx, playerId, player), cityId);

  const market = await readMarketRow(trx, cityId, itemId, { forWrite: true });
  if (!market) throw new Refusal('NOT_TRADED_HERE');
  const price = priceTrade(stateOf(market), type, quantity, parseSkills(player.skills));
  if (!withinPriceLimit(type, price.unitPrice, request.priceLimit)) throw new Refusal('PRICE_MOVED');

  // Each step's guard is in its SQL (DESIGN "Storage"); the first refusal rolls the rest back.
  // The purse and the skill XP change in one statement, which answers the purse it leaves.
  const tradeId = newTradeId(now);
  const skillXp = tradeSkillExperience(price.total, { side: type, foreign: player.home_city_id !== cityId });
  const skills: SkillGain = { from: player.skills, gained: skillXp, cause: { kind: type === 'buy' ? 'market-buy' : 'market-sell', cityId, refId: tradeId } };
  let copper: number;
  if (type === 'buy') {
    copper = await changePurse(trx, playerId, -price.total, now, { skills });
    await addItems(trx, playerId, itemId, quantity);
  } else {
    await removeItems(trx, playerId, itemId, quantity);
    copper = await changePurse(trx, playerId, price.total, now, { skills });
  }

  // Trends are left to the simulation, which recomputes them from the price samples it takes
  // every step: one sample per market per step, not one per trade.
  await writeMarketState(trx, cityId, itemId, price.after, now);

  const row: TradesTable = {
    id: tradeId,
    player_id: playerId,
    type,
    item_id: itemId,
    city_id: cityId,
    quantity,
    price_per_unit: price.unitPrice,
    total: price.total,
    discount: price.discount,
    market_price: price.after.price,
    executed_at: now,
  };
  const sign = type === 'buy' ? 1 : -1;
  await recordLedger(trx, { playerId, kind: type === 'buy' ? 'market-buy' : 'market-sell', itemId, quantity: sign * quantity, copperDelta: -sign * price.total, cityId, refId: row.id }, now);
  await insertTrade(trx, row);

  return {
    record: { ...toHistoryEntry(row), playerCopper: copper, skillXp },
    previousPrice: market.price,
    marketAfter: { ...market, ...price.after, updated_at: now },
  };
}
