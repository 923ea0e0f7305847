import { gatherTimeMs, resourceTypeById, withinReach } from '@silkroad/shared';

/** The progress bar moves in steps of this (spec 001 §4: "harvest progress ticks every 200 ms"). */
export const HARVEST_TICK_MS = 200;
/** After a harvest of a node that still holds something, the next cycle starts 800 to 1200 ms later (spec 001 §4). */
export const NEXT_CYCLE_MIN_MS = 800;
export const NEXT_CYCLE_SPREAD_MS = 400;
/**
 * A harvest the server found too soon (GATHERING_TOO_FAST) is asked again this much later, a few
 * times: the bar ran its full time, so only clock skew or latency can have made it early.
 */
export const TOO_FAST_RETRY_MS = 400;
export const TOO_FAST_MAX_RETRIES = 3;

export interface CycleNode {
  id: number;
  type: string;
  x: number;
  y: number;
  quantity: number;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * idle; gathering: the bar runs for the gather time; harvesting: the server is asked (again at
 * retryAt after a GATHERING_TOO_FAST); resting: between a harvest and the next cycle.
 */
export type CyclePhase =
  | { kind: 'idle' }
  | { kind: 'gathering'; nodeId: number; startedAt: number; durationMs: number }
  | { kind: 'harvesting'; nodeId: number; retryAt: number | null; retries: number }
  | { kind: 'resting'; nodeId: number; until: number };

export type StopReason = 'toggled' | 'depleted' | 'inventory-full' | 'out-of-reach' | 'refused';

export type CycleEvent =
  /** Where the bar of the node being worked stands (0..1); `resting` shows it empty between cycles. */
  | { kind: 'progress'; nodeId: number; fraction: number; phase: 'gathering' | 'harvesting' | 'resting' }
  /** The bar is full: ask the server for one harvest of the node. */
  | { kind: 'harvest'; nodeId: number }
  /** Auto-harvest ended; `message` is the server's refusal when there was one. */
  | { kind: 'stopped'; nodeId: number; reason: StopReason; message?: string }
  /** A toggle that could not start: the node is empty or out of reach. */
  | { kind: 'refused'; nodeId: number; reason: 'depleted' | 'out-of-reach' };

/** The gather time of a resource type, by the shared rule (base time, no tool or skill bonus yet). */
export function gatherMsOf(type: string): number {
  const resource = resourceTypeById(type);
  return resource ? gatherTimeMs(resource) : gatherTimeMs({ baseGatherTimeMs: 3_000 });
}

/**
 * Auto-harvest of one node at a time (spec 001 §4 "Resource node"): a toggle starts it, each cycle
 * runs the gather time, asks the server, then rests 800-1200 ms while the node holds something; it
 * stops on a second toggle, an empty node, a full inventory, or when the player walks out of
 * reach. Pure: time, position and randomness come in as arguments, and the caller acts on the
 * events (draws the bar, calls the server).
 */
export class HarvestCycle {
  private phase: CyclePhase = { kind: 'idle' };

  constructor(private readonly durationOf: (type: string) => number = gatherMsOf) {}

  get state(): CyclePhase {
    return this.phase;
  }

  get activeNodeId(): number | null {
    return this.phase.kind === 'idle' ? null : this.phase.nodeId;
  }

  /** A click, tap or Space on a node: stops the node being worked, or starts (or moves to) this one. */
  toggle(node: CycleNode, player: Point, now: number): CycleEvent {
    if (this.activeNodeId === node.id) return this.stop('toggled')!;
    if (node.quantity <= 0) return { kind: 'refused', nodeId: node.id, reason: 'depleted' };
    if (!withinReach(player, node)) return { kind: 'refused', nodeId: node.id, reason: 'out-of-reach' };
    return this.begin(node, now);
  }

  /**
   * Every HARVEST_TICK_MS while active, with the node as last known (undefined once removed):
   * moves the bar, starts the next cycle, and checks the node and the player's reach.
   */
  tick(now: number, player: Point, node: CycleNode | undefined): CycleEvent | null {
    const phase = this.phase;
    if (phase.kind === 'idle') return null;
    // The answer to a harvest in flight decides: it may be the one that emptied the node.
    if (phase.kind === 'harvesting') {
      if (phase.retryAt === null || now < phase.retryAt) return null;
      this.phase = { ...phase, retryAt: null };
      return { kind: 'harvest', nodeId: phase.nodeId };
    }
    if (!node || node.quantity <= 0) return this.stop('depleted');
    if (!withinReach(player, node)) return this.stop('out-of-reach');
    if (phase.kind === 'resting') {
      if (now < phase.until) return { kind: 'progress', nodeId: phase.nodeId, fraction: 0, phase: 'resting' };
      return this.begin(node, now);
    }
    const fraction = Math.min(1, (now - phase.startedAt) / phase.durationMs);
    if (fraction < 1) return { kind: 'progress', nodeId: phase.nodeId, fraction, phase: 'gathering' };
    this.phase = { kind: 'harvesting', nodeId: phase.nodeId, retryAt: null, retries: 0 };
    return { kind: 'harvest', nodeId: phase.nodeId };
  }

  /** The server's answer to the harvest in flight: the node after it. Null when nothing waits for it any more (toggled off or moved on). */
  harvested(node: CycleNode, now: number, random: () => number): CycleEvent | null {
    if (this.phase.kind !== 'harvesting' || this.phase.nodeId !== node.id) return null;
    if (node.quantity <= 0) return this.stop('depleted');
    this.phase = { kind: 'resting', nodeId: node.id, until: now + NEXT_CYCLE_MIN_MS + Math.floor(random() * NEXT_CYCLE_SPREAD_MS) };
    return { kind: 'progress', nodeId: node.id, fraction: 0, phase: 'resting' };
  }

  /** The server refused the harvest in flight (`code` from the refusal, when it had one). */
  refused(nodeId: number, code: string | undefined, message: string, now: number): CycleEvent | null {
    const phase = this.phase;
    if (phase.kind !== 'harvesting' || phase.nodeId !== nodeId) return null;
    if (code === 'GATHERING_TOO_FAST' && phase.retries < TOO_FAST_MAX_RETRIES) {
      this.phase = { ...phase, retryAt: now + TOO_FAST_RETRY_MS, retries: phase.retries + 1 };
      return { kind: 'progress', nodeId, fraction: 1, phase: 'harvesting' };
    }
    if (code === 'NODE_DEPLETED' || code === 'UNKNOWN_NODE') return this.stop('depleted', message);
    if (code === 'HARVEST_INVENTORY_FULL') return this.stop('inventory-full', message);
    if (code === 'NODE_OUT_OF_REACH') return this.stop('out-of-reach', message);
    return this.stop('refused', message);
  }

  /** Ends auto-harvest (also when the player leaves the world); null when it was not running. */
  stop(reason: StopReason, message?: string): CycleEvent | null {
    const phase = this.phase;
    if (phase.kind === 'idle') return null;
    this.phase = { kind: 'idle' };
    return message === undefined ? { kind: 'stopped', nodeId: phase.nodeId, reason } : { kind: 'stopped', nodeId: phase.nodeId, reason, message };
  }

  private begin(node: CycleNode, now: number): CycleEvent {
    this.phase = { kind: 'gathering', nodeId: node.id, startedAt: now, durationMs: this.durationOf(node.type) };
    return { kind: 'progress', nodeId: node.id, fraction: 0, phase: 'gathering' };
  }
}
