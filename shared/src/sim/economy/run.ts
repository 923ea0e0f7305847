import { GAME_HOUR_MS, GAME_TIME_ACCELERATION } from '../../rules/game-clock';
import { seededRandom } from '../../rules/random';
import { LOOPS } from './loops';
import { WorldMarkets } from './market-model';
import { SimClock } from './sim-clock';
import type { SimContext, SimStats, Strategy } from './sim-context';
import { newPlayer, playerWorth } from './sim-player';
import { HONEST_STRATEGIES } from './strategies';

export const ALL_STRATEGIES: readonly Strategy[] = [...HONEST_STRATEGIES, ...LOOPS];

/** The skill levels the economy is read at (issue 33). */
export const SIM_LEVELS = [1, 3, 6] as const;

/** A game week: 7 x 24 game hours, 28 real hours at GAME_TIME_ACCELERATION. */
export const GAME_WEEK_HOURS = 7 * 24;

export interface RunOptions {
  level: number;
  gameHours: number;
  seed: number;
}

export interface RunResult {
  strategyId: string;
  level: number;
  /** Real hours the run took on its clock (a last action may end past the planned end). */
  realHours: number;
  /** Change in purse plus goods held (goods at what a market at base price pays). */
  earned: number;
  copperPerHour: number;
  stats: SimStats;
}

/** Real ms of `gameHours` of the game clock. */
export const realMsOfGameHours = (gameHours: number): number => (gameHours * GAME_HOUR_MS) / GAME_TIME_ACCELERATION;

/** A new character's purse and kit at `level`, on a world of markets of its own, at the clock's start. */
export function newContext(options: RunOptions): SimContext {
  const clock = new SimClock();
  return {
    clock,
    markets: new WorldMarkets(clock, options.seed),
    player: newPlayer(options.level),
    random: seededRandom(options.seed),
    until: clock.now() + realMsOfGameHours(options.gameHours),
    cargo: {},
    stats: { trades: 0, tradingXp: 0 },
  };
}

/** Plays one strategy from a new character's purse and kit at `level`, on its own world of markets. */
export function runStrategy(strategy: Strategy, options: RunOptions): RunResult {
  const ctx = newContext(options);
  const start = ctx.clock.now();
  const before = playerWorth(ctx.player);
  strategy.play(ctx);
  const realHours = (Math.max(ctx.clock.now(), ctx.until) - start) / 3_600_000;
  const earned = playerWorth(ctx.player, ctx.cargo) - before;
  return { strategyId: strategy.id, level: options.level, realHours, earned, copperPerHour: earned / realHours, stats: ctx.stats };
}

export interface EconomyRow {
  strategy: Strategy;
  results: RunResult[];
}

/** Every strategy at every level. */
export function runEconomy(gameHours: number, seed = 33, levels: readonly number[] = SIM_LEVELS, strategies: readonly Strategy[] = ALL_STRATEGIES): EconomyRow[] {
  return strategies.map((strategy) => ({ strategy, results: levels.map((level) => runStrategy(strategy, { level, gameHours, seed })) }));
}
