import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database';
import type { Db } from './database';
import { statementTemplate } from './statement-template';
import { transact } from './transaction';

let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

async function freshDb(): Promise<Db> {
  db = await openTestDatabase();
  return db;
}

const insertSecret = statementTemplate((trx, name: string, value: string) => trx.insertInto('server_secrets').values({ name, value }));
const renameValue = statementTemplate((trx, value: string, name: string) => trx.updateTable('server_secrets').set({ value }).where('name', '=', name).returning(['name', 'value']));
const readSecret = statementTemplate((trx, name: string) => trx.selectFrom('server_secrets').select(['name', 'value']).where('name', '=', name));

describe('statementTemplate', () => {
  it("runs the statement compiled once with each call's own arguments", async () => {
    const on = await freshDb();
    expect(Number((await insertSecret(on, 'a', 'one')).numAffectedRows)).toBe(1);
    expect(Number((await insertSecret(on, 'b', 'two')).numAffectedRows)).toBe(1);
    expect((await renameValue(on, 'three', 'b')).rows).toEqual([{ name: 'b', value: 'three' }]);
    expect((await renameValue(on, 'x', 'missing')).rows).toEqual([]);
    expect((await readSecret(on, 'a')).rows).toEqual([{ name: 'a', value: 'one' }]);
    expect((await readSecret(on, 'b')).rows).toEqual([{ name: 'b', value: 'three' }]);
  });

  it('runs inside the transaction it is given, and a throw there undoes it', async () => {
    const on = await freshDb();
    await expect(
      transact(on, async (trx) => {
        await insertSecret(trx, 'c', 'inside');
        expect((await readSecret(trx, 'c')).rows).toHaveLength(1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await readSecret(on, 'c')).rows).toEqual([]);
  });

  it('refuses a builder that reads an argument instead of sending it as a parameter', async () => {
    const on = await freshDb();
    const shaped = statementTemplate((trx, limit: number) =>
      trx
        .selectFrom('server_secrets')
        .select('name')
        .$if(limit > 0, (query) => query.limit(limit)),
    );
    await expect(shaped(on, 5)).rejects.toThrow(/uses 0 of its 1 arguments/);
  });
});
