import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startServer, type RunningServer } from '../server';
import { testConfig } from '../test-support/test-app';
import { newTestPostgresUrl, TEST_POSTGRES_ENV } from '../test-support/test-database';
import { freePort } from '../test-support/free-port';
import { DatabaseStartupError } from './database-startup';
import { openPostgresDatabase } from './database';
import { openPostgresForStart, redactedDatabaseUrl } from './postgres-startup';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

function withUrl(url: string, change: (parsed: URL) => void): string {
  const parsed = new URL(url);
  change(parsed);
  return parsed.toString();
}

async function startFailure(url: string): Promise<DatabaseStartupError> {
  const error: unknown = await openPostgresForStart(url).then(
    async (db) => {
      await db.destroy();
      throw new Error('the start was expected to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DatabaseStartupError);
  return error as DatabaseStartupError;
}

describe('a server start on PostgreSQL (DATABASE_URL)', () => {
  it('migrates the database and serves from it', async () => {
    const url = await newTestPostgresUrl();
    server = await startServer(testConfig({ databaseUrl: url }));
    const res = await fetch(`${server.url}/health`);
    expect(res.status).toBe(200);
    const { rows } = await sql<{ n: number }>`select count(*) as n from market_entries`.execute(server.db);
    expect(rows[0]!.n).toBeGreaterThan(100);
  });

  it('names an unreachable server without the password, and says what to check', async () => {
    const url = `postgres://silkroad:hunter2@127.0.0.1:${await freePort()}/silkroad`;
    const error = await startFailure(url);
    expect(error.problem).toBe('cannot-connect');
    expect(error.message).toMatch(/^Cannot reach PostgreSQL at postgres:\/\/silkroad:\*\*\*@127\.0\.0\.1:\d+\/silkroad \(ECONNREFUSED\): is the server running/);
    expect(error.message).not.toContain('hunter2');
  });

  it('explains a wrong password and a missing database', async () => {
    const admin = process.env[TEST_POSTGRES_ENV]!;
    const wrongPassword = await startFailure(withUrl(admin, (u) => (u.password = 'not-the-password')));
    expect(wrongPassword.problem).toBe('authentication-failed');
    expect(wrongPassword.message).toContain('refused the user and password of DATABASE_URL');
    const missing = await startFailure(withUrl(admin, (u) => (u.pathname = '/no_such_world')));
    expect(missing.problem).toBe('no-such-database');
    expect(missing.message).toContain('create it (createdb)');
  });

  it('refuses a database a newer server migrated, and leaves it untouched', async () => {
    const url = await newTestPostgresUrl();
    const db = openPostgresDatabase(url);
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-the-future', 'now')`.execute(db);
    const error = await startFailure(url);
    expect(error.problem).toBe('newer-schema');
    expect(error.message).toContain('9999-from-the-future');
    await db.destroy();
  });

  it('keeps the password out of what it shows', () => {
    expect(redactedDatabaseUrl('postgres://u:secret@db:5432/world')).toBe('postgres://u:***@db:5432/world');
    expect(redactedDatabaseUrl('not a url')).toBe('DATABASE_URL (not a valid URL)');
  });
});
