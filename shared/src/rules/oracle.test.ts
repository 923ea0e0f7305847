import { describe, expect, it } from 'vitest';
import { MARKET_EVENT_CHECK_MS } from '../catalogue/markets';
import { GAME_HOUR_MS, GAME_TIME_ACCELERATION, gameDayAt, REAL_MS_PER_GAME_DAY } from './game-clock';
import { encounterChance, encounterCheckpoints, riskScore } from './journey';
import { equilibriumPrice } from './market';
import {
  chooseClue,
  draftClue,
  forecastFact,
  gameHoursUntil,
  ORACLE_FEE_COPPER,
  oracleFacts,
  priceDrift,
  priceTurnFacts,
  roadDangerFacts,
  type ClueFact,
  type PricedMarket,
} from './oracle';

const REAL_GAME_HOUR = GAME_HOUR_MS / GAME_TIME_ACCELERATION;

/** A market whose price is what its supply and demand call for, as the simulation keeps it. */
function market(cityId: number, itemId: string, supply: number, demand: number, basePrice = 1_000): PricedMarket {
  return { cityId, itemId, basePrice, supply, demand, volatility: 0.1, price: equilibriumPrice(basePrice, supply, demand) };
}

describe('the oracle’s facts', () => {
  it('costs 5 silver and counts game days', () => {
    expect(ORACLE_FEE_COPPER).toBe(500);
    const day = gameDayAt(0);
    expect(gameDayAt(REAL_MS_PER_GAME_DAY)).toBe(day + 1);
  });

  it('calls a price falling only when it stands well above its worth and its market pulls it down', () => {
    const dear = market(4, 'spices', 70, 130);
    const cheap = market(3, 'silk', 140, 80);
    const near = market(1, 'jade', 95, 105);
    const facts = priceTurnFacts([near, dear, cheap]);
    expect(facts.map((f) => [f.kind, 'itemId' in f && f.itemId])).toEqual([
      ['price-fall', 'spices'],
      ['price-rise', 'silk'],
    ]);
    for (const fact of facts) {
      if (fact.kind === 'price-fall') expect(fact.drift).toBeLessThan(fact.price);
      if (fact.kind === 'price-fall') expect(fact.price).toBeGreaterThan(fact.basePrice);
      if (fact.kind === 'price-rise') expect(fact.drift).toBeGreaterThan(fact.price);
    }
    // A price above its worth whose supply and demand call for more still (a market that has not caught up) is not called falling.
    const climbing = { ...market(2, 'furs', 60, 200), price: 1_300 };
    expect(priceDrift(climbing)).toBeGreaterThan(climbing.price);
    expect(priceTurnFacts([climbing])).toEqual([]);
    // Nor is a price below its worth ever called falling, however the market pulls it.
    for (const supply of [80, 120, 160, 250]) for (const demand of [30, 60, 90]) expect(priceTurnFacts([market(1, 'silk', supply, demand)]).every((f) => f.kind !== 'price-fall')).toBe(true);
  });

  it('names the road most perilous for the asker’s cargo, with the numbers the journey rules use', () => {
    const [worst] = roadDangerFacts({ silk: 40 });
    expect(worst).toMatchObject({ kind: 'road-danger' });
    if (worst?.kind !== 'road-danger') throw new Error('no road');
    // Samarkand-Kashgar and Constantinople-Samarkand are the longest legs (60): three checks each.
    expect([worst.fromCityId, worst.toCityId]).toEqual([1, 2]);
    expect(worst.checks).toBe(encounterCheckpoints(60).length);
    expect(worst.chance).toBe(encounterChance(riskScore(60, 40 * 50)));
    // More cargo, more trouble; goods beyond a journey's cap add nothing.
    const heavy = roadDangerFacts({ silk: 500 })[0]!;
    expect(heavy.kind === 'road-danger' && heavy.chance).toBe(encounterChance(riskScore(60, 100 * 50)));
  });

  it('turns a forecast into an event, or into a calm worth telling', () => {
    expect(forecastFact(4, { kind: 'festival', strikesAt: 5_000 }, 0)).toEqual({ kind: 'market-event', cityId: 4, event: 'festival', strikesAt: 5_000 });
    expect(forecastFact(4, { kind: null, strikesAt: 3 * REAL_GAME_HOUR }, 0)).toEqual({ kind: 'quiet-market', cityId: 4, until: 3 * REAL_GAME_HOUR });
    expect(forecastFact(4, { kind: null, strikesAt: REAL_GAME_HOUR - 1 }, 0)).toBeUndefined();
  });
});

