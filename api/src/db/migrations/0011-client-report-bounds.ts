import { sql, type Kysely } from 'kysely';
import { INTEGER } from './columns';

/** ROW_OVERHEAD_BYTES of error-report-store.ts when this migration was written: a migration never changes with the code. */
const ROW_OVERHEAD_BYTES = 100;

/** The bytes the store counts for a row: its text as UTF-8 (octet_length on both databases), plus the overhead. */
const ROW_BYTES = {
  client_errors: sql`octet_length(message) + octet_length(payload) + coalesce(octet_length(user_agent), 0) + coalesce(octet_length(session_id), 0) + coalesce(octet_length(user_id), 0) + ${sql.lit(ROW_OVERHEAD_BYTES)}`,
  client_logs: sql`octet_length(message) + octet_length(payload) + octet_length(level) + coalesce(octet_length(user_agent), 0) + coalesce(octet_length(page_url), 0) + coalesce(octet_length(user_id), 0) + ${sql.lit(ROW_OVERHEAD_BYTES)}`,
};

/**
 * Client reports are bounded in total size (issue 17, defect 4). Each table keeps a running total
 * of the bytes ever stored in it (client_report_volume), and each row its place in that total
 * (volume_offset): the rows more than a bound behind the newest are the oldest, found and dropped
 * through an index, and age pruning needs no bookkeeping. Rows stored before get their places in
 * id order, as if they had been counted all along.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_report_volume')
    .addColumn('report_table', 'text', (c) => c.primaryKey())
    .addColumn('total_bytes', INTEGER, (c) => c.notNull())
    .execute();
  for (const table of ['client_errors', 'client_logs'] as const) {
    await db.schema
      .alterTable(table)
      .addColumn('volume_offset', INTEGER, (c) => c.notNull().defaultTo(0))
      .execute();
    // UPDATE ... FROM and window functions: PostgreSQL, and SQLite since 3.33.
    await sql`
      update ${sql.table(table)} set volume_offset = sized.before
      from (select id, sum(${ROW_BYTES[table]}) over (order by id) - (${ROW_BYTES[table]}) as before from ${sql.table(table)}) sized
      where ${sql.table(table)}.id = sized.id
    `.execute(db);
    await sql`
      insert into client_report_volume (report_table, total_bytes)
      select ${sql.lit(table)}, coalesce(sum(${ROW_BYTES[table]}), 0) from ${sql.table(table)}
    `.execute(db);
    await db.schema.createIndex(`${table}_by_volume`).on(table).column('volume_offset').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['client_errors', 'client_logs'] as const) {
    await db.schema.dropIndex(`${table}_by_volume`).execute();
    await db.schema.alterTable(table).dropColumn('volume_offset').execute();
  }
  await db.schema.dropTable('client_report_volume').execute();
}
