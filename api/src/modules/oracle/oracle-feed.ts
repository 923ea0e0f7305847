import { oracleQuerySchema } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { GameSocket, GameSocketServer } from '../../game-socket';
import { Refusal } from '../../http/refusal';
import { identityOf } from '../presence/handshake';
import { askOracle } from './oracle-service';

/**
 * The oracle over the socket (000 §9 `oracle-query` / `oracle-clue`): judged and paid exactly as
 * POST /api/oracle/query, within the same budget. The clue goes back to the asking socket as
 * `oracle-clue`; a refusal as a warning notification with the refusal's words, as encounter
 * answers are refused (journeys/journey-feed.ts).
 */
export function attachOracle(io: GameSocketServer, ctx: AppContext): void {
  io.on('connection', (socket: GameSocket) => {
    socket.on('oracle-query', (payload: unknown) => void ask(socket, payload));
  });

  async function ask(socket: GameSocket, payload: unknown): Promise<void> {
    const { userId } = identityOf(socket);
    const budget = await ctx.rateLimits.take('oracle', { userId });
    if (!budget.allowed) {
      socket.emit('notification', { type: 'warning', message: new Refusal('RATE_LIMITED').message });
      return;
    }
    const parsed = oracleQuerySchema.safeParse(payload ?? {});
    if (!parsed.success) {
      socket.emit('notification', { type: 'warning', message: new Refusal('INVALID_REQUEST').message });
      return;
    }
    try {
      const { clue } = await askOracle(ctx, userId, parsed.data.query);
      socket.emit('oracle-clue', { clue });
    } catch (error) {
      if (error instanceof Refusal) {
        socket.emit('notification', { type: 'warning', message: error.message });
        return;
      }
      ctx.logger.error({ err: error }, 'asking the oracle over the socket failed');
    }
  }
}
