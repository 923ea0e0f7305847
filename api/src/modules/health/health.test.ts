import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seededRandom } from '@silkroad/shared';
import { createApp, type GameApp } from '../../app';
import { ManualClock } from '../../clock';
import { openSqliteDatabase, type Db } from '../../db/database';
import { createLogger } from '../../logger';
import { buildWorldFile, damageRootPage, unreadablePlayers, WORLD_START } from '../../test-support/damaged-database';
import { createTestApp, createTestSession, testConfig } from '../../test-support/test-app';
import { testDialect } from '../../test-support/test-database';
import { onPostgres } from '../../db/transaction';

let dir: string;
let opened: { db: Db; game?: GameApp }[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'silkroad-health-'));
});
afterEach(async () => {
  for (const { db, game } of opened) {
    await game?.close();
    await db.destroy();
  }
  opened = [];
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The app on a world file that was damaged after the server had started: opened without the
 * start's checks, which would have refused it.
 */
async function appOnDamagedFile(path: string, lines: string[] = []) {
  const db = openSqliteDatabase(path);
  const logger = createLogger('error', new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) }));
  const game = await createApp({ db, config: testConfig({ databasePath: path }), clock: new ManualClock(WORLD_START), random: seededRandom(1), logger });
  opened.push({ db, game });
  return game;
}

async function health(game: Pick<GameApp, 'app'>) {
  const res = await game.app.request('/health');
  return { status: res.status, body: (await res.json()) as { status: string; database: string } };
}

describe('GET /health', () => {
  it('answers 200 with the database ok on a good database', async () => {
    const test = await createTestApp();
    opened.push({ db: test.db });
    expect(await health(test)).toEqual({ status: 200, body: { status: 'ok', database: 'ok' } });
  });

  it('answers 503 on a database whose table page is damaged, before any player meets it', async () => {
    const path = join(dir, 'world.db');
    await buildWorldFile(path);
    damageRootPage(path, 'players', 'start', 0xff);
    const game = await appOnDamagedFile(path);
    const { status, body } = await health(game);
    expect(status).toBe(503);
    expect(body.status).toBe('error');
    expect(body.database).toMatch(/^database file is damaged \(SQLITE_CORRUPT/);
  });

  it('answers 503, and keeps answering it, once a game route met damage the probe cannot see', async () => {
    const path = join(dir, 'world.db');
    const ids = await buildWorldFile(path);
    damageRootPage(path, 'players', 'middle', 0xff);
    const unreadable = unreadablePlayers(path, ids);
    const victim = unreadable[0];
    const intact = ids.find((id) => !unreadable.includes(id));
    if (!victim || !intact) throw new Error('the damage should hit some player rows and spare others: the fixture no longer fills the page');
    const lines: string[] = [];
    const game = await appOnDamagedFile(path, lines);

    // The probe reads the first row of each table; these rows lie further into the page.
    expect((await health(game)).status).toBe(200);

    const token = (id: string) => game.ctx.accessTokens.issue(id).then(({ token }) => ({ authorization: `Bearer ${token}` }));
    const res = await game.app.request('/api/game/player', { headers: await token(victim) });
    expect(res.status).toBe(500);

    const after = await health(game);
    expect(after.status).toBe(503);
    expect(after.body).toEqual({ status: 'error', database: expect.stringMatching(/^database file is damaged \(SQLITE_CORRUPT/) as unknown });

    // A player whose row is intact still plays, but the storage is not trusted again until a restart.
    expect((await game.app.request('/api/game/player', { headers: await token(intact) })).status).toBe(200);
    expect((await health(game)).status).toBe(503);
    expect(lines.filter((line) => line.includes('storage fault'))).toHaveLength(1);
  });

  it.runIf(testDialect() === 'sqlite')('answers 503 once a write fails because the storage went read-only', async () => {
    const test = await createTestApp();
    opened.push({ db: test.db });
    const session = await createTestSession(test);
    // query_only makes SQLite refuse writes with SQLITE_READONLY, as a file system remounted read-only does.
    await sql`pragma query_only = on`.execute(test.db);
    const res = await test.app.request('/api/player/reset-stats', { method: 'POST', headers: session.headers, body: '{}' });
    expect(res.status).toBe(500);
    expect(await health(test)).toEqual({ status: 503, body: { status: 'error', database: 'database is read-only (SQLITE_READONLY)' } });
  });

  it('stays 200 after errors that say nothing against the storage', async () => {
    const test = await createTestApp();
    opened.push({ db: test.db });
    const duplicate = () => test.db.insertInto('server_secrets').values({ name: 'twice', value: 'x' }).execute();
    await duplicate();
    const postgres = onPostgres(test.db);
    await expect(duplicate()).rejects.toMatchObject({ code: postgres ? '23505' : 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    await expect(sql`select * from no_such_table`.execute(test.db)).rejects.toMatchObject({ code: postgres ? '42P01' : 'SQLITE_ERROR' });
    expect((await health(test)).status).toBe(200);
  });

  it('answers 503 when a table of the schema is missing', async () => {
    const test = await createTestApp();
    opened.push({ db: test.db });
    await sql`drop table client_errors`.execute(test.db);
    const code = onPostgres(test.db) ? '42P01' : 'SQLITE_ERROR';
    expect(await health(test)).toEqual({ status: 503, body: { status: 'error', database: `cannot read table client_errors (${code})` } });
  });
});
