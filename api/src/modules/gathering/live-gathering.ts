import type { GameSocketServer } from '../../game-socket';
import type { AppContext } from '../../context';
import type { Sweep } from '../../sweep';
import { attachNodeFeed } from './node-feed';
import { startNodeSweep } from './node-settlement';

/**
 * Gathering on a running server: node changes told over the socket, and the periodic
 * settlement of nodes (regrowth, replacement). Plain createApp (in-process tests) has neither;
 * its nodes settle lazily on reads, or when a test runs settleResourceNodes itself.
 */
export function attachLiveGathering(io: GameSocketServer, ctx: AppContext): Sweep {
  const unsubscribe = attachNodeFeed(io, ctx);
  const sweep = startNodeSweep(ctx);
  return {
    async stop() {
      await sweep.stop();
      unsubscribe();
    },
  };
}
