import { insufficientFundsText, transmutePlan, transmuteText, type TransmuteRequest, type TransmuteResponse } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { inventoryOf } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { changePurse } from '../economy/wallet';
import { lockCrafter } from './craft-store';
import { giveItems, takeItems } from './item-moves';
import { gainProfessionExperience, professionLevelOf } from './profession-experience';

/**
 * POST /alchemy/transmute: metal in, metal out at the ratios of rules/transmutation.ts, and the
 * fee, in one transaction (ledger 'transmute' for each); alchemy experience for each batch.
 */
export async function transmute(ctx: AppContext, playerId: string, request: TransmuteRequest): Promise<Omit<TransmuteResponse, 'success'>> {
  const result = await transact(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const player = await lockCrafter(trx, playerId);
    const plan = transmutePlan(request.material_type, request.target_type, request.quantity, await professionLevelOf(trx, playerId, 'alchemy'));
    if (!plan.ok) {
      if (plan.code === 'invalid') throw new Refusal('TRANSMUTE_INVALID');
      throw new Refusal(plan.code === 'level' ? 'CRAFT_NOT_ALLOWED' : 'TRANSMUTE_NOT_ENOUGH', plan.reason);
    }
    const inventory = await inventoryOf(trx, playerId);
    if ((inventory[plan.materialItem] ?? 0) < plan.consumed) throw new Refusal('TRANSMUTE_NOT_ENOUGH');
    if (player.copper < plan.costCopper) throw new Refusal('INSUFFICIENT_FUNDS', insufficientFundsText(plan.costCopper));

    const refId = `transmute:${request.material_type}-${request.target_type}`;
    await takeItems(trx, playerId, { [plan.materialItem]: plan.consumed }, 'transmute', refId, now);
    await changePurse(trx, playerId, -plan.costCopper, now);
    await recordLedger(trx, { playerId, kind: 'transmute', copperDelta: -plan.costCopper, refId }, now);
    await giveItems(trx, playerId, { [plan.targetItem]: plan.produced }, 'transmute', refId, now);
    await gainProfessionExperience(trx, playerId, 'alchemy', plan.experience, { kind: 'transmute', refId }, now);
    return {
      cost: plan.costCopper,
      experience: plan.experience,
      data: { consumed: { [plan.materialItem]: plan.consumed }, produced: { [plan.targetItem]: plan.produced }, message: transmuteText(plan) },
    };
  });
  ctx.events.emit('player-changed', { playerId, reason: 'transmute' });
  return result;
}
