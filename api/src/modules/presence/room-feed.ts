import type { GameSocket } from '../../game-socket';
import { areaRoom } from './area-rooms';
import { eventPacket, movesPacket, sendPackets, type EventPacket } from './batch-fan-out';
import type { PresenceStats } from './presence-control';
import type { LivePlayer, PresenceFeed } from './presence-world';

/**
 * The world's news on socket.io: each message goes to the one player it is for (whom it is
 * shown, whom it no longer is, the moves of those it is shown). A slice's news for a player goes
 * out in one write. Local emits only: presence ids are this process's own, so none of it may go
 * through a cluster's adapter. A player's socket still joins its area's room, for what an area
 * shares (caravans on the road).
 */
export function roomFeed(socketOf: (player: LivePlayer) => GameSocket | undefined, stats: Pick<PresenceStats, 'sharedFrameWrites'>): PresenceFeed {
  // A player's player-joined and player-left, encoded once for all who are told in a slice.
  const joinedPackets = new WeakMap<LivePlayer, EventPacket & { x: number; y: number; presenceId: number }>();
  const leftPackets = new WeakMap<LivePlayer, EventPacket>();
  const joined = (player: LivePlayer): EventPacket => {
    let packet = joinedPackets.get(player);
    if (!packet || packet.x !== player.x || packet.y !== player.y || packet.presenceId !== player.presenceId) {
      packet = { ...eventPacket('player-joined', player.snapshot()), x: player.x, y: player.y, presenceId: player.presenceId };
      joinedPackets.set(player, packet);
    }
    return packet;
  };
  const left = (player: LivePlayer): EventPacket => {
    let packet = leftPackets.get(player);
    if (!packet) {
      packet = eventPacket('player-left', { playerId: player.playerId });
      leftPackets.set(player, packet);
    }
    return packet;
  };
  return {
    shown(observer, player) {
      socketOf(observer)?.emit('player-joined', player.snapshot());
    },
    hidden(observer, player) {
      socketOf(observer)?.emit('player-left', { playerId: player.playerId });
    },
    entered(player, from, to, visible) {
      const socket = socketOf(player);
      if (!socket) return;
      void socket.leave(areaRoom(from));
      void socket.join(areaRoom(to));
      socket.emit('existing-players', visible);
    },
    news(observer, hidden, shown, batch) {
      const socket = socketOf(observer);
      if (!socket) return;
      if (hidden.length === 0 && shown.length === 0) {
        // Most news is moves alone: 40,000 a second at 2,000 players.
        if (batch !== '' && sendPackets(socket, [movesPacket(batch)])) stats.sharedFrameWrites += 1;
        return;
      }
      const packets: EventPacket[] = [];
      for (const player of hidden) packets.push(left(player));
      for (const player of shown) packets.push(joined(player));
      if (batch !== '') packets.push(movesPacket(batch));
      if (sendPackets(socket, packets)) stats.sharedFrameWrites += 1;
    },
  };
}
