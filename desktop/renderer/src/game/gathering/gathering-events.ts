import type { NodeUpdate, ProfessionGain, ResourceNodeView } from '@silkroad/shared';
import type { FloatLine } from './gathering-texts';

/** The bar over the node being auto-harvested (0..1); `resting` is the pause between cycles. */
export interface HarvestProgress {
  nodeId: number;
  fraction: number;
  phase: 'gathering' | 'harvesting' | 'resting';
}

/** Gathering's part of the game bus (bus/game-bus.ts): the nodes, auto-harvest and its results. */
export interface GatheringBusEvents {
  /** net -> Phaser: the resource nodes in view, as the server listed them; replaces the previous set. */
  'nodes:replace': ResourceNodeView[];
  /** net -> Phaser: one node changed or was removed (`node-update`, or the answer to the player's own harvest). */
  'nodes:update': NodeUpdate;
  /** Phaser -> React: the node Space would gather from where the player stands changed (null: none), for the touch Gather button. */
  'node:focused': { nodeId: number } | null;
  /** Phaser -> React: a click, tap, or Space on the focused node: toggle auto-harvest there. */
  'node:toggle': { nodeId: number };
  /** net -> Phaser: the bar over the node being harvested; null once auto-harvest stopped. */
  'harvest:progress': HarvestProgress | null;
  /** net -> Phaser: a line that floats up from a node and fades ("+1 Logs", "Inventory Full!"). */
  'harvest:float': { nodeId: number; line: FloatLine };
  /** net -> HUD: the profession a harvest taught, with its level and experience after it. */
  'profession:gained': ProfessionGain;
}
