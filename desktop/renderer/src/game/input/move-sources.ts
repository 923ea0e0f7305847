import type { MoveInput } from '@silkroad/shared';
import type { StickVector } from './stick';

/** Whether any walking key is held. */
export function anyKeyHeld(keys: MoveInput): boolean {
  return keys.left || keys.right || keys.up || keys.down;
}

/**
 * One MoveInput for the frame from the keyboard and touch: a held key wins (a player at the
 * keyboard means it), else the touch stick or tap-walk, else the keys as they are (none).
 */
export function combineMoveInputs(keys: MoveInput, touch: StickVector | null): MoveInput {
  if (anyKeyHeld(keys) || touch === null) return keys;
  return { ...keys, stick: touch };
}
