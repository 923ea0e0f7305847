import { describe, expect, it } from 'vitest';
import { FOOTSTEP_INTERVAL_MS, FOOTSTEP_RESTART_GAP_MS, FootstepPacer, isWalkingStep, type Foot } from './footstep-pacer';

/** Walks (or stands) for `ms` in frames of `frameMs`; the feet that landed. */
function run(pacer: FootstepPacer, walking: boolean, ms: number, frameMs: number): Foot[] {
  const feet: Foot[] = [];
  for (let t = 0; t < ms; t += frameMs) {
    const foot = pacer.advance(walking, Math.min(frameMs, ms - t));
    if (foot) feet.push(foot);
  }
  return feet;
}

describe('footstep pacing', () => {
  it('steps at once on setting off, then once per interval, feet alternating', () => {
    const pacer = new FootstepPacer();
    const feet = run(pacer, true, 5 * FOOTSTEP_INTERVAL_MS - 1, 1000 / 60);
    expect(feet).toEqual(['left', 'right', 'left', 'right', 'left']);
  });

  it('keeps the same cadence at any frame rate', () => {
    const walkMs = 10_000;
    const expected = Math.floor(walkMs / FOOTSTEP_INTERVAL_MS) + 1;
    for (const frameMs of [1000 / 144, 1000 / 60, 1000 / 30, 1000 / 12]) {
      const steps = run(new FootstepPacer(), true, walkMs, frameMs).length;
      expect(Math.abs(steps - expected), `${frameMs} ms frames`).toBeLessThanOrEqual(1);
    }
  });

  it('is quiet while standing still', () => {
    const pacer = new FootstepPacer();
    expect(run(pacer, false, 5_000, 16)).toEqual([]);
  });

  it('stops with the player and starts again on setting off', () => {
    const pacer = new FootstepPacer();
    expect(run(pacer, true, 600, 16)).toHaveLength(3);
    expect(run(pacer, false, 1_000, 16)).toEqual([]);
    expect(pacer.advance(true, 16)).not.toBeNull();
  });

  it('does not machine-gun when the player taps the keys', () => {
    const pacer = new FootstepPacer();
    let steps = 0;
    // 50 ms taps with 50 ms pauses for two seconds.
    for (let i = 0; i < 20; i++) {
      steps += run(pacer, true, 50, 10).length;
      steps += run(pacer, false, 50, 10).length;
    }
    expect(steps).toBeLessThanOrEqual(Math.ceil(2_000 / FOOTSTEP_RESTART_GAP_MS));
  });

  it('counts a long frame (a stall, a tab in the background) as a short one: no burst of steps after it', () => {
    const pacer = new FootstepPacer();
    pacer.advance(true, 16);
    const afterStalls = run(pacer, true, 10 * 5_000, 5_000);
    expect(afterStalls.length).toBeLessThanOrEqual(4);
    expect(pacer.advance(true, Number.NaN)).toBeNull();
  });

  it('takes a frame’s move as walking only between a hair and a teleport', () => {
    expect(isWalkingStep({ x: 0, y: 0 }, { x: 2.7, y: 0 })).toBe(true);
    expect(isWalkingStep({ x: 0, y: 0 }, { x: 0, y: 0 })).toBe(false);
    expect(isWalkingStep({ x: 0, y: 0 }, { x: 400, y: 300 })).toBe(false);
    expect(isWalkingStep(null, { x: 1, y: 1 })).toBe(false);
  });
});
