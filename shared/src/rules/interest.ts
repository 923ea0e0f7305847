import { WORLD_HEIGHT, WORLD_WIDTH } from '../catalogue/world';
import { cityIdAt } from './location';

/**
 * Who sees whom in the world (DESIGN "Realtime": rooms per city and per countryside area).
 * Players inside the same city see each other, however far apart; in the countryside a player
 * sees the others within this radius. A city and the countryside around it do not see into each
 * other: a crowded bazaar would otherwise be sent to everyone walking past its walls.
 */
export const VIEW_RADIUS_PX = 1000;

/**
 * The most other players a client is sent at once, at the full 20 Hz: the nearest ones it can
 * see (api PresenceWorld). A 1280 x 800 screen at the world's scale shows a city's square or a
 * stretch of road, and a hundred figures with their names already crowd it; a phone draws them
 * at 30 fps (docs/performance.md, the renderer's frame rate). Those beyond the nearest hundred
 * are not shown until they are among them; a crowd of 800 in a bazaar is a hundred around you.
 */
export const INTEREST_LIMIT = 100;

/**
 * A player already shown counts as this much nearer when the nearest are chosen again, so two
 * players at the edge of the hundred do not swap in and out as they shuffle (each swap is a
 * player-left and a player-joined on the wire, and a figure that blinks on screen).
 */
export const INTEREST_KEEP_FACTOR = 0.8;

/** Countryside cells are one view radius wide, so everyone in view lies in the 3x3 cells around. */
export const INTEREST_CELL_PX = VIEW_RADIUS_PX;
const CELL_COLUMNS = Math.floor(WORLD_WIDTH / INTEREST_CELL_PX) + 1;
const CELL_ROWS = Math.floor(WORLD_HEIGHT / INTEREST_CELL_PX) + 1;

/** Where a player stands, as far as visibility cares: `cityId` is `cityIdAt(x, y)`. */
export interface Locus {
  x: number;
  y: number;
  cityId: number | null;
}

export function locusAt(x: number, y: number): Locus {
  return { x, y, cityId: cityIdAt(x, y) };
}

/** Visibility is symmetric: if a sees b, b sees a. The presence loop relies on that. */
export function canSee(a: Locus, b: Locus): boolean {
  if (a.cityId !== null || b.cityId !== null) return a.cityId === b.cityId;
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return dx * dx + dy * dy <= VIEW_RADIUS_PX * VIEW_RADIUS_PX;
}

/**
 * A bucket of players that may see each other: one per city (negative keys) and one per
 * countryside cell (positive keys). Numbers rather than strings, because the presence tick looks
 * buckets up for every moving player twenty times a second.
 */
export type ZoneKey = number;

function clampCell(value: number, count: number): number {
  return Math.min(count - 1, Math.max(0, Math.floor(value / INTEREST_CELL_PX)));
}

function cellKey(column: number, row: number): ZoneKey {
  return row * CELL_COLUMNS + column + 1;
}

export function zoneKeyOf(locus: Locus): ZoneKey {
  if (locus.cityId !== null) return -locus.cityId;
  return cellKey(clampCell(locus.x, CELL_COLUMNS), clampCell(locus.y, CELL_ROWS));
}

/**
 * The buckets holding every player `locus` can see (and maybe a few it cannot: filter with
 * canSee). A city is its own bucket; in the countryside it is the 3x3 cells around.
 */
export function zonesInView(locus: Locus): ZoneKey[] {
  if (locus.cityId !== null) return [-locus.cityId];
  const column = clampCell(locus.x, CELL_COLUMNS);
  const row = clampCell(locus.y, CELL_ROWS);
  const keys: ZoneKey[] = [];
  for (let r = Math.max(0, row - 1); r <= Math.min(CELL_ROWS - 1, row + 1); r += 1) {
    for (let c = Math.max(0, column - 1); c <= Math.min(CELL_COLUMNS - 1, column + 1); c += 1) keys.push(cellKey(c, r));
  }
  return keys;
}
