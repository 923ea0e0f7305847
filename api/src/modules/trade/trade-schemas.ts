import { z } from 'zod';
import { tradeRecordSchema } from '@silkroad/shared';

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
