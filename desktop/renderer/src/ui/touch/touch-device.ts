/** What the browser says about touch: the touch points the device reports, and whether the main pointer is coarse (a finger). */
export interface TouchSignals {
  maxTouchPoints: number;
  coarsePointer: boolean;
}

/**
 * Whether to offer touch controls: on any device that can be touched (phones, tablets, touch
 * laptops), not only on the phones the user agent names. A touch that arrives on a device that
 * reported none turns them on too (use-touch-device.ts).
 */
export function isTouchCapable(signals: TouchSignals): boolean {
  return signals.maxTouchPoints > 0 || signals.coarsePointer;
}

export function readTouchSignals(): TouchSignals {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return { maxTouchPoints: 0, coarsePointer: false };
  return { maxTouchPoints: navigator.maxTouchPoints ?? 0, coarsePointer: window.matchMedia?.('(pointer: coarse)').matches ?? false };
}
