import { INTERACTION_DISTANCE_PX } from '@silkroad/shared';

/** Space works on the node nearest the player within this distance (spec 001 §9: focus radius 100). */
export const NODE_FOCUS_RADIUS_PX = INTERACTION_DISTANCE_PX;

export interface FocusCandidate {
  id: number;
  x: number;
  y: number;
  quantity: number;
}

/**
 * The node Space acts on: the nearest one within the focus radius that still holds something;
 * when only emptied nodes are in range, the nearest of those (Space then says 'Resource
 * depleted!'). Preferring a full node keeps a husk waiting for its replacement from stealing the
 * focus from the bush beside it.
 */
export function focusedNode<T extends FocusCandidate>(player: { x: number; y: number }, nodes: Iterable<T>, radius = NODE_FOCUS_RADIUS_PX): T | undefined {
  let best: T | undefined;
  let bestScore = Infinity;
  for (const node of nodes) {
    const distance = Math.hypot(node.x - player.x, node.y - player.y);
    if (distance > radius) continue;
    // Emptied nodes rank after every non-empty one in range.
    const score = node.quantity > 0 ? distance : radius + 1 + distance;
    if (score < bestScore) {
      best = node;
      bestScore = score;
    }
  }
  return best;
}
