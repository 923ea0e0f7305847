import { afterEach, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  arbitrageResponseSchema,
  gameMarketResponseSchema,
  MARKET_CITY_IDS,
  MARKET_ITEMS,
  marketOverviewResponseSchema,
  marketPricesResponseSchema,
  priceHistoryResponseSchema,
} from '@silkroad/shared';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';
import { runPriceStep } from './market-simulation';
import { setAllMarkets, setMarket } from './market-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const MARKETS = MARKET_CITY_IDS.length * MARKET_ITEMS.length;

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await test.app.request(path, { headers });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function signedIn() {
  return (await createTestSession(test)).headers;
}

describe('GET /api/market/prices (public)', () => {
  it('lists every market of every city, Venice included, without a token', async () => {
    test = await createTestApp();
    const { status, body } = await get('/api/market/prices');
    expect(status).toBe(200);
    const { data } = marketPricesResponseSchema.parse(body);
    expect(data).toHaveLength(MARKETS);
    expect(new Set(data.map((e) => e.cityId))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('filters by city, by good, or both; prices are copper with the city modifiers applied', async () => {
    test = await createTestApp();
    const kashgar = marketPricesResponseSchema.parse((await get('/api/market/prices?cityId=3')).body).data;
    expect(kashgar).toHaveLength(MARKET_ITEMS.length);
    expect(kashgar.every((e) => e.cityId === 3)).toBe(true);
    const silk = marketPricesResponseSchema.parse((await get('/api/market/prices?itemId=silk')).body).data;
    expect(silk.map((e) => [e.cityId, e.basePrice])).toEqual([
      [1, 13_000],
      [2, 10_450],
      [3, 7_000],
      [4, 11_000],
      [5, 18_000],
    ]);
    const one = marketPricesResponseSchema.parse((await get('/api/market/prices?cityId=3&itemId=silk')).body).data;
    expect(one).toEqual([
      expect.objectContaining({ cityId: 3, itemId: 'silk', itemName: 'Silk', basePrice: 7_000, currentPrice: 7_000, sellPrice: 5_600, supply: 100, demand: 100, trend: 'stable' }),
    ]);
  });

  it.each([
    ['cityId=abc', 'cityId: must be a whole number'],
    ['cityId=1.5', 'cityId: must be a whole number'],
    ['cityId=-1', 'cityId: must be a whole number'],
    ['cityId=', 'cityId: must be a whole number'],
    ['cityId=1&cityId=2', 'cityId: give it once'],
    ['cityId=9', 'cityId: no market city has this id'],
    ['cityId=0', 'cityId: no market city has this id'],
    ['itemId=unobtainium', 'itemId: unknown item'],
    ['itemId=pickaxe', 'itemId: unknown item'],
    ['cityId=1&itemId=', 'itemId: unknown item'],
  ])('answers 400 to %s', async (query, message) => {
    test = await createTestApp();
    const { status, body } = await get(`/api/market/prices?${query}`);
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(body).error.message).toContain(message);
  });
});

describe('GET /api/market/history (public)', () => {
  it('gives one market’s samples, oldest first, as the simulation recorded them', async () => {
    test = await createTestApp();
    const start = test.clock.now();
    for (let i = 0; i < 3; i += 1) {
      test.clock.advance(30_000);
      await runPriceStep(test.ctx);
    }
    const { status, body } = await get('/api/market/history?cityId=4&itemId=spices');
    expect(status).toBe(200);
    const { data } = priceHistoryResponseSchema.parse(body);
    expect(data.cityId).toBe(4);
    expect(data.itemId).toBe('spices');
    expect(data.history.map((s) => s.recordedAt)).toEqual([1, 2, 3].map((i) => new Date(start + i * 30_000).toISOString()));
    expect(data.history.every((s) => s.volume === 0 && s.price > 0)).toBe(true);
    const [current] = marketPricesResponseSchema.parse((await get('/api/market/prices?cityId=4&itemId=spices')).body).data;
    expect(data.history.at(-1)!.price).toBe(current!.currentPrice);
  });

  it('is empty for a market that has not moved yet', async () => {
    test = await createTestApp();
    expect(priceHistoryResponseSchema.parse((await get('/api/market/history?cityId=5&itemId=jade')).body).data.history).toEqual([]);
  });

  it.each([
    ['', 'cityId: required'],
    ['?cityId=1', 'itemId: required'],
    ['?itemId=silk', 'cityId: required'],
    ['?cityId=x&itemId=silk', 'cityId: must be a whole number'],
    ['?cityId=1&itemId=nope', 'itemId: unknown item'],
  ])('answers 400 to "%s"', async (query, message) => {
    test = await createTestApp();
    const { status, body } = await get(`/api/market/history${query}`);
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(body).error.message).toContain(message);
  });
});

describe('GET /api/game/market (bearer)', () => {
  it('answers 401 without a valid token', async () => {
    test = await createTestApp();
    expect((await get('/api/game/market')).status).toBe(401);
    expect((await get('/api/game/market', { authorization: 'Bearer forged' })).status).toBe(401);
  });

  it('organises the markets by city, the four on the map and then Venice off it', async () => {
    test = await createTestApp();
    const { status, body } = await get('/api/game/market', await signedIn());
    expect(status).toBe(200);
    const { cities } = gameMarketResponseSchema.parse(body).data;
    expect(cities.map((c) => [c.id, c.name, c.onMap])).toEqual([
      [1, 'Constantinople', true],
      [2, 'Samarkand', true],
      [3, 'Kashgar', true],
      [4, 'Baghdad', true],
      [5, 'Venice', false],
    ]);
    for (const city of cities) {
      expect(city.items).toHaveLength(MARKET_ITEMS.length);
      expect(city.items.every((e) => e.cityId === city.id)).toBe(true);
    }
  });
});

describe('GET /api/trading/arbitrage (bearer)', () => {
  it('answers 401 without a token and 400 to an unknown good', async () => {
    test = await createTestApp();
    expect((await get('/api/trading/arbitrage')).status).toBe(401);
    const { status, body } = await get('/api/trading/arbitrage?itemId=unobtainium', await signedIn());
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(body).error.message).toContain('itemId');
  });

  it('lists carries worth 10 silver a unit or more, best first, Venice included', async () => {
    test = await createTestApp();
    const { status, body } = await get('/api/trading/arbitrage', await signedIn());
    expect(status).toBe(200);
    const { opportunities } = arbitrageResponseSchema.parse(body).data;
    expect(opportunities.length).toBeGreaterThan(5);
    expect(opportunities[0]).toEqual({
      itemId: 'jade',
      itemName: 'Jade',
      buyCity: 'Kashgar',
      sellCity: 'Venice',
      buyCityId: 3,
      sellCityId: 5,
      buyPrice: 26_000,
      sellPrice: 43_200,
      profitMargin: 17_200,
      profitPercent: 66.2,
    });
    for (const o of opportunities) {
      expect(o.profitMargin).toBeGreaterThanOrEqual(1_000);
      expect(o.profitMargin).toBe(o.sellPrice - o.buyPrice);
    }
    const margins = opportunities.map((o) => o.profitMargin);
    expect(margins).toEqual([...margins].sort((a, b) => b - a));
  });

  it('keeps a carry of exactly 10 silver per unit and drops one a copper short', async () => {
    test = await createTestApp();
    const headers = await signedIn();
    for (const cityId of MARKET_CITY_IDS) await setMarket(test.db, cityId, 'silk', { price: 10_000 });
    // Samarkand's merchants pay 80%: 13,750 -> 11,000, a 1,000 copper margin over 10,000.
    await setMarket(test.db, 2, 'silk', { price: 13_750 });
    const at = arbitrageResponseSchema.parse((await get('/api/trading/arbitrage?itemId=silk', headers)).body).data.opportunities;
    expect(at.map((o) => [o.buyCityId, o.sellCityId, o.profitMargin])).toEqual([
      [1, 2, 1_000],
      [3, 2, 1_000],
      [4, 2, 1_000],
      [5, 2, 1_000],
    ]);
    await setMarket(test.db, 2, 'silk', { price: 13_749 });
    expect(arbitrageResponseSchema.parse((await get('/api/trading/arbitrage?itemId=silk', headers)).body).data.opportunities).toEqual([]);
  });
});

