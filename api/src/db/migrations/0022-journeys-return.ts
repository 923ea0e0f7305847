import { sql, type Kysely } from 'kysely';

/**
 * A caravan turned back goes home the way it came (docs/decisions.md "turning back"): status
 * `returning` is under way too, so the one-journey-per-player index holds it as well, and no
 * second journey starts while the first is still on its way back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX journeys_one_under_way`.execute(db);
  await sql`CREATE UNIQUE INDEX journeys_one_under_way ON journeys (player_id) WHERE status IN ('travelling', 'encounter', 'returning')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX journeys_one_under_way`.execute(db);
  await sql`CREATE UNIQUE INDEX journeys_one_under_way ON journeys (player_id) WHERE status IN ('travelling', 'encounter')`.execute(db);
}
