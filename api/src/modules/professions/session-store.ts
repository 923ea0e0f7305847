import type { Selectable } from 'kysely';
import { actionResultSchema, type ActionResult, type ActionResultView, type ActionSessionView, type ProfessionId } from '@silkroad/shared';
import type { Executor } from '../../db/database';
import type { ProfessionSessionsTable } from '../../db/schema';

export type SessionRow = Selectable<ProfessionSessionsTable>;

/**
 * The session's stored JSON: once claimed, the result as answered (every later check answers it
 * again); before that, a roll that could not be paid because the inventory was full, kept so the
 * next check pays that same roll rather than rolling again.
 */
type StoredResult = { claimed: ActionResultView } | { rolled: ActionResult };

export function claimedResultOf(row: SessionRow): ActionResultView | null {
  if (row.claimed_at === null || row.result === null) return null;
  const stored = JSON.parse(row.result) as StoredResult;
  return 'claimed' in stored ? actionResultSchema.parse(stored.claimed) : null;
}

export function pendingRollOf(row: SessionRow): ActionResult | null {
  if (row.claimed_at !== null || row.result === null) return null;
  const stored = JSON.parse(row.result) as StoredResult;
  return 'rolled' in stored ? stored.rolled : null;
}

export function toSessionView(row: SessionRow, now: number): ActionSessionView {
  const remainingMs = Math.max(0, row.ends_at - now);
  const status = row.claimed_at !== null ? 'claimed' : remainingMs > 0 ? 'in-progress' : 'ready';
  return {
    sessionId: row.id,
    profession: row.profession as ProfessionId,
    action: row.action_id,
    startedAt: row.started_at,
    endsAt: row.ends_at,
    remainingMs: row.claimed_at !== null ? 0 : remainingMs,
    status,
    result: claimedResultOf(row),
  };
}

export async function insertSession(trx: Executor, row: Omit<SessionRow, 'claimed_at' | 'result'>): Promise<SessionRow> {
  return trx.insertInto('profession_sessions').values({ ...row, claimed_at: null, result: null }).returningAll().executeTakeFirstOrThrow();
}

/** One of the player's sessions; another player's reads as none. */
export async function readSession(trx: Executor, playerId: string, sessionId: string): Promise<SessionRow | undefined> {
  return trx.selectFrom('profession_sessions').selectAll().where('id', '=', sessionId).where('player_id', '=', playerId).executeTakeFirst();
}

/** The player's unclaimed sessions of one profession (at most one: profession_sessions_one_open). */
export async function openSessions(trx: Executor, playerId: string, profession: ProfessionId): Promise<SessionRow[]> {
  return trx.selectFrom('profession_sessions').selectAll().where('player_id', '=', playerId).where('profession', '=', profession).where('claimed_at', 'is', null).orderBy('started_at').execute();
}

/**
 * Claims a finished session: the guard is in the statement (still unclaimed, finished, the
 * player's), so of any number of checks at once exactly one claims it and pays. The result is
 * written by storeClaimedResult in the same transaction, once paid.
 */
export async function claimSession(trx: Executor, playerId: string, sessionId: string, now: number): Promise<boolean> {
  const claimed = await trx
    .updateTable('profession_sessions')
    .set({ claimed_at: now })
    .where('id', '=', sessionId)
    .where('player_id', '=', playerId)
    .where('claimed_at', 'is', null)
    .where('ends_at', '<=', now)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function storeClaimedResult(trx: Executor, sessionId: string, result: ActionResultView): Promise<SessionRow> {
  return trx
    .updateTable('profession_sessions')
    .set({ result: JSON.stringify({ claimed: result } satisfies StoredResult) })
    .where('id', '=', sessionId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Keeps a roll that could not be paid (inventory full) for the next check. */
export async function keepPendingRoll(trx: Executor, sessionId: string, rolled: ActionResult): Promise<void> {
  await trx
    .updateTable('profession_sessions')
    .set({ result: JSON.stringify({ rolled } satisfies StoredResult) })
    .where('id', '=', sessionId)
    .where('claimed_at', 'is', null)
    .execute();
}

/** The claimed sessions of one profession, newest first, at most `limit` (the stats read these). */
export async function claimedSessions(trx: Executor, playerId: string, profession: ProfessionId, limit: number): Promise<SessionRow[]> {
  return trx
    .selectFrom('profession_sessions')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('profession', '=', profession)
    .where('claimed_at', 'is not', null)
    .orderBy('started_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * A character starting over forgets its sessions, open and claimed: their cost and materials were
 * taken (and recorded) when they started, so nothing is handed out, and the stats start over.
 */
export async function forgetProfessionSessions(trx: Executor, playerId: string): Promise<void> {
  await trx.deleteFrom('profession_sessions').where('player_id', '=', playerId).execute();
}
