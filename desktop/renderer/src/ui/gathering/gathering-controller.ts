import { nodeUpdateSchema, type GameNotification, type NodeUpdate, type ResourceNodeView } from '@silkroad/shared';
import type { GameBus } from '../../bus/game-bus';
import { harvestFloats, harvestToast, stopFloat, type FloatLine } from '../../game/gathering/gathering-texts';
import { HARVEST_TICK_MS, HarvestCycle, type CycleEvent, type Point } from '../../game/gathering/harvest-cycle';
import { listingIsBehind, needsNodeRefetch, staleListingRetryMs } from '../../game/gathering/node-refetch';
import { ApiError } from '../../net/api-client';
import type { GatheringApi, HarvestResult } from '../../net/gathering-api';

/** Runs `fn` every `ms` until the returned function is called; injectable so tests drive time. */
export type Every = (ms: number, fn: () => void) => () => void;
/** Runs `fn` once after `ms` unless the returned function is called first; injectable so tests drive time. */
export type Later = (ms: number, fn: () => void) => () => void;

const realEvery: Every = (ms, fn) => {
  const timer = setInterval(fn, ms);
  return () => clearInterval(timer);
};

const realLater: Later = (ms, fn) => {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
};

export interface GatheringControllerOptions {
  api: Pick<GatheringApi, 'nodes' | 'harvest'>;
  bus: GameBus;
  /** Where the player stands when the world opens (moves then come over the bus). */
  start: Point;
  now?: () => number;
  random?: () => number;
  every?: Every;
  later?: Later;
  /** A harvest went through: the purse, inventory and professions changed on the server. */
  onHarvest?(result: HarvestResult): void;
  /** Something worth a toast: a first profession, a level, a full inventory. */
  onNotice?(notice: GameNotification): void;
}

/**
 * Gathering between the server and the world: keeps the nodes in view (asked for on entering the
 * world, after walking far or into another interest cell, and on reconnect; `node-update` in
 * between; asked again shortly when the server judged a list from where the player no longer
 * stands), and runs auto-harvest: toggles from the world, the 200 ms ticks of the bar, the
 * harvest calls, and what their answers show. The world only draws what it is told on the bus.
 */
export class GatheringController {
  private readonly nodes = new Map<number, ResourceNodeView>();
  private readonly cycle = new HarvestCycle();
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly every: Every;
  private readonly later: Later;
  private position: Point;
  private fetchedAt: Point | null = null;
  private fetching = false;
  /** Asked for again while a listing was on its way: by a move (if still needed after it) or outright. */
  private fetchAgain: 'if-moved' | 'always' | null = null;
  /** Updates that arrived while a listing was on its way: the listing may predate them. */
  private updatesDuringFetch: NodeUpdate[] = [];
  /** Lists in a row the server judged from a stale position (inside the city just left, say), and the re-ask waiting for the next. */
  private staleAnswers = 0;
  private cancelRetry: (() => void) | null = null;
  private stopTicker: (() => void) | null = null;
  private inWorld = true;
  private running = false;
  /** Bumped by stop(): answers to requests of an earlier run are dropped. */
  private generation = 0;
  private unsubscribe: Array<() => void> = [];

  constructor(private readonly options: GatheringControllerOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.every = options.every ?? realEvery;
    this.later = options.later ?? realLater;
    this.position = { ...options.start };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    const { bus } = this.options;
    this.unsubscribe = [
      bus.on('player:moved', (at) => this.moveTo(at)),
      bus.on('player:teleport', (at) => this.moveTo(at)),
      bus.on('node:toggle', ({ nodeId }) => this.toggle(nodeId)),
      // A world (re)created after the nodes arrived draws them from this.
      bus.on('world:ready', () => bus.emit('nodes:replace', [...this.nodes.values()])),
      bus.on('scene:shown', ({ scene }) => this.setInWorld(scene === 'world')),
    ];
    void this.fetchNodes();
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.generation += 1;
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
    this.clearRetry();
    this.staleAnswers = 0;
    this.halt();
  }

  /** Asks for the nodes in view again (after a reconnect: updates may have been missed). */
  refetch(): void {
    if (this.running) void this.fetchNodes('always');
  }

  /** A `node-update` from the socket; checked against the schema, as the world draws it. */
  applyNodeUpdate(payload: unknown): void {
    const parsed = nodeUpdateSchema.safeParse(payload);
    if (!parsed.success || !this.running) return;
    if (this.fetching) this.updatesDuringFetch.push(parsed.data);
    this.apply(parsed.data);
  }

  /** The node being auto-harvested, if any (for tests and the HUD). */
  get harvestingNodeId(): number | null {
    return this.cycle.activeNodeId;
  }

  private apply(update: NodeUpdate): void {
    if (update.removed) this.nodes.delete(update.node.id);
    else this.nodes.set(update.node.id, update.node);
    this.options.bus.emit('nodes:update', update);
  }

  private moveTo(at: Point): void {
    if (!Number.isFinite(at.x) || !Number.isFinite(at.y)) return;
    this.position = { x: at.x, y: at.y };
    if (this.fetching) this.fetchAgain ??= 'if-moved';
    // A re-ask is already due (the last list was judged from a stale position): it asks from here.
    else if (this.cancelRetry) return;
    else if (needsNodeRefetch(this.fetchedAt, this.position)) void this.fetchNodes();
  }

