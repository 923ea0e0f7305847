/**
 * The countryside farm as a map of its own (spec 002 §2 "Farming (countryside) scene", §9 "Plots
 * and crops"): a 3x3 grid of 100-unit cells with the farm building in the centre cell and eight
 * 90x90 beds around it, a home workshop to the right and the city gate's return area in the
 * top-left corner (250x120). Pure geometry, shared by the scene, its painter and the tests.
 */
import { distanceToRect, rectContains, type Rect } from '@silkroad/shared';

export const FARM_WIDTH = 1500;
export const FARM_HEIGHT = 950;

/** One cell of the farm grid, and the bed drawn inside it (spec 002 §9). */
export const FARM_GRID_UNIT = 100;
export const FARM_BED_SIZE = 90;
export const FARM_GRID_COLUMNS = 3;
/** The beds of a plot: the 3x3 grid less its centre, where the farm building stands. */
export const FARM_BED_COUNT = 8;

/** Where the middle of the farm building (and so of the grid) lies. */
export const FARM_GRID_CENTRE = { x: 700, y: 500 } as const;
export const FARM_GRID_ORIGIN = {
  x: FARM_GRID_CENTRE.x - (FARM_GRID_UNIT * FARM_GRID_COLUMNS) / 2,
  y: FARM_GRID_CENTRE.y - (FARM_GRID_UNIT * FARM_GRID_COLUMNS) / 2,
} as const;

/** The farm building in the grid's centre cell; clicking it opens the farming panel. */
export const FARMHOUSE: Rect = { x: FARM_GRID_CENTRE.x - FARM_BED_SIZE / 2, y: FARM_GRID_CENTRE.y - FARM_BED_SIZE / 2, width: FARM_BED_SIZE, height: FARM_BED_SIZE };

/** The home workshop on the farm's right (usable in a later version: the personal workshop scene). */
export const HOME_WORKSHOP: Rect = { x: 1060, y: 410, width: 200, height: 150 };
/** Walking this close to the workshop is what will one day open it (spec 002 §2: "within 50 units"). */
export const WORKSHOP_REACH_PX = 50;

/** The way back to the city: walking in offers the return (spec 002 §2, top-left, 250x120). */
export const CITY_GATE_AREA: Rect = { x: 30, y: 30, width: 250, height: 120 };

/** Where a player steps onto the farm: just below the gate they came through, facing the fields. */
export const FARM_ARRIVAL = { x: 200, y: 210 } as const;

/** A pond in the lower right: scenery the player walks around. */
export const FARM_POND = { x: 1180, y: 790, rx: 120, ry: 62 } as const;

/** Players keep this far from the edges of the farm map (its hedges and fences). */
export const FARM_EDGE_PX = 24;

export const FARM_BOUNDS: Rect = { x: FARM_EDGE_PX, y: FARM_EDGE_PX, width: FARM_WIDTH - FARM_EDGE_PX * 2, height: FARM_HEIGHT - FARM_EDGE_PX * 2 };

/**
 * What the camera may show: the farm and the countryside round it. The margin to the west and
 * north lets the camera bring the gate (top-left) out from under the HUD, which covers the
 * screen's top-left corner.
 */
export const FARM_VIEW: Rect = { x: -380, y: -240, width: FARM_WIDTH + 380 + 80, height: FARM_HEIGHT + 240 + 80 };

/** The grid cell of a bed: beds are numbered row by row, skipping the centre (0 1 2 / 3 _ 4 / 5 6 7). */
export function bedCell(index: number): { column: number; row: number } {
  if (!Number.isInteger(index) || index < 0 || index >= FARM_BED_COUNT) throw new RangeError(`no bed ${index}`);
  const cell = index < 4 ? index : index + 1;
  return { column: cell % FARM_GRID_COLUMNS, row: Math.floor(cell / FARM_GRID_COLUMNS) };
}

/** A bed's soil: 90x90, centred in its 100x100 cell. */
export function bedRect(index: number): Rect {
  const { column, row } = bedCell(index);
  const inset = (FARM_GRID_UNIT - FARM_BED_SIZE) / 2;
  return { x: FARM_GRID_ORIGIN.x + column * FARM_GRID_UNIT + inset, y: FARM_GRID_ORIGIN.y + row * FARM_GRID_UNIT + inset, width: FARM_BED_SIZE, height: FARM_BED_SIZE };
}

export function bedCentre(index: number): { x: number; y: number } {
  const rect = bedRect(index);
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/** The bed under a point of the farm, or null (the gaps between beds and the building are no bed). */
export function bedAt(x: number, y: number): number | null {
  for (let index = 0; index < FARM_BED_COUNT; index++) if (rectContains(bedRect(index), x, y)) return index;
  return null;
}

/** What a player standing here can use with E: the road back to the city, or the workshop. */
export type FarmSpot = 'city-gate' | 'workshop';

export function farmSpotAt(x: number, y: number): FarmSpot | null {
  if (rectContains(CITY_GATE_AREA, x, y)) return 'city-gate';
  if (distanceToRect(HOME_WORKSHOP, x, y) <= WORKSHOP_REACH_PX) return 'workshop';
  return null;
}

/** Solid ground a player cannot walk through: the buildings and the pond (as its bounding box, less the rounded corners). */
const SOLIDS: readonly Rect[] = [
  // The feet stop at the walls' foot: a player may stand in front of a building, overlapping its roof.
  { x: FARMHOUSE.x + 4, y: FARMHOUSE.y + 16, width: FARMHOUSE.width - 8, height: FARMHOUSE.height - 18 },
  { x: HOME_WORKSHOP.x + 6, y: HOME_WORKSHOP.y + 26, width: HOME_WORKSHOP.width - 12, height: HOME_WORKSHOP.height - 28 },
  { x: FARM_POND.x - FARM_POND.rx * 0.85, y: FARM_POND.y - FARM_POND.ry * 0.7, width: FARM_POND.rx * 1.7, height: FARM_POND.ry * 1.4 },
];

function isFree(x: number, y: number, solids: readonly Rect[]): boolean {
  for (const solid of solids) if (rectContains(solid, x, y)) return false;
  return true;
}

function clampTo(bounds: Rect, x: number, y: number): { x: number; y: number } {
  return { x: Math.min(bounds.x + bounds.width, Math.max(bounds.x, x)), y: Math.min(bounds.y + bounds.height, Math.max(bounds.y, y)) };
}

/**
 * Where a step from `from` toward `to` ends on the farm: inside its bounds, and never into a
 * building or the pond. A step into a wall slides along it (one axis at a time), as players expect.
 */
export function constrainFarmStep(from: { x: number; y: number }, to: { x: number; y: number }, solids: readonly Rect[] = SOLIDS, bounds: Rect = FARM_BOUNDS): { x: number; y: number } {
  const target = clampTo(bounds, to.x, to.y);
  if (isFree(target.x, target.y, solids)) return target;
  if (isFree(target.x, from.y, solids)) return { x: target.x, y: from.y };
  if (isFree(from.x, target.y, solids)) return { x: from.x, y: target.y };
  return { x: from.x, y: from.y };
}
