/**
 * Market events drawn ahead of time (issue 20, the oracle): which event the 2-minute checks of one
 * city will meet next, and when. The same rule as a check's own roll (readyMarketEvents then
 * pickMarketEvent), applied to the checks still to come, so a foretold event has exactly the
 * chance and cooldowns of one rolled on the spot; the server stores the answer and its checks
 * strike it when due, which is what makes the oracle's word true.
 */
import { MARKET_EVENT_CHECK_MS, MARKET_EVENTS, type MarketEventDefinition, type MarketEventKind } from '../catalogue/markets';
import type { Random } from './random';

/** When an event of this kind last struck the city (ms), undefined if never (within the log's memory). */
export type LastStruck = (kind: MarketEventKind) => number | undefined;

/** The events of a city out of their cooldown at `at`, in the catalogue's order. */
export function readyMarketEvents(lastStruck: LastStruck, at: number): MarketEventDefinition[] {
  return MARKET_EVENTS.filter((event) => {
    const last = lastStruck(event.kind);
    return last === undefined || at - last >= event.cooldownMs;
  });
}

/**
 * One roll against the ready events' stacked probabilities: each keeps its own chance, and
 * contradicting events (a caravan arriving on a closed road) never strike at once.
 */
export function pickMarketEvent(ready: readonly MarketEventDefinition[], roll: number): MarketEventDefinition | undefined {
  let threshold = 0;
  for (const event of ready) {
    threshold += event.probability;
    if (roll < threshold) return event;
  }
  return undefined;
}

/**
 * How many checks ahead a forecast looks before it settles for "calm until then": 120 checks are
 * a game day (4 real hours); at 23% a check, a city meets no event in them about once in 10^13.
 */
export const FORECAST_HORIZON_CHECKS = 120;

/** A city's next market event: `kind` null means none strikes before `strikesAt` (the horizon). */
export interface MarketForecast {
  kind: MarketEventKind | null;
  /** The first check at or after this instant strikes it. */
  strikesAt: number;
}

/**
 * Draws a city's next event from the checks it will meet after `from`, one every
 * MARKET_EVENT_CHECK_MS, each rolled as a check rolls. No other event strikes the city before it
 * (the checks honour the forecast), so the cooldowns read at each simulated check are the ones the
 * real check will read, or longer passed if it runs late.
 */
export function foretellMarketEvent(lastStruck: LastStruck, from: number, random: Random, horizon = FORECAST_HORIZON_CHECKS): MarketForecast {
  for (let check = 1; check <= horizon; check += 1) {
    const at = from + check * MARKET_EVENT_CHECK_MS;
    const event = pickMarketEvent(readyMarketEvents(lastStruck, at), random());
    if (event) return { kind: event.kind, strikesAt: at };
  }
  return { kind: null, strikesAt: from + horizon * MARKET_EVENT_CHECK_MS };
}