  private setInWorld(inWorld: boolean): void {
    this.inWorld = inWorld;
    // The farm is another map: whatever was being harvested in the world is out of reach.
    if (!inWorld) this.handle(this.cycle.stop('toggled'));
  }

  private async fetchNodes(again: 'if-moved' | 'always' = 'always'): Promise<void> {
    if (this.fetching) {
      if (this.fetchAgain !== 'always') this.fetchAgain = again;
      return;
    }
    this.clearRetry();
    this.fetching = true;
    this.fetchAgain = null;
    this.updatesDuringFetch = [];
    const generation = this.generation;
    const at = { ...this.position };
    let seenFrom: Point | null = null;
    try {
      const listing = await this.options.api.nodes();
      if (generation !== this.generation) return;
      seenFrom = listing.seenFrom;
      this.nodes.clear();
      for (const node of listing.nodes) this.nodes.set(node.id, node);
      this.options.bus.emit('nodes:replace', listing.nodes);
      for (const update of this.updatesDuringFetch) this.apply(update);
    } catch {
      // Keep what is drawn; the next long walk, cell change or reconnect asks again.
    } finally {
      if (generation === this.generation) {
        this.fetching = false;
        this.updatesDuringFetch = [];
        // The server judges from its own idea of the player's position, a move behind while
        // walking: a list judged inside the city the player has just left is empty. Shown, but
        // asked for again once the moves have arrived, unless the player is back where it was judged.
        const judgedElsewhere = seenFrom !== null && listingIsBehind(seenFrom, at);
        const stale = judgedElsewhere && seenFrom !== null && listingIsBehind(seenFrom, this.position);
        this.staleAnswers = stale ? this.staleAnswers + 1 : 0;
        // What the list covers: around where it was judged when that was elsewhere, else where we asked.
        this.fetchedAt = judgedElsewhere && seenFrom ? seenFrom : at;
        const again = this.fetchAgain;
        this.fetchAgain = null;
        if (again === 'always') void this.fetchNodes();
        else if (stale) this.retryLater();
        else if (again === 'if-moved' && needsNodeRefetch(this.fetchedAt, this.position)) void this.fetchNodes();
      }
    }
  }

  private retryLater(): void {
    const generation = this.generation;
    this.cancelRetry = this.later(staleListingRetryMs(this.staleAnswers), () => {
      this.cancelRetry = null;
      if (generation === this.generation) void this.fetchNodes();
    });
  }

  private clearRetry(): void {
    this.cancelRetry?.();
    this.cancelRetry = null;
  }

  private toggle(nodeId: number): void {
    if (!this.running || !this.inWorld) return;
    const node = this.nodes.get(nodeId);
    if (!node) return;
    this.handle(this.cycle.toggle(node, this.position, this.now()));
  }

  private tick(): void {
    const active = this.cycle.activeNodeId;
    if (active === null) return;
    this.handle(this.cycle.tick(this.now(), this.position, this.nodes.get(active)));
  }

  private handle(event: CycleEvent | null): void {
    if (!event) return;
    const { bus } = this.options;
    switch (event.kind) {
      case 'progress':
        bus.emit('harvest:progress', { nodeId: event.nodeId, fraction: event.fraction, phase: event.phase });
        this.stopTicker ??= this.every(HARVEST_TICK_MS, () => this.tick());
        return;
      case 'harvest':
        bus.emit('harvest:progress', { nodeId: event.nodeId, fraction: 1, phase: 'harvesting' });
        void this.harvest(event.nodeId);
        return;
      case 'stopped':
        this.halt();
        this.float(event.nodeId, stopFloat(event.reason, event.message));
        if (event.reason === 'inventory-full') this.options.onNotice?.({ type: 'warning', message: event.message ?? 'Inventory Full!' });
        return;
      case 'refused':
        this.float(event.nodeId, stopFloat(event.reason === 'depleted' ? 'refused-depleted' : 'refused-out-of-reach'));
        return;
    }
  }

  private async harvest(nodeId: number): Promise<void> {
    const generation = this.generation;
    let result: HarvestResult;
    try {
      result = await this.options.api.harvest(nodeId);
    } catch (error) {
      if (generation !== this.generation) return;
      const code = error instanceof ApiError ? error.code : undefined;
      const message = error instanceof Error ? error.message : 'Harvest failed';
      this.handle(this.cycle.refused(nodeId, code, message, this.now()));
      return;
    }
    if (generation !== this.generation) return;
    // Our own harvest is news before the socket's echo of it arrives.
    if (this.nodes.has(result.node.id)) this.apply({ node: result.node, removed: false });
    for (const line of harvestFloats(result)) this.float(nodeId, line);
    if (result.profession) this.options.bus.emit('profession:gained', result.profession);
    const toast = harvestToast(result);
    if (toast) this.options.onNotice?.({ type: 'success', message: toast });
    this.options.onHarvest?.(result);
    this.handle(this.cycle.harvested(result.node, this.now(), this.random));
  }

  private float(nodeId: number, line: FloatLine | null): void {
    if (line) this.options.bus.emit('harvest:float', { nodeId, line });
  }

  /** Stops the ticks and takes the bar down (the cycle is already idle or about to be). */
  private halt(): void {
    this.cycle.stop('toggled');
    this.stopTicker?.();
    this.stopTicker = null;
    this.options.bus.emit('harvest:progress', null);
  }
}
