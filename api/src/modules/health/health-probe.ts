import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { describeStorageFault, sqliteErrorCode } from '../../db/sqlite-errors';
import type { StorageHealth } from '../../db/storage-health';

/** `satisfies` makes a table added to the schema without being added here a compile error. */
const SCHEMA_TABLES = Object.keys({
  users: true,
  players: true,
  inventory_items: true,
  auth_requests: true,
  auth_codes: true,
  refresh_tokens: true,
  local_idp_codes: true,
  server_secrets: true,
  client_errors: true,
  client_logs: true,
  client_report_volume: true,
  market_entries: true,
  price_history: true,
  market_event_log: true,
  ledger_entries: true,
  trades: true,
  idempotent_requests: true,
  market_offers: true,
  player_contracts: true,
  contract_postings: true,
  farm_plots: true,
  farm_crops: true,
  resource_nodes: true,
  player_professions: true,
  profession_sessions: true,
  crafts: true,
  workshops: true,
  workshop_benches: true,
  discovered_recipes: true,
  planted_trees: true,
  journeys: true,
  journey_cargo: true,
  journey_encounters: true,
  random_events: true,
  npc_stock: true,
  npc_visits: true,
  npc_special_purchases: true,
  npc_appraisals: true,
  vault_goods: true,
  vault_purses: true,
  market_forecasts: true,
  oracle_clues: true,
  player_quests: true,
  player_tutorials: true,
  player_achievements: true,
  achievement_rewards: true,
  player_progress: true,
} satisfies Record<keyof Database, true>) as (keyof Database)[];

/**
 * Whether the database answers: null when it does, else a few words on what is wrong. Cheap
 * enough for a load balancer's every few seconds: a storage fault seen earlier by any query,
 * then one row read from every table, which reads each table's root page. A page damaged deeper
 * in a table is caught by the first query that reads it, through the sticky storage fault.
 */
export async function probeDatabase(db: Db, storage: StorageHealth): Promise<string | null> {
  if (storage.fault) return describeStorageFault(storage.fault);
  for (const table of SCHEMA_TABLES) {
    try {
      // Every column: `select 1` would be answered from a smaller covering index, never opening the table itself.
      await sql`select * from ${sql.table(table)} limit 1`.execute(db);
    } catch (error) {
      // The query log has seen it already when openSqliteDatabase opened the database; noting it twice is harmless.
      storage.noteFailure(error);
      if (storage.fault) return describeStorageFault(storage.fault);
      // SQLite's result code, or PostgreSQL's SQLSTATE (42P01: no such table).
      const code = sqliteErrorCode(error) ?? (error as { code?: unknown } | null)?.code;
      return `cannot read table ${table} (${typeof code === 'string' ? code : 'error'})`;
    }
  }
  return null;
}
