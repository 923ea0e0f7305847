import { resolveEncounterSchema } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { GameSocket, GameSocketServer } from '../../game-socket';
import { Refusal } from '../../http/refusal';
import { identityOf } from '../presence/handshake';
import type { Sweep } from '../../sweep';
import { resolveEncounter } from './journey-progress';
import { startJourneySweep } from './journey-service';
import { startCaravanFeed } from './caravan-feed';

/**
 * Journeys live: the 1 s sweep that moves every journey on (arrivals, encounter checks,
 * auto-resolves), the caravans shown to those nearby (caravan-feed.ts), and encounter answers over the socket (`encounter-choose`), judged exactly as
 * POST /api/encounters/resolve judges them. What changed reaches the player as `journey-update`
 * (notifications-bridge.ts); a refused answer as a warning with the refusal's words.
 */
export function attachLiveJourneys(io: GameSocketServer, ctx: AppContext): Sweep {
  io.on('connection', (socket: GameSocket) => {
    socket.on('encounter-choose', (payload: unknown) => void choose(socket, payload));
  });

  async function choose(socket: GameSocket, payload: unknown): Promise<void> {
    const { userId } = identityOf(socket);
    // The same budget as the route: a client looping over answers gets nothing for it.
    if (!(await ctx.rateLimits.take('encounterChoice', { userId })).allowed) return;
    const parsed = resolveEncounterSchema.safeParse(payload);
    if (!parsed.success) {
      socket.emit('notification', { type: 'warning', message: new Refusal('INVALID_REQUEST').message });
      return;
    }
    try {
      await resolveEncounter(ctx, userId, parsed.data.encounter_id, parsed.data.choice_id);
    } catch (error) {
      if (error instanceof Refusal) {
        socket.emit('notification', { type: 'warning', message: error.message });
        return;
      }
      ctx.logger.error({ err: error }, 'answering an encounter over the socket failed');
    }
  }

  const sweep = startJourneySweep(ctx);
  const caravans = startCaravanFeed(io, ctx);
  return { stop: () => Promise.all([sweep.stop(), caravans.stop()]).then(() => undefined) };
}
