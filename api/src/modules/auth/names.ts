import { nameKey, validateInGameName, type SessionUser } from '@silkroad/shared';
import { Refusal } from '../../http/refusal';
import type { Db } from '../../db/database';
import { loadSessionUser } from './accounts';
import { isUniqueViolation } from '../../db/transaction';

export interface NameCheck {
  available: boolean;
}

/** Free, or already the caller's own (a name that looks the same, by nameKey, is the same name). */
export async function checkInGameName(db: Db, userId: string, input: string): Promise<NameCheck> {
  const validation = validateInGameName(input);
  if (!validation.valid) throw new Refusal('NAME_INVALID', validation.error);
  const holder = await db.selectFrom('users').select('id').where('in_game_name_key', '=', nameKey(validation.name)).executeTakeFirst();
  return { available: !holder || holder.id === userId };
}

/**
 * Sets the normalised name in one UPDATE. Uniqueness is the database's unique index on the
 * look-alike key (nameKey), not a prior SELECT, so two players racing for one name, or for two
 * spellings of it, cannot both get it.
 */
export async function setInGameName(db: Db, userId: string, input: string, now: number): Promise<SessionUser> {
  const validation = validateInGameName(input);
  if (!validation.valid) throw new Refusal('NAME_INVALID', validation.error);
  try {
    const updated = await db
      .updateTable('users')
      .set({ in_game_name: validation.name, in_game_name_key: nameKey(validation.name), updated_at: now })
      .where('id', '=', userId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Refusal('UNAUTHENTICATED');
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal('NAME_TAKEN');
    throw error;
  }
  const user = await loadSessionUser(db, userId);
  if (!user) throw new Refusal('UNAUTHENTICATED');
  return user;
}
