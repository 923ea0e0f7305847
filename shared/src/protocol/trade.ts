import { z } from 'zod';
import type { TRADE_ERRORS } from './refusals/trade';
export { TRADE_ERRORS } from './refusals/trade';

export const TRADE_QUANTITY_MAX = 999;

export type TradeErrorCode = keyof typeof TRADE_ERRORS;

const positiveCopper = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const tradeExecuteSchema = z
  .object({
    type: z.enum(['buy', 'sell']),
    itemId: z.string().min(1).max(64),
    cityId: z.number().int(),
    quantity: z.number().int().min(1).max(TRADE_QUANTITY_MAX),
    /** Copper per unit: the most a buyer will pay, the least a seller will take. */
    priceLimit: positiveCopper,
    idempotencyKey: z.string().min(8).max(100).optional(),
  })
  .strict();
export type TradeExecuteRequest = z.infer<typeof tradeExecuteSchema>;

export const tradeRecordSchema = z.object({
  id: z.string(),
  type: z.enum(['buy', 'sell']),
  itemId: z.string(),
  itemName: z.string(),
  cityId: z.number().int(),
  quantity: z.number().int(),
  /** Copper per unit actually paid or received, after any skill discount. */
  price_per_unit: z.number().int(),
  /** Copper paid (buy) or received (sell). */
  total_cost: z.number().int().optional(),
  total_revenue: z.number().int().optional(),
  discount: z.number(),
  /** The market price after the trade moved it. */
  marketPrice: z.number().int(),
  playerCopper: z.number().int(),
  skillXp: z.object({ trading: z.number().int(), negotiation: z.number().int(), appraisal: z.number().int().optional(), linguistics: z.number().int().optional() }),
  executedAt: z.string(),
});
export type TradeRecord = z.infer<typeof tradeRecordSchema>;

export const tradeSuccessSchema = z.object({ success: z.literal(true), data: z.object({ trade: tradeRecordSchema }) });

export const marketEntrySchema = z.object({
  cityId: z.number().int(),
  itemId: z.string(),
  itemName: z.string(),
  basePrice: z.number().int(),
  /** What a player pays per unit (before their skill discount). */
  currentPrice: z.number().int(),
  /** What the city's merchants pay a player per unit. */
  sellPrice: z.number().int(),
  supply: z.number(),
  demand: z.number(),
  volatility: z.number(),
  trend: z.enum(['rising', 'falling', 'stable']),
  lastUpdated: z.string(),
});
export type MarketEntry = z.infer<typeof marketEntrySchema>;

export const OFFER_DURATION_MS = 24 * 60 * 60 * 1000;

export const offerCreateSchema = z
  .object({
    side: z.enum(['buy', 'sell']),
    itemId: z.string().min(1).max(64),
    cityId: z.number().int(),
    quantity: z.number().int().min(1).max(TRADE_QUANTITY_MAX),
    pricePerUnit: positiveCopper,
  })
  .strict();

export const offerAcceptSchema = z.object({ quantity: z.number().int().min(1).max(TRADE_QUANTITY_MAX) }).strict();

export const offerSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  goodId: z.string(),
  itemName: z.string(),
  cityId: z.number().int(),
  tradeType: z.enum(['buy', 'sell']),
  quantity: z.number().int(),
  quantityTotal: z.number().int(),
  pricePerUnit: z.number().int(),
  status: z.enum(['open', 'filled', 'cancelled', 'expired']),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const TRADE_HISTORY_LIMIT_DEFAULT = 20;
export const TRADE_HISTORY_LIMIT_MAX = 100;

/** GET /api/trade/history: page size and offset (spec 000 §7: defaults 20 and 0). */
export const tradeHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(TRADE_HISTORY_LIMIT_MAX).default(TRADE_HISTORY_LIMIT_DEFAULT),
  offset: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});

/**
 * A past trade: the record the execute call answered, without what described the player at that
 * moment (purse, XP gained), which the trades table does not keep.
 */
export const tradeHistoryEntrySchema = tradeRecordSchema.omit({ playerCopper: true, skillXp: true });
export type TradeHistoryEntry = z.infer<typeof tradeHistoryEntrySchema>;

export const tradeHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    trades: z.array(tradeHistoryEntrySchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
});
