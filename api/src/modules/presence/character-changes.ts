import { freshMoveBudget, POSITION_CORRECTION_REASONS, PRESENCE_MESSAGES } from '@silkroad/shared';
import type { Cluster } from '../../cluster/cluster';
import type { AppContext } from '../../context';
import type { GameSocketServer } from '../../game-socket';
import { relayCharacterChanges, type CharacterChangeRelay, type HeldCharacterHandlers } from './character-change-relay';
import type { CharacterHolds } from './character-holds';
import { characterResetAtOf, type WriteQueue } from './position-writer';
import type { CharacterChangeOutcome } from './presence-control';
import type { PresencePeers } from './presence-peers';
import type { Sessions } from './sessions';
import { isOnMapState, type WorldMembership } from './world-membership';

export interface CharacterChangeParts {
  sessions: Sessions;
  membership: WorldMembership;
  peers: PresencePeers;
  writes: WriteQueue;
  holds: CharacterHolds;
}

/**
 * Character changes made by HTTP routes (a reset, a delete, the farm gate) on a player who may be
 * in the world (PresenceControl.changeCharacter). The change runs in the write queue with the
 * player held, so no save of the old character's position lands after it; then its outcome is
 * put into effect on the live session. When that session is on another process, the change goes
 * through the relay, and the process holding it does the same on its side (hold, settle).
 */
export class CharacterChanges implements HeldCharacterHandlers {
  private readonly relay: CharacterChangeRelay | undefined;

  constructor(
    io: GameSocketServer,
    private readonly ctx: AppContext,
    cluster: Cluster | undefined,
    private readonly parts: CharacterChangeParts,
  ) {
    // A route on another process changing a character whose session is here.
    this.relay = cluster ? relayCharacterChanges(io, this, ctx.logger) : undefined;
  }

  /** PresenceControl.changeCharacter. */
  async change<T>(userId: string, change: () => Promise<T>, outcome: CharacterChangeOutcome): Promise<T> {
    const { sessions, peers, writes, holds } = this.parts;
    if (this.relay && !sessions.has(userId) && peers.originOf(userId) !== undefined) return this.relay.run(userId, change, outcome);
    holds.freeze(userId);
    try {
      return await writes.run(async () => {
        const result = await change();
        await this.apply(userId, outcome);
        return result;
      });
    } finally {
      holds.unfreeze(userId);
    }
  }

  /** Another process is about to change this player's character: hold the session here, if it is here. */
  async hold(playerId: string): Promise<boolean> {
    if (!this.parts.sessions.has(playerId)) return false;
    this.parts.holds.holdForPeer(playerId);
    // A save of the old position under way finishes before the change starts.
    await this.parts.writes.idle();
    return true;
  }

  /** Another process's change is committed (or, null, did not happen). */
  settle(playerId: string, outcome: CharacterChangeOutcome | null): void {
    const { writes, holds } = this.parts;
    if (!outcome) {
      holds.letGo(playerId);
      return;
    }
    void writes
      .run(() => this.apply(playerId, outcome))
      .catch((error: unknown) => this.ctx.logger.error({ err: error }, 'applying a character change from another process failed'))
      .finally(() => holds.letGo(playerId));
  }

  /** Stops answering other processes' changes. */
  stop(): void {
    this.relay?.stop();
  }

  /**
   * Puts a committed character change into effect on the player's session here, if there is one.
   * Runs in the write queue, so no save of the old character's position runs in between.
   */
  private async apply(userId: string, outcome: CharacterChangeOutcome): Promise<void> {
    const { ctx } = this;
    const { sessions, membership } = this.parts;
    const session = sessions.get(userId);
    if (!session) return;
    if (outcome.kind === 'relocate') {
      session.locationState = outcome.state;
      if (!isOnMapState(outcome.state)) membership.withdraw(session);
      return;
    }
    if (outcome.kind === 'arrive') {
      session.locationState = outcome.state;
      membership.place(session.player, outcome.x, outcome.y);
      if (isOnMapState(outcome.state)) membership.reenter(session);
      // Off the road the character walks again, from a standstill.
      session.moveBudget = freshMoveBudget(ctx.clock.now());
      // The arrival saved this position itself.
      session.unsaved = false;
      session.socket.emit('position-corrected', { x: outcome.x, y: outcome.y, reason: POSITION_CORRECTION_REASONS.journeyEnded });
      return;
    }
    if (outcome.kind === 'leave') {
      membership.leave(session);
      session.socket.emit('notification', { type: 'info', message: PRESENCE_MESSAGES.characterDeleted, code: 'CHARACTER_DELETED' });
      session.socket.disconnect(true);
      return;
    }
    let characterResetAt: number | null;
    try {
      characterResetAt = await characterResetAtOf(ctx.db, userId);
    } catch (error) {
      // Without the new character's mark every later save would be refused: a fresh connection reads it.
      ctx.logger.error({ err: error }, 'reading a started-over character failed; its player is disconnected');
      session.socket.disconnect(true);
      return;
    }
    if (sessions.get(userId) !== session) return;
    session.characterResetAt = characterResetAt;
    // A character started over stands in the world (resetProgress), wherever it was.
    session.locationState = 'IN_CITY';
    membership.place(session.player, outcome.x, outcome.y);
    membership.reenter(session);
    // The character starts over at the start, and so does its move budget.
    session.moveBudget = freshMoveBudget(ctx.clock.now());
    // The change saved this position itself.
    session.unsaved = false;
    session.socket.emit('position-corrected', { x: outcome.x, y: outcome.y, reason: POSITION_CORRECTION_REASONS.characterReset });
  }
}
