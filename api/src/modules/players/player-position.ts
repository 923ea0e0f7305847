import { isOnMap, placeOf, type PlayerPlace } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { onPostgres } from '../../db/transaction';
import { Refusal } from '../../http/refusal';

export interface Position {
  x: number;
  y: number;
}

/** What a route reads of the player's row to know where they are: the saved position and the location state. */
export interface Whereabouts extends Position {
  location_state: string;
}

/** A player's place, with the position they stand at (on the farm: where they left the world, at its gate). */
export type Located = PlayerPlace & Position;

/**
 * Where a player stands, given the saved position already read: the live one when the player is
 * online, because saves lag by up to one save interval (POSITION_SAVE_INTERVAL_MS). The live
 * position is only ever one the movement budget accepted, so it is as far as a player can have
 * walked: a route may trust it.
 */
export function standingPosition(ctx: AppContext, playerId: string, saved: Position): Position {
  return ctx.presence?.livePosition(playerId) ?? saved;
}

/** Where a player stands, reading the saved position only when they are offline; undefined without a character. */
export async function currentPosition(ctx: AppContext, playerId: string): Promise<Position | undefined> {
  return ctx.presence?.livePosition(playerId) ?? (await ctx.db.selectFrom('players').select(['x', 'y']).where('user_id', '=', playerId).executeTakeFirst());
}

/**
 * The one truth of where a player is (docs/decisions.md "One place per player"): the location
 * state of the row the caller read in its transaction, and the live position. A change of state
 * (POST /api/player/move) holds the player's moves and takes the same row, so a route that read
 * the row in its transaction acts on a place that cannot change under it.
 */
export function placeOfPlayer(ctx: AppContext, playerId: string, row: Whereabouts): Located {
  const position = standingPosition(ctx, playerId, row);
  return { ...placeOf(row.location_state, position.x, position.y), ...position };
}

/**
 * Reads the player's place inside `trx`; with `lock` it takes the row lock on PostgreSQL first
 * (SQLite runs one writer at a time). Refuses PLAYER_NOT_FOUND without a character.
 */
export async function readPlace(trx: Executor, ctx: AppContext, playerId: string, options: { lock: boolean }): Promise<Located> {
  const row = await trx
    .selectFrom('players')
    .select(['x', 'y', 'location_state'])
    .where('user_id', '=', playerId)
    .$if(options.lock && onPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw new Refusal('PLAYER_NOT_FOUND');
  return placeOfPlayer(ctx, playerId, row);
}

export interface CityRefusals {
  /** When the player is on their farm (default ON_FARM). */
  onFarm?: Refusal;
  /** When they are in the world but not in the city asked for, or in none (default NOT_IN_CITY). */
  elsewhere?: Refusal;
}

/**
 * The guard of everything done in person in a city (markets, offers, contracts, commissions, and
 * the people of the cities): answers the city the player is in, which must be `cityId` when given.
 * Venice is a city like the others once a journey brought the player there; the road is in none.
 */
export function requireCity(place: PlayerPlace, cityId?: number, refusals: CityRefusals = {}): number {
  if (place.kind === 'farm') throw refusals.onFarm ?? new Refusal('ON_FARM');
  if (place.kind !== 'city' || (cityId !== undefined && place.cityId !== cityId)) throw refusals.elsewhere ?? new Refusal('NOT_IN_CITY');
  return place.cityId;
}

/**
 * The guard of what is done on the map (gathering, professions): refuses on the farm with
 * `onFarm`, on the road with ON_JOURNEY, and in Venice, which has no place on the map, with IN_VENICE.
 */
export function requireWorld(place: Located, onFarm: Refusal): Position {
  if (place.kind === 'farm') throw onFarm;
  if (place.kind === 'road') throw new Refusal('ON_JOURNEY');
  if (!isOnMap(place)) throw new Refusal('IN_VENICE');
  return { x: place.x, y: place.y };
}

/** The guard of what may be done anywhere but on the farm and the road (taking a contract): Venice included. */
export function requireNotAway(place: PlayerPlace, onFarm: Refusal): void {
  if (place.kind === 'farm') throw onFarm;
  if (place.kind === 'road') throw new Refusal('ON_JOURNEY');
}

/** The guard of farming: only on the player's own farm (NOT_IN_COUNTRYSIDE). */
export function requireFarm(place: PlayerPlace): void {
  if (place.kind !== 'farm') throw new Refusal('NOT_IN_COUNTRYSIDE');
}

/**
 * Markets, offers and deliveries are in-person: the player must stand in the city. Reads the
 * place in `trx` (see readPlace) and refuses as requireCity does.
 */
export async function requirePlayerIn(trx: Executor, ctx: AppContext, playerId: string, cityId: number, refusals: CityRefusals = {}): Promise<void> {
  requireCity(await readPlace(trx, ctx, playerId, { lock: true }), cityId, refusals);
}
