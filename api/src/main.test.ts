import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { describe, expect, it as base } from 'vitest';
import { buildWorldFile, damageRootPage } from './test-support/damaged-database';

/** `npm start` runs main.ts through tsx from the repository root; so do these tests. */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** How long a failing start may take; one that does not fail is listening, and is killed. */
const START_TIMEOUT_MS = 30_000;
const TEST_TIMEOUT_MS = 60_000;
/** The conventional unprivileged user: root ignores file modes, so the permission cases run as it. */
const NOBODY = 65534;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runMain(env: Record<string, string>, options: { asNobody?: boolean } = {}): Promise<Run> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: REPO_ROOT,
      // Only what the test sets: nothing of the test runner's own environment (a JWT_SECRET, a DATABASE_PATH).
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', ...env },
      timeout: START_TIMEOUT_MS,
      killSignal: 'SIGKILL',
      ...(options.asNobody ? { uid: NOBODY, gid: NOBODY } : {}),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolveRun({ code, stdout, stderr }));
  });
}

/** A failed start: a non-zero exit, and on stderr the one message, with no stack trace. */
function expectRefusal(run: Run, ...fragments: string[]): void {
  expect(run.code, run.stderr).not.toBe(0);
  expect(run.code, run.stderr).not.toBeNull();
  expect(run.stderr).not.toMatch(/^\s+at /m);
  expect(run.stderr.trim().split('\n'), run.stderr).toHaveLength(1);
  for (const fragment of fragments) expect(run.stderr).toContain(fragment);
}

/** Each case has a folder of its own, so the cases (each a server start, waiting on its child) run side by side. */
const it = base.extend<{ dir: string }>({
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from its first parameter's pattern.
  dir: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'silkroad-main-'));
    chmodSync(dir, 0o755);
    await use(dir);
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  },
});

describe.concurrent('npm start on a database it cannot use', () => {
  it('exits non-zero naming a file that is not a database', { timeout: TEST_TIMEOUT_MS }, async ({ dir }) => {
    const path = join(dir, 'notes.db');
    writeFileSync(path, 'Caravan notes: Samarkand silk is cheap in spring. '.repeat(4));
    expectRefusal(await runMain({ DATABASE_PATH: path }), `The file ${path} is not a Silk Road database`, 'restore it from a backup');
  });

  it('exits non-zero on a truncated world file', { timeout: TEST_TIMEOUT_MS }, async ({ dir }) => {
    const path = join(dir, 'world.db');
    await buildWorldFile(path);
    truncateSync(path, Math.floor(readFileSync(path).length / 2));
    expectRefusal(await runMain({ DATABASE_PATH: path }), `The database file ${path} is damaged`, 'Restore it from a backup');
  });

  it('exits non-zero on a world file with a damaged page', { timeout: TEST_TIMEOUT_MS }, async ({ dir }) => {
    const path = join(dir, 'world.db');
    await buildWorldFile(path);
    damageRootPage(path, 'players', 'middle', 0x00);
    expectRefusal(await runMain({ DATABASE_PATH: path }), `The database file ${path} failed its integrity check`, 'restore it from a backup');
  });

  it('exits non-zero on a world file a newer server migrated', { timeout: TEST_TIMEOUT_MS }, async ({ dir }) => {
    const path = join(dir, 'world.db');
    await buildWorldFile(path);
    const sqlite = new SQLite(path);
    sqlite.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('9999-caravanserais', new Date().toISOString());
    sqlite.close();
    expectRefusal(await runMain({ DATABASE_PATH: path }), `The database file ${path} was upgraded by a newer version`, 'migration 9999-caravanserais', 'Run the newer version');
  });

  it('exits non-zero when the folder cannot be created', { timeout: TEST_TIMEOUT_MS }, async ({ dir }) => {
    writeFileSync(join(dir, 'data'), 'a file where the data folder should be');
    const path = join(dir, 'data', 'silkroad.db');
    expectRefusal(await runMain({ DATABASE_PATH: path }), `Cannot create the folder ${join(dir, 'data')} for the database file ${path}`);
  });

  it('exits non-zero on a JWT_SECRET shorter than 32 characters', { timeout: TEST_TIMEOUT_MS }, async ({ dir }) => {
    expectRefusal(await runMain({ DATABASE_PATH: join(dir, 'world.db'), JWT_SECRET: 'hunter2' }), 'JWT_SECRET is 7 characters long; it must have at least 32');
  });
});

/** Whether this machine can run the server as an unprivileged user (it must be root to switch). */
function canRunAsNobody(): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = spawnSync(process.execPath, ['--import', 'tsx', '-e', ''], { cwd: REPO_ROOT, uid: NOBODY, gid: NOBODY, timeout: START_TIMEOUT_MS });
  return probe.status === 0;
}

describe.skipIf(!canRunAsNobody()).concurrent('npm start as an unprivileged user, on files it may not use', () => {
  it('exits non-zero on a file it may not read', { timeout: TEST_TIMEOUT_MS }, async ({ dir }) => {
    const path = join(dir, 'world.db');
    await buildWorldFile(path);
    chmodSync(path, 0o000);
    expectRefusal(await runMain({ DATABASE_PATH: path }, { asNobody: true }), `Cannot open the database file ${path}: the server is not allowed to read it`);
  });

  it('exits non-zero on a read-only file', { timeout: TEST_TIMEOUT_MS }, async ({ dir }) => {
    const path = join(dir, 'world.db');
    await buildWorldFile(path);
    chmodSync(dir, 0o777);
    chmodSync(path, 0o444);
    expectRefusal(await runMain({ DATABASE_PATH: path }, { asNobody: true }), `The database file ${path} is read-only (SQLITE_READONLY)`, 'write permission');
  });

  it('exits non-zero on a read-only folder, which WAL mode cannot work in', { timeout: TEST_TIMEOUT_MS }, async ({ dir }) => {
    const path = join(dir, 'world.db');
    await buildWorldFile(path);
    chmodSync(path, 0o666);
    chmodSync(dir, 0o555);
    expectRefusal(await runMain({ DATABASE_PATH: path }, { asNobody: true }), `The folder ${dir} holding the database file ${path} is read-only (SQLITE_READONLY_DIRECTORY)`, 'Make the folder writable');
  });

  it('exits non-zero when it may not create the file', { timeout: TEST_TIMEOUT_MS }, async ({ dir }) => {
    const path = join(dir, 'silkroad.db');
    chmodSync(dir, 0o555);
    expectRefusal(await runMain({ DATABASE_PATH: path }, { asNobody: true }), `Cannot create the database file ${path}: the server may not create files in the folder ${dir}`);
  });

  it('exits non-zero when it may not create the folder', { timeout: TEST_TIMEOUT_MS }, async ({ dir }) => {
    const parent = join(dir, 'srv');
    mkdirSync(parent, { mode: 0o555 });
    const path = join(parent, 'silkroad', 'world.db');
    expectRefusal(await runMain({ DATABASE_PATH: path }, { asNobody: true }), `Cannot create the folder ${join(parent, 'silkroad')} for the database file ${path}: permission denied`);
  });
});
