import { sql } from 'kysely';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { itemById, MARKET_CITY_IDS, MARKET_EVENTS, MARKET_ITEMS, PRICE_HISTORY_LIMIT, type MarketEventKind } from '@silkroad/shared';
import type { DomainEventMap } from '../../domain-events';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import './market-domain-events';
import { readAllMarkets, readPriceHistory } from './market-store';
import { fillHistory, historyCounts, rolls, setAllMarkets, setMarket } from './market-test-support';
import { runEventCheck, runPriceStep, startMarketLoops } from './market-simulation';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const MARKETS = MARKET_CITY_IDS.length * MARKET_ITEMS.length;
const MINUTE = 60_000;

function listen<K extends keyof DomainEventMap>(event: K): DomainEventMap[K][] {
  const seen: DomainEventMap[K][] = [];
  test.ctx.events.on(event, (payload) => seen.push(payload));
  return seen;
}

describe('runPriceStep', () => {
  it('keeps every market within its bounds over many steps, with exactly 100 samples each', async () => {
    test = await createTestApp();
    // The bounds are the rule's (shared, tested over 6,000 steps there); here the stored state
    // keeps them. Each history is 10 samples short of full, as after a long run: 30 steps fill
    // it and then trim it 20 times.
    await fillHistory(test.db, PRICE_HISTORY_LIMIT - 10);
    for (let step = 0; step < 30; step += 1) {
      test.clock.advance(30_000);
      await runPriceStep(test.ctx);
    }
    const rows = await readAllMarkets(test.db);
    expect(rows).toHaveLength(MARKETS);
    for (const row of rows) {
      expect(row.price).toBeGreaterThanOrEqual(Math.round(row.base_price * 0.5));
      expect(row.price).toBeLessThanOrEqual(row.base_price * 2);
      expect(row.supply).toBeGreaterThanOrEqual(10);
      expect(row.supply).toBeLessThanOrEqual(300);
      expect(row.demand).toBeGreaterThanOrEqual(20);
      expect(row.demand).toBeLessThanOrEqual(250);
      expect(row.updated_at).toBe(test.clock.now());
    }
    const counts = await historyCounts(test.db);
    expect(counts).toHaveLength(MARKETS);
    expect(new Set(counts)).toEqual(new Set([PRICE_HISTORY_LIMIT]));
    // The newest sample is the current price, and the market has moved over the run.
    const silk = await readPriceHistory(test.db, 3, 'silk');
    const kashgarSilk = rows.find((r) => r.city_id === 3 && r.item_id === 'silk')!;
    expect(silk.at(-1)).toEqual({ price: kashgarSilk.price, volume: 0, recordedAt: test.clock.now() });
    expect(new Set(silk.map((s) => s.price)).size).toBeGreaterThan(10);
  });

  it('replays the same prices from the same seed', async () => {
    const prices = async () => {
      const app = await createTestApp();
      for (let step = 0; step < 5; step += 1) await runPriceStep(app.ctx);
      const rows = await readAllMarkets(app.db);
      await app.db.destroy();
      return rows.map((r) => r.price);
    };
    expect(await prices()).toEqual(await prices());
  });

  it('reads the trend from the stored samples and the new price: +/-10% over the last five', async () => {
    test = await createTestApp();
    // Kashgar silk sits at its base (7000); its last samples were far cheaper. Jade the reverse.
    for (let i = 0; i < 4; i += 1) {
      await test.db.insertInto('price_history').values({ city_id: 3, item_id: 'silk', price: 5_000, volume: 0, recorded_at: 0 }).execute();
      await test.db.insertInto('price_history').values({ city_id: 3, item_id: 'jade', price: 40_000, volume: 0, recorded_at: 0 }).execute();
    }
    await runPriceStep(test.ctx);
    const rows = await readAllMarkets(test.db);
    const trend = (itemId: string) => rows.find((r) => r.city_id === 3 && r.item_id === itemId)!.trend;
    expect(trend('silk')).toBe('rising');
    expect(trend('jade')).toBe('falling');
    expect(trend('amber')).toBe('stable');
    // Four calm steps later the window holds no cheap samples any more.
    for (let i = 0; i < 4; i += 1) await runPriceStep(test.ctx);
    expect((await readAllMarkets(test.db)).find((r) => r.city_id === 3 && r.item_id === 'silk')!.trend).toBe('stable');
  });

  it('tells market-changed after the commit for every market whose price moved, with the price before', async () => {
    test = await createTestApp();
    const before = new Map((await readAllMarkets(test.db)).map((r) => [`${r.city_id}:${r.item_id}`, r.price]));
    const seen: { change: DomainEventMap['market-changed']; stored: number | undefined }[] = [];
    test.ctx.events.on('market-changed', (change) => {
      void test.db
        .selectFrom('market_entries')
        .select('price')
        .where('city_id', '=', change.cityId)
        .where('item_id', '=', change.itemId)
        .executeTakeFirst()
        .then((row) => seen.push({ change, stored: row?.price }));
    });
    const result = await runPriceStep(test.ctx);
    // Some 500 reads, one per market told: on PostgreSQL under a loaded machine more than a second.
    await vi.waitFor(() => expect(seen).toHaveLength(result.changed.length), { timeout: 15_000 });
    expect(result.markets).toBe(MARKETS);
    expect(result.changed.length).toBeGreaterThan(MARKETS / 2);
    expect(seen).toHaveLength(result.changed.length);
    for (const { change, stored } of seen) {
      expect(change.previousPrice).toBe(before.get(`${change.cityId}:${change.itemId}`));
      expect(change.entry.currentPrice).not.toBe(change.previousPrice);
      // Listeners read the committed state.
      expect(stored).toBe(change.entry.currentPrice);
    }
  });

  it('writes all or nothing: a failure part-way leaves every market as it was and tells nobody', async () => {
    test = await createTestApp();
    const before = await readAllMarkets(test.db);
    const changed = listen('market-changed');
    await sql`drop table price_history`.execute(test.db);
    await expect(runPriceStep(test.ctx)).rejects.toThrow();
    expect(await readAllMarkets(test.db)).toEqual(before);
    expect(changed).toEqual([]);
  });

  it('settles a volatility stirred by unrest back toward the good’s own', async () => {
    test = await createTestApp();
    const own = itemById('jade')!.volatility;
    await setMarket(test.db, 3, 'jade', { volatility: own * 2 });
    await runPriceStep(test.ctx);
    const jade = (await readAllMarkets(test.db)).find((r) => r.city_id === 3 && r.item_id === 'jade')!;
    expect(jade.volatility).toBeLessThan(own * 2);
    expect(jade.volatility).toBeGreaterThan(own);
    const amber = (await readAllMarkets(test.db)).find((r) => r.city_id === 3 && r.item_id === 'amber')!;
    expect(amber.volatility).toBe(itemById('amber')!.volatility);
  });
});

