import { locusAt, zoneKeyOf } from '@silkroad/shared';

/**
 * The server lists the nodes within view (1000 px) of where the player stands when asked. Asking
 * again after this much walking keeps everything within about 750 px known, which covers the
 * screen around the player; `node-update` carries changes in between.
 */
export const NODE_REFETCH_DISTANCE_PX = 250;

/**
 * Whether the nodes in view must be asked for again, having last asked at `last`: never asked, a
 * step into another interest cell (or into or out of a city), or a long walk within one. Walking
 * about inside a city asks nothing: nobody sees a node from there.
 */
export function needsNodeRefetch(last: { x: number; y: number } | null, now: { x: number; y: number }): boolean {
  if (!last) return true;
  const before = locusAt(last.x, last.y);
  const after = locusAt(now.x, now.y);
  if (zoneKeyOf(before) !== zoneKeyOf(after)) return true;
  if (after.cityId !== null) return false;
  return Math.hypot(now.x - last.x, now.y - last.y) > NODE_REFETCH_DISTANCE_PX;
}
