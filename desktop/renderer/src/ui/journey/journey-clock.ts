import { ENCOUNTER_AUTO_RESOLVE_MS, encounterCheckpoints, JOURNEY_SWEEP_MS, journeyProgress, momentOfTravelled, type JourneyClock, type JourneyView } from '@silkroad/shared';

/**
 * A journey's clock from the server's description of it: what it had travelled at the view's
 * `now`, and since when it moves again. The view gives progress and arrival, not the clock; the
 * clock follows from them: a moving journey that arrives at `estimatedArrival` with
 * `durationMs - travelled` still to go moves from `estimatedArrival - (durationMs - travelled)`
 * (the view's `now`, or later while an encounter's delay holds it up). Standing at an encounter
 * (no arrival time) it does not move.
 */
export function journeyClockOf(view: Pick<JourneyView, 'durationMs' | 'progress' | 'estimatedArrival'>): JourneyClock {
  const travelledMs = view.progress * view.durationMs;
  const movingSince = view.estimatedArrival === null ? null : view.estimatedArrival - (view.durationMs - travelledMs);
  return { durationMs: view.durationMs, travelledMs, movingSince };
}

/** The journey's progress (0 to 1) at the server's time `serverNow`, counted here between the server's words. */
export function journeyProgressAt(view: Pick<JourneyView, 'durationMs' | 'progress' | 'estimatedArrival'>, serverNow: number): number {
  return journeyProgress(journeyClockOf(view), serverNow);
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
  if (view.status !== 'travelling') return null;
  const clock = journeyClockOf(view);
  if (clock.movingSince === null) return null;
  const next = encounterCheckpoints(view.distance, view.durationMs).find((check) => check > clock.travelledMs) ?? view.durationMs;
  return momentOfTravelled({ ...clock, movingSince: clock.movingSince }, next) + JOURNEY_SWEEP_MS;
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
  /** An encounter's delay holds the caravan: it moves on in `ms`. */
  | { kind: 'held'; ms: number }
  /** Standing at an encounter: no arrival time until it is answered. */
  | { kind: 'halted' }
  /** Due now: the server's sweep is about to say it arrived. */
  | { kind: 'arriving-now' };

/** What the ETA says at the server's `serverNow`: the countdown to arrival, the hold-up, or the halt. */
export function journeyEta(view: Pick<JourneyView, 'status' | 'durationMs' | 'progress' | 'estimatedArrival'>, serverNow: number): JourneyEta {
  if (view.status === 'encounter' || view.estimatedArrival === null) return { kind: 'halted' };
  const { movingSince } = journeyClockOf(view);
  if (movingSince !== null && movingSince > serverNow) return { kind: 'held', ms: movingSince - serverNow };
  const ms = view.estimatedArrival - serverNow;
  return ms > 0 ? { kind: 'arriving', ms } : { kind: 'arriving-now' };
}

/** The ETA in words: "Arrives in 12:05", "Held up: moves on in 0:45", "Halted at an encounter", "Arriving…". */
export function etaText(eta: JourneyEta): string {
  switch (eta.kind) {
    case 'arriving':
      return `Arrives in ${formatCountdown(eta.ms)}`;
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
