import type { GameSocketServer } from '../../game-socket';
import type { AppContext } from '../../context';
import { attachMarketFeed } from './market-feed';
import { startMarketLoops, type MarketIntervals } from './market-simulation';

export interface LiveMarkets {
  /** Stops the simulation (waiting for a step under way) and the feed; call before closing the database. */
  stop(): Promise<void>;
}

/**
 * Live markets for a running server: the socket feed and the simulation's timers. Plain
 * createApp (in-process tests) has neither, so its markets only move when a test says so.
 */
export function attachLiveMarkets(io: GameSocketServer, ctx: AppContext, intervals: MarketIntervals = {}): LiveMarkets {
  const feed = attachMarketFeed(io, ctx);
  const loops = startMarketLoops(ctx, intervals);
  return {
    async stop() {
      await loops.stop();
      feed.stop();
    },
  };
}
