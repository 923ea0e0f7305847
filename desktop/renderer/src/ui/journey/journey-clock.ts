import { ENCOUNTER_AUTO_RESOLVE_MS, encounterCheckpoints, JOURNEY_SWEEP_MS, journeyProgress, momentOfTravelled, travelledAt, type JourneyClock, type JourneyView } from '@silkroad/shared';

type ClockView = Pick<JourneyView, 'status' | 'durationMs' | 'progress' | 'estimatedArrival'>;

/** Turned back: the caravan goes home along its road the other way (the server's homewardClock). */
export function isHomeward(view: Pick<JourneyView, 'status'>): boolean {
  return view.status === 'returning';
}

/** Where the caravan is bound now: its destination, or turned back, its start. */
export function boundFor(view: Pick<JourneyView, 'status' | 'fromCity' | 'toCity'>): string {
  return isHomeward(view) ? view.fromCity : view.toCity;
}

/**
 * The clock the caravan moves by, from the server's description of it: what it had travelled at
 * the view's `now`, and since when it moves again. The view gives progress and arrival, not the
 * clock; the clock follows from them: a moving journey that arrives at `estimatedArrival` with
 * `durationMs - travelled` still to go moves from `estimatedArrival - (durationMs - travelled)`
 * (the view's `now`, or later while an encounter's delay holds it up). Standing at an encounter
 * (no arrival time) it does not move. Turned back, it is the clock of the way home: what is
 * behind it on the road back is what it had no longer ahead of it on the way out.
 */
export function journeyClockOf(view: ClockView): JourneyClock {
  const travelledMs = (isHomeward(view) ? 1 - view.progress : view.progress) * view.durationMs;
  const movingSince = view.estimatedArrival === null ? null : view.estimatedArrival - (view.durationMs - travelledMs);
  return { durationMs: view.durationMs, travelledMs, movingSince };
}

/** Where the caravan is on its way (0 at the start, 1 at the destination) at the server's time `serverNow`, counted here between the server's words. */
export function journeyProgressAt(view: ClockView, serverNow: number): number {
  const moved = journeyProgress(journeyClockOf(view), serverNow);
  return isHomeward(view) ? 1 - moved : moved;
}

/**
 * When something may next happen to a journey that nothing pushes to us (test mode has no
 * socket): its next encounter check, its arrival, or the auto-resolve of the encounter it stands
 * at, a sweep later (the server moves journeys on once a second). Null for a finished journey.
 */
export function nextJourneyEventAt(view: Pick<JourneyView, 'status' | 'durationMs' | 'progress' | 'estimatedArrival' | 'distance' | 'encounter' | 'now'>): number | null {
  if (view.status === 'encounter') {
    const autoResolveAt = view.encounter?.autoResolveAt ?? view.now + ENCOUNTER_AUTO_RESOLVE_MS;
    return autoResolveAt + JOURNEY_SWEEP_MS;
  }
  // The way home meets nothing: the next thing is being back.
  if (isHomeward(view)) return view.estimatedArrival === null ? null : view.estimatedArrival + JOURNEY_SWEEP_MS;
  if (view.status !== 'travelling') return null;
  const clock = journeyClockOf(view);
  if (clock.movingSince === null) return null;
  const next = encounterCheckpoints(view.distance, view.durationMs).find((check) => check > clock.travelledMs) ?? view.durationMs;
  return momentOfTravelled({ ...clock, movingSince: clock.movingSince }, next) + JOURNEY_SWEEP_MS;
}

/**
 * How long the caravan would take to come back if it turned round at the server's `serverNow`: as
 * long as it has travelled, after any hold-up still holding it (the server's cancel-journey).
 */
export function wayBackMs(view: ClockView, serverNow: number): number {
  const clock = journeyClockOf(view);
  const heldMs = clock.movingSince === null ? 0 : Math.max(0, clock.movingSince - serverNow);
  return travelledAt(clock, serverNow) + heldMs;
}

/** A countdown on a clock face: "1:52:30", "12:05", "0:09"; never below "0:00". */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** A length of time in words: "1 h 52 min 30 s", "30 min", "45 s"; the parts that are zero left out. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const parts: string[] = [];
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours) parts.push(`${hours} h`);
  if (minutes) parts.push(`${minutes} min`);
  if (seconds || parts.length === 0) parts.push(`${seconds} s`);
  return parts.join(' ');
}

/** Whole percent for the bar's label: 99 until it has truly arrived, so "100%" means there. */
export function progressPercent(progress: number): number {
  const percent = Math.floor(Math.min(1, Math.max(0, progress)) * 100);
  return progress >= 1 ? 100 : Math.min(99, percent);
}

export type JourneyEta =
  | { kind: 'arriving'; ms: number }
  /** Turned back: back at the start in `ms`. */
  | { kind: 'returning'; ms: number }
  /** An encounter's delay holds the caravan: it moves on in `ms`. */
  | { kind: 'held'; ms: number }
  /** Standing at an encounter: no arrival time until it is answered. */
  | { kind: 'halted' }
  /** Due now: the server's sweep is about to say it arrived. */
  | { kind: 'arriving-now' };

/** What the ETA says at the server's `serverNow`: the countdown to arrival, the hold-up, or the halt. */
export function journeyEta(view: ClockView, serverNow: number): JourneyEta {
  if (view.status === 'encounter' || view.estimatedArrival === null) return { kind: 'halted' };
  const { movingSince } = journeyClockOf(view);
  if (movingSince !== null && movingSince > serverNow) return { kind: 'held', ms: movingSince - serverNow };
  const ms = view.estimatedArrival - serverNow;
  if (ms <= 0) return { kind: 'arriving-now' };
  return isHomeward(view) ? { kind: 'returning', ms } : { kind: 'arriving', ms };
}

/** The ETA in words: "Arrives in 12:05", "Back in 12:05", "Held up: moves on in 0:45", "Halted at an encounter", "Arriving…". */
export function etaText(eta: JourneyEta): string {
  switch (eta.kind) {
    case 'arriving':
      return `Arrives in ${formatCountdown(eta.ms)}`;
    case 'returning':
      return `Back in ${formatCountdown(eta.ms)}`;
    case 'held':
      return `Held up: moves on in ${formatCountdown(eta.ms)}`;
    case 'halted':
      return 'Halted at an encounter';
    case 'arriving-now':
      return 'Arriving…';
  }
}

/** A journey described this much later than our idea of the server's time says our clock is behind. */
export const JOURNEY_CLOCK_TOLERANCE_MS = 5_000;

/**
 * Whether a journey the server just described says our idea of its clock is behind (the view's
 * `now` is later than our server time): the ETA, the caravan and an encounter's countdown would
 * run late, so the clock is synced at once (as the farm's beds do). A view older than our clock is
 * no sign: it may come from the cache.
 */
export function clockBehindJourney(view: Pick<JourneyView, 'now'>, serverNow: number): boolean {
  return view.now - serverNow > JOURNEY_CLOCK_TOLERANCE_MS;
}
