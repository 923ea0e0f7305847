import { checkMove, cityIdAt, leavesCity, MOVE_FLOOD_WARNING_INTERVAL_MS, playerMoveSchema, POSITION_CORRECTION_REASONS, PRESENCE_MESSAGES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { passCityEdge } from './pack-gate';
import type { CharacterHolds } from './character-holds';
import type { PresenceStats } from './presence-control';
import type { Session } from './sessions';
import type { WorldMembership } from './world-membership';

export interface MoveParts {
  membership: WorldMembership;
  holds: CharacterHolds;
  stats: Pick<PresenceStats, 'movesAccepted' | 'packChecksPending'>;
  /** Presence is stopping: moves are dropped. */
  isStopped(): boolean;
}

const AWAY_REASONS = {
  IN_COUNTRYSIDE: POSITION_CORRECTION_REASONS.onFarm,
  ON_JOURNEY: POSITION_CORRECTION_REASONS.onJourney,
  IN_VENICE: POSITION_CORRECTION_REASONS.inVenice,
} as const;

/**
 * The handler of a session's `player-move`: rate, shape, the farm gate and the speed check
 * (shared checkMove), then the new position for the next tick, or a correction back to the
 * last accepted one. Judged as it arrives: everything a move needs is in the session, so
 * nothing is awaited, but for the few moves that walk out of a city's grounds, which the pack
 * gate judges against the pack (pack-gate.ts).
 */
export function moveHandler(ctx: AppContext, parts: MoveParts): (session: Session, payload: unknown) => void {
  const { membership, holds, stats, isStopped } = parts;
  return (session, payload) => {
    const { player, socket } = session;
    if (isStopped() || holds.isHeld(player.playerId)) return;
    // Counted before parsing, so a flood of malformed moves is limited (and warned) too. Real
    // time, as the shared limiter counts it, whatever the game clock says.
    if (!session.moveRate.take(Date.now())) {
      const now = ctx.clock.now();
      if (now - session.moveFloodWarnedAt >= MOVE_FLOOD_WARNING_INTERVAL_MS) {
        session.moveFloodWarnedAt = now;
        socket.emit('notification', { type: 'warning', message: PRESENCE_MESSAGES.tooManyMoves });
      }
      return;
    }
    const parsed = playerMoveSchema.safeParse(payload);
    if (!parsed.success) {
      socket.emit('notification', { type: 'warning', message: PRESENCE_MESSAGES.invalidMove });
      return;
    }
    // On the farm the character waits at the gate: the world is walked again after Return to City.
    // On the road the server moves it with its caravan; in Venice it is off the map.
    if (session.locationState !== 'IN_CITY') {
      socket.emit('position-corrected', { x: player.x, y: player.y, reason: AWAY_REASONS[session.locationState] });
      return;
    }
    const { verdict, budget } = checkMove(player, parsed.data, session.moveBudget, ctx.clock.now(), session.pace);
    session.moveBudget = budget;
    if (verdict !== 'ok') {
      const reason = verdict === 'outside-world' ? POSITION_CORRECTION_REASONS.outsideWorld : POSITION_CORRECTION_REASONS.tooFast;
      socket.emit('position-corrected', { x: player.x, y: player.y, reason });
      return;
    }
    const accept = (to: { x: number; y: number }) => {
      // Within a city's grounds again, the pack no longer slows the walker.
      if (session.pace !== 1 && cityIdAt(to.x, to.y) !== null) session.pace = 1;
      membership.place(player, to.x, to.y);
      stats.movesAccepted += 1;
      session.unsaved = true;
    };
    if (leavesCity(player, parsed.data)) passCityEdge(ctx, session, parsed.data, { accept, isStopped, stats });
    else accept(parsed.data);
  };
}
