import type { Kysely } from 'kysely';
import { INTEGER } from './columns';

/**
 * The contract board (issue 17; docs/decisions.md "Contract board"): each contract template is
 * posted as one posting at a time, with its source city and reward fixed when posted, taken by
 * one trader (a guarded update open -> taken) and completed once; the next is posted lazily from
 * the closing time. `serial` numbers a template's postings, so two servers renewing the board at
 * once write the same key and only one posting results. A player's contract names its posting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contract_postings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contract_id', 'text', (c) => c.notNull())
    .addColumn('serial', INTEGER, (c) => c.notNull())
    .addColumn('source_city_id', INTEGER, (c) => c.notNull())
    .addColumn('source_price', INTEGER, (c) => c.notNull())
    .addColumn('reward', INTEGER, (c) => c.notNull())
    .addColumn('posted_at', INTEGER, (c) => c.notNull())
    // open, taken, then completed, failed or (never taken) withdrawn.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('taken_by', 'text')
    .addColumn('taken_at', INTEGER)
    .addColumn('closed_at', INTEGER)
    .execute();
  await db.schema.createIndex('contract_postings_serial').on('contract_postings').columns(['contract_id', 'serial']).unique().execute();
  // Housekeeping deletes closed postings a month after they closed (PRUNE_RULES.closedPostings).
  await db.schema.createIndex('contract_postings_closed').on('contract_postings').column('closed_at').execute();
  // Null for contracts taken before the board: they keep the catalogue's terms.
  await db.schema.alterTable('player_contracts').addColumn('posting_id', 'text').execute();
  // A delivery pays no more per unit than the destination's merchants sold the goods for since
  // the posting: the cheapest purchase of one good in one city since a time.
  await db.schema.createIndex('trades_by_market').on('trades').columns(['city_id', 'item_id', 'executed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('trades_by_market').execute();
  await db.schema.alterTable('player_contracts').dropColumn('posting_id').execute();
  await db.schema.dropIndex('contract_postings_closed').execute();
  await db.schema.dropTable('contract_postings').execute();
}
