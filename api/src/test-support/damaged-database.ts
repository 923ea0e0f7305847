import { closeSync, existsSync, openSync, writeSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { seededRandom } from '@silkroad/shared';
import { createApp } from '../app';
import { ManualClock } from '../clock';
import { migrateToLatest, openSqliteDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { createTestSession, testConfig } from './test-app';

/** One disk sector: the unit a failing disk or a torn write damages. */
export const SECTOR_BYTES = 512;

export const WORLD_START = Date.UTC(2026, 10, 21, 12);

/** Enough characters to be sure the loop below ends; one page holds a dozen or so. */
const MAX_WORLD_PLAYERS = 200;

/**
 * A real world file, made the way a server makes it: migrated, markets seeded, signed-in players,
 * as many as fill three quarters of the one leaf page `players` then has, so the middle of that
 * page holds rows, not free space (rows grow from the end of a page towards its start). Closed
 * again, so everything is in the main file (no -wal left). Returns the players' user ids.
 */
export async function buildWorldFile(path: string): Promise<string[]> {
  const db = openSqliteDatabase(path);
  await migrateToLatest(db);
  const clock = new ManualClock(WORLD_START);
  const game = await createApp({ db, config: testConfig({ databasePath: path }), clock, random: seededRandom(7) });
  const ids: string[] = [];
  for (;;) {
    ids.push((await createTestSession({ db, ctx: game.ctx, clock })).userId);
    // SQLite's own page statistics: the root page, its free bytes and its cell pointers.
    const { rows } = await sql<{ pagetype: string; ncell: number; unused: number; pgsize: number }>`select pagetype, ncell, unused, pgsize from dbstat where name = 'players' and path = '/'`.execute(db);
    const root = rows[0];
    if (!root || root.pagetype !== 'leaf' || ids.length > MAX_WORLD_PLAYERS) throw new Error('the players table no longer fits one page as the fixture fills it');
    const contentStart = 8 + 2 * root.ncell + root.unused;
    if (contentStart <= root.pgsize / 4) break;
  }
  await game.close();
  await db.destroy();
  if (existsSync(`${path}-wal`)) throw new Error('the world file was not checkpointed on close');
  return ids;
}

/** Where a table's root page lies in the file, as SQLite itself says. */
export function rootPage(path: string, table: keyof Database): { pageNumber: number; pageSize: number } {
  const sqlite = new SQLite(path, { readonly: true });
  try {
    const row = sqlite.prepare<[string], { rootpage: number }>("select rootpage from sqlite_master where type = 'table' and name = ?").get(table);
    if (!row) throw new Error(`no table ${table}`);
    return { pageNumber: row.rootpage, pageSize: Number(sqlite.pragma('page_size', { simple: true })) };
  } finally {
    sqlite.close();
  }
}

/**
 * Overwrites one sector of a table's root page with `byte`, as a failing disk would: in the
 * middle of the page (rows) or at its start (the page header and the row pointers).
 */
export function damageRootPage(path: string, table: keyof Database, where: 'middle' | 'start', byte: number): void {
  const { pageNumber, pageSize } = rootPage(path, table);
  const pageStart = (pageNumber - 1) * pageSize;
  const offset = where === 'middle' ? pageStart + pageSize / 2 - SECTOR_BYTES / 2 : pageStart;
  const fd = openSync(path, 'r+');
  try {
    writeSync(fd, Buffer.alloc(SECTOR_BYTES, byte), 0, SECTOR_BYTES, offset);
  } finally {
    closeSync(fd);
  }
}

/** The players whose row cannot be read any more, found by reading each one. */
export function unreadablePlayers(path: string, userIds: readonly string[]): string[] {
  const sqlite = new SQLite(path, { readonly: true });
  try {
    const read = sqlite.prepare('select * from players where user_id = ?');
    return userIds.filter((id) => {
      try {
        // A row can read without error and still hold damaged bytes (a text value overwritten
        // in place): the overwritten bytes decode as U+FFFD, or break the skills JSON.
        const row = read.get(id) as { skills?: unknown } | undefined;
        if (JSON.stringify(row).includes('\uFFFD')) return true;
        JSON.parse(String(row?.skills));
        return false;
      } catch {
        return true;
      }
    });
  } finally {
    sqlite.close();
  }
}
