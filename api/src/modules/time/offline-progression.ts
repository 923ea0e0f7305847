import { OFFLINE_THRESHOLD_MS, type OfflineProgression } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { lockPlayers, transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { cropsOf, plotOf, settleTax } from '../farming/farming-store';
import { journeyNewsSince } from '../journeys/journey-news';
import { markSeen } from '../players/player-state';
import { recordPlayBeat } from '../progress/progress-store';

const HOUR_MS = 3_600_000;

/**
 * Takes stock of what happened while the player was away (spec 000 §4 "Time"): the client calls
 * it on entering the world and with every clock sync (every 30 s), so the last call marks when
 * the player was last seen. After more than 5 minutes away it reports the crops that grew and
 * ripened meanwhile (they grew by their timestamps; nothing is harvested for the player: ripe
 * crops wait in their beds), pays the farm's tax that fell due, and tells what the player's caravan
 * did on the road (journeys move on by the server's clock whether the player is there or not).
 */
export async function processOfflineProgression(ctx: AppContext, playerId: string): Promise<OfflineProgression> {
  const now = ctx.clock.now();
  return transact(ctx.db, async (trx) => {
    await lockPlayers(trx, [playerId]);
    const player = await trx.selectFrom('players').select('last_seen_at').where('user_id', '=', playerId).executeTakeFirst();
    if (!player) throw new Refusal('PLAYER_NOT_FOUND');
    // Guarded by the value read: of two concurrent calls, one takes stock and the other reports nothing.
    const claimed = await markSeen(trx, playerId, player.last_seen_at, now);
    const away = player.last_seen_at === null ? 0 : now - player.last_seen_at;
    // The same call is the play-time heartbeat of the Player Stats window.
    if (claimed) await recordPlayBeat(trx, playerId, player.last_seen_at, now);
    const nothing: OfflineProgression = { hoursOffline: 0, cropsAdvanced: 0, cropsRipened: 0, autoHarvested: 0, taxMonthsCharged: 0, journeyNews: [] };
    if (!claimed || away <= OFFLINE_THRESHOLD_MS) return nothing;
    const since = player.last_seen_at!;
    const crops = await cropsOf(trx, playerId);
    const plot = await plotOf(trx, playerId);
    const taxes = plot ? await settleTax(trx, plot, now) : { paid: 0 };
    return {
      hoursOffline: Math.round((away / HOUR_MS) * 100) / 100,
      cropsAdvanced: crops.filter((crop) => crop.ready_at > since && crop.planted_at < now).length,
      cropsRipened: crops.filter((crop) => crop.ready_at > since && crop.ready_at <= now).length,
      autoHarvested: 0,
      taxMonthsCharged: taxes.paid,
      journeyNews: await journeyNewsSince(trx, playerId, since, now),
    };
  });
}
