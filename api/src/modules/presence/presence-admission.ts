import { MESSAGES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { GameSocket, GameSocketServer } from '../../game-socket';
import { socketAddress } from '../../http/client-address';
import { authenticateHandshake } from './handshake';
import type { WriteQueue } from './position-writer';

/**
 * Who may enter the world: every handshake is counted per address, then its access token
 * checked and the player loaded (authenticateHandshake), then counted per player. A refusal is
 * the client's connect_error, with a code it can act on.
 */
export function admitSockets(io: GameSocketServer, ctx: AppContext, writes: WriteQueue): void {
  /** The handshake's verdict: undefined admits the socket, an Error is its connect_error. */
  async function admit(socket: GameSocket): Promise<Error | undefined> {
    // A save of this player's last position may still be queued from its previous connection.
    await writes.idle();
    const address = socketAddress(socket, ctx.config);
    const tooMany = (retryAfterMs: number) => Object.assign(new Error(MESSAGES.tooManyRequests), { data: { code: 'RATE_LIMITED', retryAfterMs } });
    const byAddress = await ctx.rateLimits.take('socketConnect', { address });
    if (!byAddress.allowed) return tooMany(byAddress.retryAfterMs);
    const result = await authenticateHandshake(ctx, socket.handshake.auth);
    if (!result.ok) return Object.assign(new Error(result.message), { data: { code: result.code } });
    const byPlayer = await ctx.rateLimits.take('socketConnect', { userId: result.identity.userId });
    if (!byPlayer.allowed) return tooMany(byPlayer.retryAfterMs);
    socket.data = { identity: result.identity };
    return undefined;
  }

  io.use((socket, next) => {
    void admit(socket).then(
      (refusal) => next(refusal),
      (error: unknown) => {
        ctx.logger.error({ err: error }, 'socket handshake failed');
        next(new Error(MESSAGES.internalError));
      },
    );
  });
}