describe('a clue', () => {
  const now = 1_000_000;
  const caravan: ClueFact = { kind: 'market-event', cityId: 4, event: 'caravan-arrival', strikesAt: now + 3 * MARKET_EVENT_CHECK_MS };

  it('says when at the latest the foretold event strikes, in game hours, and holds until then', () => {
    const clue = draftClue(caravan, 'oracle', now);
    // Struck by the first check at or after strikesAt: 8 real minutes at the latest, 48 game minutes.
    expect(gameHoursUntil(now, caravan.strikesAt + MARKET_EVENT_CHECK_MS)).toBe(1);
    expect(clue).toEqual({
      key: `market-event:4:caravan-arrival:${caravan.strikesAt}`,
      kind: 'market-event',
      text: 'Within the next hour a great caravan arrives in Baghdad: goods will be cheap there.',
      cityId: 4,
      itemId: null,
      expiresAt: caravan.strikesAt + MARKET_EVENT_CHECK_MS,
    });
    const later = draftClue({ ...caravan, strikesAt: now + 20 * MARKET_EVENT_CHECK_MS }, 'oracle', now);
    expect(later.text).toBe('Within the next 5 hours a great caravan arrives in Baghdad: goods will be cheap there.');
    // A rumour is the same fact, vaguer.
    expect(draftClue(caravan, 'rumour', now).text).toBe('They say a great caravan is on its way to Baghdad. Goods will come cheap there.');
  });

  it('is chosen by topic, never repeating a fact in force while another is left, the teller’s city first', () => {
    const facts = oracleFacts({
      forecasts: [
        { cityId: 2, kind: 'unrest', strikesAt: now + 10 * MARKET_EVENT_CHECK_MS },
        { cityId: 4, kind: 'caravan-arrival', strikesAt: now + 3 * MARKET_EVENT_CHECK_MS },
      ],
      markets: [market(4, 'spices', 70, 130)],
      manifest: {},
      now,
    });
    expect(facts.map((f) => f.kind)).toEqual(['market-event', 'market-event', 'price-fall', 'road-danger', 'road-danger', 'road-danger', 'road-danger', 'road-danger']);
    const ask = (topic: 'any' | 'markets' | 'prices' | 'roads', told: string[] = [], prefer?: (f: ClueFact) => boolean) => chooseClue(facts, { topic, voice: 'oracle', now, told: new Set(told), prefer });
    // The soonest event first.
    const first = ask('any')!;
    expect([first.kind, first.cityId]).toEqual(['market-event', 4]);
    expect([ask('any', [first.key])!.kind, ask('any', [first.key])!.cityId]).toEqual(['market-event', 2]);
    expect(ask('prices')!).toMatchObject({ kind: 'price-fall', cityId: 4, itemId: 'spices' });
    expect(ask('roads')!.kind).toBe('road-danger');
    // Everything told: the first again (it is still true).
    const everything = facts.map((f) => draftClue(f, 'oracle', now).key);
    expect(ask('markets', everything)!.key).toBe(first.key);
    // A rumour-teller of Samarkand speaks of Samarkand first.
    expect(ask('any', [], (f) => f.kind !== 'road-danger' && f.cityId === 2)!.cityId).toBe(2);
    // A topic with nothing true to say falls back to the roads, which always are.
    const calm = oracleFacts({ forecasts: [], markets: [], manifest: {}, now });
    expect(chooseClue(calm, { topic: 'prices', voice: 'oracle', now, told: new Set() })!.kind).toBe('road-danger');
  });
});

describe('a foretold event whose time has come', () => {
  it('is told as striking at the next check, and stays in force until then', () => {
    const now = 5_000_000;
    const due = draftClue({ kind: 'market-event', cityId: 1, event: 'festival', strikesAt: now - 10_000 }, 'oracle', now);
    expect(due.expiresAt).toBe(now + MARKET_EVENT_CHECK_MS);
    expect(due.text).toBe('Within the next hour Constantinople celebrates a festival: its buyers will pay more.');
  });
});
