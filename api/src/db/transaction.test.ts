import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqliteDatabase, type Db } from './database';
import { transact } from './transaction';

let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

async function freshDb(): Promise<Db> {
  db = openSqliteDatabase(':memory:');
  await migrateToLatest(db);
  return db;
}

const secret = (name: string) => (trx: Db) => trx.insertInto('server_secrets').values({ name, value: 'v' }).execute();
const names = async (on: Db) => (await on.selectFrom('server_secrets').select('name').orderBy('name').execute()).map((row) => row.name);

describe('transact on SQLite (group commit)', () => {
  it('commits the transactions that arrive together in one batch, and a throw undoes only its own', async () => {
    const on = await freshDb();
    const seenInside: string[][] = [];
    const results = await Promise.allSettled([
      transact(on, async (trx) => {
        await secret('a')(trx);
        return 'first';
      }),
      transact(on, async (trx) => {
        await secret('b')(trx);
        seenInside.push(await names(trx));
        throw new Error('refused after writing');
      }),
      transact(on, async (trx) => {
        await secret('c')(trx);
        // The refusal before it left nothing behind for the next one in the batch either.
        seenInside.push(await names(trx));
        return 'third';
      }),
    ]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 'first' });
    expect(results[1]).toMatchObject({ status: 'rejected', reason: { message: 'refused after writing' } });
    expect(results[2]).toEqual({ status: 'fulfilled', value: 'third' });
    expect(seenInside).toEqual([['a', 'b'], ['a', 'c']]);
    expect(await names(on)).toEqual(['a', 'c']);
  });

  it('fails every transaction of a batch whose COMMIT fails, and keeps none of it', async () => {
    const on = await freshDb();
    const results = await Promise.allSettled([
      transact(on, secret('kept-only-if-committed')),
      transact(on, async (trx) => {
        // A foreign key checked only at COMMIT: the whole batch's commit fails on it.
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        await trx.insertInto('inventory_items').values({ player_id: 'nobody', item_id: 'silk', quantity: 1 }).execute();
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(results[0]).toMatchObject({ reason: { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' } });
    expect(await names(on)).toEqual([]);
    // The database is usable again at once.
    await transact(on, secret('after'));
    expect(await names(on)).toEqual(['after']);
  });

  it('answers each caller only once its batch is committed: another connection sees the write', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'silkroad-transact-'));
    try {
      db = openSqliteDatabase(join(dir, 'world.db'));
      await migrateToLatest(db);
      const other = new SQLite(join(dir, 'world.db'), { readonly: true });
      const seenByOther = (name: string) => other.prepare('select count(*) as n from server_secrets where name = ?').get(name) as { n: number };
      const answered = await Promise.all(
        ['p', 'q', 'r'].map((name) =>
          transact(db!, secret(name)).then(() => seenByOther(name).n),
        ),
      );
      expect(answered).toEqual([1, 1, 1]);
      other.close();
    } finally {
      await db?.destroy();
      db = undefined;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
