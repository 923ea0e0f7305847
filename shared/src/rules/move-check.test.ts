import { describe, expect, it } from 'vitest';
import { WORLD_HEIGHT, WORLD_WIDTH } from '../catalogue/world';
import { checkMove, MOVE_ELAPSED_CAP_MS } from './move-check';
import { maxMoveDistance } from './movement';

const from = { x: 1000, y: 1000 };

describe('checkMove', () => {
  it('accepts a walk at the allowed speed', () => {
    expect(checkMove(from, { x: 1000 + maxMoveDistance(1000), y: 1000 }, 1000)).toBe('ok');
  });

  it('refuses a move faster than allowed', () => {
    expect(checkMove(from, { x: 1000 + maxMoveDistance(100) + 1, y: 1000 }, 100)).toBe('too-fast');
  });

  it('refuses a position outside the world, before judging speed', () => {
    expect(checkMove({ x: 5, y: 5 }, { x: -1, y: 5 }, 1000)).toBe('outside-world');
    expect(checkMove({ x: WORLD_WIDTH, y: 5 }, { x: WORLD_WIDTH + 1, y: 5 }, 1000)).toBe('outside-world');
    expect(checkMove({ x: 5, y: WORLD_HEIGHT }, { x: 5, y: WORLD_HEIGHT + 1 }, 1000)).toBe('outside-world');
    expect(checkMove(from, { x: Number.NaN, y: 5 }, 1000)).toBe('outside-world');
  });

  it('credits at most the cap for a long pause, so standing still does not earn a teleport', () => {
    const far = { x: 1000 + maxMoveDistance(MOVE_ELAPSED_CAP_MS) + 1, y: 1000 };
    expect(checkMove(from, far, 60_000)).toBe('too-fast');
    expect(checkMove(from, { x: 1000 + maxMoveDistance(MOVE_ELAPSED_CAP_MS), y: 1000 }, 60_000)).toBe('ok');
  });
});
