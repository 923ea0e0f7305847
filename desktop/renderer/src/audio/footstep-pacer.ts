import { WALK_FRAME_MS } from '../game/entities/character-frames';

/**
 * One footfall per stepping pose of the walk cycle (stepA, stand, stepB, stand): the sound keeps
 * time with the feet on screen, whatever the frame rate.
 */
export const FOOTSTEP_INTERVAL_MS = 2 * WALK_FRAME_MS;
/** Setting off again sooner than this after the last footfall waits for the cadence instead of stepping at once. */
export const FOOTSTEP_RESTART_GAP_MS = 180;
/** A frame longer than this (a tab in the background, a stall) counts as this long: no burst of steps after it. */
const MAX_FRAME_MS = 100;

export type Foot = 'left' | 'right';

/**
 * Decides, frame by frame, when a footstep sounds while the player walks. The first step sounds
 * as the player sets off, then one every FOOTSTEP_INTERVAL_MS; standing still stops them.
 */
export class FootstepPacer {
  private sinceStep = Number.POSITIVE_INFINITY;
  private walking = false;
  private next: Foot = 'left';

  /** Advances one frame; the foot that lands in it, if one does. */
  advance(walking: boolean, elapsedMs: number): Foot | null {
    const elapsed = Number.isFinite(elapsedMs) ? Math.min(Math.max(elapsedMs, 0), MAX_FRAME_MS) : 0;
    this.sinceStep += elapsed;
    const setOff = walking && !this.walking;
    this.walking = walking;
    if (!walking) return null;
    if (setOff ? this.sinceStep < FOOTSTEP_RESTART_GAP_MS : this.sinceStep < FOOTSTEP_INTERVAL_MS) return null;
    // Keeping the remainder holds the cadence steady when frames do not divide it evenly.
    this.sinceStep = setOff || this.sinceStep >= 2 * FOOTSTEP_INTERVAL_MS ? 0 : this.sinceStep - FOOTSTEP_INTERVAL_MS;
    const foot = this.next;
    this.next = foot === 'left' ? 'right' : 'left';
    return foot;
  }
}

/** A frame's movement of the local player counts as walking: more than a hair, less than a teleport. */
export const TELEPORT_DISTANCE_PX = 64;

export function isWalkingStep(from: { x: number; y: number } | null, to: { x: number; y: number } | null): boolean {
  if (!from || !to) return false;
  const distance = Math.hypot(to.x - from.x, to.y - from.y);
  return distance > 0.01 && distance < TELEPORT_DISTANCE_PX;
}
