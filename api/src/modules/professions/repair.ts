import { isRepairable, itemDisplayName, REPAIR_ACTION_ID, type ActionStartResponse } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { Refusal } from '../../http/refusal';
import { startAction } from './session-start';

/**
 * POST /blacksmithing/repair: items do not wear out, so a repair is the forge's Repair Services
 * action (its checks, cost, materials, session and answer, as POST /blacksmithing/start) worked
 * on a tool the player brings, which stays theirs (docs/decisions.md). The tool must be held
 * when the session opens, judged under the same lock as the rest of the start.
 */
export async function startRepair(ctx: AppContext, playerId: string, itemId: string): Promise<ActionStartResponse> {
  if (!isRepairable(itemId)) throw new Refusal('REPAIR_NOT_APPLICABLE');
  return startAction(ctx, playerId, 'blacksmithing', REPAIR_ACTION_ID, {
    requireHolding: (inventory) => {
      if ((inventory[itemId] ?? 0) < 1) throw new Refusal('INSUFFICIENT_ITEMS', `Nothing to repair: you hold no ${itemDisplayName(itemId)}`);
    },
  });
}
