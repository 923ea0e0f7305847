import { Migrator, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { nameKey, validateInGameName } from '@silkroad/shared';
import { migrateToLatest, openSqliteDatabase, type Db } from '../../db/database';
import { MIGRATIONS } from '../../db/migrations/index';
import * as nameKeys from '../../db/migrations/0012-name-keys';
import { openTestDatabase, testDialect } from '../../test-support/test-database';

const MIGRATION = '0012-name-keys';
const T0 = Date.UTC(2026, 0, 1);

let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

/** Run on its own over a migrated database, as the Migrator runs it: migrations take an untyped Kysely. */
const runMigration = (target: Db) => nameKeys.up(target as unknown as Kysely<unknown>);

/** Names as the code before this migration stored them: trimmed, keyed by their lower case only. */
async function insertLegacyUsers(target: Db, users: readonly { id: string; name: string | null; at: number }[]) {
  for (const user of users) {
    await target
      .insertInto('users')
      .values({
        id: user.id,
        provider: 'local',
        subject: user.id,
        email: `${user.id}@example.test`,
        display_name: user.id,
        username: `user_${user.id}`,
        in_game_name: user.name,
        in_game_name_key: user.name === null ? null : user.name.trim().toLowerCase(),
        created_at: user.at,
        updated_at: user.at,
      })
      .execute();
  }
}

async function names(target: Db) {
  const rows = await target.selectFrom('users').select(['id', 'in_game_name', 'in_game_name_key']).orderBy('id').execute();
  return Object.fromEntries(rows.map((r) => [r.id, [r.in_game_name, r.in_game_name_key] as const]));
}

/** Look-alikes the old key let in side by side (issue 17, defect 7), and names that never collided. */
const LEGACY = [
  { id: 'a-first', name: 'Silk 16zc', at: T0 + 1 },
  { id: 'b-spaces', name: 'Silk  16zc', at: T0 + 2 },
  { id: 'c-underscore', name: 'Silk_16zc', at: T0 + 3 },
  { id: 'd-hyphen', name: 'Silk-16zc', at: T0 + 3 },
  { id: 'e-long', name: 'Abcdefghij Klmnopqrs', at: T0 + 4 },
  { id: 'f-long-again', name: 'abcdefghij_klmnopqrs', at: T0 + 5 },
  // Older than the names below, and spelled like the first suffix one of them would get.
  { id: 'g-rose2', name: 'Rose2', at: T0 + 9 },
  { id: 'h-rose', name: 'Rose', at: T0 + 6 },
  { id: 'i-r0se', name: 'R0se', at: T0 + 7 },
  { id: 'j-padded', name: 'Marco    Polo', at: T0 + 8 },
  { id: 'k-unnamed', name: null, at: T0 + 1 },
];

const EXPECTED = {
  'a-first': ['Silk 16zc', 'sllkl6zc'],
  // The newer of two look-alikes gets the first free number; a tie in age goes by id.
  'b-spaces': ['Silk 16zc2', 'sllkl6zc2'],
  'c-underscore': ['Silk_16zc3', 'sllkl6zc3'],
  'd-hyphen': ['Silk-16zc4', 'sllkl6zc4'],
  'e-long': ['Abcdefghij Klmnopqrs', 'abcdefghljklmnopqrs'],
  // Still at most 20 characters.
  'f-long-again': ['abcdefghij_klmnopqr2', 'abcdefghljklmnopqr2'],
  // A name that collided with nothing keeps its spelling, even when newer than a renamed one.
  'g-rose2': ['Rose2', 'rose2'],
  'h-rose': ['Rose', 'rose'],
  'i-r0se': ['R0se3', 'rose3'],
  'j-padded': ['Marco Polo', 'marcopolo'],
  'k-unnamed': [null, null],
};

describe(`migration ${MIGRATION} (issue 17, defect 7)`, () => {
  it('is registered', () => {
    expect(MIGRATIONS[MIGRATION]).toBe(nameKeys);
  });

  it('normalises stored names, keys them by the folded key, and renames the newer of two look-alikes', async () => {
    db = await openTestDatabase();
    await insertLegacyUsers(db, LEGACY);
    await runMigration(db);
    expect(await names(db)).toEqual(EXPECTED);
  });

  it('stores the key the code computes, and every renamed name is still valid', async () => {
    db = await openTestDatabase();
    await insertLegacyUsers(db, LEGACY);
    await runMigration(db);
    for (const [name, key] of Object.values(await names(db))) {
      if (name === null) continue;
      expect(key).toBe(nameKey(name));
      expect(validateInGameName(name)).toEqual({ valid: true, name });
    }
  });

  it('keeps the unique index: a look-alike inserted afterwards is refused by the database', async () => {
    db = await openTestDatabase();
    await insertLegacyUsers(db, LEGACY);
    await runMigration(db);
    await expect(
      db.updateTable('users').set({ in_game_name: 'SILK__16ZC', in_game_name_key: nameKey('SILK__16ZC') }).where('id', '=', 'k-unnamed').execute(),
    ).rejects.toThrow();
  });

  it.skipIf(testDialect() === 'postgres')('runs as a migration over a database the previous build left', async () => {
    db = openSqliteDatabase(':memory:');
    const previous = Object.keys(MIGRATIONS)
      .sort()
      .filter((name) => name < MIGRATION)
      .at(-1);
    const provider = { getMigrations: async () => MIGRATIONS };
    const first = await new Migrator({ db, provider }).migrateTo(previous!);
    expect(first.error).toBeUndefined();
    await insertLegacyUsers(db, LEGACY);
    await migrateToLatest(db);
    expect(await names(db)).toEqual(EXPECTED);
  });
});
