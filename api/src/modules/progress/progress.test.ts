import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playerTitle, achievementsResponseSchema, COPPER_PER_SILVER, journeyStartedResponseSchema, GAME_HOUR_MS, GAME_TIME_ACCELERATION, npcById, playerStatsResponseSchema, timeOfDayAt, tutorialResponseSchema, type AchievementView } from '@silkroad/shared';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { advanceClock, call, copperOf, expectRefusal, placeIn, type Session } from '../offers/offer-test-support';
import { journeyApi, seedQuietRoad, stockUp, TO_VENICE_MS, traveller, VENICE_ID } from '../journeys/journey-test-support';
import { tradeBody } from '../trade/test-helpers';
import { AchievementWatcher, LONGEST_REST_GAPS } from './achievement-watcher';
import { evaluateAchievements } from './achievements';

let test: TestApp;
let trader: Session;

const CONSTANTINOPLE = 1;
const REAL_MS_PER_GAME_HOUR = GAME_HOUR_MS / GAME_TIME_ACCELERATION;

beforeEach(async () => {
  test = await createTestApp({ achievements: true });
  trader = await traveller(test, CONSTANTINOPLE, 'Theodora');
});

afterEach(async () => {
  await test?.close();
  await test?.db.destroy();
});

const trade = (type: 'buy' | 'sell', quantity: number, itemId = 'silk', who = trader) =>
  call(test.app, who, 'POST', '/api/trade/execute', tradeBody({ type, itemId, cityId: CONSTANTINOPLE, quantity, priceLimit: type === 'buy' ? 1_000_000 : 1 }));
const tutorial = async (who = trader) => tutorialResponseSchema.parse((await call(test.app, who, 'GET', '/api/tutorial')).body).data;
const advance = (from: string, who = trader) => call(test.app, who, 'POST', '/api/tutorial/advance', { from });
const achievements = async (who = trader) => achievementsResponseSchema.parse((await call(test.app, who, 'GET', '/api/achievements')).body).data;
const stats = async (who = trader) => playerStatsResponseSchema.parse((await call(test.app, who, 'GET', '/api/player/stats')).body).data;
const achievement = async (id: string, who = trader): Promise<AchievementView> => (await achievements(who)).achievements.find((a) => a.id === id)!;

async function rewardRows(playerId: string) {
  return test.db.selectFrom('ledger_entries').select(['ref_id', 'copper_delta', 'experience_delta']).where('player_id', '=', playerId).where('kind', '=', 'achievement-reward').execute();
}

/** Moves the clock to the next `hour` o'clock of the game day. */
async function toGameHour(hour: number) {
  const now = timeOfDayAt(test.clock.now());
  const hours = (((hour - now) % 24) + 24) % 24;
  await advanceClock(test, Math.ceil(hours * REAL_MS_PER_GAME_HOUR), [trader]);
}

