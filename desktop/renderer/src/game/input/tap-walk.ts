import { PLAYER_SPEED_PX_PER_S } from '@silkroad/shared';
import { MAX_FRAME_MS, type Position } from '../entities/movement';
import type { StickVector } from './stick';

/** Closer than this to the tapped point, the player has arrived. */
export const ARRIVED_PX = 1;
/**
 * A walk that gets no nearer for this long has met something (a fence, the world's edge, a
 * server correction) and gives up, as a player would, instead of pressing into it forever.
 */
export const STUCK_MS = 250;
/** Less than this much nearer since the best so far is no progress. */
const PROGRESS_PX = 0.5;

/** A walk toward a tapped point of the world. */
export interface TapWalk {
  readonly target: Position;
  /** The nearest the player has come so far. */
  readonly closest: number;
  /** How long the walk has been getting no nearer. */
  readonly stuckMs: number;
}

export function startTapWalk(target: Position): TapWalk {
  return { target: { x: target.x, y: target.y }, closest: Number.POSITIVE_INFINITY, stuckMs: 0 };
}

/**
 * One frame of the walk: the stick that heads straight for the target from `at`, slowed on the
 * last frame so the step ends on the point instead of past it, and the walk to go on with (null
 * once arrived or blocked). `elapsedMs` is the frame the step will take, capped as the step caps it.
 */
export function steerTapWalk(walk: TapWalk, at: Position, elapsedMs: number, speedPxPerS = PLAYER_SPEED_PX_PER_S): { stick: StickVector | null; walk: TapWalk | null } {
  const dx = walk.target.x - at.x;
  const dy = walk.target.y - at.y;
  const distance = Math.hypot(dx, dy);
  if (!(distance > ARRIVED_PX)) return { stick: null, walk: null };
  const frameMs = Math.min(MAX_FRAME_MS, Math.max(0, elapsedMs));
  let { closest, stuckMs } = walk;
  if (distance < closest - PROGRESS_PX) {
    closest = distance;
    stuckMs = 0;
  } else {
    stuckMs += frameMs;
  }
  if (stuckMs >= STUCK_MS) return { stick: null, walk: null };
  const stepPx = (speedPxPerS * frameMs) / 1000;
  const strength = stepPx > 0 ? Math.min(1, distance / stepPx) : 1;
  return { stick: { x: (dx / distance) * strength, y: (dy / distance) * strength }, walk: { target: walk.target, closest, stuckMs } };
}
