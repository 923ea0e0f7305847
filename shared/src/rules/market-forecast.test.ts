import { describe, expect, it } from 'vitest';
import { MARKET_EVENT_CHECK_MS, MARKET_EVENTS, type MarketEventKind } from '../catalogue/markets';
import { FORECAST_HORIZON_CHECKS, foretellMarketEvent, pickMarketEvent, readyMarketEvents } from './market-forecast';
import { seededRandom, sequenceRandom } from './random';

const MINUTE = 60_000;
const never = () => undefined;
const struckAt = (times: Partial<Record<MarketEventKind, number>>) => (kind: MarketEventKind) => times[kind];

describe('a market event drawn ahead of time', () => {
  it('rolls each check as a check does: the stacked slices of the events out of their cooldown', () => {
    expect(pickMarketEvent(MARKET_EVENTS, 0.05)?.kind).toBe('caravan-arrival');
    expect(pickMarketEvent(MARKET_EVENTS, 0.12)?.kind).toBe('route-closure');
    expect(pickMarketEvent(MARKET_EVENTS, 0.2)?.kind).toBe('festival');
    expect(pickMarketEvent(MARKET_EVENTS, 0.22)?.kind).toBe('unrest');
    expect(pickMarketEvent(MARKET_EVENTS, 0.23)).toBeUndefined();
    // A caravan 2 minutes ago is still cooling (3 minutes): the roll falls to the next in line.
    const ready = readyMarketEvents(struckAt({ 'caravan-arrival': 0 }), 2 * MINUTE);
    expect(ready.map((e) => e.kind)).toEqual(['route-closure', 'festival', 'unrest']);
    expect(pickMarketEvent(ready, 0)?.kind).toBe('route-closure');
    expect(readyMarketEvents(struckAt({ 'caravan-arrival': 0 }), 3 * MINUTE)).toHaveLength(4);
  });

  it('is the first check after `from` whose roll hits, one roll a check', () => {
    expect(foretellMarketEvent(never, 1_000, sequenceRandom([0.99, 0.5, 0.05]))).toEqual({ kind: 'caravan-arrival', strikesAt: 1_000 + 3 * MARKET_EVENT_CHECK_MS });
    expect(foretellMarketEvent(never, 0, sequenceRandom([0.2]))).toEqual({ kind: 'festival', strikesAt: MARKET_EVENT_CHECK_MS });
  });

  it('reads the cooldowns at the check it foretells, as the check will', () => {
    // A festival struck a minute ago (8 minutes' cooldown): a festival’s roll at the next three checks lands on nothing (the slices close up without it).
    const lastStruck = struckAt({ festival: -MINUTE });
    expect(foretellMarketEvent(lastStruck, 0, sequenceRandom([0.19, 0.19, 0.19, 0.19]))).toEqual({ kind: 'festival', strikesAt: 4 * MARKET_EVENT_CHECK_MS });
  });

  it('settles for a calm spell when nothing strikes within the horizon', () => {
    expect(foretellMarketEvent(never, 0, () => 0.99)).toEqual({ kind: null, strikesAt: FORECAST_HORIZON_CHECKS * MARKET_EVENT_CHECK_MS });
  });

  it('keeps every event’s chance: as many checks until an event as rolling on the spot', () => {
    const random = seededRandom(7);
    let checks = 0;
    const draws = 2_000;
    for (let i = 0; i < draws; i += 1) checks += foretellMarketEvent(never, 0, random, 10_000).strikesAt / MARKET_EVENT_CHECK_MS;
    const perCheck = MARKET_EVENTS.reduce((sum, e) => sum + e.probability, 0);
    // Without cooldowns in the way (nothing struck yet), the wait is geometric: 1 / 0.23 checks.
    expect(checks / draws).toBeGreaterThan(0.9 / perCheck);
    expect(checks / draws).toBeLessThan(1.1 / perCheck);
  });
});
