import { ACTIVE_JOURNEY_STATUSES, CARAVAN_FEED_MS, cityIdAt, journeyPosition, journeyProgress, zonesInView, type CaravanView, type ZoneKey } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { GameSocketServer } from '../../game-socket';
import { startSweep, type Sweep } from '../../sweep';
import { areaRoom } from '../presence/area-rooms';
import { homewardClockOf, routeOf } from './journey-view';

/** Caravans one message names at most: a crowded road is still one small message per area. */
const CARAVANS_PER_AREA = 100;

/**
 * The caravans on the road, shown to those nearby (issue 19): every CARAVAN_FEED_MS, once per
 * cluster, each journey under way (its player online or not) is told to the interest areas that
 * see where it is now, as presence's areas see players. Clients draw each caravan moving by its
 * clock until the next message and forget one no longer told of. At sea it is seen by nobody.
 */
export function startCaravanFeed(io: GameSocketServer, ctx: AppContext, intervalMs = CARAVAN_FEED_MS): Sweep {
  return startSweep('caravan feed', intervalMs, () => tellCaravans(io, ctx), ctx);
}

/** One pass: answers how many areas were told. */
export async function tellCaravans(io: GameSocketServer, ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .selectFrom('journeys')
    .innerJoin('users', 'users.id', 'journeys.player_id')
    .select(['journeys.id', 'journeys.player_id', 'users.in_game_name', 'journeys.status', 'journeys.from_city_id', 'journeys.to_city_id', 'journeys.duration_ms', 'journeys.travelled_ms', 'journeys.moving_since'])
    .where('journeys.status', 'in', ACTIVE_JOURNEY_STATUSES)
    .execute();
  const byArea = new Map<ZoneKey, CaravanView[]>();
  for (const row of rows) {
    // Turned back, it is told as a caravan going the other way along the same road, by its clock home.
    const homeward = row.status === 'returning';
    const way = homeward ? { from_city_id: row.to_city_id, to_city_id: row.from_city_id } : row;
    const clock = homeward ? homewardClockOf(row) : { durationMs: row.duration_ms, travelledMs: row.travelled_ms, movingSince: row.moving_since };
    const at = journeyPosition(routeOf(way), journeyProgress(clock, now));
    if (!at) continue;
    const view: CaravanView = {
      journeyId: row.id,
      playerId: row.player_id,
      name: row.in_game_name ?? 'A trader',
      fromCityId: way.from_city_id,
      toCityId: way.to_city_id,
      ...clock,
    };
    // Visibility is symmetric: the areas that see the caravan's area are the ones its area sees.
    for (const key of zonesInView({ ...at, cityId: cityIdAt(at.x, at.y) })) {
      const list = byArea.get(key) ?? [];
      if (list.length < CARAVANS_PER_AREA) list.push(view);
      byArea.set(key, list);
    }
  }
  for (const [key, caravans] of byArea) io.to(areaRoom(key)).emit('caravans', { caravans, serverTime: now });
  return byArea.size;
}
