import { itemDisplayName, type TradeSide } from '@silkroad/shared';
import type { Db, Executor } from '../../db/database';
import type { TradesTable } from '../../db/schema';
import type { TradeHistoryEntry } from '@silkroad/shared';
import { statementTemplate } from '../../db/statement-template';
import { transact } from '../../db/transaction';

type TradeColumns = [TradesTable['id'], TradesTable['player_id'], TradesTable['type'], TradesTable['item_id'], TradesTable['city_id'], TradesTable['quantity'], TradesTable['price_per_unit'], TradesTable['total'], TradesTable['discount'], TradesTable['market_price'], TradesTable['executed_at']];

const insertTradeRow = statementTemplate((trx, ...[id, player_id, type, item_id, city_id, quantity, price_per_unit, total, discount, market_price, executed_at]: TradeColumns) =>
  trx.insertInto('trades').values({ id, player_id, type, item_id, city_id, quantity, price_per_unit, total, discount, market_price, executed_at }),
);

export async function insertTrade(trx: Executor, row: TradesTable): Promise<void> {
  await insertTradeRow(trx, row.id, row.player_id, row.type, row.item_id, row.city_id, row.quantity, row.price_per_unit, row.total, row.discount, row.market_price, row.executed_at);
}

/** A stored trade as the API shows it: buys carry total_cost, sells total_revenue (spec 000 §7). */
export function toHistoryEntry(row: TradesTable): TradeHistoryEntry {
  const type = row.type as TradeSide;
  return {
    id: row.id,
    type,
    itemId: row.item_id,
    itemName: itemDisplayName(row.item_id),
    cityId: row.city_id,
    quantity: row.quantity,
    price_per_unit: row.price_per_unit,
    ...(type === 'buy' ? { total_cost: row.total } : { total_revenue: row.total }),
    discount: row.discount,
    marketPrice: row.market_price,
    executedAt: new Date(row.executed_at).toISOString(),
  };
}

/**
 * One page of a player's trades, newest first, and how many there are in all, read in one
 * transaction so the page and the total agree. Ids are UUIDv7 (trade-id.ts): they break ties
 * within a millisecond in execution order, so pages never overlap or skip a row.
 */
export async function readTradeHistory(db: Db, playerId: string, limit: number, offset: number): Promise<{ trades: TradeHistoryEntry[]; total: number }> {
  return transact(db, async (trx) => {
    const rows = await trx.selectFrom('trades').selectAll().where('player_id', '=', playerId).orderBy('executed_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
    const count = await trx.selectFrom('trades').select((eb) => eb.fn.countAll<number>().as('total')).where('player_id', '=', playerId).executeTakeFirstOrThrow();
    return { trades: rows.map(toHistoryEntry), total: Number(count.total) };
  });
}
