import { CITIES, COUNTRYSIDE_ENTRANCE, PROFESSION_SITES, rectContains } from '@silkroad/shared';
import { PolylineIndex } from './geometry';
import { ALL_TRACKS, BRIDGES } from './map-features';
import { waterAt } from './water';

/** Tracks indexed for "is this point on a road" questions, with room for the widest margin asked. */
const MAX_MARGIN_PX = 40;
const TRACK_INDEXES = ALL_TRACKS.map((track) => ({ halfWidth: track.width / 2, index: new PolylineIndex(track.points, track.width / 2 + MAX_MARGIN_PX) }));

/** Whether a point is within `margin` of a road or path. */
export function isOnTrack(x: number, y: number, margin = 0): boolean {
  for (const { halfWidth, index } of TRACK_INDEXES) {
    const nearest = index.nearest(x, y);
    if (nearest && nearest.distance <= halfWidth + Math.min(margin, MAX_MARGIN_PX)) return true;
  }
  return false;
}

function isInCity(x: number, y: number, margin = 0): boolean {
  for (const city of CITIES) if (Math.hypot(x - city.x, y - city.y) <= city.radius + margin) return true;
  return false;
}

/**
 * Whether scenery (a tree, a rock, a peak) may stand here: not in a city, on a road, in the
 * water, on a bridge, on the farm entrance or in a profession site's yard.
 */
export function isOpenGround(x: number, y: number, margin = 0): boolean {
  if (isInCity(x, y, margin + 14)) return false;
  if (rectContains(COUNTRYSIDE_ENTRANCE, x, y, margin + 30)) return false;
  for (const site of PROFESSION_SITES) if (rectContains(site, x, y, margin + 8)) return false;
  if (isOnTrack(x, y, margin)) return false;
  if (waterAt(x, y)) return false;
  for (const bridge of BRIDGES) if (Math.hypot(x - bridge.x, y - bridge.y) < 40 + margin) return false;
  return true;
}
