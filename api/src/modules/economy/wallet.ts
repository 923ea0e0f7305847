import type { Executor } from '../../db/database';
import { statementTemplate } from '../../db/statement-template';
import { Refusal } from '../../http/refusal';

/**
 * Money moves only through changePurse's guarded statement: the guard is in the SQL, so two
 * concurrent spends can never take a purse below zero (DESIGN §1 "Storage").
 */
export async function debitCopper(trx: Executor, playerId: string, amount: number, now: number): Promise<void> {
  if (amount < 0) throw new RangeError(`not a copper amount: ${amount}`);
  await changePurse(trx, playerId, -amount, now);
}

export async function creditCopper(trx: Executor, playerId: string, amount: number, now: number): Promise<void> {
  if (amount < 0) throw new RangeError(`not a copper amount: ${amount}`);
  await changePurse(trx, playerId, amount, now);
}

const changeCopper = statementTemplate((trx, copperDelta: number, now: number, playerId: string, floor: number) =>
  trx
    .updateTable('players')
    .set((eb) => ({ copper: eb('copper', '+', copperDelta), updated_at: now }))
    .where('user_id', '=', playerId)
    .where('copper', '>=', floor)
    .returning('copper'),
);
const changeCopperAndSkills = statementTemplate((trx, copperDelta: number, now: number, skills: string, playerId: string, floor: number) =>
  trx
    .updateTable('players')
    .set((eb) => ({ copper: eb('copper', '+', copperDelta), updated_at: now, skills }))
    .where('user_id', '=', playerId)
    .where('copper', '>=', floor)
    .returning('copper'),
);

/**
 * Moves copper into (+) or out of (-) a purse, and writes any other column of the player's row
 * that changes with it (a trade's skill XP), in one statement guarded like every debit; answers
 * the purse it leaves. The statement holds the player's row for the rest of the transaction.
 */
export async function changePurse(trx: Executor, playerId: string, copperDelta: number, now: number, also: { skills?: string } = {}): Promise<number> {
  if (!Number.isSafeInteger(copperDelta)) throw new RangeError(`not a copper amount: ${copperDelta}`);
  const floor = Math.max(0, -copperDelta);
  const { rows } = also.skills === undefined ? await changeCopper(trx, copperDelta, now, playerId, floor) : await changeCopperAndSkills(trx, copperDelta, now, also.skills, playerId, floor);
  const row = rows[0];
  if (row) return row.copper;
  if (copperDelta < 0 && (await trx.selectFrom('players').select('user_id').where('user_id', '=', playerId).executeTakeFirst())) throw new Refusal('INSUFFICIENT_FUNDS');
  throw new Refusal('PLAYER_NOT_FOUND');
}

export async function copperOf(trx: Executor, playerId: string): Promise<number> {
  const row = await trx.selectFrom('players').select('copper').where('user_id', '=', playerId).executeTakeFirst();
  if (!row) throw new Refusal('PLAYER_NOT_FOUND');
  return row.copper;
}
