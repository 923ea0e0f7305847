/**
 * The oracle's clues and the rumours of the cities (issue 20; 000 §2, §9 "oracle notifications
 * 10 s"): what may be said, worded, and which is said. Every clue is a fact of the server's own
 * state or of what its rules will do, never invented text: a market event the checks will strike
 * (drawn ahead of time, rules/market-forecast), a city the checks will leave alone until a time,
 * a price whose market pulls it back toward its worth, the road whose halts most often meet
 * trouble for the asker's cargo. The oracle says it precisely; an NPC's rumour says the same
 * vaguely. Pure: the server picks and words with these, the renderer only shows the text.
 */
import { itemDisplayName } from '../catalogue/items';
import { CARGO_MAX_PER_ITEM, JOURNEY_LEGS } from '../catalogue/journeys';
import { MARKET_EVENT_CHECK_MS, type MarketEventKind } from '../catalogue/markets';
import { cityName } from '../catalogue/world';
import { COPPER_PER_SILVER } from './currency';
import { GAME_HOUR_MS, GAME_TIME_ACCELERATION, REAL_MS_PER_GAME_DAY } from './game-clock';
import { cargoUnitValue, encounterChance, encounterCheckpoints, riskScore } from './journey';
import { simulateStep, type MarketState } from './market';

/** The oracle of Samarkand (catalogue/npcs.ts). */
export const ORACLE_NPC_ID = 'nasir-the-star-reader';
/** What one clue of the oracle costs: 5 silver. */
export const ORACLE_FEE_COPPER = 5 * COPPER_PER_SILVER;
/** Clues the oracle gives one player in one game day (4 real hours). */
export const ORACLE_CLUES_PER_GAME_DAY = 3;
/** Rumours one NPC tells one player in one game day: free, and vaguer than the oracle's word. */
export const RUMOURS_PER_NPC_PER_GAME_DAY = 1;
/** 000 §9: oracle notifications show for 10 s. */
export const ORACLE_NOTIFICATION_MS = 10_000;
/** A price this far from its worth (base price), either way, is worth a clue. */
export const PRICE_TURN_RATIO = 0.2;
/** How long a price clue stays in force: one game hour; a quiet market closes half its gap in about 7 real minutes. */
export const PRICE_CLUE_TTL_MS = GAME_HOUR_MS / GAME_TIME_ACCELERATION;
/** How long a road clue stays in force: a game day (it changes only with the asker's cargo). */
export const ROAD_CLUE_TTL_MS = REAL_MS_PER_GAME_DAY;

export const CLUE_KINDS = ['market-event', 'quiet-market', 'price-fall', 'price-rise', 'road-danger'] as const;
export type ClueKind = (typeof CLUE_KINDS)[number];

/** What a player may ask the oracle about; `any` lets the stars choose. */
export const ORACLE_TOPICS = ['any', 'markets', 'prices', 'roads'] as const;
export type OracleTopic = (typeof ORACLE_TOPICS)[number];

const TOPIC_KINDS: Readonly<Record<OracleTopic, readonly ClueKind[]>> = {
  any: CLUE_KINDS,
  markets: ['market-event', 'quiet-market'],
  prices: ['price-fall', 'price-rise'],
  roads: ['road-danger'],
};

/** The oracle speaks precisely; a rumour is the same fact, vaguer. */
export type ClueVoice = 'oracle' | 'rumour';


/** Whole game hours from `now` to `at`, rounded up (at least 1). */
export function gameHoursUntil(now: number, at: number): number {
  return Math.max(1, Math.ceil(((at - now) * GAME_TIME_ACCELERATION) / GAME_HOUR_MS));
}

/** A fact a clue can be made of. */
export type ClueFact =
  /** The city's forecast (rules/market-forecast): the first check at or after `strikesAt` strikes `event`. */
  | { kind: 'market-event'; cityId: number; event: MarketEventKind; strikesAt: number }
  /** The city's forecast is calm: no check before `until` strikes anything. */
  | { kind: 'quiet-market'; cityId: number; until: number }
  /** A market far from its worth whose drift (the simulation without its shake) runs back toward it. */
  | { kind: 'price-fall' | 'price-rise'; cityId: number; itemId: string; price: number; basePrice: number; drift: number }
  /** The leg whose encounter checks, for this cargo, meet trouble most often. */
  | { kind: 'road-danger'; fromCityId: number; toCityId: number; checks: number; chance: number };

export interface ClueDraft {
  /** The fact's identity: a player is not told the same one twice while another is left. */
  key: string;
  kind: ClueKind;
  text: string;
  cityId: number | null;
  itemId: string | null;
  expiresAt: number;
}

/** A market as the price facts read it. */
export interface PricedMarket extends Pick<MarketState, 'basePrice' | 'supply' | 'demand' | 'volatility' | 'price'> {
  cityId: number;
  itemId: string;
}

