import type { AppContext } from '../../context';
import { evaluateAchievements } from './achievements';

/**
 * Unlocks achievements as things happen (issue 21): every domain event that says a player changed
 * (a trade, a craft, a harvest, a reward, a journey's step) asks for that player's achievements to
 * be counted again. One evaluation per player runs at a time; changes that arrive meanwhile ask
 * for one more run after it, so a burst of trades costs two evaluations, not one each. Each
 * unlock is its own transaction with its guard in the SQL, so evaluations on several processes
 * never pay twice.
 */
export class AchievementWatcher {
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private readonly unsubscribe: (() => void)[];

  constructor(private readonly ctx: AppContext) {
    this.unsubscribe = [ctx.events.on('player-changed', ({ playerId }) => this.touch(playerId)), ctx.events.on('journey-changed', ({ playerId }) => this.touch(playerId))];
  }

  /** Asks for the player's achievements to be counted again. */
  touch(playerId: string): void {
    if (this.running.has(playerId)) {
      this.again.add(playerId);
      return;
    }
    const run = (async () => {
      do {
        this.again.delete(playerId);
        await evaluateAchievements(this.ctx, playerId);
      } while (this.again.has(playerId));
    })()
      .catch((error: unknown) => this.ctx.logger.error({ err: error, playerId }, 'achievement evaluation failed'))
      .finally(() => this.running.delete(playerId));
    this.running.set(playerId, run);
  }

  /** Resolves once no evaluation runs (tests; and closing, before the database goes). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }

  async stop(): Promise<void> {
    for (const off of this.unsubscribe) off();
    await this.settled();
  }
}
