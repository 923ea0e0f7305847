import { PLAYER_SPEED_PX_PER_S } from './movement';

/*
 * The server's speed check is a budget of distance over time (a token bucket), not a limit per
 * report. A limit per report grants its slack once per report, so many tiny reports add up to any
 * speed; the budget grants ONE slack, the capacity, whatever the number of reports. Over any
 * interval of T ms the distance accepted is at most
 *
 *     MOVE_BUDGET_CAPACITY_PX + MOVE_BUDGET_REFILL_PX_PER_S * T / 1000
 *
 * An honest client walks at most PLAYER_SPEED_PX_PER_S by its own clock (the renderer steps by
 * real frame time, each frame capped at 250 ms), so over an interval T the reports that ARRIVE
 * cover at most 160 px/s * (T + D), where D is how much the network delay varied (jitter, a
 * stall, a busy server). It is never refused while 160 * D <= capacity + 16 px/s * T.
 */

/**
 * The budget refills 10% faster than the walking speed. Clock drift between machines is parts
 * per million, so this is not for drift: it is what lets the budget refill while the player keeps
 * walking at full speed (by 16 px/s, so a drained budget is full again after 20 s of walking), so
 * a slow swing of latency wider than the capacity still passes when it builds over a few seconds
 * (a 3 s swing over 10 s). A cheater gains at most 10% speed from it: no teleport.
 */
export const MOVE_BUDGET_TOLERANCE = 1.1;
/** 176 px/s. */
export const MOVE_BUDGET_REFILL_PX_PER_S = PLAYER_SPEED_PX_PER_S * MOVE_BUDGET_TOLERANCE;
/**
 * 2 s of walking (320 px): absorbs a swing of network delay of up to 2 s (a 1.5 s stall with its
 * catch-up burst, plus ±150 ms of jitter), as the old 2 s cap on idle time did. It is also the
 * most a player can bank by standing still and spend in one jump.
 */
export const MOVE_BUDGET_CAPACITY_PX = 2 * PLAYER_SPEED_PX_PER_S;
/**
 * A new budget (entering the world, a character reset) holds one longest client frame of walking
 * (the renderer's MAX_FRAME_MS, 250 ms): the first frame after the client learns its position can
 * start before that moment. Not a full budget: a client that reconnects 30 times a minute must not
 * collect 30 capacities. Moves after the start are paid by refill: the client cannot have walked
 * from a position before the server sent it.
 */
export const MOVE_BUDGET_START_PX = PLAYER_SPEED_PX_PER_S / 4;

/** A player's budget: `px` may still be walked as of clock time `at` (ms); it refills from there. */
export interface MoveBudget {
  readonly px: number;
  readonly at: number;
}

export function freshMoveBudget(now: number): MoveBudget {
  return { px: MOVE_BUDGET_START_PX, at: now };
}

/**
 * The budget as one number, kept with the player between sessions: the time it was, or would have
 * been, empty, refilling since. The budget is the player's, not the connection's, so a reconnect,
 * or a second window, continues it instead of starting a new one.
 */
export function moveBudgetEmptyAt(budget: MoveBudget): number {
  return budget.at - (budget.px * 1000) / MOVE_BUDGET_REFILL_PX_PER_S;
}

/** The budget kept as moveBudgetEmptyAt gave it: it holds what it refilled since, up to the capacity. */
export function moveBudgetFromEmptyAt(emptyAt: number): MoveBudget {
  return { px: 0, at: emptyAt };
}

/** What the budget holds at `now`. A clock that went back refills nothing. */
export function availableMoveBudget(budget: MoveBudget, now: number): number {
  const elapsedMs = Math.max(0, now - budget.at);
  return Math.min(MOVE_BUDGET_CAPACITY_PX, budget.px + (MOVE_BUDGET_REFILL_PX_PER_S * elapsedMs) / 1000);
}

/**
 * Spends `distancePx` at `now`: the budget left, or undefined when it does not hold that much, in
 * which case nothing is spent (a refused move costs nothing).
 */
export function spendMoveBudget(budget: MoveBudget, distancePx: number, now: number): MoveBudget | undefined {
  const available = availableMoveBudget(budget, now);
  if (!(distancePx >= 0 && distancePx <= available)) return undefined;
  // `at` never goes back, so time before a clock step back is not refilled twice.
  return { px: available - distancePx, at: Math.max(budget.at, now) };
}
