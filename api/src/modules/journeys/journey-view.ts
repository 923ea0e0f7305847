import {
  arrivalAt,
  cargoValue,
  cityName,
  encounterById as encounterDefinition,
  homewardClock,
  journeyPosition,
  journeyProgress,
  journeyRoute,
  riskBand,
  tradeRouteById,
  weatherAt,
  type EncounterOutcome,
  type EncounterView,
  type JourneyStatus,
  type JourneyView,
  type RoadChooser,
} from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { cargoHeld, cargoRows, encounterRows, parseFlags, type EncounterRow, type JourneyRow } from './journey-store';
import { chooserOf, choiceViews, readStanding } from './road-effects';

export function clockOf(row: Pick<JourneyRow, 'duration_ms' | 'travelled_ms' | 'moving_since'>) {
  return { durationMs: row.duration_ms, travelledMs: row.travelled_ms, movingSince: row.moving_since };
}

/** A caravan turned back (status returning): its clock home, along its road the other way. */
export function homewardClockOf(row: Pick<JourneyRow, 'duration_ms' | 'travelled_ms' | 'moving_since'>) {
  if (row.moving_since === null) throw new Error('a caravan going home moves');
  return homewardClock(row.duration_ms, row.travelled_ms, row.moving_since);
}

/** Where on its way (0 at the start, 1 at the destination) the caravan under way is at `now`, and when it gets where it is going. */
export function underWayAt(row: Pick<JourneyRow, 'status' | 'duration_ms' | 'travelled_ms' | 'moving_since'>, now: number): { progress: number; endsAt: number | null } {
  if (row.status === 'returning') {
    const home = homewardClockOf(row);
    return { progress: 1 - journeyProgress(home, now), endsAt: arrivalAt(home, now) };
  }
  const clock = clockOf(row);
  return { progress: journeyProgress(clock, now), endsAt: arrivalAt(clock, now) };
}

export function routeOf(row: Pick<JourneyRow, 'from_city_id' | 'to_city_id'>) {
  const route = journeyRoute(row.from_city_id, row.to_city_id);
  if (!route) throw new Error(`a journey between ${row.from_city_id} and ${row.to_city_id} has no route`);
  return route;
}

/** An encounter as the dialog shows it; `chooser` (the player now) for the one still to answer. */
export function encounterView(row: EncounterRow, cargo: Readonly<Record<string, number>>, chooser: RoadChooser | null): EncounterView {
  const definition = encounterDefinition(row.encounter_id);
  if (!definition) throw new Error(`encounter ${row.encounter_id} is not in the catalogue`);
  return {
    id: row.id,
    encounterId: definition.id,
    type: definition.type,
    title: definition.title,
    description: definition.description,
    icon: definition.icon,
    choices: choiceViews(definition.choices, chooser, 'This encounter is behind you'),
    context: { skills: chooser?.skills ?? {}, cargoValue: cargoValue(cargo), weather: weatherAt(row.presented_at) },
    presentedAt: row.presented_at,
    autoResolveAt: row.auto_resolve_at,
    outcome: row.outcome === null ? null : (JSON.parse(row.outcome) as EncounterOutcome),
  };
}

/** Journeys as the planner shows them, with their cargo and encounters; the chooser is read for an encounter still to answer. */
export async function journeyViews(db: Executor, rows: readonly JourneyRow[], now: number): Promise<JourneyView[]> {
  const ids = rows.map((row) => row.id);
  const [cargo, encounters] = await Promise.all([cargoRows(db, ids), encounterRows(db, ids)]);
  const views: JourneyView[] = [];
  for (const row of rows) {
    const held = cargoHeld(cargo.filter((c) => c.journey_id === row.id));
    const met = encounters.filter((e) => e.journey_id === row.id);
    const pending = row.status === 'encounter' ? met.find((e) => e.resolved_at === null) : undefined;
    const flags = parseFlags(row.flags);
    const chooser = pending ? await chooserOf(db, row.player_id, await readStanding(db, row.player_id), { cargo: held, flags, cityId: null }) : null;
    const route = routeOf(row);
    const underWay = row.status === 'travelling' || row.status === 'encounter' || row.status === 'returning';
    const at = underWay ? underWayAt(row, now) : null;
    // Turned back, it keeps where it turned: the history says how far it got.
    const progress = at ? at.progress : row.status === 'completed' ? 1 : journeyProgress(clockOf(row), row.finished_at ?? now);
    views.push({
      id: row.id,
      fromCityId: row.from_city_id,
      fromCity: cityName(row.from_city_id),
      toCityId: row.to_city_id,
      toCity: cityName(row.to_city_id),
      routeId: row.route_id,
      routeName: row.route_id === null ? null : (tradeRouteById(row.route_id)?.name ?? null),
      via: route.cities,
      status: row.status as JourneyStatus,
      progress,
      distance: row.distance,
      durationMs: row.duration_ms,
      startedAt: row.started_at,
      estimatedArrival: at ? at.endsAt : null,
      finishedAt: row.finished_at,
      riskScore: Math.round(row.risk_score * 100) / 100,
      riskBand: riskBand(row.risk_score),
      cargo: held,
      cargoValue: cargoValue(held),
      flags,
      encounter: pending ? encounterView(pending, held, chooser) : null,
      encounters: met.filter((e) => e !== pending).map((e) => encounterView(e, held, null)),
      position: underWay ? journeyPosition(route, progress) : null,
      now,
    });
  }
  return views;
}

export async function journeyViewOf(db: Executor, row: JourneyRow, now: number): Promise<JourneyView> {
  return (await journeyViews(db, [row], now))[0]!;
}
