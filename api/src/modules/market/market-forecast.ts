import { foretellMarketEvent, MARKET_CITY_IDS, MARKET_EVENTS, type MarketEventKind, type MarketForecast } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { onPostgres } from '../../db/transaction';

/**
 * Each city's next market event, drawn ahead of time so that the oracle can tell it truly
 * (rules/market-forecast). A city has a forecast only once someone asked for it: until then its
 * checks roll on the spot as they always did. With one, its checks strike nothing else, and the
 * first check at or after `strikesAt` strikes the foretold event and clears the forecast.
 *
 * A draw and a check's strike of one city both hold its forecast row (lockForecast), so a draw
 * reads the event log as the strike left it, and a strike rolled on the spot never lands beside a
 * forecast drawn meanwhile: the forecast lives in the database, one truth for every process.
 */

export interface CityForecast extends MarketForecast {
  cityId: number;
}

const isKind = (kind: string | null): kind is MarketEventKind => MARKET_EVENTS.some((event) => event.kind === kind);

/** The forecasts standing, by city (cities without one are absent). */
export async function readForecasts(trx: Executor): Promise<Map<number, CityForecast>> {
  const rows = await trx.selectFrom('market_forecasts').selectAll().where('strikes_at', 'is not', null).execute();
  return new Map(rows.map((row) => [row.city_id, { cityId: row.city_id, kind: isKind(row.kind) ? row.kind : null, strikesAt: row.strikes_at! }]));
}

/**
 * Takes the city's forecast row for the rest of the transaction (made if missing; on PostgreSQL
 * locked, SQLite runs one transaction at a time) and answers its forecast, if any.
 */
export async function lockForecast(trx: Executor, cityId: number): Promise<CityForecast | undefined> {
  await trx.insertInto('market_forecasts').values({ city_id: cityId, kind: null, strikes_at: null, drawn_at: null }).onConflict((oc) => oc.column('city_id').doNothing()).execute();
  const row = await trx
    .selectFrom('market_forecasts')
    .selectAll()
    .where('city_id', '=', cityId)
    .$if(onPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  return row.strikes_at === null ? undefined : { cityId, kind: isKind(row.kind) ? row.kind : null, strikesAt: row.strikes_at };
}

/** Clears a forecast the check is striking; the caller holds its row (lockForecast). */
export async function clearForecast(trx: Executor, cityId: number): Promise<void> {
  await trx.updateTable('market_forecasts').set({ kind: null, strikes_at: null, drawn_at: null }).where('city_id', '=', cityId).execute();
}

/** When each kind of event last struck one city. */
async function lastStruckIn(trx: Executor, cityId: number): Promise<Map<string, number>> {
  const rows = await trx.selectFrom('market_event_log').select((eb) => ['kind', eb.fn.max('occurred_at').as('last')]).where('city_id', '=', cityId).groupBy('kind').execute();
  return new Map(rows.map((row) => [row.kind, Number(row.last)]));
}

/**
 * Every market city's next event: the standing forecasts, and for each city without one a new
 * draw (with ctx.random, from now), stored. Runs in the caller's transaction, so a refused
 * request draws nothing; cities are taken in id order, the one order every locker uses.
 */
export async function foretellMarkets(trx: Executor, ctx: AppContext): Promise<CityForecast[]> {
  const now = ctx.clock.now();
  const forecasts: CityForecast[] = [];
  for (const cityId of MARKET_CITY_IDS) {
    const standing = await lockForecast(trx, cityId);
    if (standing) {
      forecasts.push(standing);
      continue;
    }
    const last = await lastStruckIn(trx, cityId);
    const drawn = foretellMarketEvent((kind) => last.get(kind), now, ctx.random);
    await trx.updateTable('market_forecasts').set({ kind: drawn.kind, strikes_at: drawn.strikesAt, drawn_at: now }).where('city_id', '=', cityId).execute();
    forecasts.push({ cityId, ...drawn });
  }
  return forecasts;
}
