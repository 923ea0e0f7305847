import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { GameSocketServer } from '../../game-socket';
import { WORLD_ROOM } from './area-rooms';
import { parseChatMessage } from './chat';
import type { Session } from './sessions';

/**
 * The handler of a session's `chat-message`: checked (parseChatMessage) and counted (the
 * shared limiter, per player and per address), then sent to everyone in the world. Through the
 * adapter, unlike presence's own news: the world room spans every process of a cluster.
 */
export function chatHandler(io: GameSocketServer, ctx: AppContext): (session: Session, payload: unknown) => void {
  return (session, payload) => {
    const { player, socket } = session;
    const parsed = parseChatMessage(payload);
    if (!parsed.ok) {
      if (parsed.reason === 'too-long') socket.emit('notification', { type: 'warning', message: MESSAGES.chatTooLong });
      return;
    }
    void ctx.rateLimits.take('chat', { userId: player.playerId, address: session.address }).then((verdict) => {
      if (!verdict.allowed) {
        socket.emit('notification', { type: 'warning', message: MESSAGES.chatRateLimited });
        return;
      }
      io.to(WORLD_ROOM).emit('chat-message', { id: randomUUID(), playerId: player.playerId, username: player.username, message: parsed.message, channel: parsed.channel, timestamp: ctx.clock.now() });
    });
  };
}
