import { sql, type Kysely } from 'kysely';
import { onPostgres } from '../transaction';

/**
 * PostgreSQL only: trade_batch_lock behind a guard that never raises. The trade desk sends the next
 * batch's lock in the same message as the last batch's write and COMMIT (trade-desk.ts): an error
 * there would leave the sender unsure whether the COMMIT before it ran. Caught, the lock's failure
 * comes back as {"failed": SQLSTATE} after a rollback to the guard's savepoint, and the desk rolls
 * back and locks that batch again on its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`
    CREATE FUNCTION trade_batch_lock_guarded(batch jsonb) RETURNS json LANGUAGE plpgsql AS $fn$
    BEGIN
      RETURN trade_batch_lock(batch);
    EXCEPTION WHEN OTHERS OR query_canceled THEN
      RETURN json_build_object('failed', SQLSTATE, 'message', SQLERRM);
    END
    $fn$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`DROP FUNCTION trade_batch_lock_guarded(jsonb)`.execute(db);
}
