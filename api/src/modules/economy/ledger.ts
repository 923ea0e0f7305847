import type { Executor } from '../../db/database';
import { statementTemplate } from '../../db/statement-template';

export type LedgerKind =
  | 'market-buy'
  | 'market-sell'
  | 'offer-escrow'
  | 'offer-fill'
  | 'offer-refund'
  | 'contract-reward'
  | 'contract-penalty'
  /** A new character's purse and starter kit. */
  | 'starting-grant'
  /** What a character held above the starting state, given back to the world when it started over. */
  | 'character-reset'
  /** The holdings of a character from before the ledger recorded everything (migration 0004). */
  | 'opening-balance'
  /** A farm plot bought, and its monthly tax. */
  | 'plot-purchase'
  | 'farm-tax'
  /** A seed sown, and a crop reaped. */
  | 'farm-plant'
  | 'farm-harvest'
  /** A resource node harvested in the countryside. */
  | 'gather'
  /** A profession action's cost and materials taken at its start, and what its result made. */
  | 'profession-start'
  | 'profession-result'
  /** Tools bought at the mining and logging suppliers, and saplings planted. */
  | 'equipment-purchase'
  | 'tree-plant'
  /** A queued craft's ingredients (and a station craft's), and its products when claimed. */
  | 'craft-ingredients'
  | 'craft-product'
  /** The alchemist's transmutation: metal in, metal out, and the fee. */
  | 'transmute'
  /** The personal workshop's upgrades and its benches. */
  | 'workshop-upgrade'
  | 'bench-purchase'
  /** An item commissioned from a town's master crafter: the price paid, and the item when claimed. */
  | 'commission';

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

/**
 * One row per movement of a player's copper or goods, in the same transaction as the movement:
 * a player's purse is the sum of their rows' copper_delta, and their stock of an item the sum of
 * that item's quantity.
 */
export async function recordLedger(trx: Executor, entry: LedgerEntry, now: number): Promise<void> {
  await insertLedgerRow(trx, entry.playerId, entry.kind, entry.itemId ?? null, entry.quantity ?? 0, entry.copperDelta, entry.cityId ?? null, entry.refId ?? null, now);
}

const insertLedgerRow = statementTemplate(
  (trx, playerId: string, kind: LedgerKind, itemId: string | null, quantity: number, copperDelta: number, cityId: number | null, refId: string | null, now: number) =>
    trx.insertInto('ledger_entries').values({ player_id: playerId, kind, item_id: itemId, quantity, copper_delta: copperDelta, city_id: cityId, ref_id: refId, created_at: now }),
);
