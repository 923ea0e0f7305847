import { describe, expect, it } from 'vitest';
import { PLAYER_SPEED_PX_PER_S, type MoveInput } from '@silkroad/shared';
import { stepPosition, type Position } from '../entities/movement';
import { startTapWalk, steerTapWalk, STUCK_MS, type TapWalk } from './tap-walk';

const NO_KEYS: MoveInput = { left: false, right: false, up: false, down: false };
const FRAME_MS = 1000 / 30;

/** Walks frame by frame through the shared step, as the scenes do; `constrain` plays a fence. */
function walkOut(from: Position, target: Position, constrain: (to: Position) => Position = (to) => to, frameMs = FRAME_MS): { at: Position; frames: number; path: Position[] } {
  let at = from;
  let walk: TapWalk | null = startTapWalk(target);
  const path = [at];
  let frames = 0;
  while (walk && frames < 10_000) {
    const steered = steerTapWalk(walk, at, frameMs);
    walk = steered.walk;
    if (steered.stick) at = constrain(stepPosition(at, { ...NO_KEYS, stick: steered.stick }, frameMs));
    path.push(at);
    frames += 1;
  }
  return { at, frames, path };
}

describe('walking to a tapped point', () => {
  it('heads straight for the point at walking speed and stops on it', () => {
    const from = { x: 400, y: 300 };
    const target = { x: 700, y: 700 };
    const { at, frames, path } = walkOut(from, target);
    expect(Math.hypot(at.x - target.x, at.y - target.y)).toBeLessThanOrEqual(1);
    // 500 px at 160 px/s: about 3.1 s of frames, never faster.
    expect(frames * FRAME_MS).toBeGreaterThanOrEqual((500 / PLAYER_SPEED_PX_PER_S) * 1000);
    expect(frames * FRAME_MS).toBeLessThan((500 / PLAYER_SPEED_PX_PER_S) * 1000 + 3 * FRAME_MS);
    // A straight line: every point on the segment's line.
    for (const p of path) expect(Math.abs((p.x - from.x) * 400 - (p.y - from.y) * 300)).toBeLessThan(1e-6 * 500 * 500 + 1);
  });

  it('never steps past the point, even on long frames', () => {
    const { at } = walkOut({ x: 0, y: 0 }, { x: 45, y: 0 }, undefined, 250);
    expect(at.x).toBeCloseTo(45);
  });

  it('gives up when something stops the player', () => {
    const fence = (to: Position) => ({ x: Math.min(to.x, 500), y: to.y });
    const { at, frames } = walkOut({ x: 400, y: 300 }, { x: 800, y: 300 }, fence);
    expect(at).toEqual({ x: 500, y: 300 });
    // 100 px to the fence, then a quarter second of no progress.
    expect(frames * FRAME_MS).toBeLessThan((100 / PLAYER_SPEED_PX_PER_S) * 1000 + STUCK_MS + 3 * FRAME_MS);
  });

  it('is over at once when the player already stands there', () => {
    expect(steerTapWalk(startTapWalk({ x: 10, y: 10 }), { x: 10.5, y: 10 }, FRAME_MS)).toEqual({ stick: null, walk: null });
  });
});