describe('runEventCheck', () => {
  const definition = (kind: MarketEventKind) => MARKET_EVENTS.find((e) => e.kind === kind)!;
  const log = () => test.db.selectFrom('market_event_log').selectAll().orderBy('id').execute();
  const cityRows = async (cityId: number) => (await readAllMarkets(test.db)).filter((r) => r.city_id === cityId);

  it('strikes nothing when every roll misses', async () => {
    test = await createTestApp();
    test.ctx.random = () => 0.99;
    const changed = listen('market-changed');
    expect(await runEventCheck(test.ctx)).toEqual([]);
    expect(await log()).toEqual([]);
    expect(changed).toEqual([]);
  });

  it('applies a caravan arrival to every market of the city, logs it, records samples and tells it', async () => {
    test = await createTestApp();
    // Kashgar (city 3) is the third roll; the first caravan-arrival slice is [0, 0.1).
    test.ctx.random = rolls(0.99, 0.99, 0.05, 0.99);
    const changed = listen('market-changed');
    const events = listen('market-event');
    const struck = await runEventCheck(test.ctx);
    expect(struck).toEqual([{ cityId: 3, kind: 'caravan-arrival', message: definition('caravan-arrival').message('Kashgar') }]);
    for (const row of await cityRows(3)) {
      expect(row.supply).toBeCloseTo(120);
      expect(row.price).toBeLessThan(row.base_price);
      expect(row.updated_at).toBe(test.clock.now());
    }
    for (const row of await cityRows(1)) expect(row.supply).toBe(100);
    expect(await log()).toMatchObject([{ city_id: 3, kind: 'caravan-arrival', message: 'A great caravan has arrived in Kashgar: supply is up.', occurred_at: test.clock.now() }]);
    expect((await readPriceHistory(test.db, 3, 'silk')).map((s) => s.volume)).toEqual([0]);
    expect(changed).toHaveLength(MARKET_ITEMS.length);
    expect(new Set(changed.map((c) => c.cityId))).toEqual(new Set([3]));
    expect(events).toEqual([{ cityId: 3, kind: 'caravan-arrival', title: 'Caravan arrival', message: 'A great caravan has arrived in Kashgar: supply is up.', occurredAt: test.clock.now() }]);
  });

  it('applies each event’s effect: route closure, festival, unrest', async () => {
    test = await createTestApp();
    // Stacked slices: caravan [0, .1), closure [.1, .15), festival [.15, .21), unrest [.21, .23).
    test.ctx.random = rolls(0.12, 0.2, 0.22, 0.99, 0.99);
    expect((await runEventCheck(test.ctx)).map((e) => [e.cityId, e.kind])).toEqual([
      [1, 'route-closure'],
      [2, 'festival'],
      [3, 'unrest'],
    ]);
    for (const row of await cityRows(1)) {
      expect(row.supply).toBeCloseTo(70);
      expect(row.price).toBeGreaterThan(row.base_price);
    }
    for (const row of await cityRows(2)) {
      expect(row.demand).toBeCloseTo(125);
      expect(row.price).toBeGreaterThan(row.base_price);
    }
    for (const row of await cityRows(3)) {
      expect(row.volatility).toBeCloseTo(itemById(row.item_id)!.volatility * 1.4);
      expect(row.price).toBe(row.base_price);
    }
  });

  it('never strikes a city with the same event within its cooldown', async () => {
    test = await createTestApp();
    // Every roll hits the first event that is not cooling down.
    test.ctx.random = () => 0;
    const start = test.clock.now();
    expect((await runEventCheck(test.ctx)).map((e) => e.kind)).toEqual(Array(5).fill('caravan-arrival'));
    test.clock.advance(2 * MINUTE);
    // The caravan (3 min cooldown) is still cooling: the next event in line strikes instead.
    expect((await runEventCheck(test.ctx)).map((e) => e.kind)).toEqual(Array(5).fill('route-closure'));
    test.clock.set(start + 3 * MINUTE - 1);
    expect((await runEventCheck(test.ctx)).map((e) => e.kind)).toEqual(Array(5).fill('festival'));
    test.clock.set(start + 3 * MINUTE);
    expect((await runEventCheck(test.ctx)).map((e) => e.kind)).toEqual(Array(5).fill('caravan-arrival'));

    // Over two hours of checks every 2 minutes, no kind ever repeats in a city within its cooldown.
    for (let t = 4 * MINUTE; t <= 120 * MINUTE; t += 2 * MINUTE) {
      test.clock.set(start + t);
      await runEventCheck(test.ctx);
    }
    const entries = await log();
    for (const cityId of MARKET_CITY_IDS) {
      for (const event of MARKET_EVENTS) {
        const times = entries.filter((e) => e.city_id === cityId && e.kind === event.kind).map((e) => e.occurred_at);
        expect(times.length).toBeGreaterThan(1);
        for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(event.cooldownMs);
      }
    }
  }, 30_000);

  it('rolls each event at about its probability', async () => {
    test = await createTestApp();
    let struck = 0;
    // Checks 10 minutes apart: every cooldown has passed, so every event is in the running.
    for (let i = 0; i < 200; i += 1) {
      test.clock.advance(10 * MINUTE);
      struck += (await runEventCheck(test.ctx)).length;
    }
    const perCheck = MARKET_EVENTS.reduce((sum, e) => sum + e.probability, 0) * MARKET_CITY_IDS.length;
    expect(struck / 200).toBeGreaterThan(perCheck * 0.7);
    expect(struck / 200).toBeLessThan(perCheck * 1.3);
  }, 30_000);
});

describe('startMarketLoops', () => {
  it('steps the markets on its timer and stops cleanly, waiting for a step under way', async () => {
    test = await createTestApp();
    await setAllMarkets(test.db, { updated_at: 0 });
    // The loops' timers are the test's: it lets their time pass.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const loops = startMarketLoops(test.ctx, { priceStepMs: 10, eventCheckMs: 10 });
    // The first step starts on the timer; stopping waits for it if it is still under way.
    await vi.advanceTimersByTimeAsync(10);
    await loops.stop();
    const counts = await historyCounts(test.db);
    expect(counts.length).toBe(MARKETS);
    await vi.advanceTimersByTimeAsync(50);
    expect(await historyCounts(test.db)).toEqual(counts);
  });
});
