import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { CHARACTER_RESET_COOLDOWN_MS, type SessionUser } from '@silkroad/shared';
import type { Db } from '../../db/database';
import type { Database, UsersTable } from '../../db/schema';
import { createStartingPlayer } from '../players/player-store';
import type { VerifiedIdentity } from './relying-party';
import { transact } from '../../db/transaction';

type Executor = Db | Transaction<Database>;

const MAX_PROFILE_TEXT = 64;

/** Provider profile text is shown to other players: no control or format characters, bounded length. */
export function cleanProfileText(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_PROFILE_TEXT)
    .trim();
}

/**
 * The account for a provider identity, created on first sign-in together with its starting
 * character. One INSERT ... ON CONFLICT keyed by (provider, sub), so two first sign-ins racing
 * each other still make one account.
 */
export async function upsertUser(db: Db, identity: VerifiedIdentity, now: number): Promise<string> {
  return transact(db, async (trx) => {
    const id = randomUUID();
    const name = cleanProfileText(identity.name);
    const email = identity.email.trim().slice(0, 320);
    const displayName = name || cleanProfileText(email.split('@')[0]) || `user_${id}`;
    const row = await trx
      .insertInto('users')
      .values({
        id,
        provider: identity.provider,
        subject: identity.subject,
        email,
        display_name: displayName,
        // Spec 000 §3: the username falls back to user_{id}.
        username: name || `user_${id}`,
        in_game_name: null,
        in_game_name_key: null,
        created_at: now,
        updated_at: now,
      })
      // A returning player keeps username and in-game name; the provider's profile may have changed.
      .onConflict((oc) => oc.columns(['provider', 'subject']).doUpdateSet({ email, display_name: displayName, updated_at: now }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await createStartingPlayer(trx, row.id, now);
    return row.id;
  });
}

/** An account no provider signs in to, under an id its caller chose. */
export interface FixedAccount {
  id: string;
  provider: string;
  subject: string;
  email: string;
  displayName: string;
  username: string;
}

/**
 * Creates the account unless one with its id exists already (false then): for the test mode's
 * farmer (test-mode/test-farmer.ts), whose provider no real sign-in can reach. It has no
 * in-game name. Call it inside the transaction that also creates its character.
 */
export async function createFixedAccount(trx: Executor, account: FixedAccount, now: number): Promise<boolean> {
  const inserted = await trx
    .insertInto('users')
    .values({
      id: account.id,
      provider: account.provider,
      subject: account.subject,
      email: account.email,
      display_name: account.displayName,
      username: account.username,
      in_game_name: null,
      in_game_name_key: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

type UserRow = Pick<UsersTable, 'id' | 'username' | 'email' | 'display_name' | 'in_game_name'>;

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    displayName: row.display_name,
    inGameName: row.in_game_name,
    needsInGameName: row.in_game_name === null,
    isGuest: false,
  };
}

export async function loadSessionUser(db: Executor, userId: string): Promise<SessionUser | undefined> {
  const row = await db.selectFrom('users').select(['id', 'username', 'email', 'display_name', 'in_game_name']).where('id', '=', userId).executeTakeFirst();
  return row ? toSessionUser(row) : undefined;
}

/**
 * Stamps the account's character as started over now (`character_reset_at`, which tells a late
 * position save of the character before from one of the new), taking the reset cooldown in the
 * statement's guard so of two concurrent resets one claims it; `freeName` also gives the in-game
 * name up, for a deleted character. False when the cooldown still runs, or there is no such user.
 * Call it inside the transaction that starts the character over (players/character-service.ts).
 */
export async function claimCharacterReset(trx: Executor, userId: string, now: number, { freeName }: { freeName: boolean }): Promise<boolean> {
  const claimed = await trx
    .updateTable('users')
    .set({ character_reset_at: now, updated_at: now, ...(freeName ? { in_game_name: null, in_game_name_key: null } : {}) })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('character_reset_at', 'is', null), eb('character_reset_at', '<=', now - CHARACTER_RESET_COOLDOWN_MS)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
