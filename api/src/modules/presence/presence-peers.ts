import type { Cluster } from '../../cluster/cluster';
import type { HeardPosition } from '../../cluster/presence-mirror';
import { PresenceMirroring, type PresenceMirroringOptions } from './presence-mirroring';
import type { LivePlayer } from './presence-world';

/**
 * The other processes of a cluster as presence sees them (DESIGN "Several processes"): told of
 * this process's players, and showing theirs here (PresenceMirroring). A lone process has no
 * peers and the same calls do nothing, so the rest of presence is written once for both.
 */
export interface PresencePeers {
  /** A local player entered the world. */
  joined(player: LivePlayer): void;
  /** A local player has a new accepted position. */
  moved(player: LivePlayer): void;
  /** A local player left the world here. */
  left(player: LivePlayer): void;
  /** A player is entering the world here: its copy from another process goes, and where that process last had it is answered. */
  claim(playerId: string): HeardPosition | undefined;
  /** Where another process's player stands, as of its latest news. */
  position(playerId: string): { x: number; y: number } | undefined;
  /** Which process a player of another process is on. */
  originOf(playerId: string): string | undefined;
  /** Other processes' players shown here. */
  readonly size: number;
  /** Tells the others this process's players are gone, and stops listening to them. */
  stop(): Promise<void>;
}

const LONE_PROCESS: PresencePeers = {
  joined: () => undefined,
  moved: () => undefined,
  left: () => undefined,
  claim: () => undefined,
  position: () => undefined,
  originOf: () => undefined,
  size: 0,
  stop: () => Promise.resolve(),
};

/** The other processes' players, shown in this world, and this process's, published for them; nobody without a cluster. */
export function joinPeers(cluster: Cluster | undefined, options: Omit<PresenceMirroringOptions, 'cluster'>): PresencePeers {
  return cluster ? new PresenceMirroring({ ...options, cluster }) : LONE_PROCESS;
}
