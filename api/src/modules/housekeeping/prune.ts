import type { AppContext } from '../../context';
import { startSweep, type Sweep } from '../../sweep';

/** Idempotency keys answer retries of the same click; a day covers any client's retry window. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Market event cooldowns last at most 10 minutes; a day of history is plenty to check them. */
export const MARKET_EVENT_LOG_TTL_MS = 24 * 60 * 60 * 1000;
export const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

/** Deletes records that have served their purpose, so tables that grow with play stay bounded. */
export async function pruneSpentRecords(ctx: AppContext): Promise<{ idempotencyKeys: number; marketEvents: number }> {
  const now = ctx.clock.now();
  const keys = await ctx.db.deleteFrom('idempotent_requests').where('created_at', '<', now - IDEMPOTENCY_KEY_TTL_MS).executeTakeFirst();
  const events = await ctx.db.deleteFrom('market_event_log').where('occurred_at', '<', now - MARKET_EVENT_LOG_TTL_MS).executeTakeFirst();
  return { idempotencyKeys: Number(keys.numDeletedRows), marketEvents: Number(events.numDeletedRows) };
}

export function startPruneSweep(ctx: AppContext): Sweep {
  return startSweep('housekeeping', PRUNE_INTERVAL_MS, () => pruneSpentRecords(ctx));
}
