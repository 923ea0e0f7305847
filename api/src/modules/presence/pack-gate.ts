import { PACK_WARNING_INTERVAL_MS, packFitsTheRoad, packTooHeavyText, packWeight, POSITION_CORRECTION_REASONS, walkingPace } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { inventoryOf } from '../economy/inventory-store';
import type { PresenceStats } from './presence-control';
import type { Session } from './sessions';

export interface GateParts {
  accept(to: { x: number; y: number }): void;
  isStopped(): boolean;
  stats: Pick<PresenceStats, 'packChecksPending'>;
}

/**
 * The city's edge on foot (docs/decisions.md "One pace"): a move out of a city's grounds passes
 * only with a pack of at most PACK_WEIGHT_CAPACITY, so bulk leaves by caravan, and the pack's
 * weight sets the walker's pace in the open land (walkingPace). Such moves are a
 * few a trip, so the pack is read from the database, never from a copy that a trade on another
 * process could have left stale (the socket is the session's at the answer: a new connection
 * may have taken it over). One read at a time per session: the moves that arrive meanwhile
 * are dropped (the client keeps sending its position), and a move judged after the character was
 * put elsewhere (a journey, a reset) is dropped too.
 */
export function passCityEdge(ctx: AppContext, session: Session, to: { x: number; y: number }, parts: GateParts): void {
  if (session.packCheckPending) return;
  session.packCheckPending = true;
  parts.stats.packChecksPending += 1;
  const { player } = session;
  const from = { x: player.x, y: player.y };
  const stillThere = () => !parts.isStopped() && session.locationState === 'IN_CITY' && player.x === from.x && player.y === from.y;
  inventoryOf(ctx.db, player.playerId)
    .then((inventory) => {
      session.packCheckPending = false;
      parts.stats.packChecksPending -= 1;
      if (!stillThere()) return;
      const weight = packWeight(inventory);
      if (packFitsTheRoad(weight)) {
        parts.accept(to);
        // Out in the open land, the pack sets the pace until the next city (the client is told).
        session.pace = walkingPace(weight);
        session.socket.emit('pack-pace', { pace: session.pace });
        return;
      }
      session.socket.emit('position-corrected', { x: player.x, y: player.y, reason: POSITION_CORRECTION_REASONS.packTooHeavy });
      const now = ctx.clock.now();
      if (now - session.packWarnedAt >= PACK_WARNING_INTERVAL_MS) {
        session.packWarnedAt = now;
        session.socket.emit('notification', { type: 'warning', message: packTooHeavyText(weight) });
      }
    })
    .catch((error: unknown) => {
      // Unread, the edge stays shut: the character is put back, and walks on when the database answers.
      session.packCheckPending = false;
      parts.stats.packChecksPending -= 1;
      ctx.logger.warn({ err: error, playerId: player.playerId }, 'pack check at a city edge failed');
      if (stillThere()) session.socket.emit('position-corrected', { x: player.x, y: player.y, reason: POSITION_CORRECTION_REASONS.packTooHeavy });
    });
}
