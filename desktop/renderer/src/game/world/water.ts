import { rectContains, TERRAIN_REGIONS, type TerrainRegion } from '@silkroad/shared';
import { PolylineIndex } from './geometry';
import { BUILDING_RECTS, RIVER, riverHalfWidth } from './map-features';
import { fbm } from './noise';

/**
 * Open water inside the coastal regions: their seaward part is sea, the rest is the shore. The
 * threshold is on the normalised ellipse distance (0 at the centre, 1 on the edge), wobbled by
 * noise so the coastline is ragged; it always stays well inside the coastal region.
 */
const SEA_THRESHOLD: Readonly<Record<string, number>> = { 'western-coast': 0.72, 'bosporus-shore': 0.62, 'persian-gulf-shore': 0.72 };
const DEFAULT_SEA_THRESHOLD = 0.65;
const COAST_WOBBLE = 0.2;
/** Quays: buildings never stand in water, there is always a strip of land around them. */
const BUILDING_QUAY_PX = 12;

const COASTAL_REGIONS: readonly TerrainRegion[] = TERRAIN_REGIONS.filter((r) => r.terrain === 'coastal');

/** Banks are drawn up to this far from the water. */
export const RIVER_BANK_REACH_PX = 40;
const RIVER_INDEX = new PolylineIndex(RIVER, riverHalfWidth(1) + RIVER_BANK_REACH_PX);

export type Water = 'sea' | 'river';

/** How far below the waterline a point lies (0 on the coastline, growing out to sea), or a negative number on land. */
export function seaDepthAt(x: number, y: number): number {
  let best = -1;
  for (const region of COASTAL_REGIONS) {
    const dx = (x - region.cx) / region.rx;
    const dy = (y - region.cy) / region.ry;
    const d = Math.sqrt(dx * dx + dy * dy);
    if (d > 1) continue;
    const threshold = (SEA_THRESHOLD[region.id] ?? DEFAULT_SEA_THRESHOLD) + (fbm(x / 110, y / 110, 3, 404) - 0.5) * COAST_WOBBLE;
    best = Math.max(best, threshold - d);
  }
  return best;
}

/** Distance from the river's bank (negative inside the water), if the point is near the river at all. */
export function riverBankDistance(x: number, y: number): number | undefined {
  const nearest = RIVER_INDEX.nearest(x, y);
  if (!nearest) return undefined;
  const { distance, along } = nearest;
  const wobble = (fbm(x / 60, y / 60, 2, 505) - 0.5) * 5;
  return distance - (riverHalfWidth(along) + wobble);
}

/** Whether a point lies on the strip of land kept around every building. */
export function isNearBuilding(x: number, y: number): boolean {
  for (const rect of BUILDING_RECTS) if (rectContains(rect, x, y, BUILDING_QUAY_PX)) return true;
  return false;
}

/** Whether a point is open water, and which. */
export function waterAt(x: number, y: number): Water | undefined {
  if (seaDepthAt(x, y) > 0) return isNearBuilding(x, y) ? undefined : 'sea';
  const bank = riverBankDistance(x, y);
  if (bank !== undefined && bank < 0) return isNearBuilding(x, y) ? undefined : 'river';
  return undefined;
}
