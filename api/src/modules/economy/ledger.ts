import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { statementTemplate } from '../../db/statement-template';
import type { ExperienceTrack } from './experience';

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
  | 'commission'
  /** A caravan's cargo leaving the inventory for the road, and coming back into it on arrival or when turned back. */
  | 'journey-cargo'
  /** What answering an encounter on the road took and gave (copper, goods used up, experience, reputation). */
  | 'encounter'
  /** The navigation a journey teaches on arrival. */
  | 'journey-arrival'
  /** What answering a random event took and gave. */
  | 'random-event'
  /** The oracle's fee for a clue. */
  | 'oracle-fee'
  /** The diplomacy of a first talk with an NPC in a game day, and the appraisal of an item appraised (experience only). */
  | 'npc-talk'
  | 'npc-appraisal'
  /** Goods bought from an NPC's counter (merchants, innkeepers' provisions). */
  | 'npc-buy'
  /** Goods and copper into the bankers' vault, out of it again, and the storage fee per deposit. */
  | 'vault-deposit'
  | 'vault-withdraw'
  | 'vault-fee'
  /** Goods changed into coin by a banker or treasurer. */
  | 'currency-exchange'
  /** A service paid to an NPC (hired help, a passage, a letter, a translation) and what it gave or took. */
  | 'npc-service'
  /** A quest's reward, and the goods handed in for it. */
  | 'quest-reward'
  | 'quest-hand-in'
  /** An achievement’s reward (issue 21): copper and experience, once per achievement for the character’s lifetime (issue 33: achievement_rewards). */
  | 'achievement-reward';

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
 * that item's quantity. Experience has rows of its own (recordExperience), which move neither.
 */
export async function recordLedger(trx: Executor, entry: LedgerEntry, now: number): Promise<void> {
  await insertLedgerRow(trx, entry.playerId, entry.kind, entry.itemId ?? null, entry.quantity ?? 0, entry.copperDelta, entry.cityId ?? null, entry.refId ?? null, now);
}

/** Why experience moved: the ledger kind of the movement it came with, and its reference. */
export interface ExperienceCause {
  kind: LedgerKind;
  cityId?: number | null;
  refId?: string | null;
}

export interface ExperienceChange {
  track: ExperienceTrack;
  /** Experience into (+) or out of (-) the track. */
  delta: number;
}

/**
 * One row per track whose experience moved, in one statement, in the same transaction as the
 * movement (experience.ts, wallet.ts): a track's total is the sum of its rows' experience_delta.
 */
export async function recordExperience(trx: Executor, playerId: string, cause: ExperienceCause, changes: readonly ExperienceChange[], now: number): Promise<void> {
  if (changes.length === 0) return;
  let insert = experienceRows.get(changes.length);
  if (!insert) {
    insert = experienceRowsStatement(changes.length);
    experienceRows.set(changes.length, insert);
  }
  await insert(trx, playerId, cause.kind, cause.cityId ?? null, cause.refId ?? null, now, ...changes.flatMap((change) => [change.track, change.delta]));
}

/** A templated insert of `count` experience rows: the trade's two skills are on the hot path. */
function experienceRowsStatement(count: number) {
  return statementTemplate((trx, playerId: string, kind: LedgerKind, cityId: number | null, refId: string | null, now: number, ...changes: (string | number)[]) =>
    trx.insertInto('ledger_entries').values(
      Array.from({ length: count }, (_, i) => ({
        player_id: playerId,
        kind,
        item_id: null,
        quantity: 0,
        copper_delta: 0,
        city_id: cityId,
        ref_id: refId,
        created_at: now,
        experience_track: changes[2 * i] as ExperienceTrack,
        experience_delta: changes[2 * i + 1] as number,
      })),
    ),
  );
}
const experienceRows = new Map<number, ReturnType<typeof experienceRowsStatement>>();

/** The id of the player's last ledger row (0 before any): what counts "from now on" (quests, the tutorial, statistics) counts the rows after it. */
export async function lastLedgerSeq(db: Executor, playerId: string): Promise<number> {
  const row = await db.selectFrom('ledger_entries').select((eb) => eb.fn.max('id').as('seq')).where('player_id', '=', playerId).executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** Minus, without the -0 a database driver might bind as a float. */
const negated = (amount: number) => (amount === 0 ? 0 : -amount);

/**
 * An offer nobody filled moved nothing between players (offers/escrow.ts): its escrow row goes,
 * in the refund's transaction, instead of a refund row beside it. The statement is guarded on the
 * whole escrow (`copper` and `quantity` are what the post took), so it erases that row or none.
 */
export async function eraseOfferEscrowEntry(trx: Executor, escrow: { playerId: string; offerId: string; itemId: string; copper: number; quantity: number }): Promise<boolean> {
  const erased = await trx
    .deleteFrom('ledger_entries')
    .where('ref_id', '=', escrow.offerId)
    // A literal, not a parameter: it is what lets the planner use the partial index (migration 0013).
    .where('kind', '=', sql.lit('offer-escrow'))
    .where('player_id', '=', escrow.playerId)
    .where('item_id', '=', escrow.itemId)
    .where('copper_delta', '=', negated(escrow.copper))
    .where('quantity', '=', negated(escrow.quantity))
    .executeTakeFirst();
  return Number(erased.numDeletedRows) === 1;
}

const insertLedgerRow = statementTemplate(
  (trx, playerId: string, kind: LedgerKind, itemId: string | null, quantity: number, copperDelta: number, cityId: number | null, refId: string | null, now: number) =>
    trx.insertInto('ledger_entries').values({ player_id: playerId, kind, item_id: itemId, quantity, copper_delta: copperDelta, city_id: cityId, ref_id: refId, created_at: now }),
);
