import { clampToWorld, velocityFor, type MoveInput } from '@silkroad/shared';

/** A frame longer than this (a stall, a background tab) moves the player no further than this. */
export const MAX_FRAME_MS = 250;

export interface Position {
  x: number;
  y: number;
}

/** Where the player is after walking for `elapsedMs` with these keys held: shared speed, clamped to the world. */
export function stepPosition(from: Position, input: MoveInput, elapsedMs: number): Position {
  const { vx, vy } = velocityFor(input);
  if (vx === 0 && vy === 0) return from;
  const seconds = Math.min(MAX_FRAME_MS, Math.max(0, elapsedMs)) / 1000;
  return clampToWorld(from.x + vx * seconds, from.y + vy * seconds);
}

export type Facing = 'down' | 'up' | 'left' | 'right';

/** Which way a character faces when moving by (dx, dy); keeps the old facing when standing still. */
export function facingFor(dx: number, dy: number, previous: Facing): Facing {
  if (Math.abs(dx) < 1e-6 && Math.abs(dy) < 1e-6) return previous;
  if (Math.abs(dx) > Math.abs(dy) * 1.05) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}
