import { afterEach, describe, expect, it } from 'vitest';
import { MARKET_CITY_IDS, MARKET_EVENT_CHECK_MS } from '@silkroad/shared';
import { transact } from '../../db/transaction';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { foretellMarkets, readForecasts } from './market-forecast';
import { runEventCheck } from './market-simulation';
import { rolls } from './market-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const foretell = () => transact(test.db, (trx) => foretellMarkets(trx, test.ctx));
const log = () => test.db.selectFrom('market_event_log').select(['city_id', 'kind', 'occurred_at']).orderBy('id').execute();

describe('market forecasts', () => {
  it('draws each city’s next event once, from the checks to come, and keeps it for every later asker', async () => {
    test = await createTestApp();
    // Constantinople's first three checks miss, its fourth meets a festival; every other city a caravan at once.
    test.ctx.random = rolls(0.99, 0.99, 0.99, 0.2, 0.05);
    const start = test.clock.now();
    const drawn = await foretell();
    expect(drawn.map((f) => [f.cityId, f.kind, f.strikesAt - start])).toEqual([
      [1, 'festival', 4 * MARKET_EVENT_CHECK_MS],
      ...MARKET_CITY_IDS.slice(1).map((cityId) => [cityId, 'caravan-arrival', MARKET_EVENT_CHECK_MS]),
    ]);
    // Asked again, the stars say the same: nothing is drawn anew.
    test.ctx.random = () => {
      throw new Error('drew again');
    };
    expect(await foretell()).toEqual(drawn);
  });

  it('holds a foretold city to its forecast: no event rolled on the spot, the foretold one at the first check at or after its time', async () => {
    test = await createTestApp();
    test.ctx.random = rolls(0.99, 0.99, 0.99, 0.2, 0.05);
    const start = test.clock.now();
    await foretell();
    // Every roll now would strike at once; the foretold cities meet only what was foretold.
    test.ctx.random = () => 0;
    test.clock.set(start + MARKET_EVENT_CHECK_MS - 1);
    expect(await runEventCheck(test.ctx)).toEqual([]);
    test.clock.set(start + MARKET_EVENT_CHECK_MS + 5_000);
    expect((await runEventCheck(test.ctx)).map((e) => [e.cityId, e.kind])).toEqual(MARKET_CITY_IDS.slice(1).map((cityId) => [cityId, 'caravan-arrival']));
    // Struck, their forecasts are spent and they roll on the spot again; Constantinople still waits.
    expect([...(await readForecasts(test.db)).keys()]).toEqual([1]);
    // Their caravans still cooling, the roll of 0 falls to the next in line.
    test.clock.set(start + 2 * MARKET_EVENT_CHECK_MS + 30_000);
    expect((await runEventCheck(test.ctx)).map((e) => [e.cityId, e.kind])).toEqual(MARKET_CITY_IDS.slice(1).map((cityId) => [cityId, 'route-closure']));
    test.clock.set(start + 4 * MARKET_EVENT_CHECK_MS + 30_000);
    const struck = await runEventCheck(test.ctx);
    expect(struck[0]).toMatchObject({ cityId: 1, kind: 'festival' });
    expect((await log()).filter((e) => e.city_id === 1)).toEqual([{ city_id: 1, kind: 'festival', occurred_at: start + 4 * MARKET_EVENT_CHECK_MS + 30_000 }]);
    expect(await readForecasts(test.db)).toEqual(new Map());
  });

  it('ends a foretold calm when its time comes, and the city rolls again', async () => {
    test = await createTestApp();
    test.ctx.random = () => 0.99;
    const start = test.clock.now();
    const drawn = await foretell();
    expect(new Set(drawn.map((f) => f.kind))).toEqual(new Set([null]));
    test.ctx.random = () => 0;
    test.clock.set(drawn[0]!.strikesAt - 1);
    expect(await runEventCheck(test.ctx)).toEqual([]);
    test.clock.set(drawn[0]!.strikesAt);
    // The calm's last check strikes nothing and clears it; the next rolls on the spot.
    expect(await runEventCheck(test.ctx)).toEqual([]);
    expect(await readForecasts(test.db)).toEqual(new Map());
    test.clock.set(drawn[0]!.strikesAt + MARKET_EVENT_CHECK_MS);
    expect(await runEventCheck(test.ctx)).toHaveLength(MARKET_CITY_IDS.length);
    expect((await log()).every((e) => e.occurred_at > start)).toBe(true);
  });
});