describe('the tutorial on the server (issue 21)', () => {
  it('starts a new character at welcome, moves on one step per Next from the step named, and completes after the last', async () => {
    expect(await tutorial()).toMatchObject({ step: 'welcome', status: 'active', objectiveMet: false });
    expect((await advance('welcome')).status).toBe(200);
    expect((await tutorial()).step).toBe('movement');
    // A second window's Next for the same step does not skip one.
    await expectRefusal(test.db, () => advance('welcome'), 409, 'TUTORIAL_STEP_MOVED_ON', 'The tutorial has already moved on from that step');
    for (const step of ['movement', 'inventory', 'talk_to_merchant', 'trading_basics', 'crafting_introduction', 'crafting_basics']) expect((await advance(step)).status).toBe(200);
    expect((await tutorial()).step).toBe('tutorial_complete');
    expect((await advance('tutorial_complete')).status).toBe(200);
    expect(await tutorial()).toMatchObject({ step: 'tutorial_complete', status: 'completed' });
    await expectRefusal(test.db, () => advance('tutorial_complete'), 409, 'TUTORIAL_NOT_ACTIVE');
  });

  it('two Next presses at once move it one step', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => advance('welcome')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect((await tutorial()).step).toBe('movement');
  });

  it('sees the trading step’s objective only once the player has bought and sold since the step began', async () => {
    // A trade before the step does not count for it.
    expect((await trade('buy', 2)).status).toBe(200);
    for (const step of ['welcome', 'movement', 'inventory', 'talk_to_merchant']) await advance(step);
    expect(await tutorial()).toMatchObject({ step: 'trading_basics', objectiveMet: false });
    expect((await trade('buy', 1)).status).toBe(200);
    expect((await tutorial()).objectiveMet).toBe(false);
    expect((await trade('sell', 1)).status).toBe(200);
    expect((await tutorial()).objectiveMet).toBe(true);
  });

  it('sees the merchant’s step met by a talk with someone of the city', async () => {
    await toGameHour(12);
    for (const step of ['welcome', 'movement', 'inventory']) await advance(step);
    expect(await tutorial()).toMatchObject({ step: 'talk_to_merchant', objectiveMet: false });
    const merchant = npcById('nikephoros-kamateros')!;
    await test.db.updateTable('players').set({ x: merchant.position!.x + 20, y: merchant.position!.y, location_state: 'IN_CITY' }).where('user_id', '=', trader.userId).execute();
    expect((await call(test.app, trader, 'POST', '/api/npcs/nikephoros-kamateros/talk')).status).toBe(200);
    expect((await tutorial()).objectiveMet).toBe(true);
  });

  it('Skip completes it at once; Help starts it again at welcome', async () => {
    await advance('welcome');
    expect((await call(test.app, trader, 'POST', '/api/tutorial/skip')).status).toBe(200);
    expect(await tutorial()).toMatchObject({ status: 'skipped', objectiveMet: false });
    await expectRefusal(test.db, () => advance('movement'), 409, 'TUTORIAL_NOT_ACTIVE');
    expect((await call(test.app, trader, 'POST', '/api/tutorial/restart')).status).toBe(200);
    expect(await tutorial()).toMatchObject({ step: 'welcome', status: 'active' });
  });

  it('refuses a step that is not one of the eight', async () => {
    expect((await advance('dance')).status).toBe(400);
    expect((await tutorial()).step).toBe('welcome');
  });
});

