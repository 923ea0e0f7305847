/**
 * The personal workshop's floor as the scene draws it (002 §2, §4 "Bench placement", §9): the
 * current level's floor centred in the view, benches of 80x60 at positions measured from the
 * floor's centre and snapped to a grid, valid only wholly on the floor and clear of the others.
 * Pure geometry, shared by the scene, the panels and the tests; the server checks the same rules.
 */
import {
  BENCH_GRID_PX,
  BENCH_HEIGHT_PX,
  BENCH_OUTSIDE_TEXT,
  BENCH_WIDTH_PX,
  benchesOverlap,
  benchOnGrid,
  CRAFTING_ERRORS,
  WORKSHOP_LEVELS,
  benchById,
  benchFitsFloor,
  workshopLevel,
  type PlacedBench,
} from '@silkroad/shared';

/** Bench positions are whole multiples of this, from the floor's centre (the server checks the same grid). */
export const BENCH_GRID = BENCH_GRID_PX;

export function snapToGrid(value: number, grid: number = BENCH_GRID): number {
  // `+ 0` turns the -0 of a small negative into 0.
  return Math.round(value / grid) * grid + 0;
}

export function floorSize(level: number): { width: number; height: number } {
  const entry = workshopLevel(level) ?? WORKSHOP_LEVELS[0]!;
  return { width: entry.width, height: entry.height };
}

export type PlacementCheck = { valid: true } | { valid: false; reason: string };

/** Whether a bench may stand centred at (x, y): on the grid, on the floor, clear of every other bench (`ignoreId`: the one being moved). */
export function placementCheck(level: number, x: number, y: number, benches: readonly PlacedBench[], ignoreId: number | null = null): PlacementCheck {
  if (!benchOnGrid(x, y) || !benchFitsFloor(level, x, y)) return { valid: false, reason: BENCH_OUTSIDE_TEXT };
  if (benches.some((bench) => bench.id !== ignoreId && benchesOverlap(bench, { x, y }))) return { valid: false, reason: CRAFTING_ERRORS.BENCH_OVERLAP };
  return { valid: true };
}

/** Every grid position where a bench fits now, row by row from the top-left (for tests and for "place it anywhere"). */
export function freeCells(level: number, benches: readonly PlacedBench[]): Array<{ x: number; y: number }> {
  const { width, height } = floorSize(level);
  const maxX = Math.floor((width - BENCH_WIDTH_PX) / 2 / BENCH_GRID) * BENCH_GRID;
  const maxY = Math.floor((height - BENCH_HEIGHT_PX) / 2 / BENCH_GRID) * BENCH_GRID;
  const cells: Array<{ x: number; y: number }> = [];
  for (let y = -maxY; y <= maxY; y += BENCH_GRID) for (let x = -maxX; x <= maxX; x += BENCH_GRID) if (placementCheck(level, x, y, benches).valid) cells.push({ x, y });
  return cells;
}

/** Bench colours by profession (002 §9: "exact colours not shown"); the carpenter's bench takes the default grey. */
const BENCH_COLOURS: Readonly<Record<string, number>> = {
  blacksmithing: 0x59626e,
  textiles: 0x8e5aa8,
  alchemy: 0x3f8f6b,
  cooking: 0xc8702a,
};
export const DEFAULT_BENCH_COLOUR = 0x8a8a86;

export function benchColour(benchId: string): number {
  const bench = benchById(benchId);
  return (bench && BENCH_COLOURS[bench.profession]) ?? DEFAULT_BENCH_COLOUR;
}

/**
 * The part of the screen the floor is fitted into: clear of the panel column on the right and
 * the HUD on the left (wide screens and phones held sideways), and of the bar at the bottom.
 */
export const SIDE_PANEL_PX = 380;
/** The HUD's column (ui/world/hud.css .hud: 270 px wide at 12 px from the edge) and a gap. */
export const HUD_COLUMN_PX = 296;
export const SIDE_PANEL_MIN_SCREEN_PX = 900;
export const BOTTOM_BAR_PX = 64;
/**
 * A phone held sideways (ui/workshop/workshop-layer.css, max-height 480 px): the panels are a
 * 300 px column on the right and the HUD is 230 px wide (ui/world/hud.css), each with its edge
 * and a gap; below this height and from this width the floor is fitted between them.
 */
export const SHORT_SCREEN_MAX_PX = 480;
export const SHORT_SCREEN_MIN_WIDTH_PX = 640;
export const SHORT_SIDE_PANEL_PX = 320;
export const SHORT_HUD_COLUMN_PX = 250;
const FLOOR_MARGIN_PX = 40;

export interface WorkshopViewport {
  /** Where the floor's centre is drawn, in screen pixels. */
  centreX: number;
  centreY: number;
  zoom: number;
}

export function workshopViewport(screenWidth: number, screenHeight: number, level: number): WorkshopViewport {
  const sideways = screenHeight <= SHORT_SCREEN_MAX_PX && screenWidth >= SHORT_SCREEN_MIN_WIDTH_PX;
  const wide = !sideways && screenWidth >= SIDE_PANEL_MIN_SCREEN_PX;
  const left = sideways ? SHORT_HUD_COLUMN_PX : wide ? HUD_COLUMN_PX : 0;
  const right = sideways ? SHORT_SIDE_PANEL_PX : wide ? SIDE_PANEL_PX : 0;
  const width = Math.max(100, screenWidth - left - right);
  const height = Math.max(100, screenHeight - BOTTOM_BAR_PX);
  const floor = floorSize(level);
  const zoom = Math.min(1, width / (floor.width + FLOOR_MARGIN_PX * 2), height / (floor.height + FLOOR_MARGIN_PX * 2));
  return { centreX: left + width / 2, centreY: height / 2, zoom };
}
