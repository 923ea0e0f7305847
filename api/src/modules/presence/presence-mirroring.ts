import { PRESENCE_TICK_HZ } from '@silkroad/shared';
import type { Cluster } from '../../cluster/cluster';
import type { MirroredPlayer } from '../../cluster/presence-batch';
import { openPresenceBus, type PresenceBus } from '../../cluster/presence-bus';
import { type HeardPosition, type MirrorChanges, PresenceMirror } from '../../cluster/presence-mirror';
import { PresenceOutbox } from '../../cluster/presence-outbox';
import type { Logger } from '../../logger';
import { LivePlayer, type PresenceWorld } from './presence-world';

/** This process publishes its players' news, and forgets silent processes, once per presence tick. */
const MIRROR_TICK_MS = 1000 / PRESENCE_TICK_HZ;

export interface PresenceMirroringOptions {
  world: PresenceWorld;
  cluster: Cluster;
  /** This process's own players now, for a full batch. */
  localPlayers(): Iterable<LivePlayer>;
  /** Another process's player moved in the world: the slices must run. */
  wake(): void;
  now(): number;
  logger: Logger;
}

/**
 * Presence across processes (DESIGN "Several processes"): this process's own players go out on
 * the presence bus once per tick, and every other process's players are shown here as players
 * of the local world that observe nothing (LivePlayer.observes false), so this process's
 * observers see them through the same areas, slices and presence ids as everyone else.
 */
export class PresenceMirroring {
  private readonly mirror: PresenceMirror;
  private readonly outbox = new PresenceOutbox<LivePlayer>();
  /** Other processes' players in the local world. */
  private readonly mirrored = new Map<string, LivePlayer>();
  private readonly opening: Promise<PresenceBus | undefined>;
  private bus: PresenceBus | undefined;
  /** The bus could not be opened: news is dropped rather than kept for nobody. */
  private busFailed = false;
  private readonly timer: ReturnType<typeof setInterval>;
  private stopped = false;

  constructor(private readonly options: PresenceMirroringOptions) {
    const { cluster, logger } = options;
    this.mirror = new PresenceMirror(cluster.processId);
    // Opened in the background: until it is, this process's news waits in the outbox.
    this.opening = openPresenceBus(cluster.redis, cluster.processId, { batch: (batch) => this.apply(this.mirror.apply(batch, options.now())), snapshotRequested: () => this.outbox.requestFull() }, logger).then(
      (bus) => {
        if (this.stopped) {
          void bus.close();
          return undefined;
        }
        this.bus = bus;
        return bus;
      },
      (error: unknown) => {
        logger.error({ err: error }, 'presence bus could not be opened: players of other processes stay unseen here');
        this.busFailed = true;
        return undefined;
      },
    );
    this.timer = setInterval(() => this.tick(), MIRROR_TICK_MS);
    // Must not keep a process alive that has nothing else to do.
    this.timer.unref();
  }

  /** A local player entered the world. */
  joined(player: LivePlayer): void {
    this.outbox.join(player);
  }

  /** A local player has a new accepted position. */
  moved(player: LivePlayer): void {
    this.outbox.move(player);
  }

  /** A local player left the world here; if it went on to another process meanwhile, it is shown from there. */
  left(player: LivePlayer): void {
    this.outbox.leave(player);
    const elsewhere = this.mirror.releaseLocal(player.playerId);
    if (elsewhere) this.show(elsewhere);
  }

  /**
   * A player is entering the world on this process: its copy from another process leaves the
   * local world (the local session replaces it). Answers where that process last had it.
   */
  claim(playerId: string): HeardPosition | undefined {
    this.hide(playerId);
    return this.mirror.claimLocal(playerId);
  }

  /** Where another process's player stands, as of its latest batch. */
  position(playerId: string): { x: number; y: number } | undefined {
    return this.mirror.position(playerId);
  }

  /** Which process a player of another process is on. */
  originOf(playerId: string): string | undefined {
    return this.mirror.originOf(playerId);
  }

  /** Other processes' players shown here. */
  get size(): number {
    return this.mirrored.size;
  }

  /** Tells the others this process's players are gone (it is stopping), and closes the bus. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.timer);
    const bus = this.bus ?? (await this.opening);
    // A full batch of nobody: the others drop this process's players now, not after its silence.
    bus?.publish({ full: true, joined: [], moved: [], left: [] });
    await bus?.close();
  }

  private tick(): void {
    try {
      this.apply(this.mirror.expire(this.options.now()));
      // Until the bus is open the news waits; it is a tick's worth at most in a healthy start.
      if (!this.bus && !this.busFailed) return;
      const batch = this.outbox.take(this.options.now(), this.options.localPlayers);
      if (batch) this.bus?.publish(batch);
    } catch (error) {
      // One bad tick must not stop mirroring: the next one runs regardless.
      this.options.logger.error({ err: error }, 'presence mirroring tick failed');
    }
  }

  private apply(changes: MirrorChanges): void {
    for (const player of changes.joined) this.show(player);
    let moved = false;
    for (const { playerId, x, y } of changes.moved) {
      const player = this.mirrored.get(playerId);
      if (!player) continue;
      this.options.world.place(player, x, y);
      moved = true;
    }
    for (const playerId of changes.left) this.hide(playerId);
    if (moved) this.options.wake();
    if (changes.needsSnapshot) this.bus?.requestSnapshots();
  }

  private show({ playerId, username, x, y }: MirroredPlayer): void {
    const shown = this.mirrored.get(playerId);
    if (shown) {
      this.options.world.place(shown, x, y);
      this.options.wake();
      return;
    }
    const player = new LivePlayer(playerId, username, x, y, false);
    this.mirrored.set(playerId, player);
    this.options.world.join(player);
  }

  private hide(playerId: string): void {
    const player = this.mirrored.get(playerId);
    if (!player) return;
    this.mirrored.delete(playerId);
    this.options.world.leave(player);
  }
}
