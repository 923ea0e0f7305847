/** Walking speed in world pixels per second (spec 000 §9). */
export const PLAYER_SPEED_PX_PER_S = 160;
export const DIAGONAL_FACTOR = 0.707;
/** The client reports its position at most this often, and only after this much change. */
export const MOVE_SEND_INTERVAL_MS = 100;
export const MOVE_SEND_MIN_DISTANCE_PX = 5;
/** Remote players glide to each reported position over this long. */
export const REMOTE_MOVE_TWEEN_MS = 200;
/**
 * A client that floods player-move past its rate limit is told so at most this often (the
 * dropped moves themselves are not answered).
 */
export const MOVE_FLOOD_WARNING_INTERVAL_MS = 10_000;

export interface MoveInput {
  left: boolean;
  right: boolean;
  up: boolean;
  down: boolean;
  /**
   * A direction of any angle (a touch stick, or the walk to a tapped point): x right, y down, of
   * length at most 1 (longer is cut to 1). When set it stands in for the four keys, so touch walks
   * through the same rule, at the same top speed, as the keyboard.
   */
  stick?: { x: number; y: number };
}

/** Velocity in px/s for the held keys; diagonals are slowed so no direction is faster. */
export function velocityFor(input: MoveInput): { vx: number; vy: number } {
  if (input.stick) {
    const { x, y } = input.stick;
    const length = Math.hypot(x, y);
    if (!Number.isFinite(length) || length === 0) return { vx: 0, vy: 0 };
    const scale = (PLAYER_SPEED_PX_PER_S * Math.min(1, length)) / length;
    return { vx: x * scale, vy: y * scale };
  }
  const dx = (input.right ? 1 : 0) - (input.left ? 1 : 0);
  const dy = (input.down ? 1 : 0) - (input.up ? 1 : 0);
  const factor = dx !== 0 && dy !== 0 ? DIAGONAL_FACTOR : 1;
  return { vx: dx * PLAYER_SPEED_PX_PER_S * factor, vy: dy * PLAYER_SPEED_PX_PER_S * factor };
}
