import type { GameSocket, GameSocketServer } from '../../game-socket';
import { areaRoom } from './area-rooms';
import { sendMovesBatch } from './batch-fan-out';
import type { PresenceStats } from './presence-control';
import type { LivePlayer, PresenceFeed } from './presence-world';

/**
 * The world's news on socket.io. Joins and leaves go to the rooms of whole areas, and a tick's
 * moves to the players of one slice of an area: each message is encoded once however many
 * receive it. Local emits only: presence ids are this process's own, so none of it may go
 * through a cluster's adapter.
 */
export function roomFeed(io: GameSocketServer, socketOf: (player: LivePlayer) => GameSocket | undefined, stats: Pick<PresenceStats, 'sharedFrameWrites'>): PresenceFeed {
  return {
    joined(player, areas) {
      // After a crossing its own socket is in the new area's room already (entered comes first).
      const socket = player.observes ? socketOf(player) : undefined;
      const rooms = io.local.to(areas.map(areaRoom));
      (socket ? rooms.except(socket.id) : rooms).emit('player-joined', player.snapshot());
    },
    left(player, areas) {
      io.local.to(areas.map(areaRoom)).emit('player-left', { playerId: player.playerId });
    },
    entered(player, from, to, visible) {
      const socket = socketOf(player);
      if (!socket) return;
      void socket.leave(areaRoom(from));
      void socket.join(areaRoom(to));
      socket.emit('existing-players', visible);
    },
    moved(_area, batch, listeners) {
      stats.sharedFrameWrites += sendMovesBatch(batch, listeners, socketOf);
    },
  };
}
