import { randomUUID } from 'node:crypto';
import {
  cargoValue,
  cityName,
  flagsTakenByJourney,
  journeyBySea,
  journeyDurationWithFlags,
  isJourneyCity,
  itemById,
  JOURNEY_HISTORY_LIMIT,
  JOURNEY_SWEEP_MS,
  journeyDurationMs,
  journeyRoute,
  journeyStartedText,
  navigationRequired,
  navigationTooLowText,
  playerLevelForXp,
  riskScore,
  routeEligibility,
  skillLevels,
  tradeRouteById,
  travelledAt,
  type JourneyView,
  type StartJourneyRequest,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { lockPlayers, transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { parseSkills } from '../economy/experience';
import { addItems, removeItems } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { readPlace } from '../players/player-position';
import { changeLocationState, takeRoadFlags } from '../players/player-state';
import { startSweep, type Sweep } from '../../sweep';
import { advanceJourney, dueAt } from './journey-progress';
import { cargoHeld, cargoRows, dueJourneyIds, finishedJourneys, insertCargo, insertJourney, journeyById, journeyUnderWay, JourneyMoved, moveJourneyOn, parseFlags } from './journey-store';
import { clockOf, journeyViewOf, journeyViews, underWayAt } from './journey-view';

/** Journeys one sweep pass moves on at most; the rest are next in line a second later. */
const SWEEP_BATCH = 200;

/** The goods asked for, without the ones sent with 0 (002 §5: only cargo above 0 is sent). */
function cargoManifest(asked: Readonly<Record<string, number>>): Record<string, number> {
  const manifest: Record<string, number> = {};
  for (const [itemId, quantity] of Object.entries(asked)) {
    if (quantity <= 0) continue;
    if (!itemById(itemId)) throw new Refusal('UNKNOWN_ITEM');
    manifest[itemId] = quantity;
  }
  return manifest;
}

/** Moves the player's journey under way on to now (see journey-progress.ts). */
async function settleJourneyOf(ctx: AppContext, playerId: string): Promise<void> {
  const row = await journeyUnderWay(ctx.db, playerId);
  if (row) await advanceJourney(ctx, row.id);
}

/**
 * POST /api/caravan/start-journey: from the city the player stands in (never a fixed one), one
 * journey at a time (the database's index holds it), cargo only from what the player holds, each
 * unit out of the inventory through the ledger. The character goes onto the road with it.
 */
export async function startJourney(ctx: AppContext, playerId: string, request: StartJourneyRequest): Promise<{ journey: JourneyView; message: string }> {
  const from = request.from_city;
  const to = request.to_city;
  if (!isJourneyCity(from) || !isJourneyCity(to)) throw new Refusal('UNKNOWN_CITY');
  if (from === to) throw new Refusal('SAME_CITY');
  const route = journeyRoute(from, to)!;
  const tradeRoute = request.route_id === undefined ? undefined : tradeRouteById(request.route_id);
  if (request.route_id !== undefined && !tradeRoute) throw new Refusal('ROUTE_NOT_FOUND');
  if (tradeRoute && (tradeRoute.startCityId !== from || tradeRoute.endCityId !== to)) {
    throw new Refusal('NOT_ON_ROUTE', `The ${tradeRoute.name} runs from ${cityName(tradeRoute.startCityId)} to ${cityName(tradeRoute.endCityId)}`);
  }
  const manifest = cargoManifest(request.cargo_manifest ?? {});
  // A journey that has meanwhile arrived arrives first: the player may then stand where this one starts.
  await settleJourneyOf(ctx, playerId);

  const now = ctx.clock.now();
  const id = randomUUID();
  // One pace (docs/decisions.md "One pace"): a route's caravan takes what any journey of its road takes.
  const durationMs = journeyDurationMs(route.distance);
  const risk = riskScore(route.distance, cargoValue(manifest));
  const bySea = journeyBySea(route.cities);
  const start = () =>
    transact(ctx.db, async (trx) => {
      const place = await readPlace(trx, ctx, playerId, { lock: true });
      if (place.kind === 'farm') throw new Refusal('ON_FARM');
      if (place.kind === 'road') throw new Refusal('JOURNEY_ALREADY_ACTIVE');
      if (place.kind !== 'city' || place.cityId !== from) throw new Refusal('NOT_IN_START_CITY', `A journey from ${cityName(from)} starts in ${cityName(from)}`);
      const player = await trx.selectFrom('players').select(['skills', 'location_state', 'experience', 'copper']).where('user_id', '=', playerId).executeTakeFirstOrThrow();
      const needed = navigationRequired(route);
      if (skillLevels(parseSkills(player.skills)).navigation < needed) throw new Refusal('NAVIGATION_TOO_LOW', navigationTooLowText(needed));
      if (tradeRoute) {
        // The capital is the purse as it stands before the cargo goes: copper is not cargo.
        const { eligible, unmet } = routeEligibility(tradeRoute, playerLevelForXp(player.experience), player.copper);
        if (!eligible) throw new Refusal('ROUTE_LOCKED', unmet.join('; '));
      }
      const row = {
        id,
        player_id: playerId,
        from_city_id: from,
        to_city_id: to,
        distance: route.distance,
        route_id: tradeRoute?.id ?? null,
        status: 'travelling',
        duration_ms: durationMs,
        travelled_ms: 0,
        moving_since: now,
        next_check: 0,
        due_at: null as number | null,
        seed: Math.floor(ctx.random() * 0x7fffffff),
        risk_score: risk,
        // A passage of the other kind (a ship, for a journey overland) stays for a journey of its own.
        flags: await takeRoadFlags(trx, playerId, (flag) => flagsTakenByJourney([flag], bySea).length > 0),
        started_at: now,
        finished_at: null,
      };
      // A passage hired halves the time (issue 20: land transport, sea transport); the planner shows the same (startingJourneyDurationMs).
      row.duration_ms = journeyDurationWithFlags(row.duration_ms, parseFlags(row.flags));
      row.due_at = dueAt(row);
      await insertJourney(trx, row);
      for (const [itemId, quantity] of Object.entries(manifest)) {
        await removeItems(trx, playerId, itemId, quantity);
        await recordLedger(trx, { playerId, kind: 'journey-cargo', itemId, quantity: -quantity, copperDelta: 0, cityId: from, refId: id }, now);
      }
      await insertCargo(trx, id, manifest);
      if (!(await changeLocationState(trx, playerId, player.location_state as 'IN_CITY' | 'IN_VENICE', 'ON_JOURNEY'))) throw new Refusal('JOURNEY_ALREADY_ACTIVE');
      return row;
    });
  const row = ctx.presence ? await ctx.presence.changeCharacter(playerId, start, { kind: 'relocate', state: 'ON_JOURNEY' }) : await start();
  const journey = await journeyViewOf(ctx.db, row, now);
  const message = journeyStartedText(cityName(from), cityName(to));
  ctx.events.emit('player-changed', { playerId, reason: 'journey-start' });
  ctx.events.emit('journey-changed', { playerId, journey });
  return { journey, message };
}

/** GET /api/caravan/active-journey: moved on to now first. */
export async function activeJourney(ctx: AppContext, playerId: string): Promise<JourneyView | null> {
  await settleJourneyOf(ctx, playerId);
  const row = await journeyUnderWay(ctx.db, playerId);
  return row ? journeyViewOf(ctx.db, row, ctx.clock.now()) : null;
}

/** GET /api/caravan/journeys: the last finished journeys, newest first. */
export async function journeyHistory(ctx: AppContext, playerId: string): Promise<JourneyView[]> {
  await settleJourneyOf(ctx, playerId);
  return journeyViews(ctx.db, await finishedJourneys(ctx.db, playerId, JOURNEY_HISTORY_LIMIT), ctx.clock.now());
}

/**
 * A character starting over: the journey under way (on its way out, at an encounter, or going
 * home) ends where it is, inside the caller's transaction, and its cargo (what is left of it, and
 * what was found) is back in the inventory through the ledger at once; the reset then takes what
 * is above the start, and puts the character back itself.
 */
export async function abandonJourneyOf(trx: Executor, playerId: string, now: number): Promise<void> {
  await lockPlayers(trx, [playerId]);
  const row = await journeyUnderWay(trx, playerId, { lock: true });
  if (!row) return;
  const stoppedAt = Math.round(underWayAt(row, now).progress * row.duration_ms);
  await moveJourneyOn(trx, row, { status: 'cancelled', travelled_ms: stoppedAt, moving_since: null, due_at: null, finished_at: now });
  for (const [itemId, quantity] of Object.entries(cargoHeld(await cargoRows(trx, [row.id])))) {
    await addItems(trx, playerId, itemId, quantity, { ignoreRoom: true });
    await recordLedger(trx, { playerId, kind: 'journey-cargo', itemId, quantity, copperDelta: 0, cityId: row.from_city_id, refId: row.id }, now);
  }
}

/**
 * POST /api/caravan/cancel-journey: the caravan turns round where it is and goes back the way it
 * came, at its pace, with the player and what is left of its cargo (docs/decisions.md "turning
 * back"): it is back at the start as long after as it had travelled, and meets nothing on the way.
 * Until then it is under way (no new journey, the cargo still on the road), so turning back and
 * starting again is never faster than going on.
 */
export async function cancelJourney(ctx: AppContext, playerId: string): Promise<{ journey: JourneyView; message: string }> {
  // Read before the settle, which moves the journey on to a later clock reading: every check due
  // by `now` has then been taken, so the caravan never turns round past one it has not met.
  const now = ctx.clock.now();
  // What is due happens first: a journey that has arrived is not turned back, an encounter met is presented.
  await settleJourneyOf(ctx, playerId);
  const turned = await transact(ctx.db, async (trx) => {
    await lockPlayers(trx, [playerId]);
    const row = await journeyUnderWay(trx, playerId, { lock: true });
    if (!row) throw new Refusal('NO_ACTIVE_JOURNEY');
    if (row.status === 'encounter') throw new Refusal('ENCOUNTER_UNANSWERED');
    if (row.status === 'returning') throw new Refusal('NO_ACTIVE_JOURNEY', `Your caravan is already on its way back to ${cityName(row.from_city_id)}`);
    if (row.moving_since === null) throw new Error(`journey ${row.id} travels without moving`);
    const turnedAt = travelledAt(clockOf(row), now);
    // An encounter's delay still holding the caravan holds it turned round too: turning back skips no hold-up.
    const homeward = { ...row, status: 'returning', travelled_ms: turnedAt, moving_since: Math.max(now, row.moving_since) };
    await moveJourneyOn(trx, row, { status: homeward.status, travelled_ms: homeward.travelled_ms, moving_since: homeward.moving_since, due_at: dueAt(homeward) });
    return row;
  });
  // Turned round at the start, it is back at once.
  await advanceJourney(ctx, turned.id);
  const journey = await journeyViewOf(ctx.db, (await journeyById(ctx.db, turned.id))!, ctx.clock.now());
  ctx.events.emit('journey-changed', { playerId, journey });
  return { journey, message: `Your caravan turned back to ${cityName(turned.from_city_id)}` };
}

/** Moves on every journey due: encounter checks, auto-resolves and arrivals, whether or not their players are online. */
export async function settleDueJourneys(ctx: AppContext): Promise<number> {
  const due = await dueJourneyIds(ctx.db, ctx.clock.now(), SWEEP_BATCH);
  for (const { id } of due) {
    try {
      await advanceJourney(ctx, id);
    } catch (error) {
      if (!(error instanceof JourneyMoved)) ctx.logger.error({ err: error, journeyId: id }, 'moving a journey on failed');
    }
  }
  return due.length;
}

export function startJourneySweep(ctx: AppContext, intervalMs = JOURNEY_SWEEP_MS): Sweep {
  return startSweep('journeys', intervalMs, () => settleDueJourneys(ctx), ctx);
}
