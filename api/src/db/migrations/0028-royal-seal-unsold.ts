import { sql, type Kysely } from 'kysely';

/**
 * The royal seal leaves the markets (issue 33; docs/decisions.md "the royal seal has one way in"):
 * it is issued to a person by the treasurer of Baghdad, behind his gate (diplomacy 3, reputation
 * 10), and is no longer a marketable good, so no market may list, step or trade it. Its market rows
 * and price samples go. An offer of seals still open would move one between players past the
 * gate: it is closed as expired, and the offers' expiry (the sweep, or the next read of its city's
 * offers) gives back what it holds to its owner through `refundEscrow` and the ledger, as for any
 * expired offer. Seals players already hold stay theirs. The id is written out: a migration is
 * history, not today's catalogue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM market_entries WHERE item_id = 'royal-seal'`.execute(db);
  await sql`DELETE FROM price_history WHERE item_id = 'royal-seal'`.execute(db);
  await sql`UPDATE market_offers SET status = 'expired' WHERE item_id = 'royal-seal' AND status = 'open'`.execute(db);
}

/** Nothing to put back: a build whose seal is marketable again seeds its market rows at start (seedMarkets), and a closed offer stays closed. */
export async function down(): Promise<void> {}
