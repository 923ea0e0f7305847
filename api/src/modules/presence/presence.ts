import type { Cluster } from '../../cluster/cluster';
import type { AppContext } from '../../context';
import type { GameSocketServer } from '../../game-socket';
import { CharacterChanges } from './character-changes';
import { CharacterHolds } from './character-holds';
import { acceptConnections } from './connections';
import { moveHandler } from './move-handler';
import { bridgeNotifications } from './notifications-bridge';
import { PositionSaves } from './position-saves';
import { WriteQueue } from './position-writer';
import { admitSockets } from './presence-admission';
import type { PresenceControl, PresenceStats } from './presence-control';
import { joinPeers } from './presence-peers';
import { PresenceTicker } from './presence-ticker';
import { PresenceWorld } from './presence-world';
import { roomFeed } from './room-feed';
import { Sessions } from './sessions';
import { chatHandler } from './world-chat';
import { WorldMembership } from './world-membership';

export { areaRoom } from './area-rooms';

export interface Presence extends PresenceControl {
  stats(): PresenceStats;
  /** Stops the loops and saves every unsaved position; call before closing the database. */
  stop(): Promise<void>;
}

/**
 * Realtime presence and chat on the game's socket.io server (spec 000 §7 "Realtime socket",
 * DESIGN "Realtime"). Also sets `ctx.presence`, so HTTP routes can move or remove a live player.
 * In a `cluster` (DESIGN "Several processes") the world also shows the other processes' players,
 * each player has one session across all of them, and what happens to a player reaches them on
 * whichever process their socket is.
 */
export function attachPresence(io: GameSocketServer, ctx: AppContext, cluster?: Cluster): Presence {
  let stopped = false;
  const isStopped = () => stopped;
  const stats: PresenceStats = { players: 0, mirrored: 0, slices: 0, sliceMs: 0, longestSliceMs: 0, movesAccepted: 0, packChecksPending: 0, messages: 0, updates: 0, sharedFrameWrites: 0 };
  const sessions = new Sessions();
  const world = new PresenceWorld(roomFeed(sessions.socketOf, stats));
  const ticker = new PresenceTicker(world, stats, ctx.logger);
  // One queue for every presence write: a save never crosses a character change.
  const writes = new WriteQueue();
  const holds = new CharacterHolds();
  const saves = new PositionSaves(ctx, writes, sessions, holds);
  const peers = joinPeers(cluster, { world, localPlayers: () => sessions.players(), wake: ticker.wake, now: () => ctx.clock.now(), logger: ctx.logger });
  const membership = new WorldMembership(ctx, sessions, world, peers, ticker.wake);

  admitSockets(io, ctx, writes);
  acceptConnections(io, ctx, { sessions, membership, world, saves, isStopped, onMove: moveHandler(ctx, { membership, holds, stats, isStopped }), onChat: chatHandler(io, ctx) });
  const changes = new CharacterChanges(io, ctx, cluster, { sessions, membership, peers, writes, holds });
  const stopNotifications = bridgeNotifications(io, ctx.events);

  const presence: Presence = {
    stats: () => ({ ...stats, players: sessions.size, mirrored: peers.size }),

    livePosition(userId) {
      const session = sessions.get(userId);
      // A player on another process stands where its latest batch said: at most a tick old.
      return session ? { x: session.player.x, y: session.player.y } : peers.position(userId);
    },

    changeCharacter: (userId, change, outcome) => changes.change(userId, change, outcome),

    async stop() {
      if (stopped) return;
      stopped = true;
      stopNotifications();
      changes.stop();
      ticker.stop();
      saves.stop();
      holds.stop();
      await peers.stop();
      await saves.save();
      await writes.idle();
      if (ctx.presence === presence) delete ctx.presence;
    },
  };
  ctx.presence = presence;
  return presence;
}
