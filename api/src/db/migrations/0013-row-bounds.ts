import { sql, type Kysely } from 'kysely';

/** REFRESH_REUSE_WINDOW_MS when this migration was written: a migration never changes with the code. */
const REUSE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * No free row factories (issue 17, defect 8). The offers a player posted within the last day are
 * counted through their own index (the daily posting allowance); the escrow row of an offer that
 * never filled is found through a partial index and removed when the offer is cancelled or
 * expires, since nothing happened. A spent or revoked refresh token is kept only for the reuse
 * window: tokens spent before this migration get the expiry they would have been given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('market_offers_posted_by_player').on('market_offers').columns(['player_id', 'created_at']).execute();
  // Only escrow rows: the ledger's other rows never need finding by their reference this way.
  await sql`create index ledger_offer_escrow on ledger_entries (ref_id) where kind = 'offer-escrow'`.execute(db);

  await sql`update refresh_tokens set expires_at = used_at + ${REUSE_WINDOW_MS} where used_at is not null and expires_at > used_at + ${REUSE_WINDOW_MS}`.execute(db);
  await sql`update refresh_tokens set expires_at = revoked_at + ${REUSE_WINDOW_MS} where revoked_at is not null and expires_at > revoked_at + ${REUSE_WINDOW_MS}`.execute(db);
}

/** The shortened token expiries stay: those tokens could not be used again either way. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_offer_escrow').execute();
  await db.schema.dropIndex('market_offers_posted_by_player').execute();
}