describe('achievements and statistics from real actions (issue 21)', () => {
  it('a first trade unlocks First Trade as it happens: announced, its reward paid once through the ledger', async () => {
    const notes: string[] = [];
    test.ctx.events.on('player-notification', ({ playerId, notification }) => {
      if (playerId === trader.userId && notification.type === 'achievement') notes.push(notification.message);
    });
    expect((await achievement('first_trade')).unlocked).toBe(false);
    const before = await copperOf(test.db, trader.userId);
    const bought = await trade('buy', 3);
    expect(bought.status).toBe(200);
    const paid = -bought.body.data.trade.total_cost as number;
    await test.achievements!.settled();

    expect(notes).toEqual(['Achievement unlocked: First Trade']);
    const first = await achievement('first_trade');
    expect(first).toMatchObject({ unlocked: true, progress: 1, maxProgress: 1, dateUnlocked: test.clock.now() });
    expect(await copperOf(test.db, trader.userId)).toBe(before + paid + 50 * COPPER_PER_SILVER);
    const rows = await rewardRows(trader.userId);
    expect(rows.filter((r) => r.copper_delta > 0)).toEqual([{ ref_id: 'first_trade', copper_delta: 50 * COPPER_PER_SILVER, experience_delta: 0 }]);
    expect(rows.filter((r) => r.experience_delta > 0).map((r) => r.experience_delta)).toEqual([25]);
    await expectLedgerBalances(test.db, [trader.userId]);

    // More trades and evaluations never pay it again.
    expect((await trade('sell', 1)).status).toBe(200);
    await test.achievements!.settled();
    await Promise.all(Array.from({ length: 5 }, () => evaluateAchievements(test.ctx, trader.userId)));
    expect((await rewardRows(trader.userId)).filter((r) => r.copper_delta > 0)).toHaveLength(1);
    expect(notes).toHaveLength(1);
  });

  it('a player trading flat out is counted at once, then once more after the gap, not once per trade', async () => {
    const GAP_MS = 150;
    const began: number[] = [];
    const watcher = new AchievementWatcher(test.ctx, GAP_MS, (ctx, playerId) => {
      began.push(performance.now());
      return evaluateAchievements(ctx, playerId);
    });
    try {
      // The first trade is counted as it happens: First Trade is unlocked by the first evaluation.
      expect((await trade('buy', 1)).status).toBe(200);
      expect(began).toHaveLength(1);
      await watcher.settled();
      expect((await achievement('first_trade')).unlocked).toBe(true);
      // Twenty more trades while an evaluation runs or rests: a few evaluations, each a gap after the last began.
      began.length = 0;
      for (let i = 0; i < 20; i += 1) expect((await trade(i % 2 === 0 ? 'buy' : 'sell', 1)).status).toBe(200);
      await watcher.settled();
      expect(began.length).toBeGreaterThanOrEqual(2);
      expect(began.length).toBeLessThan(10);
      for (let i = 1; i < began.length; i += 1) expect(began[i]! - began[i - 1]!).toBeGreaterThanOrEqual(GAP_MS - 1);
    } finally {
      await watcher.stop();
    }
  });

  it('a player who changes through every rest rests twice as long each time, up to the longest rest', async () => {
    // Long enough that a rest of one gap stays far below the longest (8 gaps) on a busy machine.
    const GAP_MS = 40;
    const began: number[] = [];
    // Each of the first six counts brings a change with it, as a trade during it would.
    let changesToCome = 6;
    const watcher: AchievementWatcher = new AchievementWatcher(test.ctx, GAP_MS, async (ctx, playerId) => {
      began.push(performance.now());
      if (changesToCome > 0) {
        changesToCome -= 1;
        watcher.touch(playerId);
      }
      return evaluateAchievements(ctx, playerId);
    });
    try {
      watcher.touch(trader.userId);
      await watcher.settled();
      expect(began).toHaveLength(7);
      const rests = began.slice(1).map((at, i) => at - began[i]!);
      const gaps = [1, 2, 4, 8, LONGEST_REST_GAPS, LONGEST_REST_GAPS];
      // At least so long (a timer may fire up to a millisecond early); a busy machine may make any of them longer.
      rests.forEach((rest, i) => expect(rest).toBeGreaterThanOrEqual(gaps[i]! * GAP_MS - 1));
      // A pause ends it: the next change is counted after one gap again.
      began.length = 0;
      watcher.touch(trader.userId);
      watcher.touch(trader.userId);
      await watcher.settled();
      expect(began).toHaveLength(2);
      expect(began[1]! - began[0]!).toBeGreaterThanOrEqual(GAP_MS - 1);
      expect(began[1]! - began[0]!).toBeLessThan(LONGEST_REST_GAPS * GAP_MS);
    } finally {
      await watcher.stop();
    }
  });

  it('stopping the watcher ends its rest at once and counts nothing after', async () => {
    let evaluations = 0;
    const watcher = new AchievementWatcher(test.ctx, 60_000, async (ctx, playerId) => {
      evaluations += 1;
      return evaluateAchievements(ctx, playerId);
    });
    watcher.touch(trader.userId);
    watcher.touch(trader.userId);
    // A minute's rest is ahead of the second count; stop does not wait for it.
    await watcher.stop();
    expect(evaluations).toBe(1);
    watcher.touch(trader.userId);
    await watcher.settled();
    expect(evaluations).toBe(1);
  });

  it('a reward is paid once when many evaluations race to unlock it', async () => {
    // Without the watcher's coalescing: twenty evaluations at once, as several processes could run them.
    await test.close();
    test = await createTestApp();
    trader = await traveller(test, CONSTANTINOPLE, 'Racer');
    expect((await trade('buy', 1)).status).toBe(200);
    const before = await copperOf(test.db, trader.userId);
    const results = await Promise.all(Array.from({ length: 20 }, () => evaluateAchievements(test.ctx, trader.userId)));
    expect(results.flat()).toEqual(['first_trade']);
    expect(await copperOf(test.db, trader.userId)).toBe(before + 50 * COPPER_PER_SILVER);
    expect(await test.db.selectFrom('player_achievements').selectAll().where('player_id', '=', trader.userId).execute()).toHaveLength(1);
    await expectLedgerBalances(test.db, [trader.userId]);
  });

  it('counts the statistics from what happened: trades, silk, the best sale, the cities, play time', async () => {
    expect((await trade('buy', 10)).status).toBe(200);
    const sold = await trade('sell', 4);
    expect(sold.status).toBe(200);
    expect((await trade('buy', 2, 'spices')).status).toBe(200);
    await test.achievements!.settled();
    // The heartbeat: entering the world, then two clock syncs 30 s apart, then a return after an hour.
    for (const gap of [0, 30_000, 30_000, 3_600_000]) {
      await advanceClock(test, gap, [trader]);
      expect((await call(test.app, trader, 'POST', '/api/time/process-offline')).status).toBe(200);
    }
    const view = await stats();
    expect(view.statistics).toMatchObject({
      tradesMade: 3,
      unitsBought: 12,
      unitsSold: 4,
      silkTraded: 14,
      bestSaleCopper: sold.body.data.trade.total_revenue,
      copperEarned: sold.body.data.trade.total_revenue,
      citiesVisited: 1,
      playedMs: 60_000,
      sessions: 2,
      playerLevel: 1,
    });
    expect(view.overview).toMatchObject({ name: 'Theodora', level: 1, achievementsUnlocked: 1 });
    // The Overview's title is the shared rule of that level.
    expect(playerTitle(view.overview.level)).toBe('Novice Trader');
    const told = view.activity.map((a) => a.text);
    expect(told.filter((text) => text.startsWith('Bought 2 Spices in Constantinople for '))).toHaveLength(1);
    expect(told.filter((text) => /^Sold 4 Silk in Constantinople for /.test(text))).toHaveLength(1);
    expect(told).toContain('Achievement unlocked: First Trade');
    // Newest first.
    expect(view.activity.map((a) => a.at)).toEqual([...view.activity.map((a) => a.at)].sort((a, b) => b - a));
    expect(view.resetAvailableAt).toBeNull();
  });

  it('starting over counts everything again: achievements to earn again, statistics from zero, the cooldown shown', async () => {
    expect((await trade('buy', 2)).status).toBe(200);
    await test.achievements!.settled();
    expect((await achievement('first_trade')).unlocked).toBe(true);
    expect((await call(test.app, trader, 'POST', '/api/player/reset-stats')).status).toBe(200);
    await test.achievements!.settled();
    const view = await stats();
    expect(view.statistics.tradesMade).toBe(0);
    expect(view.overview.achievementsUnlocked).toBe(0);
    expect(view.resetAvailableAt).toBe(test.clock.now() + 60 * 60_000);
    expect((await achievement('first_trade')).unlocked).toBe(false);
    await expectLedgerBalances(test.db, [trader.userId]);
  });

  it('pays a reward once for the character’s lifetime: earned again after starting over, it shows unlocked and pays nothing (issue 33)', async () => {
    const firstTrade = achievementsResponseSchema.parse((await call(test.app, trader, 'GET', '/api/achievements')).body).data.achievements.find((a) => a.id === 'first_trade')!;
    expect(firstTrade.rewards.copper).toBeGreaterThan(0);
    const notes: string[] = [];
    test.ctx.events.on('player-notification', ({ playerId, notification }) => {
      if (playerId === trader.userId && notification.type === 'achievement' && notification.message.includes('First Trade')) notes.push(notification.message);
    });
    for (let round = 0; round < 3; round += 1) {
      expect((await trade('buy', 1)).status).toBe(200);
      await test.achievements!.settled();
      expect((await achievement('first_trade')).unlocked).toBe(true);
      expect((await call(test.app, trader, 'POST', '/api/player/reset-stats')).status).toBe(200);
      await advanceClock(test, 61 * 60_000, [trader]);
      await placeIn(test.db, trader.userId, CONSTANTINOPLE);
    }
    const paid = (await rewardRows(trader.userId)).filter((row) => row.ref_id === 'first_trade' && row.copper_delta > 0);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.copper_delta).toBe(firstTrade.rewards.copper);
    expect(notes).toEqual(['Achievement unlocked: First Trade', ...Array(2).fill('Achievement unlocked: First Trade (its reward was paid to you before you started over)')]);
    await expectLedgerBalances(test.db, [trader.userId]);
  });

  it('an evaluation counted before a start over pays nothing after it', async () => {
    await test.close();
    test = await createTestApp();
    trader = await traveller(test, CONSTANTINOPLE, 'Stale');
    expect((await trade('buy', 1)).status).toBe(200);
    // The evaluation reads its epoch, then the reset lands before it unlocks.
    const racing = evaluateAchievements(test.ctx, trader.userId);
    const reset = call(test.app, trader, 'POST', '/api/player/reset-stats');
    await Promise.all([racing, reset]);
    const unlocked = await test.db.selectFrom('player_achievements').selectAll().where('player_id', '=', trader.userId).execute();
    const rewards = (await rewardRows(trader.userId)).filter((r) => r.copper_delta > 0);
    // Either it unlocked before the reset (which then took it back) or it found the epoch moved on.
    expect(unlocked).toHaveLength(0);
    expect(rewards.length).toBeLessThanOrEqual(1);
    await expectLedgerBalances(test.db, [trader.userId]);
  });

  it('a caravan to Venice counts a journey, its road and a city visited, and unlocks On the Road and La Serenissima as it arrives', async () => {
    await stockUp(test.db, trader.userId, { silk: 5 });
    const api = journeyApi(test, trader);
    const { journey } = journeyStartedResponseSchema.parse((await api.start({ from_city: CONSTANTINOPLE, to_city: VENICE_ID, cargo_manifest: { silk: 5 } })).body).data;
    await seedQuietRoad(test.db, journey.id, 1);
    await advanceClock(test, TO_VENICE_MS, [trader]);
    expect(await api.active()).toBeNull();
    await test.achievements!.settled();
    const view = await stats();
    expect(view.statistics).toMatchObject({ journeysCompleted: 1, veniceArrivals: 1, citiesVisited: 2, roadDistance: journey.distance });
    const unlocked = (await achievements()).achievements.filter((a) => a.unlocked).map((a) => a.id);
    expect(unlocked).toEqual(expect.arrayContaining(['on_the_road', 'la_serenissima']));
    expect(unlocked).not.toContain('world_traveler');
    await expectLedgerBalances(test.db, [trader.userId]);
  });

  it('lists every achievement with its category, goal and reward; at least 25 over the four categories', async () => {
    const view = await achievements();
    expect(view.total).toBeGreaterThanOrEqual(25);
    expect(new Set(view.achievements.map((a) => a.category))).toEqual(new Set(['Trading', 'Professions', 'Exploration', 'Wealth']));
    for (const id of ['first_trade', 'silk_merchant', 'master_alchemist', 'world_traveler', 'gold_hoarder']) expect(view.achievements.map((a) => a.id)).toContain(id);
    expect(view.achievements.find((a) => a.id === 'world_traveler')).toMatchObject({ progress: 1, maxProgress: 4, unlocked: false });
  });
});
