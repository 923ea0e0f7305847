import { MESSAGES, NAME_MESSAGES, nameKey, validateInGameName, type SessionUser } from '@silkroad/shared';
import type { Db } from '../../db/database';
import { loadSessionUser } from './accounts';

export type NameCheck = { ok: true; available: boolean } | { ok: false; status: 400; error: string };
export type NameChange = { ok: true; user: SessionUser } | { ok: false; status: 400 | 401 | 409; error: string };

/** Free, or already the caller's own (a name differing only in case is the same name). */
export async function checkInGameName(db: Db, userId: string, input: string): Promise<NameCheck> {
  const validation = validateInGameName(input);
  if (!validation.valid) return { ok: false, status: 400, error: validation.error };
  const holder = await db.selectFrom('users').select('id').where('in_game_name_key', '=', nameKey(validation.name)).executeTakeFirst();
  return { ok: true, available: !holder || holder.id === userId };
}

/**
 * Sets the name in one UPDATE. Uniqueness is the database's unique index on the lower-cased key,
 * not a prior SELECT, so two players racing for one name cannot both get it.
 */
export async function setInGameName(db: Db, userId: string, input: string, now: number): Promise<NameChange> {
  const validation = validateInGameName(input);
  if (!validation.valid) return { ok: false, status: 400, error: validation.error };
  try {
    const updated = await db
      .updateTable('users')
      .set({ in_game_name: validation.name, in_game_name_key: nameKey(validation.name), updated_at: now })
      .where('id', '=', userId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, status: 401, error: MESSAGES.authRequired };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, error: NAME_MESSAGES.taken };
    throw error;
  }
  const user = await loadSessionUser(db, userId);
  if (!user) return { ok: false, status: 401, error: MESSAGES.authRequired };
  return { ok: true, user };
}

/** SQLite (better-sqlite3) and PostgreSQL (pg) report a unique violation differently. */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
