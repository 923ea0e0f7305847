import { nearestCity, professionProgress, seasonAt, terrainAt, timeOfDayAt, weatherAt, type ProfessionId, type Season, type Terrain, type WeatherCondition } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { onPostgres } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { professionExperienceOf } from '../economy/experience';
import { placeOfPlayer, requireWorld, type Position } from '../players/player-position';

/** Where and when a player works: what the availability rule and the success roll read. */
export interface WorkSite {
  position: Position;
  terrain: Terrain;
  weather: WeatherCondition;
  /** Game hours since midnight. */
  timeOfDay: number;
  season: Season;
  /** The nearest city: its market feels what is made, its forge and workshop serve the player. */
  cityId: number;
}

export function workSiteAt(position: Position, now: number): WorkSite {
  return {
    position,
    terrain: terrainAt(position.x, position.y),
    weather: weatherAt(now),
    timeOfDay: timeOfDayAt(now),
    season: seasonAt(now),
    cityId: nearestCity(position.x, position.y).id,
  };
}

/**
 * The worker's row. With `lock` it takes the row lock on PostgreSQL first, as every transaction
 * that counts copper, inventory slots or the current profession does; SQLite runs one writer at
 * a time. Refuses PLAYER_NOT_FOUND without a character.
 */
export async function readWorker(trx: Executor, playerId: string, options: { lock: boolean }) {
  const row = await trx
    .selectFrom('players')
    .select(['x', 'y', 'copper', 'profession', 'profession_since', 'location_state'])
    .where('user_id', '=', playerId)
    .$if(options.lock && onPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw new Refusal('PLAYER_NOT_FOUND');
  return row;
}

export type Worker = Awaited<ReturnType<typeof readWorker>>;

/** Where the worker stands in the world; on the farm their profession waits (PROFESSIONS_ON_FARM). */
export function workerPosition(ctx: AppContext, playerId: string, worker: Worker): Position {
  return requireWorld(placeOfPlayer(ctx, playerId, worker), new Refusal('PROFESSIONS_ON_FARM'));
}

/** The player's real level in one profession (1 without experience). */
export async function professionLevel(trx: Executor, playerId: string, profession: ProfessionId): Promise<number> {
  return professionProgress(await professionExperienceOf(trx, playerId, profession)).level;
}
