import type { Selectable } from 'kysely';
import { ACTIVE_JOURNEY_STATUSES, type EncounterOutcome, type JourneyStatus, type RoadFlag } from '@silkroad/shared';
import type { Db, Executor } from '../../db/database';
import type { PruneRule } from '../../db/prune-rules';
import type { JourneyCargoTable, JourneyEncountersTable, JourneysTable } from '../../db/schema';
import { isUniqueViolation, onPostgres } from '../../db/transaction';
import { Refusal } from '../../http/refusal';

/*
 * The journeys module's tables (schema.ts): journeys, their cargo and their encounters. Every
 * write that moves a journey on is a compare-and-set on what the caller read, so of two
 * processes (or a sweep and a request) moving one journey at once, one moves it and the other
 * finds it moved and stops.
 */

export type JourneyRow = Selectable<JourneysTable>;
export type CargoRow = Selectable<JourneyCargoTable>;
export type EncounterRow = Selectable<JourneyEncountersTable>;

/** On the road: travelling, at an encounter, or turned back and on its way home. */
const UNDER_WAY: readonly JourneyStatus[] = ACTIVE_JOURNEY_STATUSES;

/** Thrown inside a transaction that found its journey already moved on by someone else: it rolls back and changes nothing. */
export class JourneyMoved extends Error {
  constructor(journeyId: string) {
    super(`journey ${journeyId} was moved on meanwhile`);
  }
}

/** One journey under way per player: the database's partial unique index refuses a second. */
export async function insertJourney(trx: Executor, row: JourneyRow): Promise<void> {
  try {
    await trx.insertInto('journeys').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal('JOURNEY_ALREADY_ACTIVE');
    throw error;
  }
}

export async function insertCargo(trx: Executor, journeyId: string, manifest: Readonly<Record<string, number>>): Promise<void> {
  const rows = Object.entries(manifest).map(([item_id, loaded]) => ({ journey_id: journeyId, item_id, loaded, found: 0, lost: 0 }));
  if (rows.length > 0) await trx.insertInto('journey_cargo').values(rows).execute();
}

/** The player's journey under way, if any; `lock` takes its row on PostgreSQL. */
export async function journeyUnderWay(db: Executor, playerId: string, options: { lock?: boolean } = {}): Promise<JourneyRow | undefined> {
  return db
    .selectFrom('journeys')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('status', 'in', UNDER_WAY)
    .$if(Boolean(options.lock) && onPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
}

export async function journeyById(db: Executor, id: string, options: { lock?: boolean } = {}): Promise<JourneyRow | undefined> {
  return db
    .selectFrom('journeys')
    .selectAll()
    .where('id', '=', id)
    .$if(Boolean(options.lock) && onPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
}

/** The player's finished journeys, newest first. */
export async function finishedJourneys(db: Executor, playerId: string, limit: number): Promise<JourneyRow[]> {
  return db
    .selectFrom('journeys')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('status', 'not in', UNDER_WAY)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Journeys the server must look at by `now` (an encounter check, an arrival, an auto-resolve), soonest first. */
export async function dueJourneyIds(db: Executor, now: number, limit: number): Promise<{ id: string; player_id: string }[]> {
  return db.selectFrom('journeys').select(['id', 'player_id']).where('due_at', '<=', now).orderBy('due_at').limit(limit).execute();
}

/** The journey's state a move on changes: what it was read as, and what it becomes. */
export type JourneyState = Pick<JourneyRow, 'status' | 'duration_ms' | 'travelled_ms' | 'moving_since' | 'next_check' | 'due_at' | 'flags' | 'finished_at'>;

/** Writes `next` over the journey only if it is still `read` (status, clock and check): the guard is in the statement. */
export async function moveJourneyOn(trx: Executor, read: JourneyRow, next: Partial<JourneyState>): Promise<void> {
  const updated = await trx
    .updateTable('journeys')
    .set(next)
    .where('id', '=', read.id)
    .where('status', '=', read.status)
    .where('travelled_ms', '=', read.travelled_ms)
    .where('next_check', '=', read.next_check)
    .where('duration_ms', '=', read.duration_ms)
    .where((eb) => (read.moving_since === null ? eb('moving_since', 'is', null) : eb('moving_since', '=', read.moving_since)))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new JourneyMoved(read.id);
}

export async function cargoRows(db: Executor, journeyIds: readonly string[]): Promise<CargoRow[]> {
  if (journeyIds.length === 0) return [];
  return db.selectFrom('journey_cargo').selectAll().where('journey_id', 'in', journeyIds).orderBy('item_id').execute();
}

/** What a caravan carries now, by item: loaded + found - lost, leaving out what is gone. */
export function cargoHeld(rows: readonly CargoRow[]): Record<string, number> {
  const held: Record<string, number> = {};
  for (const row of rows) {
    const quantity = row.loaded + row.found - row.lost;
    if (quantity > 0) held[row.item_id] = quantity;
  }
  return held;
}

/** Goods found on the way (+) or lost (-), counted on the cargo row of the item. */
export async function changeCargo(trx: Executor, journeyId: string, itemId: string, change: { found?: number; lost?: number }): Promise<void> {
  const found = change.found ?? 0;
  const lost = change.lost ?? 0;
  if (found === 0 && lost === 0) return;
  await trx
    .insertInto('journey_cargo')
    .values({ journey_id: journeyId, item_id: itemId, loaded: 0, found, lost })
    .onConflict((oc) =>
      oc.columns(['journey_id', 'item_id']).doUpdateSet((eb) => ({
        found: eb('journey_cargo.found', '+', eb.ref('excluded.found')),
        lost: eb('journey_cargo.lost', '+', eb.ref('excluded.lost')),
      })),
    )
    .execute();
}

/** One encounter per check of a journey: a second insert for the same check is refused by the index (JourneyMoved). */
export async function insertEncounter(trx: Executor, row: EncounterRow): Promise<void> {
  try {
    await trx.insertInto('journey_encounters').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new JourneyMoved(row.journey_id);
    throw error;
  }
}

export async function encounterById(db: Executor, id: string): Promise<EncounterRow | undefined> {
  return db.selectFrom('journey_encounters').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The encounters of these journeys, in the order they were met. */
export async function encounterRows(db: Executor, journeyIds: readonly string[]): Promise<EncounterRow[]> {
  if (journeyIds.length === 0) return [];
  return db.selectFrom('journey_encounters').selectAll().where('journey_id', 'in', journeyIds).orderBy('check_index').execute();
}

/** Records the answer once: of two answers (a click and the auto-resolve, two tabs) one lands. */
export async function claimEncounterAnswer(trx: Executor, encounterId: string, choiceId: string, outcome: EncounterOutcome, now: number): Promise<boolean> {
  const claimed = await trx
    .updateTable('journey_encounters')
    .set({ resolved_at: now, choice_id: choiceId, outcome: JSON.stringify(outcome) })
    .where('id', '=', encounterId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export function parseFlags(json: string): RoadFlag[] {
  return JSON.parse(json) as RoadFlag[];
}

/** The planner's history lists the last 20; a journey finished half a year ago has served (its cargo and encounters go with it). */
export const FINISHED_JOURNEY_TTL_MS = 180 * 24 * 3_600_000;

export const JOURNEY_PRUNE_RULES = {
  finishedJourneys: (db: Db, now: number) => db.deleteFrom('journeys').where('finished_at', '<', now - FINISHED_JOURNEY_TTL_MS),
} as const satisfies Readonly<Record<string, PruneRule>>;
