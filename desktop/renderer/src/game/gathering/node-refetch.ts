import { locusAt, MOVE_SEND_INTERVAL_MS, zoneKeyOf } from '@silkroad/shared';

type Point = { x: number; y: number };

/**
 * The server lists the nodes within view (1000 px) of where the player stands when asked. Asking
 * again after this much walking keeps everything within about 750 px known, which covers the
 * screen around the player; `node-update` carries changes in between.
 */
export const NODE_REFETCH_DISTANCE_PX = 250;

/**
 * How far the point a list was judged from (`seenFrom`) may lie from where the client asked and
 * the list still count as its own. The server has the player a move behind while walking (moves go
 * at most every MOVE_SEND_INTERVAL_MS, 16 px of walking), never more than a few of them.
 */
export const LISTING_TOLERANCE_PX = 50;

/**
 * The first re-ask after a list judged from a stale position: over two move intervals, so even a
 * last short step the throttle held for one interval has reached the server, which applies a move
 * as it arrives. Each further stale answer doubles the wait, up to STALE_LISTING_RETRY_MAX_MS, so
 * a server that keeps disagreeing (the socket is down) is not asked in a loop.
 */
export const STALE_LISTING_RETRY_MS = 2 * MOVE_SEND_INTERVAL_MS + 50;
export const STALE_LISTING_RETRY_MAX_MS = 4_000;

/**
 * Whether the nodes in view must be asked for again, having last asked at `last`: never asked, a
 * step into another interest cell (or into or out of a city), or a long walk within one. Walking
 * about inside a city asks nothing: nobody sees a node from there.
 */
export function needsNodeRefetch(last: Point | null, now: Point): boolean {
  if (!last) return true;
  const before = locusAt(last.x, last.y);
  const after = locusAt(now.x, now.y);
  if (zoneKeyOf(before) !== zoneKeyOf(after)) return true;
  if (after.cityId !== null) return false;
  return Math.hypot(now.x - last.x, now.y - last.y) > NODE_REFETCH_DISTANCE_PX;
}

/**
 * Whether a list the server judged at `seenFrom` is not the list of a player standing at `at`:
 * one of them is in a city and the other is not (or in another one), which empties or fills the
 * list whole, or they lie farther apart than LISTING_TOLERANCE_PX. Such a list is shown, but not
 * taken as final: the client asks again once its moves have reached the server.
 */
export function listingIsBehind(seenFrom: Point, at: Point): boolean {
  if (locusAt(seenFrom.x, seenFrom.y).cityId !== locusAt(at.x, at.y).cityId) return true;
  return Math.hypot(seenFrom.x - at.x, seenFrom.y - at.y) > LISTING_TOLERANCE_PX;
}

/** The wait before asking again after `staleAnswers` lists in a row judged from a stale position (1 for the first). */
export function staleListingRetryMs(staleAnswers: number): number {
  return Math.min(STALE_LISTING_RETRY_MAX_MS, STALE_LISTING_RETRY_MS * 2 ** Math.max(0, staleAnswers - 1));
}
