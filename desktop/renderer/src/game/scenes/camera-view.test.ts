import { WORLD_HEIGHT, WORLD_WIDTH } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { cameraViewAround } from './camera-view';

describe('cameraViewAround', () => {
  it('centres the view on the player in open country', () => {
    expect(cameraViewAround(2000, 1500, 1000, 600)).toEqual({ x: 1500, y: 1200, width: 1000, height: 600 });
  });

  it('stops at the edges of the world like the bounded camera', () => {
    expect(cameraViewAround(100, 50, 1000, 600)).toMatchObject({ x: 0, y: 0 });
    expect(cameraViewAround(WORLD_WIDTH, WORLD_HEIGHT, 1000, 600)).toMatchObject({ x: WORLD_WIDTH - 1000, y: WORLD_HEIGHT - 600 });
  });

  it('centres the world on a screen larger than it', () => {
    expect(cameraViewAround(10, 10, WORLD_WIDTH + 200, WORLD_HEIGHT + 100)).toMatchObject({ x: -100, y: -50 });
  });

  it('grows by the margin on every side', () => {
    expect(cameraViewAround(2000, 1500, 1000, 600, 50)).toEqual({ x: 1450, y: 1150, width: 1100, height: 700 });
  });
});
