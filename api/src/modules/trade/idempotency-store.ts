import type { Db, Executor } from '../../db/database';
import type { PruneRule } from '../../db/prune-rules';

/** Idempotency keys answer retries of the same click; a day covers any client's retry window. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Keys live in a table other requests may share (offers); the prefix keeps a client's trade key
 * from ever matching a key it used elsewhere.
 */
const KEY_PREFIX = 'trade:';

/** The key as stored: a client's trade key, prefixed. */
export function storedTradeKey(key: string): string {
  return KEY_PREFIX + key;
}

export interface StoredAnswer {
  /** What was asked the first time (trade-service's fingerprint), to spot a key reused for something else. */
  request: string;
  body: unknown;
}

/**
 * Claims a key for the request about to run, inside its transaction. The primary key decides:
 * of two requests with one key, exactly one inserts; the other conflicts (on PostgreSQL it waits
 * for the first to commit) and replays the stored answer instead of trading. A refused request
 * rolls its claim back with everything else: only requests that changed something are kept.
 */
export async function claimIdempotencyKey(trx: Executor, playerId: string, key: string, now: number): Promise<boolean> {
  const result = await trx
    .insertInto('idempotent_requests')
    .values({ player_id: playerId, key: storedTradeKey(key), status: 0, response: '', created_at: now })
    .onConflict((oc) => oc.columns(['player_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function readStoredAnswer(trx: Executor, playerId: string, key: string): Promise<StoredAnswer | undefined> {
  const row = await trx.selectFrom('idempotent_requests').select('response').where('player_id', '=', playerId).where('key', '=', storedTradeKey(key)).executeTakeFirst();
  if (!row?.response) return undefined;
  return JSON.parse(row.response) as StoredAnswer;
}

/** Fills in the claimed key with the answer, in the same transaction as the claim. */
export async function storeAnswer(trx: Executor, playerId: string, key: string, answer: StoredAnswer): Promise<void> {
  await trx
    .updateTable('idempotent_requests')
    .set({ status: 200, response: JSON.stringify(answer) })
    .where('player_id', '=', playerId)
    .where('key', '=', storedTradeKey(key))
    .execute();
}

/** Keys age out by `created_at`, which is indexed (housekeeping/prune.test.ts reads the plan). */
export const IDEMPOTENCY_PRUNE_RULES = {
  idempotencyKeys: (db: Db, now: number) => db.deleteFrom('idempotent_requests').where('created_at', '<', now - IDEMPOTENCY_KEY_TTL_MS),
} as const satisfies Readonly<Record<string, PruneRule>>;
