import type { z } from 'zod';
import type { TradeExecuteRequest, tradeSuccessSchema } from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { Refusal } from '../../http/refusal';
import { readStoredAnswer } from './idempotency-store';
import type { ExecutedTrade } from './trade-plan';

export type TradeSuccess = z.infer<typeof tradeSuccessSchema>;

/** A trade's transaction's outcome: what it executed (told to listeners once committed) and the answer. */
export interface TradeOutcome {
  executed?: ExecutedTrade;
  answer: TradeSuccess;
}

/** The parts of a request that decide what it does: a key replays only the request it was first given with. */
export function fingerprintOf(request: TradeExecuteRequest): string {
  return JSON.stringify([request.type, request.itemId, request.cityId, request.quantity, request.priceLimit]);
}

export function successOf(executed: ExecutedTrade): TradeSuccess {
  return { success: true, data: { trade: executed.record } };
}

/** The stored answer of a key a trade already used: its retry gets it back, a different request with it is refused. */
export async function replay(db: Executor, playerId: string, key: string, fingerprint: string): Promise<TradeSuccess> {
  const stored = await readStoredAnswer(db, playerId, key);
  // The claim and its answer are written in one transaction, so a visible claim always has one.
  if (!stored) throw new Error('idempotency key claimed without a stored answer');
  if (stored.request !== fingerprint) throw new Refusal('IDEMPOTENCY_KEY_REUSED');
  return stored.body as TradeSuccess;
}
