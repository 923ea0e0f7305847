import { PLAY_HEARTBEAT_GAP_MS } from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { lastLedgerSeq } from '../economy/ledger';

/**
 * The player_progress row (migration 0021): where the character's statistics start (the ledger id
 * and the time of its last start over) and its play time. Made on first use.
 */
export interface ProgressEpoch {
  fromSeq: number;
  since: number;
  playedMs: number;
  sessions: number;
}

export async function progressEpoch(db: Executor, playerId: string): Promise<ProgressEpoch> {
  const row = await db.selectFrom('player_progress').selectAll().where('player_id', '=', playerId).executeTakeFirst();
  if (!row) return { fromSeq: 0, since: 0, playedMs: 0, sessions: 0 };
  return { fromSeq: Number(row.stats_from_seq), since: Number(row.stats_since), playedMs: Number(row.played_ms), sessions: Number(row.sessions) };
}

/**
 * Starting over (POST /api/player/reset-stats, Delete & Create New Character): the statistics count
 * again from the ledger's rows after now, and the achievements are to be earned again. Their
 * rewards went into the holdings the start over already took back above the starting state, so a
 * second round of rewards is never more than what one character can hold.
 */
export async function startProgressOver(trx: Executor, playerId: string, now: number): Promise<void> {
  const fromSeq = await lastLedgerSeq(trx, playerId);
  await trx
    .insertInto('player_progress')
    .values({ player_id: playerId, stats_from_seq: fromSeq, stats_since: now, played_ms: 0, sessions: 0 })
    .onConflict((oc) => oc.column('player_id').doUpdateSet({ stats_from_seq: fromSeq, stats_since: now, played_ms: 0, sessions: 0 }))
    .execute();
  await trx.deleteFrom('player_achievements').where('player_id', '=', playerId).execute();
}

/**
 * A beat of the client's heartbeat (its clock sync, every 30 s, and entering the world), given
 * when the player was last seen: a short gap was play, a long one was time away and this beat
 * begins a session. The caller holds the player's row and has just moved last_seen_at on.
 */
export async function recordPlayBeat(trx: Executor, playerId: string, lastSeenAt: number | null, now: number): Promise<void> {
  const gap = lastSeenAt === null ? Number.POSITIVE_INFINITY : now - lastSeenAt;
  const played = gap <= PLAY_HEARTBEAT_GAP_MS ? Math.max(0, gap) : 0;
  const session = gap > PLAY_HEARTBEAT_GAP_MS ? 1 : 0;
  if (played === 0 && session === 0) return;
  await trx
    .insertInto('player_progress')
    .values({ player_id: playerId, played_ms: played, sessions: session })
    .onConflict((oc) => oc.column('player_id').doUpdateSet((eb) => ({ played_ms: eb('player_progress.played_ms', '+', played), sessions: eb('player_progress.sessions', '+', session) })))
    .execute();
}
