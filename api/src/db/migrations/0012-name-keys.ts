import { sql, type Kysely } from 'kysely';

/*
 * The rules as this migration was written: a migration never changes with the code. They equal
 * normaliseInGameName and nameKey in shared/src/rules/in-game-name.ts (a test checks that); a
 * later change to the key needs a migration of its own.
 */
const NAME_MAX_LENGTH = 20;
const normalise = (name: string): string => name.trim().replace(/ {2,}/g, ' ');
const keyOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[\s_-]+/g, '')
    .replace(/0/g, 'o')
    .replace(/[1i]/g, 'l');

interface NamedUser {
  id: string;
  in_game_name: string;
  created_at: number | string;
}

/** `base` with the number `n` on its end, cut so the whole stays a valid length. */
function numbered(base: string, n: number): string {
  const suffix = String(n);
  return `${base.slice(0, NAME_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

/**
 * Look-alike names (issue 17, defect 7). in_game_name_key, unique since 0001, held the lower-cased
 * name, so "Silk 16zc", "Silk  16zc", "Silk_16zc" and "Silk-16zc" could all exist. Names are now
 * stored normalised (runs of spaces one space) under the look-alike key. Where existing names
 * share a key the oldest account (then the smallest id) keeps its name, and each newer one gets
 * the first number, from 2, that makes its name's key free ("Silk 16zc2"); names that collided
 * with nothing keep their spelling, even when a number would have made one of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<NamedUser>`select id, in_game_name, created_at from users where in_game_name is not null`.execute(db);
  const users = rows
    .map((row) => ({ id: row.id, name: normalise(row.in_game_name), createdAt: Number(row.created_at) }))
    .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  const taken = new Set<string>();
  const named = new Map<string, { name: string | null; key: string | null }>();
  const newer: { id: string; name: string }[] = [];
  for (const user of users) {
    const key = keyOf(user.name);
    if (user.name === '') named.set(user.id, { name: null, key: null });
    else if (taken.has(key)) newer.push(user);
    else {
      taken.add(key);
      named.set(user.id, { name: user.name, key });
    }
  }
  for (const user of newer) {
    let n = 2;
    while (taken.has(keyOf(numbered(user.name, n)))) n += 1;
    const name = numbered(user.name, n);
    taken.add(keyOf(name));
    named.set(user.id, { name, key: keyOf(name) });
  }

  // Cleared first, so that no row's new key meets another row's old one mid-way.
  await sql`update users set in_game_name_key = null where in_game_name_key is not null`.execute(db);
  for (const [id, { name, key }] of named) {
    await sql`update users set in_game_name = ${name}, in_game_name_key = ${key} where id = ${id}`.execute(db);
  }
}

/** Keys go back to the lower-cased name; normalised and numbered names stay as they are. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update users set in_game_name_key = null where in_game_name_key is not null`.execute(db);
  await sql`update users set in_game_name_key = lower(in_game_name) where in_game_name is not null`.execute(db);
}
