/**
 * Gathering rules (spec 001 §4 "Resource node", "Profession gaining", §5 "Gathering", §9
 * "Gathering"): node states, what a harvest yields and teaches, how long it takes, and when a
 * node regrows or is replaced. Pure: the server decides with them, the client predicts.
 */
import type { ProfessionId } from '../catalogue/professions';
import type { ResourceType } from '../catalogue/resources';

/** A node at or below this share of its maximum is low (dimmed). */
export const NODE_LOW_THRESHOLD = 0.3;
/** About 2 s after it is emptied a node is removed and one of its type spawns elsewhere. */
export const NODE_REMOVAL_DELAY_MS = 2_000;
/** Gathering is hands-on: the player stands within this distance of the node (spec 002 §9). */
export const INTERACTION_DISTANCE_PX = 100;
export const MIN_GATHER_TIME_MS = 500;
/** Tools and skills do not speed or enlarge a harvest yet (spec 001 §5: both bonuses are 0). */
export const TOOL_BONUS = 0;
export const SKILL_BONUS = 0;
export const BASE_YIELD = 1;

export const NODE_STATES = ['full', 'low', 'depleted'] as const;
export type NodeState = (typeof NODE_STATES)[number];

export function nodeState(quantity: number, maxQuantity: number): NodeState {
  if (quantity <= 0) return 'depleted';
  return quantity <= maxQuantity * NODE_LOW_THRESHOLD ? 'low' : 'full';
}

/** Gather time = base / (1 + tool bonus + skill bonus), at least 500 ms. */
export function gatherTimeMs(type: Pick<ResourceType, 'baseGatherTimeMs'>, toolBonus = TOOL_BONUS, skillBonus = SKILL_BONUS): number {
  return Math.max(MIN_GATHER_TIME_MS, type.baseGatherTimeMs / (1 + toolBonus + skillBonus));
}

/** Units one harvest takes: floor(1 * (1 + tool bonus + skill bonus)). */
export function harvestYield(toolBonus = TOOL_BONUS, skillBonus = SKILL_BONUS): number {
  return Math.floor(BASE_YIELD * (1 + toolBonus + skillBonus));
}

/** Profession XP of one harvest: 10 + 5 x yield (a first-profession gather grants the same). */
export function harvestExperience(yieldCount: number): number {
  return 10 + 5 * yieldCount;
}

export interface GatherProfessionOutcome {
  /** The player's profession after the gather. */
  profession: ProfessionId | string;
  grantsXp: boolean;
  /** This gather gave the player their first profession. */
  chosen: boolean;
}

/**
 * Spec 001 §4 "Profession gaining": with no profession, the first gather sets it to the
 * resource's and grants XP; a matching profession grants XP; any other gathers without XP.
 */
export function professionOnGather(current: ProfessionId | string | null, resourceProfession: ProfessionId): GatherProfessionOutcome {
  if (current === null) return { profession: resourceProfession, grantsXp: true, chosen: true };
  return { profession: current, grantsXp: current === resourceProfession, chosen: false };
}

export function withinReach(player: { x: number; y: number }, node: { x: number; y: number }): boolean {
  return Math.hypot(player.x - node.x, player.y - node.y) <= INTERACTION_DISTANCE_PX;
}

/** What a node's timestamps make of it at `now`, before anything else happens to it. */
export type NodeFate = 'unchanged' | 'regrown' | 'removed';

export interface NodeClock {
  /** When the node is full again; null while it is full. */
  regrowsAt: number | null;
  /** When it was emptied; null while it holds something. */
  depletedAt: number | null;
}

/**
 * An emptied node is always replaced (removed NODE_REMOVAL_DELAY_MS after it was emptied); a
 * node that was harvested but not emptied is full again once its respawn time has passed since
 * it was first harvested below full.
 */
export function nodeFateAt(node: NodeClock, now: number): NodeFate {
  if (node.depletedAt !== null) return now >= node.depletedAt + NODE_REMOVAL_DELAY_MS ? 'removed' : 'unchanged';
  return node.regrowsAt !== null && now >= node.regrowsAt ? 'regrown' : 'unchanged';
}
