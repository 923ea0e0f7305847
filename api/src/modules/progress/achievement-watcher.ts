import type { AppContext } from '../../context';
import { evaluateAchievements } from './achievements';

/**
 * Evaluations that may run at once, all players together: each holds a database connection for
 * its dozen queries, and twenty at once took most of a PostgreSQL pool from the trades (issue 22).
 * The rest wait their turn; a player's changes meanwhile still fold into one evaluation.
 */
export const EVALUATIONS_AT_ONCE = 2;

/**
 * A player who keeps changing through every rest (trading, crafting or gathering as fast as the
 * server answers) rests twice as long after each count, up to this many gaps: counting reads the
 * player's whole ledger, which grows with every trade, so at a gap a second a bot-speed trader
 * made the server recount a longer ledger each second (0.07 of bench:trade's ratio on PostgreSQL,
 * issue 22). A player who pauses for a gap is counted at once again; one who does not sees an
 * achievement at most this many gaps after earning it.
 */
export const LONGEST_REST_GAPS = 8;

/**
 * Unlocks achievements as things happen (issue 21): every domain event that says a player changed
 * (a trade, a craft, a harvest, a reward, a journey's step) asks for that player's achievements to
 * be counted again. One evaluation per player runs at a time, and rests after it until `gapMs`
 * (config.achievementGapMs) has passed since it began; changes that arrive meanwhile ask for one
 * more run after the rest, which is then twice as long (up to LONGEST_REST_GAPS gaps). So a first
 * change is counted at once, and a player trading flat out costs an evaluation every few seconds
 * rather than one per trade, whose queries would otherwise be most of a trade's work on the
 * database (issue 22). Each unlock is its own transaction with its guard in
 * the SQL, so evaluations on several processes never pay twice.
 */
export class AchievementWatcher {
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private readonly unsubscribe: (() => void)[];
  /** Ends the rests under way, when stopping. */
  private readonly wakers = new Set<() => void>();
  private stopped = false;
  /** Evaluations running now, and those waiting for one to end (see EVALUATIONS_AT_ONCE). */
  private evaluating = 0;
  private readonly queued: (() => void)[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly gapMs = ctx.config.achievementGapMs,
    private readonly evaluate: (ctx: AppContext, playerId: string) => Promise<unknown> = evaluateAchievements,
  ) {
    this.unsubscribe = [ctx.events.on('player-changed', ({ playerId }) => this.touch(playerId)), ctx.events.on('journey-changed', ({ playerId }) => this.touch(playerId))];
  }

  /** Asks for the player's achievements to be counted again. */
  touch(playerId: string): void {
    if (this.stopped) return;
    if (this.running.has(playerId)) {
      this.again.add(playerId);
      return;
    }
    const run = (async () => {
      // Gaps of this rest: doubled while the player changed during every rest so far.
      for (let gaps = 1; ; gaps = Math.min(gaps * 2, LONGEST_REST_GAPS)) {
        this.again.delete(playerId);
        await this.turn();
        const began = performance.now();
        try {
          await this.evaluate(this.ctx, playerId);
        } finally {
          this.endTurn();
        }
        // Resting keeps the run (and so the player's next change) waiting until the gap has passed.
        await this.restUntil(began + gaps * this.gapMs);
        if (!this.again.has(playerId) || this.stopped) break;
      }
    })()
      .catch((error: unknown) => this.ctx.logger.error({ err: error, playerId }, 'achievement evaluation failed'))
      .finally(() => this.running.delete(playerId));
    this.running.set(playerId, run);
  }

  /** Waits until fewer than EVALUATIONS_AT_ONCE evaluations run. */
  private turn(): Promise<void> {
    if (this.evaluating < EVALUATIONS_AT_ONCE) {
      this.evaluating += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queued.push(resolve));
  }

  /** An evaluation ended: the next waiting one takes its place. */
  private endTurn(): void {
    const next = this.queued.shift();
    if (next) next();
    else this.evaluating -= 1;
  }

  /**
   * Waits until `performance.now()` reaches `until` (real time: a budget of the server's work, not
   * game time), or until stopped. A timer counts from the event loop's last reading of the
   * clock, which a busy loop leaves behind: it can fire a little before its time, so the rest
   * goes on until the time has come.
   */
  private async restUntil(until: number): Promise<void> {
    for (let ms = until - performance.now(); ms > 0 && !this.stopped; ms = until - performance.now()) await this.rest(ms);
  }

  /** Waits `ms`, or until stopped. */
  private rest(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      this.wakers.add(wake);
    });
  }

  /** Resolves once no evaluation runs (tests; and closing, before the database goes). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }

  /**
   * Stops listening and ends the rests under way. A change not counted yet is counted on the
   * player's next change (the statistics are read from the database, so nothing is missed).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const off of this.unsubscribe) off();
    for (const wake of [...this.wakers]) wake();
    await this.settled();
  }
}
