import { describe, expect, it } from 'vitest';
import { RANDOM_EVENTS_COPPER_PER_HOUR_BOUND } from '../../catalogue/random-events';
import { cityById } from '../../catalogue/world';
import { PLAYER_SPEED_PX_PER_S } from '../../rules/movement';
import { packWeight, walkingPace } from '../../rules/pack';
import { STARTER_KIT, STARTING_COPPER } from '../../rules/player-defaults';
import { carry, planBetween } from './carrying';
import { LOOPS } from './loops';
import { newContext, runEconomy, runStrategy, SIM_LEVELS, type EconomyRow, type RunResult } from './run';
import { playerWorth } from './sim-player';
import { HONEST_STRATEGIES } from './strategies';
import { heldWeight, ON_FOOT, walkMs } from './travel';

/** The short version of `npm run sim:economy`: six game hours, one real hour of play. */
const GAME_HOURS = 6;
const SEED = 33;

const rows: EconomyRow[] = runEconomy(GAME_HOURS, SEED);
const resultOf = (strategyId: string, level: number): RunResult => rows.find((row) => row.strategy.id === strategyId)!.results.find((result) => result.level === level)!;
const bestHonest = (level: number) => Math.max(...HONEST_STRATEGIES.map((strategy) => resultOf(strategy.id, level).copperPerHour));

describe('the economy simulation (issue 33), short version', () => {
  describe.each(SIM_LEVELS)('at skill %i', (level) => {
    it('the best honest strategy earns', () => {
      expect(bestHonest(level)).toBeGreaterThan(0);
    });

    it.each(LOOPS.filter((loop) => loop.kind === 'loop').map((loop) => loop.id))('%s earns no more than the best honest strategy', (loopId) => {
      expect(resultOf(loopId, level).copperPerHour).toBeLessThanOrEqual(bestHonest(level));
    });

    it('trading in place loses: pumping to the banker, a round trip, micro-trades, and the seal nobody buys', () => {
      for (const loopId of ['pump-and-exchange', 'round-trip', 'micro-trades', 'sell-the-seal']) expect(resultOf(loopId, level).earned, loopId).toBeLessThan(0);
    });

    it('selling cargo to the road never pays more than the goods are worth', () => {
      expect(resultOf('road-sales', level).earned).toBeLessThanOrEqual(0);
    });

    it('micro-trades teach nothing, where real trading teaches', () => {
      expect(resultOf('micro-trades', level).stats.trades).toBeGreaterThan(100);
      expect(resultOf('micro-trades', level).stats.tradingXp).toBe(0);
      expect(resultOf('on-foot', level).stats.tradingXp).toBeGreaterThan(0);
    });

    it('an idle account earns nothing', () => {
      expect(resultOf('idle-account', level).earned).toBe(0);
    });

    it('random events while playing stay within their bound', () => {
      expect(resultOf('events-while-playing', level).copperPerHour).toBeLessThanOrEqual(RANDOM_EVENTS_COPPER_PER_HOUR_BOUND);
    });
  });

  it('starting over pays the achievements once: a longer run of resets earns no more', () => {
    const loop = LOOPS.find((strategy) => strategy.id === 'achievements-rearmed')!;
    const short = runStrategy(loop, { level: 1, gameHours: GAME_HOURS, seed: SEED });
    const long = runStrategy(loop, { level: 1, gameHours: 3 * GAME_HOURS, seed: SEED });
    expect(long.earned).toBeLessThanOrEqual(short.earned);
  });

  it('a new player’s first trade on foot, Constantinople to Baghdad and back, pays within five real minutes', () => {
    const ctx = newContext({ level: 1, gameHours: GAME_HOURS, seed: SEED });
    expect(ctx.player.copper).toBe(STARTING_COPPER);
    const start = ctx.clock.now();
    const before = playerWorth(ctx.player);
    // Nothing Constantinople sells fetches more in Baghdad at skill 1 (its dear goods are dear in both): the trader may walk out empty.
    const out = planBetween(ctx, ON_FOOT, 1, 4);
    if (out) carry(ctx, ON_FOOT, out);
    else ctx.clock.advance(walkMs(1, 4, heldWeight(ctx)));
    ctx.player.cityId = 4;
    const back = planBetween(ctx, ON_FOOT, 4, 1);
    expect(back).toBeDefined();
    carry(ctx, ON_FOOT, back!);
    expect(ctx.clock.now() - start).toBeLessThanOrEqual(5 * 60_000);
    expect(playerWorth(ctx.player)).toBeGreaterThan(before);
  });

  it('walks at the pace of the pack: full speed within the cities’ grounds, walkingPace of what is held in the open land between', () => {
    const [a, b] = [cityById(1)!, cityById(4)!];
    const distance = Math.hypot(a.x - b.x, a.y - b.y);
    const ms = (weight: number) => ((a.radius + b.radius + (distance - a.radius - b.radius) / walkingPace(weight)) / PLAYER_SPEED_PX_PER_S) * 1000;
    expect(walkMs(1, 4, packWeight(STARTER_KIT))).toBeCloseTo((distance / PLAYER_SPEED_PX_PER_S) * 1000, 6);
    for (const weight of [68, 100]) expect(walkMs(1, 4, weight)).toBeCloseTo(ms(weight), 6);
    expect(walkMs(1, 4, 100)).toBeGreaterThan(5 * walkMs(1, 4, 50));
  });

  it('replays the same from the same seed', () => {
    const again = runEconomy(GAME_HOURS, SEED, [3], HONEST_STRATEGIES.slice(0, 2));
    for (const row of again) expect(row.results[0]!.earned).toBe(resultOf(row.strategy.id, 3).earned);
  });
});
