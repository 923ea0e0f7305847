import type { Executor } from '../../db/database';
import { Refusal } from '../../http/refusal';

/**
 * Money moves only through these guarded statements: the guard is in the SQL, so two concurrent
 * spends can never take a purse below zero (DESIGN §1 "Storage").
 */
export async function debitCopper(trx: Executor, playerId: string, amount: number, now: number): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not a copper amount: ${amount}`);
  const result = await trx
    .updateTable('players')
    .set((eb) => ({ copper: eb('copper', '-', amount), updated_at: now }))
    .where('user_id', '=', playerId)
    .where('copper', '>=', amount)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new Refusal('INSUFFICIENT_FUNDS');
}

export async function creditCopper(trx: Executor, playerId: string, amount: number, now: number): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not a copper amount: ${amount}`);
  const result = await trx
    .updateTable('players')
    .set((eb) => ({ copper: eb('copper', '+', amount), updated_at: now }))
    .where('user_id', '=', playerId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new Refusal('PLAYER_NOT_FOUND');
}

export async function copperOf(trx: Executor, playerId: string): Promise<number> {
  const row = await trx.selectFrom('players').select('copper').where('user_id', '=', playerId).executeTakeFirst();
  if (!row) throw new Refusal('PLAYER_NOT_FOUND');
  return row.copper;
}
