import { CLUE_KINDS, REAL_MS_PER_GAME_DAY, type ClueKind, type OracleClue } from '@silkroad/shared';
import type { Db, Executor } from '../../db/database';
import type { PruneRule } from '../../db/prune-rules';
import type { OracleCluesTable } from '../../db/schema';

/** The oracle module owns `oracle_clues`: every clue and rumour told, with its daily slot. */

export type ClueRow = OracleCluesTable;

/** Kinds are written from CLUE_KINDS only; an unknown one (a later version's) reads as the plainest. */
const clueKind = (kind: string): ClueKind => ((CLUE_KINDS as readonly string[]).includes(kind) ? (kind as ClueKind) : 'road-danger');

export function toClue(row: ClueRow): OracleClue {
  return {
    id: row.id,
    kind: clueKind(row.kind),
    text: row.text,
    source: row.source === 'oracle' ? 'oracle' : 'rumour',
    npcId: row.npc_id,
    cityId: row.city_id,
    itemId: row.item_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    readAt: row.read_at,
  };
}

/** How many clues this teller gave this player in this game day: the next one's slot. */
export async function cluesToldToday(trx: Executor, playerId: string, source: OracleClue['source'], npcId: string, gameDay: number): Promise<number> {
  const row = await trx
    .selectFrom('oracle_clues')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('player_id', '=', playerId)
    .where('source', '=', source)
    .where('npc_id', '=', npcId)
    .where('game_day', '=', gameDay)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The facts (ClueDraft keys) of the player's clues still in force: not told again while another is left. */
export async function factsInForce(trx: Executor, playerId: string, now: number): Promise<Set<string>> {
  const rows = await trx.selectFrom('oracle_clues').select('fact_key').where('player_id', '=', playerId).where('expires_at', '>', now).execute();
  return new Set(rows.map((row) => row.fact_key));
}

export async function insertClue(trx: Executor, row: ClueRow): Promise<void> {
  await trx.insertInto('oracle_clues').values(row).execute();
}

/** The player's clues and rumours still in force, newest first. */
export async function cluesInForce(db: Executor, playerId: string, now: number): Promise<ClueRow[]> {
  return db.selectFrom('oracle_clues').selectAll().where('player_id', '=', playerId).where('expires_at', '>', now).orderBy('created_at', 'desc').orderBy('id').execute();
}

/** Marks every clue in force read; answers how many were unread. */
export async function markCluesRead(db: Executor, playerId: string, now: number): Promise<number> {
  const result = await db.updateTable('oracle_clues').set({ read_at: now }).where('player_id', '=', playerId).where('expires_at', '>', now).where('read_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A clue is kept a game week past its expiry (the rumours list shows only those in force). */
export const CLUE_KEEP_MS = 7 * REAL_MS_PER_GAME_DAY;

/** Clues age out by `expires_at`, which is indexed. */
export const ORACLE_PRUNE_RULES = {
  oracleClues: (db: Db, now: number) => db.deleteFrom('oracle_clues').where('expires_at', '<', now - CLUE_KEEP_MS),
} as const satisfies Readonly<Record<string, PruneRule>>;
