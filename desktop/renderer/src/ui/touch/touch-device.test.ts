import { describe, expect, it } from 'vitest';
import { isTouchCapable } from './touch-device';

describe('isTouchCapable', () => {
  it('is true on a device with touch points or a finger for a pointer', () => {
    expect(isTouchCapable({ maxTouchPoints: 5, coarsePointer: true })).toBe(true);
    // A touch laptop: a mouse for the main pointer, and a screen that can be touched.
    expect(isTouchCapable({ maxTouchPoints: 10, coarsePointer: false })).toBe(true);
    expect(isTouchCapable({ maxTouchPoints: 0, coarsePointer: true })).toBe(true);
  });

  it('is false on a keyboard-and-mouse computer', () => {
    expect(isTouchCapable({ maxTouchPoints: 0, coarsePointer: false })).toBe(false);
  });
});
