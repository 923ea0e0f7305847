import { actionAvailability, actionsOfProfession, cityIdAt, type ActionSessionView, type ProfessionActionsResponse, type ProfessionId } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { inventoryOf } from '../economy/inventory-store';
import { openSessions, toSessionView } from './session-store';
import { professionLevel, readWorker, workerPosition, workSiteAt } from './work-site';

/** GET /{profession}/active: the player's unclaimed sessions of the profession. */
export async function activeSessions(ctx: AppContext, playerId: string, profession: ProfessionId): Promise<ActionSessionView[]> {
  await readWorker(ctx.db, playerId, { lock: false });
  const now = ctx.clock.now();
  return (await openSessions(ctx.db, playerId, profession)).map((row) => toSessionView(row, now));
}

/**
 * GET /professions/{profession}/actions: every action of the profession, judged by the same rule
 * a start is judged by, where and when the player stands now with what they hold and their real
 * level. The popups list this; the start decides again.
 */
export async function professionActions(ctx: AppContext, playerId: string, profession: ProfessionId): Promise<ProfessionActionsResponse['data']> {
  const now = ctx.clock.now();
  const worker = await readWorker(ctx.db, playerId, { lock: false });
  const site = workSiteAt(workerPosition(ctx, playerId, worker), now);
  const level = await professionLevel(ctx.db, playerId, profession);
  const inventory = await inventoryOf(ctx.db, playerId);
  const conditions = { level, inventory, copper: worker.copper, ...site };
  return {
    profession,
    terrain: site.terrain,
    weather: site.weather,
    season: site.season,
    timeOfDay: site.timeOfDay,
    cityId: cityIdAt(site.position.x, site.position.y),
    level,
    actions: actionsOfProfession(profession).map((action) => {
      const judged = actionAvailability(action, conditions);
      return judged.available ? { id: action.id, available: true, code: null, reason: null } : { id: action.id, available: false, code: judged.code, reason: judged.reason };
    }),
  };
}
