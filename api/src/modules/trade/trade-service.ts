import { sql } from 'kysely';
import type { z } from 'zod';
import {
  cityIdAt,
  HTTP_MESSAGES,
  isMarketCityId,
  itemById,
  priceTrade,
  tradeSkillExperience,
  withinPriceLimit,
  type TradeExecuteRequest,
  type TradeFailure,
  type TradeRecord,
  type tradeSuccessSchema,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { TradesTable } from '../../db/schema';
import { refusalBody } from '../../http/refusal';
import { standingPosition } from '../players/player-position';
import { recordLedger } from '../economy/ledger';
import { addItems, removeItems } from '../economy/inventory-store';
import { creditCopper, debitCopper } from '../economy/wallet';
import { appendPriceSample, readMarketRow, stateOf, toMarketEntry, writeMarketState, type MarketRow } from '../market/market-store';
import { claimIdempotencyKey, readStoredAnswer, storeAnswer } from './idempotency-store';
import { awardSkillExperience, parseSkills } from './skill-store';
import { newTradeId } from './trade-id';
import { TradeRefusal, type TradeRefusalStatus } from './trade-refusal';
import { insertTrade, toHistoryEntry } from './trade-store';

type TradeSuccess = z.infer<typeof tradeSuccessSchema>;

/** What POST /api/trade/execute answers: the status and body, exactly as stored for a retry. */
export type TradeAnswer = { status: 200; body: TradeSuccess } | { status: TradeRefusalStatus; body: TradeFailure };

interface ExecutedTrade {
  record: TradeRecord;
  previousPrice: number;
  marketAfter: MarketRow;
}

type Attempt = { executed: ExecutedTrade; answer: TradeAnswer } | { executed?: undefined; answer: TradeAnswer };

const IDEMPOTENCY_KEY_REUSED = { code: 'IDEMPOTENCY_KEY_REUSED', message: 'This idempotency key was already used for a different trade' } as const;

/** The parts of a request that decide what it does: a key replays only the request it was first given with. */
function fingerprintOf(request: TradeExecuteRequest): string {
  return JSON.stringify([request.type, request.itemId, request.cityId, request.quantity, request.priceLimit]);
}

/**
 * Executes a buy or sell against a city market: checks, price, purse, inventory, market, price
 * sample, ledger, trade row and skill XP in one transaction, which a refusal rolls back whole.
 * With an idempotency key the same transaction first claims the key and finally stores the
 * answer; a refusal then rolls back only to a savepoint taken after the claim, so the refusal is
 * stored too: a retry of a refused request gets the same refusal, and of two identical requests
 * at once only one can ever trade.
 */
export async function executeTrade(ctx: AppContext, playerId: string, request: TradeExecuteRequest): Promise<TradeAnswer> {
  const key = request.idempotencyKey;
  const attempt = key ? await executeOnce(ctx, playerId, request, key) : await executeUnkeyed(ctx, playerId, request);

  // Listeners push to sockets: only once the trade is committed, and never for a replay.
  if (attempt.executed) {
    const { record, previousPrice, marketAfter } = attempt.executed;
    ctx.events.emit('market-changed', { cityId: record.cityId, itemId: record.itemId, previousPrice, entry: toMarketEntry(marketAfter) });
    ctx.events.emit('player-changed', { playerId, reason: `market-${record.type}` });
  }
  return attempt.answer;
}

function executedAttempt(executed: ExecutedTrade): Attempt {
  return { executed, answer: { status: 200, body: { success: true, data: { trade: executed.record } } } };
}

/** The answer to a refused trade; anything that is not a refusal is a fault and propagates. */
function refusedAttempt(error: unknown): Attempt {
  const refusal = TradeRefusal.from(error);
  if (!refusal) throw error;
  return { answer: { status: refusal.status, body: refusal.body } };
}

// Both read the clock once the transaction holds the database, so trades' times follow the order
// they executed in, not the order their requests arrived in.

async function executeUnkeyed(ctx: AppContext, playerId: string, request: TradeExecuteRequest): Promise<Attempt> {
  return ctx.db
    .transaction()
    .execute((trx) => trade(trx, ctx, playerId, request, ctx.clock.now()))
    .then(executedAttempt, refusedAttempt);
}

async function executeOnce(ctx: AppContext, playerId: string, request: TradeExecuteRequest, key: string): Promise<Attempt> {
  const fingerprint = fingerprintOf(request);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    if (!(await claimIdempotencyKey(trx, playerId, key, now))) return { answer: await replay(trx, playerId, key, fingerprint) };
    const attempt = await inSavepoint(trx, () => trade(trx, ctx, playerId, request, now)).then(executedAttempt, refusedAttempt);
    await storeAnswer(trx, playerId, key, { request: fingerprint, status: attempt.answer.status, body: attempt.answer.body });
    return attempt;
  });
}

