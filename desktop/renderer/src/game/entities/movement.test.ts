import { DIAGONAL_FACTOR, PLAYER_SPEED_PX_PER_S, WORLD_HEIGHT, WORLD_WIDTH } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { facingFor, MAX_FRAME_MS, stepPosition } from './movement';

const none = { left: false, right: false, up: false, down: false };

describe('stepPosition', () => {
  it('walks at the shared speed whatever the frame rate', () => {
    let at60 = { x: 1000, y: 1000 };
    for (let i = 0; i < 60; i++) at60 = stepPosition(at60, { ...none, right: true }, 1000 / 60);
    let at20 = { x: 1000, y: 1000 };
    for (let i = 0; i < 20; i++) at20 = stepPosition(at20, { ...none, right: true }, 50);
    expect(at60.x).toBeCloseTo(1000 + PLAYER_SPEED_PX_PER_S, 6);
    expect(at20.x).toBeCloseTo(1000 + PLAYER_SPEED_PX_PER_S, 6);
    expect(at60.y).toBe(1000);
  });

  it('slows diagonals so no direction is faster', () => {
    const next = stepPosition({ x: 500, y: 500 }, { ...none, up: true, left: true }, 1000 / 4);
    expect(next.x).toBeCloseTo(500 - (PLAYER_SPEED_PX_PER_S * DIAGONAL_FACTOR) / 4, 6);
    expect(next.y).toBeCloseTo(500 - (PLAYER_SPEED_PX_PER_S * DIAGONAL_FACTOR) / 4, 6);
  });

  it('stays put with no keys, or with opposite keys held', () => {
    const from = { x: 10, y: 20 };
    expect(stepPosition(from, none, 16)).toBe(from);
    expect(stepPosition(from, { left: true, right: true, up: false, down: false }, 16)).toBe(from);
  });

  it('never leaves the world', () => {
    expect(stepPosition({ x: 2, y: 2 }, { ...none, up: true, left: true }, 200)).toEqual({ x: 0, y: 0 });
    expect(stepPosition({ x: WORLD_WIDTH - 1, y: WORLD_HEIGHT - 1 }, { ...none, down: true, right: true }, 200)).toEqual({ x: WORLD_WIDTH, y: WORLD_HEIGHT });
  });

  it('does not jump after a stalled frame', () => {
    const next = stepPosition({ x: 1000, y: 1000 }, { ...none, down: true }, 5000);
    expect(next.y).toBeCloseTo(1000 + (PLAYER_SPEED_PX_PER_S * MAX_FRAME_MS) / 1000, 6);
  });
});

describe('facingFor', () => {
  it('faces the main direction of travel and keeps its facing when still', () => {
    expect(facingFor(5, 1, 'down')).toBe('right');
    expect(facingFor(-5, 1, 'down')).toBe('left');
    expect(facingFor(1, -5, 'down')).toBe('up');
    expect(facingFor(0, 3, 'left')).toBe('down');
    expect(facingFor(0, 0, 'left')).toBe('left');
  });
});