describe('GET /api/trading/market-overview (bearer)', () => {
  it('answers 401 without a token', async () => {
    test = await createTestApp();
    expect((await get('/api/trading/market-overview')).status).toBe(401);
  });

  it('gives the condition, the best arbitrage and a summary per city', async () => {
    test = await createTestApp();
    const headers = await signedIn();
    const overview = marketOverviewResponseSchema.parse((await get('/api/trading/market-overview', headers)).body).data;
    expect(overview.condition).toBe('stable');
    expect(overview.topOpportunity).toEqual({ itemId: 'jade', itemName: 'Jade', profit: 17_200, profitPercent: 66.2, buyCity: 'Kashgar', sellCity: 'Venice' });
    expect(overview.cities).toHaveLength(5);
    expect(overview.cities[0]).toEqual({ id: 1, name: 'Constantinople', onMap: true, rising: 0, falling: 0, stable: MARKET_ITEMS.length, priceIndex: 1 });
    expect(overview.cities[4]).toMatchObject({ id: 5, name: 'Venice', onMap: false });
  });

  it('reads the condition from the markets’ trends and volatility', async () => {
    test = await createTestApp();
    const headers = await signedIn();
    const condition = async () => marketOverviewResponseSchema.parse((await get('/api/trading/market-overview', headers)).body).data.condition;
    await setAllMarkets(test.db, { trend: 'rising' });
    expect(await condition()).toBe('bull');
    await setAllMarkets(test.db, { trend: 'falling' });
    expect(await condition()).toBe('bear');
    await setAllMarkets(test.db, { trend: 'stable', volatility: 0.2 });
    expect(await condition()).toBe('volatile');
  });

  it('has no top opportunity when no carry pays', async () => {
    test = await createTestApp();
    const headers = await signedIn();
    await setAllMarkets(test.db, { price: 100 });
    const overview = marketOverviewResponseSchema.parse((await get('/api/trading/market-overview', headers)).body).data;
    expect(overview.topOpportunity).toBeNull();
  });
});

describe('the OpenAPI document', () => {
  it('describes every market route', async () => {
    test = await createTestApp();
    const doc = (await get('/api/doc')).body as { paths: Record<string, unknown> };
    for (const path of ['/api/market/prices', '/api/market/history', '/api/game/market', '/api/trading/market-overview', '/api/trading/arbitrage']) expect(doc.paths[path]).toBeDefined();
  });
});
