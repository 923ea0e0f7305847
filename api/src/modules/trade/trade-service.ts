import type { TradeExecuteRequest } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { Refusal } from '../../http/refusal';
import { recordLedger } from '../economy/ledger';
import { addItems, removeItems } from '../economy/inventory-store';
import { changePurse } from '../economy/wallet';
import { readMarketRow, toMarketEntry, writeMarketState } from '../market/market-store';
import { claimIdempotencyKey, storeAnswer } from './idempotency-store';
import { fingerprintOf, replay, successOf, type TradeOutcome, type TradeSuccess } from './trade-answer';
import { tradeDeskOf } from './trade-desk';
import { insertTrade } from './trade-store';
import { statementTemplate } from '../../db/statement-template';
import { onPostgres, transact } from '../../db/transaction';
import { checkTradeRequest, executedTrade, planTrade, type ExecutedTrade } from './trade-plan';

/** Where the trader stands and their skills (SQLite runs one writer at a time: no lock to take). */
const readTrader = statementTemplate((trx, playerId: string) => trx.selectFrom('players').select(['x', 'y', 'location_state', 'skills', 'home_city_id']).where('user_id', '=', playerId));

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
  checkTradeRequest(request);
  // On PostgreSQL the trades of one city are served together (trade-desk.ts); SQLite runs one
  // writer at a time and batches whole transactions itself (transact's group commit).
  const outcome: TradeOutcome = onPostgres(ctx.db)
    ? await tradeDeskOf(ctx).submit(playerId, request)
    : await transact(ctx.db, async (trx): Promise<TradeOutcome> => {
        // The clock is read once the transaction holds the database, so trades' times follow the
        // order they executed in, not the order their requests arrived in.
        const now = ctx.clock.now();
        if (key && !(await claimIdempotencyKey(trx, playerId, key, now))) return { answer: await replay(trx, playerId, key, fingerprintOf(request)) };
        const executed = await tradeStepwise(trx, ctx, playerId, request, now);
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

/** The trade statement by statement, each with its guard (SQLite, where each is a call into the embedded database). */
async function tradeStepwise(trx: Executor, ctx: AppContext, playerId: string, request: TradeExecuteRequest, now: number): Promise<ExecutedTrade> {
  const [trader] = (await readTrader(trx, playerId)).rows;
  if (!trader) throw new Refusal('PLAYER_NOT_FOUND');
  const market = await readMarketRow(trx, request.cityId, request.itemId, { forWrite: true });
  if (!market) throw new Refusal('NOT_TRADED_HERE');
  const plan = planTrade(ctx, playerId, request, trader, market, now);
  const { type, itemId, quantity } = request;

  // Each step's guard is in its SQL (DESIGN "Storage"); the first refusal rolls the rest back.
  // The purse and the skill XP change in one statement, which answers the purse it leaves.
  let copper: number;
  if (type === 'buy') {
    copper = await changePurse(trx, playerId, -plan.price.total, now, { skills: plan.skills });
    await addItems(trx, playerId, itemId, quantity);
  } else {
    await removeItems(trx, playerId, itemId, quantity);
    copper = await changePurse(trx, playerId, plan.price.total, now, { skills: plan.skills });
  }
  // Trends are left to the simulation, which recomputes them from the price samples it takes
  // every step: one sample per market per step, not one per trade.
  await writeMarketState(trx, request.cityId, itemId, plan.price.after, now);
  await recordLedger(trx, plan.ledger, now);
  await insertTrade(trx, plan.row);
  return executedTrade(plan, copper);
}
