import { isInsideWorld } from './location';
import { isMoveWithinSpeed } from './movement';

/**
 * The longest pause the speed check credits. Without a cap a player who stood still for a minute
 * could jump 14,000 px in one report; honest clients report every 100 ms while walking, so two
 * seconds covers a network stall.
 */
export const MOVE_ELAPSED_CAP_MS = 2_000;

export type MoveVerdict = 'ok' | 'outside-world' | 'too-fast';

/** The server's judgement of a reported position against the last one it accepted. */
export function checkMove(from: { x: number; y: number }, to: { x: number; y: number }, elapsedMs: number): MoveVerdict {
  if (!isInsideWorld(to.x, to.y)) return 'outside-world';
  if (!isMoveWithinSpeed(from, to, Math.min(elapsedMs, MOVE_ELAPSED_CAP_MS))) return 'too-fast';
  return 'ok';
}
