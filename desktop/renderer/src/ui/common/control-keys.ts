import type { KeyboardEvent } from 'react';

/** Keys a focused slider or radio group moves itself with. */
const CONTROL_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

export function isControlKey(key: string): boolean {
  return CONTROL_KEYS.has(key);
}

/**
 * The world reads the movement keys from the window: stopped at the control (a slider, a radio
 * group), they move the control without also walking the player.
 */
export function keepControlKeys(event: KeyboardEvent): void {
  if (CONTROL_KEYS.has(event.key)) event.stopPropagation();
}
