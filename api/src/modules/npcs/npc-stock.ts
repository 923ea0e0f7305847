import { itemDisplayName, outOfStockText, restockedLevel, type MerchantGood, type StockLevel } from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { onPostgres } from '../../db/transaction';
import { Refusal } from '../../http/refusal';

/*
 * The merchants' counters (table npc_stock), shared by every player: a good's row is made full the
 * first time anyone buys it, and grows back lazily from its restocked_at (restockedLevel). Every
 * take is one guarded statement, so concurrent buyers of the last units never take the stock below 0.
 */

/** The NPC's counter as stored now, restocked to `now` (a good nobody has bought yet is full). */
export async function stockLevels(db: Executor, npcId: string, goods: readonly MerchantGood[], now: number): Promise<Map<string, StockLevel>> {
  const rows = await db.selectFrom('npc_stock').select(['item_id', 'quantity', 'restocked_at']).where('npc_id', '=', npcId).execute();
  const stored = new Map(rows.map((row) => [row.item_id, { quantity: row.quantity, restockedAt: row.restocked_at }]));
  return new Map(goods.map((good) => [good.itemId, restockedLevel(stored.get(good.itemId) ?? { quantity: good.maxQuantity, restockedAt: now }, good.maxQuantity, now)]));
}

/**
 * Takes `quantity` units of a good off the counter, after restocking it to `now`; refuses
 * OUT_OF_STOCK with what is left. On PostgreSQL the row is locked for the rest of the
 * transaction (after the player's row, the one order every buyer takes them in); the take itself
 * is guarded in its statement on the quantity and on the restock time read. Answers the counter after.
 */
export async function takeFromStock(trx: Executor, npcId: string, good: MerchantGood, quantity: number, now: number): Promise<StockLevel> {
  await trx
    .insertInto('npc_stock')
    .values({ npc_id: npcId, item_id: good.itemId, quantity: good.maxQuantity, restocked_at: now })
    .onConflict((oc) => oc.columns(['npc_id', 'item_id']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('npc_stock')
    .select(['quantity', 'restocked_at'])
    .where('npc_id', '=', npcId)
    .where('item_id', '=', good.itemId)
    .$if(onPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  const level = restockedLevel({ quantity: row.quantity, restockedAt: row.restocked_at }, good.maxQuantity, now);
  const grown = level.quantity - row.quantity;
  const taken = await trx
    .updateTable('npc_stock')
    .set((eb) => ({ quantity: eb('quantity', '+', grown - quantity), restocked_at: level.restockedAt }))
    .where('npc_id', '=', npcId)
    .where('item_id', '=', good.itemId)
    .where('restocked_at', '=', row.restocked_at)
    .where('quantity', '>=', quantity - grown)
    .returning(['quantity', 'restocked_at'])
    .executeTakeFirst();
  if (!taken) throw new Refusal('OUT_OF_STOCK', outOfStockText(itemDisplayName(good.itemId), Math.max(0, level.quantity)));
  return { quantity: taken.quantity, restockedAt: taken.restocked_at };
}
