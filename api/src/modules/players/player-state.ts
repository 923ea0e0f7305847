import type { LocationState, ProfessionId, RoadFlag } from '@silkroad/shared';
import type { Executor } from '../../db/database';

/*
 * The writes of the players row that other modules decide (schema.ts: the players module owns
 * the row; copper, experience, level and skills are the economy's). Each carries its guard in
 * the statement and answers whether it changed the row, so the caller can refuse.
 */

/** A position presence saves (presence/position-writer.ts), for the character it was read for. */
export interface PositionSave {
  playerId: string;
  x: number;
  y: number;
  /**
   * `users.character_reset_at` as the session read it: the character the position belongs to.
   * A reset or delete changes it, so a position of the character before can never overwrite the
   * start it was put back to, whichever process saves it and however late.
   */
  characterResetAt: number | null;
  /** The player's move budget (moveBudgetEmptyAt): the time it was, or would have been, empty; the next session continues it. */
  moveBudgetEmptyAt: number;
}

export async function savePosition(trx: Executor, position: PositionSave, now: number): Promise<boolean> {
  const saved = await trx
    .updateTable('players')
    .set({ x: position.x, y: position.y, move_budget_empty_at: Math.ceil(position.moveBudgetEmptyAt), updated_at: now })
    .where('user_id', '=', position.playerId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('users')
          .select('users.id')
          .whereRef('users.id', '=', 'players.user_id')
          .where('users.character_reset_at', position.characterResetAt === null ? 'is' : '=', position.characterResetAt),
      ),
    )
    .executeTakeFirst();
  return Number(saved.numUpdatedRows) === 1;
}

/**
 * Puts the character at a point, in a location state when one is given (dev/place-player.ts, which
 * runs it while presence holds the player's moves, so no save of the old position lands after it;
 * the test mode's farmer, which no session moves). False without a character.
 */
export async function writePlace(db: Executor, playerId: string, place: { x: number; y: number; state?: LocationState }, now: number): Promise<boolean> {
  const updated = await db
    .updateTable('players')
    .set({ x: place.x, y: place.y, updated_at: now, ...(place.state ? { location_state: place.state } : {}) })
    .where('user_id', '=', playerId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Through the farm gate: the state in the WHERE, so of two concurrent moves one changes it and the other finds it changed. */
export async function changeLocationState(trx: Executor, playerId: string, from: LocationState, to: LocationState): Promise<boolean> {
  const updated = await trx.updateTable('players').set({ location_state: to }).where('user_id', '=', playerId).where('location_state', '=', from).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** False without a character. */
export async function writeHomeCity(db: Executor, playerId: string, cityId: number): Promise<boolean> {
  const updated = await db.updateTable('players').set({ home_city_id: cityId }).where('user_id', '=', playerId).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** A harvest's pace: taken only if the last harvest is at least `gatherMs` ago (or there was none). */
export async function takeGatheringPace(trx: Executor, playerId: string, gatherMs: number, now: number): Promise<boolean> {
  const paced = await trx
    .updateTable('players')
    .set({ last_gathered_at: now })
    .where('user_id', '=', playerId)
    .where((eb) => eb.or([eb('last_gathered_at', 'is', null), eb('last_gathered_at', '<=', now - gatherMs)]))
    .executeTakeFirst();
  return Number(paced.numUpdatedRows) === 1;
}

/** Sets the player's first profession; the guard keeps one already held. */
export async function chooseFirstProfession(trx: Executor, playerId: string, profession: ProfessionId): Promise<void> {
  await trx.updateTable('players').set({ profession }).where('user_id', '=', playerId).where('profession', 'is', null).execute();
}

/** Takes up `target` only if the profession and its start are still what was read: the guard is in the statement. */
export async function writeProfessionSwitch(
  trx: Executor,
  playerId: string,
  read: { profession: string | null; profession_since: number | null },
  target: ProfessionId,
  now: number,
): Promise<boolean> {
  const updated = await trx
    .updateTable('players')
    .set({ profession: target, profession_since: now })
    .where('user_id', '=', playerId)
    .where((eb) => (read.profession === null ? eb('profession', 'is', null) : eb('profession', '=', read.profession)))
    .where((eb) => (read.profession_since === null ? eb('profession_since', 'is', null) : eb('profession_since', '=', read.profession_since)))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Marks the player seen now, only if the last mark is still `previous`: of two concurrent calls one takes stock. */
export async function markSeen(trx: Executor, playerId: string, previous: number | null, now: number): Promise<boolean> {
  const claimed = await trx
    .updateTable('players')
    .set({ last_seen_at: now })
    .where('user_id', '=', playerId)
    .where((eb) => (previous === null ? eb('last_seen_at', 'is', null) : eb('last_seen_at', '=', previous)))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * A caravan's traveller arrives (or is turned back): from the road into a city of the map at a
 * point, or into Venice, which keeps the point it sailed from. Guarded on the road: a reset meanwhile
 * already put the character back at the start, and this changes nothing.
 */
export async function writeArrival(trx: Executor, playerId: string, arrival: { state: 'IN_CITY' | 'IN_VENICE'; x: number; y: number }, now: number): Promise<boolean> {
  const updated = await trx
    .updateTable('players')
    .set({ location_state: arrival.state, x: arrival.x, y: arrival.y, updated_at: now })
    .where('user_id', '=', playerId)
    .where('location_state', '=', 'ON_JOURNEY')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * The guide and escort hired for the next journey go with the journey that starts: answers them,
 * and the player has none left. With `takes`, only the flags it accepts go (a ship hired stays
 * for a journey by sea); the rest stay with the player.
 */
export async function takeRoadFlags(trx: Executor, playerId: string, takes?: (flag: RoadFlag) => boolean): Promise<string> {
  const row = await trx.selectFrom('players').select('road_flags').where('user_id', '=', playerId).executeTakeFirst();
  if (!row || row.road_flags === '[]') return '[]';
  const held = JSON.parse(row.road_flags) as RoadFlag[];
  const taken = takes ? held.filter(takes) : held;
  const left = held.filter((flag) => !taken.includes(flag));
  await trx.updateTable('players').set({ road_flags: JSON.stringify(left) }).where('user_id', '=', playerId).where('road_flags', '=', row.road_flags).execute();
  return JSON.stringify(taken);
}

/** The flags the player holds for the next journey. */
export async function roadFlagsOf(trx: Executor, playerId: string): Promise<RoadFlag[]> {
  const row = await trx.selectFrom('players').select('road_flags').where('user_id', '=', playerId).executeTakeFirst();
  return row ? (JSON.parse(row.road_flags) as RoadFlag[]) : [];
}

/**
 * A flag hired for the next journey (the people of the cities, issue 20): guarded on the flags
 * read, so a flag is held once. Answers the flags held after, or undefined when it was held already.
 */
export async function addRoadFlag(trx: Executor, playerId: string, flag: RoadFlag): Promise<RoadFlag[] | undefined> {
  const row = await trx.selectFrom('players').select('road_flags').where('user_id', '=', playerId).executeTakeFirst();
  if (!row) return undefined;
  const held = JSON.parse(row.road_flags) as RoadFlag[];
  if (held.includes(flag)) return undefined;
  const next = [...held, flag];
  const added = await trx.updateTable('players').set({ road_flags: JSON.stringify(next) }).where('user_id', '=', playerId).where('road_flags', '=', row.road_flags).executeTakeFirst();
  return Number(added.numUpdatedRows) === 1 ? next : undefined;
}
