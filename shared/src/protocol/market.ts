import { z } from 'zod';
import { itemById } from '../catalogue/items';
import { MARKET_CITY_IDS, MARKET_CONDITIONS } from '../catalogue/markets';
import { marketEntrySchema } from './trade';

/** Texts of the market routes' refusals: the spec words none of them. */
export const MARKET_MESSAGES = {
  required: 'required',
  notOneValue: 'give it once, as text',
  cityIdNotInteger: 'must be a whole number',
  unknownCity: 'no market city has this id',
  unknownItem: 'unknown item, or not traded at the city markets',
  unknownSubscription: 'There is no such market to follow.',
} as const;

export function isMarketCityId(cityId: number): boolean {
  return (MARKET_CITY_IDS as readonly number[]).includes(cityId);
}

export function isMarketItemId(itemId: string): boolean {
  return itemById(itemId)?.marketable === true;
}

/** A query string's cityId: digits only (no "1.5", "1e0" or " 1"), naming a market city. */
/** A query parameter given once; says which of "missing" or "repeated" went wrong. */
const queryText = () => z.string({ error: (issue) => (issue.input === undefined ? MARKET_MESSAGES.required : MARKET_MESSAGES.notOneValue) });

const cityIdQuery = queryText()
  .regex(/^[0-9]{1,6}$/, { error: MARKET_MESSAGES.cityIdNotInteger })
  .refine((value) => isMarketCityId(Number(value)), { error: MARKET_MESSAGES.unknownCity });
const itemIdQuery = queryText().max(64).refine(isMarketItemId, { error: MARKET_MESSAGES.unknownItem });

/** GET /api/market/prices: both filters optional. */
export const marketPricesQuerySchema = z.object({ cityId: cityIdQuery.optional(), itemId: itemIdQuery.optional() });
/** GET /api/market/history: one market's chart, so both are needed. */
export const priceHistoryQuerySchema = z.object({ cityId: cityIdQuery, itemId: itemIdQuery });
/** GET /api/trading/arbitrage: one good, or every good. */
export const arbitrageQuerySchema = z.object({ itemId: itemIdQuery.optional() });

export const marketPricesResponseSchema = z.object({ success: z.literal(true), data: z.array(marketEntrySchema) });
export type MarketPricesResponse = z.infer<typeof marketPricesResponseSchema>;

export const priceSampleSchema = z.object({
  /** Copper per unit. */
  price: z.number().int(),
  /** Units traded at that moment; 0 for a simulation step or an event. */
  volume: z.number().int(),
  recordedAt: z.string(),
});
export type PriceSample = z.infer<typeof priceSampleSchema>;

export const priceHistoryResponseSchema = z.object({
  success: z.literal(true),
  /** Oldest first, at most PRICE_HISTORY_LIMIT samples. */
  data: z.object({ cityId: z.number().int(), itemId: z.string(), history: z.array(priceSampleSchema) }),
});
export type PriceHistoryResponse = z.infer<typeof priceHistoryResponseSchema>;

export const cityMarketSchema = z.object({ id: z.number().int(), name: z.string(), onMap: z.boolean(), items: z.array(marketEntrySchema) });
export type CityMarket = z.infer<typeof cityMarketSchema>;

/** GET /api/game/market (spec 002: the server market payload is organised as cities with items). */
export const gameMarketResponseSchema = z.object({ success: z.literal(true), data: z.object({ cities: z.array(cityMarketSchema) }) });
export type GameMarketResponse = z.infer<typeof gameMarketResponseSchema>;

export const arbitrageOpportunitySchema = z.object({
  itemId: z.string(),
  itemName: z.string(),
  buyCity: z.string(),
  sellCity: z.string(),
  buyCityId: z.number().int(),
  sellCityId: z.number().int(),
  /** Copper per unit at the buying city's asking price. */
  buyPrice: z.number().int(),
  /** Copper per unit the selling city's merchants pay. */
  sellPrice: z.number().int(),
  /** Copper gained per unit. */
  profitMargin: z.number().int(),
  profitPercent: z.number(),
});
export type ArbitrageOpportunityView = z.infer<typeof arbitrageOpportunitySchema>;

export const arbitrageResponseSchema = z.object({ success: z.literal(true), data: z.object({ opportunities: z.array(arbitrageOpportunitySchema) }) });
export type ArbitrageResponse = z.infer<typeof arbitrageResponseSchema>;

export const cityMarketSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  onMap: z.boolean(),
  rising: z.number().int(),
  falling: z.number().int(),
  stable: z.number().int(),
  /** Average of price / base price over the city's goods: above 1, the city is dear today. */
  priceIndex: z.number(),
});
export type CityMarketSummary = z.infer<typeof cityMarketSummarySchema>;

export const marketOverviewSchema = z.object({
  condition: z.enum(MARKET_CONDITIONS),
  /** The best arbitrage above the threshold, or null when no carry pays. */
  topOpportunity: z
    .object({
      itemId: z.string(),
      itemName: z.string(),
      /** Copper per unit. */
      profit: z.number().int(),
      profitPercent: z.number(),
      buyCity: z.string(),
      sellCity: z.string(),
    })
    .nullable(),
  cities: z.array(cityMarketSummarySchema),
});
export type MarketOverview = z.infer<typeof marketOverviewSchema>;

export const marketOverviewResponseSchema = z.object({ success: z.literal(true), data: marketOverviewSchema });
export type MarketOverviewResponse = z.infer<typeof marketOverviewResponseSchema>;
