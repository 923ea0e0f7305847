import { EVENT_ACTIVITY_WINDOW_MS } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { LedgerKind } from '../economy/ledger';

/*
 * Whether a player is playing now, for random events (issue 33): an account that only keeps a
 * socket open, pings it, or calls POST /api/time/process-offline every 30 s is not. Decided from
 * what the server already holds, readable from any process of a cluster (the event sweep runs in
 * whichever one claims its slot):
 *
 * - in the world: a live socket, on this process or another (presence's livePosition, which
 *   mirrors the other processes' players on the map: DESIGN "Several processes");
 * - and moved there or did something of their own within EVENT_ACTIVITY_WINDOW_MS, read from the
 *   database: the move budget presence saves (every POSITION_SAVE_INTERVAL_MS) after accepted
 *   moves, and the ledger rows of the player's own requests.
 */

/**
 * The ledger kinds a player's own request writes at once (a trade, a harvest, a craft, a payment to
 * someone), true; false for those that also come without them: sweeps and deadlines (an offer's
 * expiry, a contract's penalty, the farm's tax), other players (an offer filled), the road's own
 * pace (an arrival, an encounter auto-resolved, the cargo coming home), rewards that follow from
 * something else (achievements), the accounts' own book-keeping, and random events themselves,
 * whose answers must not keep them coming. Every kind says which: a new kind of the ledger makes
 * this table fail to compile until it does.
 */
export const PLAYERS_OWN_DOING: Readonly<Record<LedgerKind, boolean>> = {
  'market-buy': true,
  'market-sell': true,
  'offer-escrow': true,
  'offer-fill': false,
  'offer-refund': false,
  'contract-reward': true,
  'contract-penalty': false,
  'starting-grant': false,
  'character-reset': false,
  'opening-balance': false,
  'plot-purchase': true,
  'farm-tax': false,
  'farm-plant': true,
  'farm-harvest': true,
  gather: true,
  'profession-start': true,
  'profession-result': true,
  'equipment-purchase': true,
  'tree-plant': true,
  'craft-ingredients': true,
  'craft-product': true,
  transmute: true,
  'workshop-upgrade': true,
  'bench-purchase': true,
  commission: true,
  'journey-cargo': false,
  encounter: false,
  'journey-arrival': false,
  'random-event': false,
  'oracle-fee': true,
  'npc-talk': true,
  'npc-appraisal': true,
  'npc-buy': true,
  'vault-deposit': true,
  'vault-withdraw': true,
  'vault-fee': true,
  'currency-exchange': true,
  'npc-service': true,
  'quest-reward': true,
  'quest-hand-in': true,
  'achievement-reward': false,
};

/**
 * The newest ledger rows of a player read to find their latest doing: one request writes a few
 * (copper, goods, experience), so a doing within the window is among them unless something else
 * wrote this many rows since, all of them within the window too. Bounded so the read costs the
 * same for a player of a day and of a year (the index is by player and id, not by time).
 */
export const ACTIVITY_LEDGER_ROWS = 50;

/** Whether the player's newest ledger rows hold one of their own doing, later than `since`. */
async function actedSince(db: Executor, playerId: string, since: number): Promise<boolean> {
  const rows = await db.selectFrom('ledger_entries').select(['kind', 'created_at']).where('player_id', '=', playerId).orderBy('id', 'desc').limit(ACTIVITY_LEDGER_ROWS).execute();
  return rows.some((row) => row.created_at > since && PLAYERS_OWN_DOING[row.kind as LedgerKind] === true);
}

/**
 * Moved since `since`, by the saved move budget: the time it was, or would have been, empty
 * (shared moveBudgetEmptyAt). Only an accepted move spends it, and the time is at most the last
 * move's, so a time after `since` means a move after it; a move is saved within
 * POSITION_SAVE_INTERVAL_MS, and its time is at most MOVE_BUDGET_CAPACITY_PX of walking (2 s)
 * before the move, both small beside the window. A session's end also saves the budget it began
 * with: a character's very first session, or one continued from another process where the player
 * was still shown (a join there counts as arriving), reads as a move at its start.
 */
function movedSince(moveBudgetEmptyAt: number | null, since: number): boolean {
  return moveBudgetEmptyAt !== null && moveBudgetEmptyAt > since;
}

/** What of the player's row the check reads: the saved move budget. */
export interface ActivityRow {
  move_budget_empty_at: number | null;
}

/** In the world with a live socket now, and moved or did something of their own within EVENT_ACTIVITY_WINDOW_MS of `now`. */
export async function isPlaying(db: Executor, ctx: AppContext, playerId: string, row: ActivityRow, now: number): Promise<boolean> {
  // Without realtime attached nobody is in the world.
  if (ctx.presence?.livePosition(playerId) === undefined) return false;
  const since = now - EVENT_ACTIVITY_WINDOW_MS;
  return movedSince(row.move_budget_empty_at, since) || (await actedSince(db, playerId, since));
}
