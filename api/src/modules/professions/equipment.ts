import { cityIdAt, EQUIPMENT_SHOPS, itemValueCopper, type EquipmentShop } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { addItems } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { changePurse } from '../economy/wallet';
import { readWorker, workerPosition } from './work-site';

/**
 * POST /mining/equipment/purchase and /logging/equipment/purchase: the profession's supplier in
 * a city sells its tools at their catalogue value (docs/decisions.md). Purse, inventory and
 * ledger change in one transaction under the player's row lock.
 */
export async function purchaseEquipment(ctx: AppContext, playerId: string, shop: EquipmentShop, itemId: string, quantity: number) {
  if (!(EQUIPMENT_SHOPS[shop] as readonly string[]).includes(itemId)) throw new Refusal('UNKNOWN_EQUIPMENT');
  const costCopper = itemValueCopper(itemId) * quantity;
  const data = await transact(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const worker = await readWorker(trx, playerId, { lock: true });
    const { x, y } = workerPosition(ctx, playerId, worker);
    const cityId = cityIdAt(x, y);
    if (cityId === null) throw new Refusal('NOT_IN_CITY');
    const copper = await changePurse(trx, playerId, -costCopper, now);
    await addItems(trx, playerId, itemId, quantity);
    await recordLedger(trx, { playerId, kind: 'equipment-purchase', itemId, quantity, copperDelta: -costCopper, cityId }, now);
    return { itemId, quantity, costCopper, copper };
  });
  ctx.events.emit('player-changed', { playerId, reason: 'equipment-purchase' });
  return data;
}
