import {
  applyMarketEvent,
  cityName,
  itemById,
  MARKET_CITY_IDS,
  MARKET_EVENT_CHECK_MS,
  MARKET_EVENTS,
  pickMarketEvent,
  PRICE_UPDATE_MS,
  readyMarketEvents,
  relaxVolatility,
  simulateStep,
  TREND_WINDOW,
  trendOf,
  type MarketEventDefinition,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { DomainEventMap } from '../../domain-events';
import type { Executor } from '../../db/database';
import './market-domain-events';
import { appendPriceSamples, logMarketEvent, marketKey, readAllMarkets, readCityMarket, readLastMarketEvents, readRecentPrices, stateOf, toMarketEntry, writeMarketRows, type MarketRow } from './market-store';
import { startSweep } from '../../sweep';
import { clearForecast, lockForecast, readForecasts, type CityForecast } from './market-forecast';
import { transact } from '../../db/transaction';

type MarketChanged = DomainEventMap['market-changed'];

/**
 * Writes the new state of many markets with their trends (from the stored samples plus the new
 * price) and one price sample each, then answers what changed. Runs inside the caller's
 * transaction, so a step or an event is all written or not at all.
 */
async function commitMarkets(trx: Executor, previous: readonly MarketRow[], next: readonly Omit<MarketRow, 'trend'>[], now: number): Promise<MarketChanged[]> {
  const recent = await readRecentPrices(trx, TREND_WINDOW - 1);
  const rows: MarketRow[] = next.map((row) => ({ ...row, trend: trendOf([...(recent.get(marketKey(row.city_id, row.item_id)) ?? []), row.price]) }));
  await writeMarketRows(trx, rows);
  await appendPriceSamples(
    trx,
    rows.map((r) => ({ cityId: r.city_id, itemId: r.item_id, price: r.price, volume: 0 })),
    now,
  );
  return rows.map((row, i) => ({ cityId: row.city_id, itemId: row.item_id, previousPrice: previous[i]!.price, entry: toMarketEntry(row) }));
}

export interface PriceStepResult {
  markets: number;
  /** The markets whose price moved (each was told as market-changed). */
  changed: MarketChanged[];
}

/**
 * One 30 s step of every market (spec 000 §9): supply and demand drift and shake, the price
 * follows, an event's stirred volatility settles, the trend is re-read and a sample recorded.
 */
export async function runPriceStep(ctx: AppContext): Promise<PriceStepResult> {
  const now = ctx.clock.now();
  const changes = await transact(ctx.db, async (trx) => {
    const rows = await readAllMarkets(trx, { forWrite: true });
    const next = rows.map((row) => {
      const step = simulateStep(stateOf(row), ctx.random);
      const baseline = itemById(row.item_id)?.volatility ?? row.volatility;
      return { ...row, ...step, volatility: relaxVolatility(row.volatility, baseline), updated_at: now };
    });
    return commitMarkets(trx, rows, next, now);
  });
  // Told after the commit: a listener must never see a price that could still roll back.
  const changed = changes.filter((c) => c.entry.currentPrice !== c.previousPrice);
  for (const change of changed) ctx.events.emit('market-changed', change);
  return { markets: changes.length, changed };
}

export interface StruckEvent {
  cityId: number;
  kind: MarketEventDefinition['kind'];
  message: string;
}

/** Which event, if any, strikes one city now: undefined when the roll misses or all are cooling down. */
function rollEvent(ctx: AppContext, cityId: number, lastStruck: Map<string, number>, now: number): MarketEventDefinition | undefined {
  // One roll per city, whatever is ready: the same rule a forecast draws with (rules/market-forecast).
  const ready = readyMarketEvents((kind) => lastStruck.get(`${cityId}:${kind}`), now);
  return pickMarketEvent(ready, ctx.random());
}

/**
 * Strikes one city with an event, all in one transaction holding the city's forecast row
 * (market-forecast.ts): a foretold event clears its forecast (unless another check already
 * struck it: then nothing); an event rolled on the spot gives way to a forecast drawn since the
 * check read them, which now decides the city's next event. Answers undefined when it gave way.
 */
async function strike(ctx: AppContext, cityId: number, event: MarketEventDefinition, now: number, foretold?: CityForecast): Promise<StruckEvent | undefined> {
  const message = event.message(cityName(cityId));
  const changes = await transact(ctx.db, async (trx) => {
    const standing = await lockForecast(trx, cityId);
    if (foretold ? standing?.strikesAt !== foretold.strikesAt || standing.kind !== foretold.kind : standing) return undefined;
    if (foretold) await clearForecast(trx, cityId);
    const rows = await readCityMarket(trx, cityId, { forWrite: true });
    const next = rows.map((row) => ({ ...row, ...applyMarketEvent(stateOf(row), event), updated_at: now }));
    const changed = await commitMarkets(trx, rows, next, now);
    await logMarketEvent(trx, cityId, event.kind, message, now);
    return changed;
  });
  if (!changes) return undefined;
  // Every market of the city is told, not only those whose price moved: supply, demand or
  // volatility changed in all of them, and the trading post shows those too.
  for (const change of changes) ctx.events.emit('market-changed', change);
  ctx.events.emit('market-event', { cityId, kind: event.kind, title: event.title, message, occurredAt: now });
  return { cityId, kind: event.kind, message };
}

/** A calm spell foretold has run out: the city rolls on the spot again from the next check. */
async function endCalm(ctx: AppContext, foretold: CityForecast): Promise<undefined> {
  await transact(ctx.db, async (trx) => {
    const standing = await lockForecast(trx, foretold.cityId);
    if (standing?.strikesAt === foretold.strikesAt && standing.kind === null) await clearForecast(trx, foretold.cityId);
  });
  return undefined;
}

/** The 2-minute check of market events (spec 002 §9 effects, 000 §9 probabilities and cooldowns). */
export async function runEventCheck(ctx: AppContext): Promise<StruckEvent[]> {
  const now = ctx.clock.now();
  const lastStruck = await readLastMarketEvents(ctx.db);
  const forecasts = await readForecasts(ctx.db);
  const struck: StruckEvent[] = [];
  for (const cityId of MARKET_CITY_IDS) {
    const foretold = forecasts.get(cityId);
    if (foretold) {
      // A foretold city meets nothing but its forecast: the oracle's word holds.
      if (now >= foretold.strikesAt) {
        const event = MARKET_EVENTS.find((e) => e.kind === foretold.kind);
        const result = event ? await strike(ctx, cityId, event, now, foretold) : await endCalm(ctx, foretold);
        if (result) struck.push(result);
      }
      continue;
    }
    const event = rollEvent(ctx, cityId, lastStruck, now);
    const result = event && (await strike(ctx, cityId, event, now));
    if (result) struck.push(result);
  }
  return struck;
}

export interface MarketLoops {
  /** Stops the timers and waits for a step under way, so the database can close after it. */
  stop(): Promise<void>;
}

/** How often the simulation's timers fire; PRICE_UPDATE_MS and MARKET_EVENT_CHECK_MS unless a test says otherwise. */
export interface MarketIntervals {
  priceStepMs?: number;
  eventCheckMs?: number;
}

/** The simulation's timers, for a running server; tests call runPriceStep and runEventCheck directly. */
export function startMarketLoops(ctx: AppContext, intervals: MarketIntervals = {}): MarketLoops {
  const sweeps = [
    startSweep('market price step', intervals.priceStepMs ?? PRICE_UPDATE_MS, () => runPriceStep(ctx), ctx),
    startSweep('market event check', intervals.eventCheckMs ?? MARKET_EVENT_CHECK_MS, () => runEventCheck(ctx), ctx),
  ];
  return {
    async stop() {
      await Promise.all(sweeps.map((sweep) => sweep.stop()));
    },
  };
}
