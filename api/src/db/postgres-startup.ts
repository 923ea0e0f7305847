import { sql } from 'kysely';
import { migrateToLatest, openPostgresDatabase, type Db } from './database';
import { DatabaseStartupError, type DatabaseProblem } from './database-startup';
import { MIGRATIONS } from './migrations/index';

/** The URL as the operator may see it in a log: without its password. */
export function redactedDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL (not a valid URL)';
  }
}

/**
 * Connects to the PostgreSQL database of DATABASE_URL for a server start, refuses one a newer
 * server has migrated, and migrates it. Kysely's migrator takes a lock in the database, so
 * several processes starting at once migrate it once. Failures are DatabaseStartupErrors.
 */
export async function openPostgresForStart(url: string): Promise<Db> {
  const db = openPostgresDatabase(url);
  try {
    await preparePostgres(db, url);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
  return db;
}

export async function preparePostgres(db: Db, url: string): Promise<void> {
  const shown = redactedDatabaseUrl(url);
  try {
    await sql`select 1`.execute(db);
    await refuseNewerPostgresSchema(db, shown);
  } catch (error) {
    throw postgresStartupError(error, shown);
  }
  try {
    await migrateToLatest(db);
  } catch (error) {
    const cause = error instanceof Error && error.cause !== undefined ? `: ${errorText(error.cause)}` : '';
    throw new DatabaseStartupError(
      shown,
      'migration-failed',
      // PostgreSQL runs each migration in a transaction: a failed one left the database as it was.
      `Upgrading the PostgreSQL database at ${shown} failed (${errorText(error)}${cause}). The failed step was rolled back; report this message to the developers.`,
      { cause: error },
    );
  }
}

async function refuseNewerPostgresSchema(db: Db, shown: string): Promise<void> {
  const { rows: tables } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_name = 'kysely_migration'`.execute(db);
  if (tables.length === 0) return;
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  const unknown = rows.map((row) => row.name).filter((name) => !Object.hasOwn(MIGRATIONS, name));
  if (unknown.length === 0) return;
  throw new DatabaseStartupError(
    shown,
    'newer-schema',
    `The PostgreSQL database at ${shown} was upgraded by a newer version of the Silk Road server (it has ${unknown.join(', ')} applied, which this version does not know). Run the newer version on it; this version has left it untouched.`,
  );
}

/** PostgreSQL's SQLSTATEs for a refused sign-in and a missing database. */
const AUTH_FAILED = new Set(['28P01', '28000']);
const NO_SUCH_DATABASE = '3D000';

export function postgresStartupError(error: unknown, shown: string): DatabaseStartupError {
  if (error instanceof DatabaseStartupError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const make = (problem: DatabaseProblem, message: string) => new DatabaseStartupError(shown, problem, message, { cause: error });
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EHOSTUNREACH' || code === 'ETIMEDOUT') {
    return make('cannot-connect', `Cannot reach PostgreSQL at ${shown} (${String(code)}): is the server running, and are the host and port in DATABASE_URL right?`);
  }
  if (typeof code === 'string' && AUTH_FAILED.has(code)) {
    return make('authentication-failed', `PostgreSQL at ${shown} refused the user and password of DATABASE_URL (${errorText(error)}). Check them, or the server's pg_hba.conf.`);
  }
  if (code === NO_SUCH_DATABASE) {
    return make('no-such-database', `The database named in DATABASE_URL does not exist on ${shown}: create it (createdb), then start again.`);
  }
  return make('other', `Cannot use the PostgreSQL database at ${shown}: ${errorText(error)}.`);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
