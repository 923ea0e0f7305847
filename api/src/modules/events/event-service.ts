import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  choiceAvailability,
  EVENT_ACTIVITY_WINDOW_MS,
  RANDOM_EVENT_CHECK_MS,
  RANDOM_EVENT_EXPIRY_MS,
  randomEventByKind,
  rollChoice,
  rollRandomEvent,
  type EventOutcome,
  type RandomEventDefinition,
  type RandomEventView,
  type RoadChooser,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Db, Executor } from '../../db/database';
import type { PruneRule } from '../../db/prune-rules';
import type { RandomEventsTable } from '../../db/schema';
import { isUniqueViolation, lockPlayers, transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { applyRoadEffects, chooserOf, choiceViews, readStanding } from '../journeys/road-effects';
import { readPlace } from '../players/player-position';
import { startSweep, type Sweep } from '../../sweep';
import { isPlaying } from './event-activity';

/*
 * Random events (000 §9), on the server: every player in the world is checked every 2 minutes
 * (RANDOM_EVENT_CHECK_MS) while they play (event-activity.ts: a live socket, and a move or a doing
 * of their own within EVENT_ACTIVITY_WINDOW_MS), each kind with its probability and cooldown; what
 * happens waits for the player's answer, one event at a time, and passes after 10 minutes
 * unanswered. Answers go through the road's choice model, the ledger and its guards.
 */

type EventRow = Selectable<RandomEventsTable>;

/** Players checked per sweep pass at most; the rest are next in line. */
const CHECK_BATCH = 500;
/** The sweep runs this often, so each player's check falls within this of its 2 minutes. */
export const EVENT_SWEEP_MS = 15_000;

function definitionOf(row: Pick<EventRow, 'kind'>): RandomEventDefinition {
  const definition = randomEventByKind(row.kind);
  if (!definition) throw new Error(`random event ${row.kind} is not in the catalogue`);
  return definition;
}

/** The event as its dialog shows it; `chooser` (the player now) for one still to answer. */
function eventView(row: EventRow, chooser: RoadChooser | null): RandomEventView {
  const definition = definitionOf(row);
  return {
    id: row.id,
    kind: definition.kind,
    title: definition.title,
    description: definition.description,
    choices: choiceViews(definition.choices, chooser, 'This event is over'),
    status: row.status as RandomEventView['status'],
    presentedAt: row.presented_at,
    expiresAt: row.expires_at,
    outcome: row.outcome === null ? null : (JSON.parse(row.outcome) as EventOutcome),
  };
}

/** The player as an event's requirements read them, where they stand now (a location requirement reads the city). */
async function eventChooser(trx: Executor, ctx: AppContext, playerId: string): Promise<RoadChooser> {
  const place = await readPlace(trx, ctx, playerId, { lock: false });
  return chooserOf(trx, playerId, await readStanding(trx, playerId), { flags: [], cityId: place.kind === 'city' ? place.cityId : null });
}

/** Pending events left unanswered past their time pass, with no consequence. */
async function expireStale(db: Executor, now: number, playerId?: string): Promise<void> {
  await db
    .updateTable('random_events')
    .set({ status: 'expired' })
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .$if(playerId !== undefined, (query) => query.where('player_id', '=', playerId!))
    .execute();
}

/** GET /api/events/pending. */
export async function pendingEvent(ctx: AppContext, playerId: string): Promise<RandomEventView | null> {
  await expireStale(ctx.db, ctx.clock.now(), playerId);
  const row = await ctx.db.selectFrom('random_events').selectAll().where('player_id', '=', playerId).where('status', '=', 'pending').executeTakeFirst();
  return row ? eventView(row, await eventChooser(ctx.db, ctx, playerId)) : null;
}

/**
 * One check of one player, once whoever runs it (the check's time is taken by a guarded update on
 * the value read). Answers the event presented, if one was: none while another waits for an answer.
 */
export async function checkPlayer(ctx: AppContext, playerId: string, now: number): Promise<RandomEventView | undefined> {
  await expireStale(ctx.db, now, playerId);
  return transact(ctx.db, async (trx) => {
    await lockPlayers(trx, [playerId]);
    const player = await trx.selectFrom('players').select(['last_event_check_at', 'location_state', 'move_budget_empty_at']).where('user_id', '=', playerId).executeTakeFirst();
    if (!player || (player.last_event_check_at !== null && now - player.last_event_check_at < RANDOM_EVENT_CHECK_MS)) return undefined;
    const claimed = await trx
      .updateTable('players')
      .set({ last_event_check_at: now })
      .where('user_id', '=', playerId)
      .where((eb) => (player.last_event_check_at === null ? eb('last_event_check_at', 'is', null) : eb('last_event_check_at', '=', player.last_event_check_at)))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return undefined;
    // The first check only starts the count: the first roll is two minutes into play, as every later one.
    if (player.last_event_check_at === null) return undefined;
    // Only in the world (the map presence shows every process): on the farm a player tends their
    // crops, on the road the caravan meets its encounters, and Venice is off the map.
    if (player.location_state !== 'IN_CITY') return undefined;
    // A check passes without a roll while the player is not playing; it is still taken above, so
    // an idle player is looked at again only a check later, and never crowds out those playing.
    if (!(await isPlaying(trx, ctx, playerId, player, now))) return undefined;
    const pending = await trx.selectFrom('random_events').select('id').where('player_id', '=', playerId).where('status', '=', 'pending').executeTakeFirst();
    if (pending) return undefined;
    const recent = await trx
      .selectFrom('random_events')
      .select(['kind', (eb) => eb.fn.max('presented_at').as('last')])
      .where('player_id', '=', playerId)
      .where('presented_at', '>', now - RANDOM_EVENT_EXPIRY_MS)
      .groupBy('kind')
      .execute();
    const event = rollRandomEvent(ctx.random, Object.fromEntries(recent.map((r) => [r.kind, Number(r.last)])), now);
    if (!event) return undefined;
    return presentIn(trx, ctx, playerId, event, now);
  });
}

/** Presents `event` to the player inside the caller's transaction: its luck is drawn now, once. */
async function presentIn(trx: Executor, ctx: AppContext, playerId: string, event: RandomEventDefinition, now: number): Promise<RandomEventView | undefined> {
  const place = await readPlace(trx, ctx, playerId, { lock: false });
  const row: EventRow = {
    id: randomUUID(),
    player_id: playerId,
    kind: event.kind,
    status: 'pending',
    city_id: place.kind === 'city' ? place.cityId : null,
    luck: ctx.random(),
    presented_at: now,
    expires_at: now + RANDOM_EVENT_EXPIRY_MS,
    answered_at: null,
    choice_id: null,
    outcome: null,
  };
  try {
    await trx.insertInto('random_events').values(row).execute();
  } catch (error) {
    // Another event is waiting already (the one-pending index).
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  return eventView(row, await eventChooser(trx, ctx, playerId));
}

/** Presents an event of this kind now, whatever the roll (development servers and tests: the dev clock's partner). */
export async function presentEvent(ctx: AppContext, playerId: string, kind: string): Promise<RandomEventView | undefined> {
  const event = randomEventByKind(kind);
  if (!event) throw new Refusal('EVENT_NOT_FOUND');
  const view = await transact(ctx.db, async (trx) => {
    await lockPlayers(trx, [playerId]);
    return presentIn(trx, ctx, playerId, event, ctx.clock.now());
  });
  if (view) ctx.events.emit('random-event', { playerId, event: view });
  return view;
}

/**
 * The sweep's pass: every player whose check is due, among those seen or who moved within the
 * activity window; each check then asks whether they are playing (checkPlayer). Answers how many
 * events happened.
 */
export async function checkActivePlayers(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  await expireStale(ctx.db, now);
  const since = now - EVENT_ACTIVITY_WINDOW_MS;
  const due = await ctx.db
    .selectFrom('players')
    .select('user_id')
    // Only narrows whom the pass looks at, and qualifies nobody: the client marks the player seen
    // every 30 s while it runs (POST /api/time/process-offline), and presence saves a walker's moves.
    .where((eb) => eb.or([eb('last_seen_at', '>', since), eb('move_budget_empty_at', '>', since)]))
    .where((eb) => eb.or([eb('last_event_check_at', 'is', null), eb('last_event_check_at', '<=', now - RANDOM_EVENT_CHECK_MS)]))
    .limit(CHECK_BATCH)
    .execute();
  let happened = 0;
  for (const { user_id: playerId } of due) {
    const view = await checkPlayer(ctx, playerId, now);
    if (!view) continue;
    happened += 1;
    ctx.events.emit('random-event', { playerId, event: view });
  }
  return happened;
}

export function startEventSweep(ctx: AppContext, intervalMs = EVENT_SWEEP_MS): Sweep {
  return startSweep('random events', intervalMs, () => checkActivePlayers(ctx), ctx);
}

/** POST /api/events/{id}/answer: once, its requirements checked on the rows this transaction holds. */
export async function answerEvent(ctx: AppContext, playerId: string, eventId: string, choiceId: string): Promise<{ event: RandomEventView; outcome: EventOutcome }> {
  const now = ctx.clock.now();
  const result = await transact(ctx.db, async (trx) => {
    await lockPlayers(trx, [playerId]);
    const row = await trx.selectFrom('random_events').selectAll().where('id', '=', eventId).executeTakeFirst();
    // Someone else's event is no more found than one that does not exist.
    if (!row || row.player_id !== playerId) throw new Refusal('EVENT_NOT_FOUND');
    if (row.status !== 'pending' || row.expires_at <= now) throw new Refusal('EVENT_OVER');
    const choice = definitionOf(row).choices.find((c) => c.id === choiceId);
    if (!choice) throw new Refusal('CHOICE_NOT_FOUND');
    const chooser = await eventChooser(trx, ctx, playerId);
    if (!choiceAvailability(choice, chooser).enabled) throw new Refusal('CHOICE_UNAVAILABLE');
    const effects = rollChoice(choice, chooser.skills, row.luck);
    const standing = await readStanding(trx, playerId);
    const applied = await applyRoadEffects(trx, { playerId, kind: 'random-event', refId: row.id, cityId: chooser.cityId }, standing, effects, now);
    const outcome: EventOutcome = {
      choiceId: choice.id,
      choiceText: choice.text,
      success: effects === choice.success,
      text: effects.text,
      copper: applied.copper,
      goodsGained: applied.goodsGained,
      itemsSpent: applied.itemsSpent,
      skillXp: applied.skillXp as Record<string, number>,
      reputation: applied.reputation,
    };
    const claimed = await trx
      .updateTable('random_events')
      .set({ status: 'answered', answered_at: now, choice_id: choice.id, outcome: JSON.stringify(outcome) })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new Refusal('EVENT_OVER');
    return { event: eventView({ ...row, status: 'answered', answered_at: now, choice_id: choice.id, outcome: JSON.stringify(outcome) }, null), outcome };
  });
  ctx.events.emit('player-changed', { playerId, reason: 'random-event' });
  return result;
}

/**
 * A character starting over forgets the event waiting for its answer: it came to the old
 * character, and its luck was drawn for them. Events answered or passed stay, so their cooldowns
 * hold across a start over (the statistics count from the start over anyway).
 */
export async function forgetPendingEvent(trx: Executor, playerId: string): Promise<void> {
  await trx.deleteFrom('random_events').where('player_id', '=', playerId).where('status', '=', 'pending').execute();
}

/** A month on, an event answered or passed has served: cooldowns look back ten minutes at most. */
export const PAST_EVENT_TTL_MS = 30 * 24 * 3_600_000;

export const EVENT_PRUNE_RULES = {
  pastEvents: (db: Db, now: number) => db.deleteFrom('random_events').where('presented_at', '<', now - PAST_EVENT_TTL_MS).where('status', '!=', 'pending'),
} as const satisfies Readonly<Record<string, PruneRule>>;