/** Where the market's own pull takes a price in one step, without the random shake (what simulateStep does at a roll of one half). */
export function priceDrift(market: Pick<MarketState, 'basePrice' | 'supply' | 'demand' | 'volatility' | 'price'>): number {
  return simulateStep({ ...market, trend: 'stable' }, () => 0.5).price;
}

/**
 * Prices at least PRICE_TURN_RATIO from their worth whose drift runs back toward it: 'price-fall'
 * only for a price above its base that the pull lowers, 'price-rise' the reverse. Farthest first.
 */
export function priceTurnFacts(markets: readonly PricedMarket[]): ClueFact[] {
  const facts: (ClueFact & { kind: 'price-fall' | 'price-rise' })[] = [];
  for (const market of markets) {
    const gap = (market.price - market.basePrice) / market.basePrice;
    if (Math.abs(gap) < PRICE_TURN_RATIO) continue;
    const drift = priceDrift(market);
    const base = { cityId: market.cityId, itemId: market.itemId, price: market.price, basePrice: market.basePrice, drift };
    if (gap > 0 && drift < market.price) facts.push({ kind: 'price-fall', ...base });
    if (gap < 0 && drift > market.price) facts.push({ kind: 'price-rise', ...base });
  }
  const distance = (f: { price: number; basePrice: number }) => Math.abs(f.price - f.basePrice) / f.basePrice;
  return facts.sort((a, b) => distance(b) - distance(a) || a.cityId - b.cityId || a.itemId.localeCompare(b.itemId));
}

/**
 * Every leg of the road with its encounter checks and the chance at each for a caravan carrying
 * `manifest` (the asker's goods, each capped as a journey caps it), most perilous first: the
 * expected number of encounters, then the chance at one check.
 */
export function roadDangerFacts(manifest: Readonly<Record<string, number>>): ClueFact[] {
  const cargo = Object.entries(manifest).reduce((sum, [itemId, quantity]) => sum + cargoUnitValue(itemId) * Math.min(Math.max(0, quantity), CARGO_MAX_PER_ITEM), 0);
  const facts = JOURNEY_LEGS.map((leg) => ({
    kind: 'road-danger' as const,
    fromCityId: leg.a,
    toCityId: leg.b,
    checks: encounterCheckpoints(leg.distance).length,
    chance: encounterChance(riskScore(leg.distance, cargo)),
  }));
  return facts.sort((a, b) => b.checks * b.chance - a.checks * a.chance || b.chance - a.chance || a.fromCityId - b.fromCityId);
}

/** A city's forecast as a fact: an event, or a calm spell worth telling (at least a game hour). */
export function forecastFact(cityId: number, forecast: { kind: MarketEventKind | null; strikesAt: number }, now: number): ClueFact | undefined {
  if (forecast.kind) return { kind: 'market-event', cityId, event: forecast.kind, strikesAt: forecast.strikesAt };
  if ((forecast.strikesAt - now) * GAME_TIME_ACCELERATION < GAME_HOUR_MS) return undefined;
  return { kind: 'quiet-market', cityId, until: forecast.strikesAt };
}

const EVENT_WORDS: Readonly<Record<MarketEventKind, { oracle: (city: string, hours: string) => string; rumour: (city: string) => string }>> = {
  'caravan-arrival': {
    oracle: (city, hours) => `Within the next ${hours} a great caravan arrives in ${city}: goods will be cheap there.`,
    rumour: (city) => `They say a great caravan is on its way to ${city}. Goods will come cheap there.`,
  },
  'route-closure': {
    oracle: (city, hours) => `Within the next ${hours} bandits close the roads to ${city}: goods will grow dear there.`,
    rumour: (city) => `Travellers whisper of bandits gathering on the roads to ${city}. Goods will grow dear there.`,
  },
  festival: {
    oracle: (city, hours) => `Within the next ${hours} ${city} celebrates a festival: its buyers will pay more.`,
    rumour: (city) => `Word is that ${city} makes ready for a festival. Its buyers will pay more.`,
  },
  unrest: {
    oracle: (city, hours) => `Within the next ${hours} unrest stirs in ${city}: its prices will swing wildly.`,
    rumour: (city) => `Some say trouble brews in ${city}. Its prices will not keep still.`,
  },
};

const hoursText = (n: number) => (n === 1 ? 'hour' : `${n} hours`);
const percent = (price: number, base: number) => Math.round((Math.abs(price - base) / base) * 100);

