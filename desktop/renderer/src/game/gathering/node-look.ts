import { GATHERING_MESSAGES, nodeState, resourceTypeById, type NodeState, type ResourceNodeView } from '@silkroad/shared';

/** A low node is drawn dimmed (spec 001 §4: "dimmed, yellow"); the yellow is in its own texture. */
export const LOW_NODE_ALPHA = 0.78;
/** An emptied node fades to 20% (spec 001 §4). */
export const DEPLETED_NODE_ALPHA = 0.2;

export type NodeLabelTone = 'normal' | 'low' | 'depleted';

/** How a node is drawn, from its quantity alone. */
export interface NodeLook {
  state: NodeState;
  /** The sprite's opacity. */
  alpha: number;
  /** The yellow-washed texture of a low node, or the plain one. */
  yellow: boolean;
  /** The name under which it shows: the resource's, or '<name> Depleted'. */
  label: string;
  tone: NodeLabelTone;
}

export function resourceName(type: string): string {
  return resourceTypeById(type)?.name ?? type;
}

/**
 * Full, low (at or below 30% of its maximum: dimmed and yellow) or depleted (empty: faded to
 * 20%, '<name> Depleted'). Computed from the quantity rather than read from the node's `state`,
 * so a node the client updated itself cannot show one thing and mean another.
 */
export function nodeLook(node: Pick<ResourceNodeView, 'type' | 'quantity' | 'maxQuantity'>): NodeLook {
  const name = resourceName(node.type);
  const state = nodeState(node.quantity, node.maxQuantity);
  if (state === 'depleted') return { state, alpha: DEPLETED_NODE_ALPHA, yellow: false, label: GATHERING_MESSAGES.depleted(name), tone: 'depleted' };
  if (state === 'low') return { state, alpha: LOW_NODE_ALPHA, yellow: true, label: name, tone: 'low' };
  return { state, alpha: 1, yellow: false, label: name, tone: 'normal' };
}
