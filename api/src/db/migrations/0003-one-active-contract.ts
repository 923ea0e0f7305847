import { sql, type Kysely } from 'kysely';

/** One active instance of a contract per player, enforced by the database on every dialect. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNIQUE INDEX player_contracts_one_active ON player_contracts (player_id, contract_id) WHERE status = 'active'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX player_contracts_one_active`.execute(db);
}