async function replay(trx: Executor, playerId: string, key: string, fingerprint: string): Promise<TradeAnswer> {
  const stored = await readStoredAnswer(trx, playerId, key);
  // The claim and its answer are written in one transaction, so a visible claim always has one.
  if (!stored) throw new Error('idempotency key claimed without a stored answer');
  if (stored.request !== fingerprint) return { status: 422, body: refusalBody(IDEMPOTENCY_KEY_REUSED.code, IDEMPOTENCY_KEY_REUSED.message) };
  return { status: stored.status, body: stored.body } as TradeAnswer;
}

/** Runs `work` inside a savepoint: if it throws, exactly what it wrote is undone, and the error goes on. */
async function inSavepoint<T>(trx: Executor, work: () => Promise<T>): Promise<T> {
  await sql`savepoint trade_attempt`.execute(trx);
  try {
    const result = await work();
    await sql`release savepoint trade_attempt`.execute(trx);
    return result;
  } catch (error) {
    await sql`rollback to savepoint trade_attempt`.execute(trx);
    await sql`release savepoint trade_attempt`.execute(trx);
    throw error;
  }
}

async function trade(trx: Executor, ctx: AppContext, playerId: string, request: TradeExecuteRequest, now: number): Promise<ExecutedTrade> {
  const { type, itemId, cityId, quantity } = request;
  const item = itemById(itemId);
  if (!item) throw TradeRefusal.of('UNKNOWN_ITEM');
  if (!isMarketCityId(cityId)) throw TradeRefusal.of('UNKNOWN_CITY');
  if (!item.marketable) throw TradeRefusal.of('NOT_TRADED_HERE');

  const player = await trx.selectFrom('players').select(['x', 'y', 'skills']).where('user_id', '=', playerId).executeTakeFirst();
  if (!player) throw new TradeRefusal(404, 'TRADE_ERROR', HTTP_MESSAGES.playerNotFound);
  // Venice has no place on the map, so cityIdAt never gives it: its market is for caravans, not
  // for players on foot.
  const position = standingPosition(ctx, playerId, player);
  if (cityIdAt(position.x, position.y) !== cityId) throw TradeRefusal.of('NOT_IN_CITY');

  const market = await readMarketRow(trx, cityId, itemId);
  if (!market) throw TradeRefusal.of('NOT_TRADED_HERE');
  const price = priceTrade(stateOf(market), type, quantity, parseSkills(player.skills));
  if (!withinPriceLimit(type, price.unitPrice, request.priceLimit)) throw TradeRefusal.of('PRICE_MOVED');

  // Each step's guard is in its SQL (DESIGN "Storage"); the first refusal rolls the rest back.
  if (type === 'buy') {
    await debitCopper(trx, playerId, price.total, now);
    await addItems(trx, playerId, itemId, quantity);
  } else {
    await removeItems(trx, playerId, itemId, quantity);
    await creditCopper(trx, playerId, price.total, now);
  }

  // Trends are left to the simulation, which recomputes them from the price samples.
  await writeMarketState(trx, cityId, itemId, price.after, now);
  await appendPriceSample(trx, cityId, itemId, price.after.price, quantity, now);

  const row: TradesTable = {
    id: newTradeId(now),
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

  const skillXp = tradeSkillExperience(price.total);
  const { copper } = await awardSkillExperience(trx, playerId, skillXp, now);

  return {
    record: { ...toHistoryEntry(row), playerCopper: copper, skillXp },
    previousPrice: market.price,
    marketAfter: { ...market, ...price.after, updated_at: now },
  };
}
