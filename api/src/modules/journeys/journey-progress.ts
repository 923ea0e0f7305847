import { randomUUID } from 'node:crypto';
import {
  arrivalPoint,
  checkpointRoll,
  choiceAvailability,
  cityName,
  encounterById as encounterDefinition,
  encounterChance,
  encounterChanceOnRoute,
  encounterChanceWithFlags,
  encounterCheckpoints,
  ENCOUNTER_AUTO_RESOLVE_MS,
  firstEnabledChoice,
  JOURNEY_ERRORS,
  journeyNavigationXp,
  momentOfTravelled,
  pickEncounter,
  rollChoice,
  travelledAt,
  VENICE,
  type CityId,
  type EncounterOutcome,
  type JourneyView,
  type RoadChoice,
  type RoadFlag,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { lockPlayers, transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { addItems } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { changePurse } from '../economy/wallet';
import { writeArrival } from '../players/player-state';
import {
  cargoHeld,
  cargoRows,
  claimEncounterAnswer,
  encounterById,
  encounterRows,
  insertEncounter,
  journeyById,
  JourneyMoved,
  journeyUnderWay,
  moveJourneyOn,
  parseFlags,
  type JourneyRow,
} from './journey-store';
import { clockOf, homewardClockOf, journeyViewOf } from './journey-view';
import { applyRoadEffects, chooserOf, readStanding } from './road-effects';

/*
 * A journey moves on by the server's clock, from what it stores (docs/decisions.md "a journey's
 * time"): whoever looks first (the 1 s sweep, or a request of its player) takes each step due, one
 * transaction per step, each a compare-and-set on the journey as read. A step is an encounter check
 * (an encounter met, or the road goes on), an auto-resolve, the arrival, or (turned back) the return.
 */

/** Steps one look takes at most: a journey is seven checks long at the most, each with its answer, then the arrival. */
const MAX_STEPS = 32;

/** When the server must next look at a journey in this state: its next check or arrival while it moves; its auto-resolve at an encounter; turned back, its return. */
export function dueAt(row: Pick<JourneyRow, 'status' | 'distance' | 'duration_ms' | 'travelled_ms' | 'moving_since' | 'next_check'>, autoResolveAt?: number): number | null {
  if (row.status === 'encounter') return autoResolveAt ?? null;
  // On the way home nothing is met (the road was just travelled): it is next looked at when it is back.
  if (row.status === 'returning') return momentOfTravelled(homewardClockOf(row), row.duration_ms);
  if (row.status !== 'travelling' || row.moving_since === null) return null;
  const clock = { ...clockOf(row), movingSince: row.moving_since };
  const nextCheck = encounterCheckpoints(row.distance, row.duration_ms)[row.next_check];
  return momentOfTravelled(clock, Math.min(nextCheck ?? Infinity, row.duration_ms));
}

/** Where a journey ends up: its destination when it arrives, its start when it is turned back. */
export function endPlace(cityId: number): { state: 'IN_CITY' | 'IN_VENICE'; x: number; y: number } {
  const point = arrivalPoint(cityId as CityId);
  return { state: cityId === VENICE.id ? 'IN_VENICE' : 'IN_CITY', ...point };
}

/** The transaction's view of the journey: the player's row is locked first, then the journey, in every transaction here. */
async function lockJourney(trx: Executor, journeyId: string): Promise<JourneyRow | undefined> {
  const read = await journeyById(trx, journeyId);
  if (!read) return undefined;
  await lockPlayers(trx, [read.player_id]);
  return journeyById(trx, journeyId, { lock: true });
}

/** The cargo back into the inventory, each stack with its ledger row: never refused for room, so nothing carried is lost on arrival. */
async function unloadCargo(trx: Executor, row: JourneyRow, cityId: number, now: number): Promise<void> {
  for (const [itemId, quantity] of Object.entries(cargoHeld(await cargoRows(trx, [row.id])))) {
    await addItems(trx, row.player_id, itemId, quantity, { ignoreRoom: true });
    await recordLedger(trx, { playerId: row.player_id, kind: 'journey-cargo', itemId, quantity, copperDelta: 0, cityId, refId: row.id }, now);
  }
}

/** Puts an encounter before the caravan, unanswered until `autoResolveAt`. */
async function presentEncounter(trx: Executor, row: JourneyRow, checkIndex: number, encounterId: string, now: number, autoResolveAt: number): Promise<void> {
  await insertEncounter(trx, {
    id: randomUUID(),
    journey_id: row.id,
    player_id: row.player_id,
    check_index: checkIndex,
    encounter_id: encounterId,
    presented_at: now,
    auto_resolve_at: autoResolveAt,
    resolved_at: null,
    choice_id: null,
    outcome: null,
  });
}

type Step =
  | { kind: 'idle' }
  | { kind: 'checked' }
  | { kind: 'arrival-due' }
  /** Turned back, and back at the start. */
  | { kind: 'home-due' }
  | { kind: 'encounter'; playerId: string; journeyId: string }
  | { kind: 'answered'; playerId: string; journeyId: string; outcome: EncounterOutcome };

/** The first choice the player may take (the first choice of every encounter has no requirements). */
function autoChoice(choices: readonly RoadChoice[], chooser: Parameters<typeof firstEnabledChoice>[1]): RoadChoice {
  return firstEnabledChoice(choices, chooser) ?? choices[0]!;
}

/**
 * Answers the encounter `encounterId` of the locked journey `row` with `choiceId` (null: the
 * auto-resolve's first enabled choice), once. Requirements are checked on the rows this transaction
 * holds; the odds' roll was fixed when the journey started (checkpointRoll).
 */
async function answerIn(trx: Executor, row: JourneyRow, encounterId: string, choiceId: string | null, now: number): Promise<EncounterOutcome> {
  const encounter = await encounterById(trx, encounterId);
  if (!encounter || encounter.journey_id !== row.id) throw new Refusal('ENCOUNTER_NOT_FOUND');
  if (encounter.resolved_at !== null || row.status !== 'encounter') throw new Refusal('ENCOUNTER_RESOLVED');
  const definition = encounterDefinition(encounter.encounter_id);
  if (!definition) throw new Error(`encounter ${encounter.encounter_id} is not in the catalogue`);
  const cargo = cargoHeld(await cargoRows(trx, [row.id]));
  const flags = parseFlags(row.flags);
  const standing = await readStanding(trx, row.player_id);
  const chooser = await chooserOf(trx, row.player_id, standing, { cargo, flags, cityId: null });
  let choice: RoadChoice;
  if (choiceId === null) {
    choice = autoChoice(definition.choices, chooser);
  } else {
    const chosen = definition.choices.find((c) => c.id === choiceId);
    if (!chosen) throw new Refusal('CHOICE_NOT_FOUND');
    const availability = choiceAvailability(chosen, chooser);
    if (!availability.enabled) throw new Refusal('CHOICE_UNAVAILABLE', `${JOURNEY_ERRORS.CHOICE_UNAVAILABLE} ${availability.reason}`);
    choice = chosen;
  }
  const effects = rollChoice(choice, chooser.skills, checkpointRoll(row.seed, encounter.check_index).luck);
  const applied = await applyRoadEffects(trx, { playerId: row.player_id, kind: 'encounter', refId: encounter.id, cityId: null, journey: { id: row.id, cargo } }, standing, effects, now);
  const outcome: EncounterOutcome = {
    choiceId: choice.id,
    choiceText: choice.text,
    success: effects === choice.success,
    auto: choiceId === null,
    text: effects.text,
    copper: applied.copper,
    cargoLost: applied.cargoLost,
    cargoSold: effects.cargoSale !== undefined,
    goodsGained: applied.goodsGained,
    itemsSpent: applied.itemsSpent,
    delayMs: applied.delayMs,
    skillXp: applied.skillXp as Record<string, number>,
    reputation: applied.reputation,
    flagsGained: applied.flagsGained,
  };
  if (!(await claimEncounterAnswer(trx, encounter.id, choice.id, outcome, now))) throw new Refusal('ENCOUNTER_RESOLVED');
  const nextFlags = [...new Set<RoadFlag>([...flags, ...applied.flagsGained])];
  const moving = { ...row, status: 'travelling', moving_since: now + applied.delayMs };
  await moveJourneyOn(trx, row, { status: 'travelling', moving_since: moving.moving_since, flags: JSON.stringify(nextFlags), due_at: dueAt(moving) });
  return outcome;
}

/** One step of a journey due by `now`, in its own transaction (the arrival is taken elsewhere: it moves the character). */
async function stepIn(trx: Executor, journeyId: string, now: number): Promise<Step> {
  const row = await lockJourney(trx, journeyId);
  if (!row || (row.status !== 'travelling' && row.status !== 'encounter' && row.status !== 'returning')) return { kind: 'idle' };
  if (row.status === 'returning') return travelledAt(homewardClockOf(row), now) >= row.duration_ms ? { kind: 'home-due' } : { kind: 'idle' };
  if (row.status === 'encounter') {
    const pending = (await encounterRows(trx, [row.id])).find((e) => e.resolved_at === null);
    if (!pending) throw new Error(`journey ${row.id} stands at an encounter that is not there`);
    if (pending.auto_resolve_at > now) return { kind: 'idle' };
    const outcome = await answerIn(trx, row, pending.id, null, pending.auto_resolve_at);
    return { kind: 'answered', playerId: row.player_id, journeyId: row.id, outcome };
  }
  if (row.moving_since === null) throw new Error(`journey ${row.id} travels without moving`);
  const clock = { ...clockOf(row), movingSince: row.moving_since };
  const travelled = travelledAt(clock, now);
  const checkAt = encounterCheckpoints(row.distance, row.duration_ms)[row.next_check];
  if (checkAt !== undefined && travelled >= checkAt) {
    const roll = checkpointRoll(row.seed, row.next_check);
    // Secret routes bought for this journey halve the chance (issue 20).
    if (roll.happens >= encounterChanceOnRoute(encounterChanceWithFlags(encounterChance(row.risk_score), parseFlags(row.flags)), row.route_id !== null)) {
      const next = { ...row, next_check: row.next_check + 1 };
      await moveJourneyOn(trx, row, { next_check: next.next_check, due_at: dueAt(next) });
      return { kind: 'checked' };
    }
    const met = (await encounterRows(trx, [row.id])).map((e) => e.encounter_id);
    const definition = pickEncounter(roll.pick, met);
    // Presented now, whenever the check fell: a player away or a server down meanwhile still has the 10 s to answer.
    const autoResolveAt = now + ENCOUNTER_AUTO_RESOLVE_MS;
    await moveJourneyOn(trx, row, { status: 'encounter', travelled_ms: checkAt, moving_since: null, next_check: row.next_check + 1, due_at: autoResolveAt });
    await presentEncounter(trx, row, row.next_check, definition.id, now, autoResolveAt);
    return { kind: 'encounter', playerId: row.player_id, journeyId: row.id };
  }
  if (travelled >= row.duration_ms) return { kind: 'arrival-due' };
  const due = dueAt(row);
  if (due !== row.due_at) await moveJourneyOn(trx, row, { due_at: due });
  return { kind: 'idle' };
}

/** The arrival: cargo into the inventory, navigation learnt, the character at the destination's market (or in Venice). */
async function arriveIn(trx: Executor, journeyId: string, now: number): Promise<JourneyRow | undefined> {
  const row = await lockJourney(trx, journeyId);
  if (!row || row.status !== 'travelling' || row.moving_since === null) throw new JourneyMoved(journeyId);
  const clock = { ...clockOf(row), movingSince: row.moving_since };
  if (travelledAt(clock, now) < row.duration_ms) throw new JourneyMoved(journeyId);
  const arrivedAt = momentOfTravelled(clock, row.duration_ms);
  await moveJourneyOn(trx, row, { status: 'completed', travelled_ms: row.duration_ms, moving_since: null, due_at: null, finished_at: arrivedAt });
  await unloadCargo(trx, row, row.to_city_id, now);
  const standing = await readStanding(trx, row.player_id);
  await changePurse(trx, row.player_id, 0, now, { skills: { from: standing.skills, gained: { navigation: journeyNavigationXp(row.distance) }, cause: { kind: 'journey-arrival', cityId: row.to_city_id, refId: row.id } } });
  // A character put elsewhere meanwhile (a development server's placement) stays where it was put; the journey still ends.
  await writeArrival(trx, row.player_id, endPlace(row.to_city_id), now);
  return row;
}

/**
 * A caravan turned back is home: what is left of its cargo (and what it found) into the inventory,
 * the character at the start's market. The way back teaches nothing (no navigation, no arrival):
 * it only undoes the way out.
 */
async function comeHomeIn(trx: Executor, journeyId: string, now: number): Promise<JourneyRow | undefined> {
  const row = await lockJourney(trx, journeyId);
  if (!row || row.status !== 'returning' || row.moving_since === null) throw new JourneyMoved(journeyId);
  const home = homewardClockOf(row);
  if (travelledAt(home, now) < row.duration_ms) throw new JourneyMoved(journeyId);
  // travelled_ms stays where it turned: the history says how far it got.
  await moveJourneyOn(trx, row, { status: 'cancelled', moving_since: null, due_at: null, finished_at: momentOfTravelled(home, row.duration_ms) });
  await unloadCargo(trx, row, row.from_city_id, now);
  await writeArrival(trx, row.player_id, endPlace(row.from_city_id), now);
  return row;
}

/**
 * Runs a change that ends a journey (arrival, coming back after turning back) through presence when players are
 * live, so the session puts the character where it ends and no save of the road lands after it.
 */
export function endJourneyLive<T>(ctx: AppContext, playerId: string, cityId: number, change: () => Promise<T>): Promise<T> {
  return ctx.presence ? ctx.presence.changeCharacter(playerId, change, { kind: 'arrive', ...endPlace(cityId) }) : change();
}

/** Tells the player (if online) what their journey did, after the commit. */
async function tellJourney(ctx: AppContext, journeyId: string, now: number): Promise<JourneyView | undefined> {
  const row = await journeyById(ctx.db, journeyId);
  if (!row) return undefined;
  const view = await journeyViewOf(ctx.db, row, now);
  ctx.events.emit('journey-changed', { playerId: row.player_id, journey: view });
  return view;
}

/** Catches the journey up to `now`: every check, auto-resolve and the arrival due by then, in order. */
export async function advanceJourney(ctx: AppContext, journeyId: string): Promise<void> {
  for (let steps = 0; steps < MAX_STEPS; steps += 1) {
    const now = ctx.clock.now();
    let step: Step;
    try {
      step = await transact(ctx.db, (trx) => stepIn(trx, journeyId, now));
    } catch (error) {
      if (error instanceof JourneyMoved) continue;
      throw error;
    }
    if (step.kind === 'idle') return;
    if (step.kind === 'checked') continue;
    if (step.kind === 'encounter') {
      const view = await tellJourney(ctx, journeyId, now);
      if (view?.encounter) ctx.events.emit('encounter-started', { playerId: step.playerId, journey: view, encounter: view.encounter });
      return;
    }
    if (step.kind === 'answered') {
      tellAnswered(ctx, step.playerId, step.outcome);
      await tellJourney(ctx, journeyId, now);
      continue;
    }
    const row = await journeyById(ctx.db, journeyId);
    if (!row) return;
    const home = step.kind === 'home-due';
    let arrived: JourneyRow | undefined;
    try {
      arrived = await endJourneyLive(ctx, row.player_id, home ? row.from_city_id : row.to_city_id, () => transact(ctx.db, (trx) => (home ? comeHomeIn(trx, journeyId, now) : arriveIn(trx, journeyId, now))));
    } catch (error) {
      if (error instanceof JourneyMoved) continue;
      throw error;
    }
    if (arrived) {
      ctx.events.emit('player-changed', { playerId: arrived.player_id, reason: home ? 'journey-cancel' : 'journey-arrival' });
      const message = home ? `Your caravan is back in ${cityName(arrived.from_city_id)}` : `Your caravan arrived in ${cityName(arrived.to_city_id)}`;
      ctx.events.emit('player-notification', { playerId: arrived.player_id, notification: { type: home ? 'info' : 'success', message } });
      await tellJourney(ctx, journeyId, now);
    }
    return;
  }
}

function tellAnswered(ctx: AppContext, playerId: string, outcome: EncounterOutcome): void {
  ctx.events.emit('player-changed', { playerId, reason: 'encounter' });
  if (outcome.auto) ctx.events.emit('player-notification', { playerId, notification: { type: 'info', message: `Auto-resolved: ${outcome.choiceText}. ${outcome.text}` } });
}

/** POST /api/encounters/resolve and the socket's encounter-choose: the player's own answer. */
export async function resolveEncounter(ctx: AppContext, playerId: string, encounterId: string, choiceId: string): Promise<{ journey: JourneyView; outcome: EncounterOutcome }> {
  const now = ctx.clock.now();
  const { journeyId, outcome } = await transact(ctx.db, async (trx) => {
    const encounter = await encounterById(trx, encounterId);
    // Someone else's encounter is no more found than one that does not exist.
    if (!encounter || encounter.player_id !== playerId) throw new Refusal('ENCOUNTER_NOT_FOUND');
    const row = await lockJourney(trx, encounter.journey_id);
    if (!row) throw new Refusal('ENCOUNTER_NOT_FOUND');
    return { journeyId: row.id, outcome: await answerIn(trx, row, encounterId, choiceId, now) };
  });
  tellAnswered(ctx, playerId, outcome);
  // Nothing more is due at once (checks are never at the moment an answer is given), but a delay of none may have an arrival due.
  await advanceJourney(ctx, journeyId);
  const journey = await tellJourney(ctx, journeyId, ctx.clock.now());
  return { journey: journey!, outcome };
}

/** A development server's encounters are numbered past any journey's checks, so they never take a check's place. */
const DEV_ENCOUNTER_INDEX = 1_000_000;

/**
 * Development servers only (POST /api/dev/encounter): the caravan under way meets `encounterId` (or
 * one at random) now, as at a check. Answers the journey stopped there, or null when none is moving.
 */
export async function meetEncounterNow(ctx: AppContext, playerId: string, encounterId?: string): Promise<JourneyView | null> {
  const chosen = encounterId === undefined ? undefined : encounterDefinition(encounterId);
  if (encounterId !== undefined && !chosen) throw new Refusal('ENCOUNTER_NOT_FOUND');
  const under = await journeyUnderWay(ctx.db, playerId);
  if (!under) return null;
  // Whatever is due first (an arrival) happens first.
  await advanceJourney(ctx, under.id);
  const now = ctx.clock.now();
  const met = await transact(ctx.db, async (trx) => {
    const row = await lockJourney(trx, under.id);
    if (!row || row.status !== 'travelling' || row.moving_since === null) return false;
    const before = await encounterRows(trx, [row.id]);
    const definition = chosen ?? pickEncounter(ctx.random(), before.map((e) => e.encounter_id));
    const autoResolveAt = now + ENCOUNTER_AUTO_RESOLVE_MS;
    const travelled = travelledAt({ ...clockOf(row), movingSince: row.moving_since }, now);
    await moveJourneyOn(trx, row, { status: 'encounter', travelled_ms: travelled, moving_since: null, due_at: autoResolveAt });
    await presentEncounter(trx, row, DEV_ENCOUNTER_INDEX + before.length, definition.id, now, autoResolveAt);
    return true;
  });
  if (!met) return null;
  const view = await tellJourney(ctx, under.id, now);
  if (view?.encounter) ctx.events.emit('encounter-started', { playerId, journey: view, encounter: view.encounter });
  return view ?? null;
}
