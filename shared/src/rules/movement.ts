/** Walking speed in world pixels per second (spec 000 §9). */
export const PLAYER_SPEED_PX_PER_S = 160;
export const DIAGONAL_FACTOR = 0.707;
/** The client reports its position at most this often, and only after this much change. */
export const MOVE_SEND_INTERVAL_MS = 100;
export const MOVE_SEND_MIN_DISTANCE_PX = 5;
/** Remote players glide to each reported position over this long. */
export const REMOTE_MOVE_TWEEN_MS = 200;
/**
 * The server accepts a little more than the walking speed: reports leave the client on a timer
 * and arrive with network jitter, so two reports can land closer together than they were sent.
 */
export const MOVE_SPEED_TOLERANCE = 1.5;
/** Distance always allowed between two reports, whatever the time between them (jitter floor). */
export const MOVE_SLACK_PX = 24;

export interface MoveInput {
  left: boolean;
  right: boolean;
  up: boolean;
  down: boolean;
}

/** Velocity in px/s for the held keys; diagonals are slowed so no direction is faster. */
export function velocityFor(input: MoveInput): { vx: number; vy: number } {
  const dx = (input.right ? 1 : 0) - (input.left ? 1 : 0);
  const dy = (input.down ? 1 : 0) - (input.up ? 1 : 0);
  const factor = dx !== 0 && dy !== 0 ? DIAGONAL_FACTOR : 1;
  return { vx: dx * PLAYER_SPEED_PX_PER_S * factor, vy: dy * PLAYER_SPEED_PX_PER_S * factor };
}

/** The farthest a player may have walked in `elapsedMs`, as the server judges it. */
export function maxMoveDistance(elapsedMs: number): number {
  return (PLAYER_SPEED_PX_PER_S * MOVE_SPEED_TOLERANCE * Math.max(0, elapsedMs)) / 1000 + MOVE_SLACK_PX;
}

export function isMoveWithinSpeed(from: { x: number; y: number }, to: { x: number; y: number }, elapsedMs: number): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) <= maxMoveDistance(elapsedMs);
}
