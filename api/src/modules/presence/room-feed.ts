import type { GameSocket, GameSocketServer } from '../../game-socket';
import { areaRoom } from './area-rooms';
import { eventPacket, sendPackets } from './batch-fan-out';
import type { PresenceStats } from './presence-control';
import type { LivePlayer, PresenceFeed } from './presence-world';

interface Packet {
  event: string;
  payload: unknown;
  text: string;
}

/**
 * The world's news on socket.io: each message goes to the one player it is for (whom it is
 * shown, whom it no longer is, the moves of those it is shown). A slice's news for a player goes
 * out in one write. Local emits only: presence ids are this process's own, so none of it may go
 * through a cluster's adapter. A player's socket still joins its area's room, for what an area
 * shares (caravans on the road).
 */
export function roomFeed(_io: GameSocketServer, socketOf: (player: LivePlayer) => GameSocket | undefined, stats: Pick<PresenceStats, 'sharedFrameWrites'>): PresenceFeed {
  // A player's player-joined and player-left, encoded once for all who are told in a slice.
  const joinedPackets = new WeakMap<LivePlayer, Packet & { x: number; y: number; presenceId: number }>();
  const leftPackets = new WeakMap<LivePlayer, Packet>();
  const joined = (player: LivePlayer): Packet => {
    let packet = joinedPackets.get(player);
    if (!packet || packet.x !== player.x || packet.y !== player.y || packet.presenceId !== player.presenceId) {
      const payload = player.snapshot();
      packet = { event: 'player-joined', payload, text: eventPacket('player-joined', payload), x: player.x, y: player.y, presenceId: player.presenceId };
      joinedPackets.set(player, packet);
    }
    return packet;
  };
  const left = (player: LivePlayer): Packet => {
    let packet = leftPackets.get(player);
    if (!packet) {
      const payload = { playerId: player.playerId };
      packet = { event: 'player-left', payload, text: eventPacket('player-left', payload) };
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
      const packets: Packet[] = [];
      for (const player of hidden) packets.push(left(player));
      for (const player of shown) packets.push(joined(player));
      // The batch is base64: nothing in it needs escaping, so its packet is written without JSON.stringify.
      if (batch !== '') packets.push({ event: 'players-moved', payload: batch, text: `42["players-moved","${batch}"]` });
      if (sendPackets(socket, packets)) stats.sharedFrameWrites += 1;
    },
  };
}
