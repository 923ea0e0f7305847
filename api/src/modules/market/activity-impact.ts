import { DEMAND_MAX, DEMAND_MIN, equilibriumPrice, SUPPLY_MAX, SUPPLY_MIN, type MarketImpact } from '@silkroad/shared';
import type { DomainEventMap } from '../../domain-events';
import type { Executor } from '../../db/database';
import { readMarketRow, toMarketEntry, writeMarketState } from './market-store';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Moves one city's markets by what a profession activity made (spec 001 §9 "Market impacts of
 * activities"): supply and demand change now, within the market's bounds, and the price follows
 * them as after a trade. The spec's duration is not kept: the simulation's mean reversion (5% of
 * the gap each 30 s step) brings the market back, well within the hours the spec gives
 * (docs/decisions.md). A good that city does not trade is skipped. Runs in the caller's
 * transaction; rows are taken in item order, as every locker of market rows takes them. Answers
 * the changes to tell once committed (market-changed).
 */
export async function applyActivityImpacts(trx: Executor, cityId: number, impacts: readonly MarketImpact[], now: number): Promise<DomainEventMap['market-changed'][]> {
  const changes: DomainEventMap['market-changed'][] = [];
  for (const impact of [...impacts].sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0))) {
    if (impact.supplyChange === 0 && impact.demandChange === 0) continue;
    const row = await readMarketRow(trx, cityId, impact.itemId, { forWrite: true });
    if (!row) continue;
    const supply = clamp(row.supply + impact.supplyChange, SUPPLY_MIN, SUPPLY_MAX);
    const demand = clamp(row.demand + impact.demandChange, DEMAND_MIN, DEMAND_MAX);
    const price = equilibriumPrice(row.base_price, supply, demand);
    await writeMarketState(trx, cityId, impact.itemId, { supply, demand, price }, now);
    changes.push({ cityId, itemId: impact.itemId, previousPrice: row.price, entry: toMarketEntry({ ...row, supply, demand, price, updated_at: now }) });
  }
  return changes;
}
