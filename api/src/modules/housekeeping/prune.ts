import type { AppContext } from '../../context';
import { runPruneRules, type PruneCounts as RuleCounts } from '../../db/prune-rules';
import { startSweep, type Sweep } from '../../sweep';
import { AUTH_PRUNE_RULES } from '../auth/expired-records';
import { CONTRACT_PRUNE_RULES } from '../contracts/contract-store';
import { CLIENT_REPORT_PRUNE_RULES } from '../logs/error-report-store';
import { MARKET_EVENT_PRUNE_RULES } from '../market/market-store';
import { OFFER_PRUNE_RULES } from '../offers/offer-store';
import { IDEMPOTENCY_PRUNE_RULES } from '../trade/idempotency-store';
import { JOURNEY_PRUNE_RULES } from '../journeys/journey-store';
import { EVENT_PRUNE_RULES } from '../events/event-service';
import { ORACLE_PRUNE_RULES } from '../oracle/oracle-store';
import { NPC_PRUNE_RULES } from '../npcs/npc-visits';

export const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Every table that grows with use, each pruned by the module that owns it (schema.ts), by rules
 * of its own: the owners' rules, gathered so a test can check each deletes through an index. The
 * ledger and the trades are the economy's record and are kept.
 */
export const PRUNE_RULES = {
  ...AUTH_PRUNE_RULES,
  ...IDEMPOTENCY_PRUNE_RULES,
  ...MARKET_EVENT_PRUNE_RULES,
  ...CLIENT_REPORT_PRUNE_RULES,
  ...OFFER_PRUNE_RULES,
  ...CONTRACT_PRUNE_RULES,
  ...JOURNEY_PRUNE_RULES,
  ...EVENT_PRUNE_RULES,
  ...ORACLE_PRUNE_RULES,
  ...NPC_PRUNE_RULES,
} as const;

export type PruneCounts = RuleCounts<typeof PRUNE_RULES>;

/** Deletes records that have served their purpose, so tables that grow with play stay bounded. */
export async function pruneSpentRecords(ctx: AppContext): Promise<PruneCounts> {
  return runPruneRules(PRUNE_RULES, ctx.db, ctx.clock.now());
}

export function startPruneSweep(ctx: AppContext): Sweep {
  return startSweep('housekeeping', PRUNE_INTERVAL_MS, () => pruneSpentRecords(ctx), ctx);
}
