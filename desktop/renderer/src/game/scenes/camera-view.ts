import { WORLD_HEIGHT, WORLD_WIDTH, type Rect } from '@silkroad/shared';

function clampAxis(centre: number, size: number, world: number): number {
  // A screen wider than the world shows it centred, as a bounded camera does.
  return size >= world ? (world - size) / 2 : Math.min(world - size, Math.max(0, centre - size / 2));
}

/**
 * What a camera bounded to the world shows when it follows a point, grown by `margin` on every
 * side. Computed rather than read from the camera, whose view only updates when it renders.
 */
export function cameraViewAround(x: number, y: number, viewWidth: number, viewHeight: number, margin = 0): Rect {
  return {
    x: clampAxis(x, viewWidth, WORLD_WIDTH) - margin,
    y: clampAxis(y, viewHeight, WORLD_HEIGHT) - margin,
    width: viewWidth + margin * 2,
    height: viewHeight + margin * 2,
  };
}
