import type { Executor } from '../../db/database';

export type LedgerKind = 'market-buy' | 'market-sell' | 'offer-escrow' | 'offer-fill' | 'offer-refund' | 'contract-reward' | 'contract-penalty';

export interface LedgerEntry {
  playerId: string;
  kind: LedgerKind;
  itemId?: string | null;
  /** Goods into (+) or out of (-) the player's inventory. */
  quantity?: number;
  /** Copper into (+) or out of (-) the player's purse. */
  copperDelta: number;
  cityId?: number | null;
  refId?: string | null;
}

/** One row per movement between a player and the world, in the same transaction as the movement. */
export async function recordLedger(trx: Executor, entry: LedgerEntry, now: number): Promise<void> {
  await trx
    .insertInto('ledger_entries')
    .values({
      player_id: entry.playerId,
      kind: entry.kind,
      item_id: entry.itemId ?? null,
      quantity: entry.quantity ?? 0,
      copper_delta: entry.copperDelta,
      city_id: entry.cityId ?? null,
      ref_id: entry.refId ?? null,
      created_at: now,
    })
    .execute();
}
