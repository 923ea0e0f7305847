import { PRESENCE_MESSAGES } from '@silkroad/shared';
import { takeOverUserRoom } from '../../cluster/user-room';
import type { AppContext } from '../../context';
import type { GameSocket, GameSocketServer } from '../../game-socket';
import { identityOf } from './handshake';
import type { PositionSaves } from './position-saves';
import type { PresenceWorld } from './presence-world';
import type { Session, Sessions } from './sessions';
import type { WorldMembership } from './world-membership';

type SessionHandler = (session: Session, payload: unknown) => void;

export interface ConnectionParts {
  sessions: Sessions;
  membership: WorldMembership;
  world: PresenceWorld;
  saves: PositionSaves;
  onMove: SessionHandler;
  onChat: SessionHandler;
  /** Presence is stopping: new sockets are closed, and closing ones change nothing. */
  isStopped(): boolean;
}

/**
 * An admitted socket's life (presence-admission lets it in): it enters the world, taking over
 * the player's session here or on another process; it is told who it is and whom it sees; its
 * moves, chat and pings are handled; and when it closes its player leaves the world.
 */
export function acceptConnections(io: GameSocketServer, ctx: AppContext, parts: ConnectionParts): void {
  const { sessions, membership, world, saves, onMove, onChat, isStopped } = parts;
  io.on('connection', (socket: GameSocket) => {
    if (isStopped()) {
      socket.disconnect(true);
      return;
    }
    // The upgrade request was only needed for the handshake, built by now: dropping Engine.IO's
    // reference saves about a tenth of a connected player's memory (socket.io's memory guide).
    (socket.conn as unknown as { request: unknown }).request = null;
    const identity = identityOf(socket);
    const { session, replaced } = membership.enter(socket, identity);
    const { player } = session;
    // One session per player across processes: the player's other sockets, here or elsewhere, are
    // told why and closed; the one here at once, after the notice (the adapter's close of it
    // would come back from Redis later).
    takeOverUserRoom(io, socket, identity.userId, { type: 'warning', message: PRESENCE_MESSAGES.replacedByNewConnection, code: 'REPLACED_BY_NEW_CONNECTION' }).catch((error: unknown) =>
      ctx.logger.error({ err: error }, 'joining the player room failed'),
    );
    replaced?.disconnect(true);

    socket.emit('connection:established', { playerId: player.playerId, presenceId: player.presenceId, username: player.username, x: player.x, y: player.y, serverTime: ctx.clock.now() });
    socket.emit('existing-players', world.visibleTo(player));
    socket.emit('pack-pace', { pace: session.pace });

    socket.on('player-move', (payload: unknown) => onMove(session, payload));
    socket.on('chat-message', (payload: unknown) => onChat(session, payload));
    socket.on('ping', () => {
      if (session.pingRate.take(Date.now())) socket.emit('pong', { serverTime: ctx.clock.now() });
    });
    socket.on('disconnect', () => {
      // A socket taken over by a newer connection leaves the session, and the world, to it.
      if (isStopped() || session.socket !== socket || sessions.get(player.playerId) !== session) return;
      membership.leave(session);
      // The move budget stays with the player: saved even when the position is not, so the next
      // connection, here or on another process, continues it (a connection here waits for it).
      session.unsaved = true;
      void saves.save(session);
    });
  });
}