/** Words a fact in a voice, with what it is about and until when it holds. */
export function draftClue(fact: ClueFact, voice: ClueVoice, now: number): ClueDraft {
  switch (fact.kind) {
    case 'market-event': {
      const city = cityName(fact.cityId);
      // Struck by the first check at or after strikesAt: at the latest one check interval later
      // (one interval from now when its time has come and the check is still to run).
      const latest = Math.max(fact.strikesAt, now) + MARKET_EVENT_CHECK_MS;
      const words = EVENT_WORDS[fact.event];
      const text = voice === 'oracle' ? words.oracle(city, hoursText(gameHoursUntil(now, latest))) : words.rumour(city);
      return { key: `market-event:${fact.cityId}:${fact.event}:${fact.strikesAt}`, kind: fact.kind, text, cityId: fact.cityId, itemId: null, expiresAt: latest };
    }
    case 'quiet-market': {
      const city = cityName(fact.cityId);
      const hours = Math.max(1, Math.floor(((fact.until - now) * GAME_TIME_ACCELERATION) / GAME_HOUR_MS));
      const text = voice === 'oracle' ? `The bazaar of ${city} stays quiet for the next ${hoursText(hours)}: no caravan, festival, closure or unrest will move it.` : `All is quiet in the bazaar of ${city}, they say, and quiet it will stay a while.`;
      return { key: `quiet-market:${fact.cityId}:${fact.until}`, kind: fact.kind, text, cityId: fact.cityId, itemId: null, expiresAt: fact.until };
    }
    case 'price-fall':
    case 'price-rise': {
      const city = cityName(fact.cityId);
      const item = itemDisplayName(fact.itemId);
      const dear = fact.kind === 'price-fall';
      const text =
        voice === 'oracle'
          ? `${item} in ${city} stands ${percent(fact.price, fact.basePrice)}% ${dear ? 'above' : 'below'} its worth: the market's tide runs against it, and it will ${dear ? 'fall' : 'rise'} back toward its worth.`
          : `Traders say ${item} is ${dear ? 'dear' : 'cheap'} in ${city} these days, and cannot stay so.`;
      return { key: `${fact.kind}:${fact.cityId}:${fact.itemId}`, kind: fact.kind, text, cityId: fact.cityId, itemId: fact.itemId, expiresAt: now + PRICE_CLUE_TTL_MS };
    }
    case 'road-danger': {
      const from = cityName(fact.fromCityId);
      const to = cityName(fact.toCityId);
      const text =
        voice === 'oracle'
          ? `The road between ${from} and ${to} is the most perilous for goods like yours: at each of its ${fact.checks} halts a caravan has a ${Math.round(fact.chance * 100)}% chance of meeting trouble.`
          : `Caravan drivers say no road meets more trouble than the one between ${from} and ${to}.`;
      return { key: `road-danger:${fact.fromCityId}:${fact.toCityId}`, kind: fact.kind, text, cityId: null, itemId: null, expiresAt: now + ROAD_CLUE_TTL_MS };
    }
  }
}

/** The order facts are offered in: what will happen, then prices, then calm, then roads. */
const KIND_ORDER: Readonly<Record<ClueKind, number>> = { 'market-event': 0, 'price-fall': 1, 'price-rise': 1, 'quiet-market': 2, 'road-danger': 3 };

/**
 * Which fact to tell: among those of the topic (the road when a topic has none), the first the
 * player was not told yet (`told` holds the keys of their clues still in force), in KIND_ORDER
 * and, within a kind, the order given (soonest event, farthest price, most perilous road);
 * when every one was told, the first again. `prefer` puts facts it accepts first (a rumour-teller's own city).
 */
export function chooseClue(
  facts: readonly ClueFact[],
  options: { topic: OracleTopic; voice: ClueVoice; now: number; told: ReadonlySet<string>; prefer?: (fact: ClueFact) => boolean },
): ClueDraft | undefined {
  const kinds = TOPIC_KINDS[options.topic];
  let pool = facts.filter((fact) => kinds.includes(fact.kind));
  if (pool.length === 0) pool = facts.filter((fact) => fact.kind === 'road-danger');
  const ranked = pool
    .map((fact, index) => ({ fact, index, preferred: options.prefer?.(fact) ? 0 : 1 }))
    .sort((a, b) => a.preferred - b.preferred || KIND_ORDER[a.fact.kind] - KIND_ORDER[b.fact.kind] || a.index - b.index)
    .map(({ fact }) => draftClue(fact, options.voice, options.now));
  return ranked.find((draft) => !options.told.has(draft.key)) ?? ranked[0];
}

/** Whether a fact concerns a city: its market, or either end of its road. */
export function factConcerns(fact: ClueFact, cityId: number): boolean {
  return fact.kind === 'road-danger' ? fact.fromCityId === cityId || fact.toCityId === cityId : fact.cityId === cityId;
}

/** Everything true the oracle may tell now: each city's forecast (soonest first), the prices that will turn, the roads for this cargo. */
export function oracleFacts(input: {
  forecasts: readonly { cityId: number; kind: MarketEventKind | null; strikesAt: number }[];
  markets: readonly PricedMarket[];
  manifest: Readonly<Record<string, number>>;
  now: number;
}): ClueFact[] {
  const foretold = [...input.forecasts]
    .sort((a, b) => a.strikesAt - b.strikesAt || a.cityId - b.cityId)
    .flatMap((forecast) => forecastFact(forecast.cityId, forecast, input.now) ?? []);
  return [...foretold, ...priceTurnFacts(input.markets), ...roadDangerFacts(input.manifest)];
}
