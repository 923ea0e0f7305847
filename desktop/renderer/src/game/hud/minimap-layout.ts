import { WORLD_HEIGHT, WORLD_WIDTH } from '@silkroad/shared';

export const MINIMAP_WIDTH_PX = 200;
export const MINIMAP_HEIGHT_PX = Math.round((MINIMAP_WIDTH_PX * WORLD_HEIGHT) / WORLD_WIDTH);
export const MINIMAP_MARGIN_PX = 14;
/** Below this screen size the minimap would cover too much of the world: it hides. */
const MIN_VIEW_WIDTH_PX = 640;
const MIN_VIEW_HEIGHT_PX = 420;

export interface MinimapRect {
  x: number;
  y: number;
  width: number;
  height: number;
  visible: boolean;
}

/** The minimap sits in the bottom-right corner of the screen. */
export function minimapRect(viewWidth: number, viewHeight: number): MinimapRect {
  return {
    x: viewWidth - MINIMAP_WIDTH_PX - MINIMAP_MARGIN_PX,
    y: viewHeight - MINIMAP_HEIGHT_PX - MINIMAP_MARGIN_PX,
    width: MINIMAP_WIDTH_PX,
    height: MINIMAP_HEIGHT_PX,
    visible: viewWidth >= MIN_VIEW_WIDTH_PX && viewHeight >= MIN_VIEW_HEIGHT_PX,
  };
}

/** A world position on the minimap (screen pixels). */
export function toMinimap(rect: MinimapRect, x: number, y: number): { x: number; y: number } {
  return { x: rect.x + (x / WORLD_WIDTH) * rect.width, y: rect.y + (y / WORLD_HEIGHT) * rect.height };
}
