import type { SkillName } from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { statementTemplate } from '../../db/statement-template';
import { Refusal } from '../../http/refusal';
import { parseSkills, withSkillExperience } from './experience';
import { recordExperience, type ExperienceCause } from './ledger';

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
/** The skills are written only over what was read: a compare-and-set, guarded in the statement like the purse. */
const changeCopperAndSkills = statementTemplate((trx, copperDelta: number, now: number, skills: string, playerId: string, floor: number, skillsBefore: string) =>
  trx
    .updateTable('players')
    .set((eb) => ({ copper: eb('copper', '+', copperDelta), updated_at: now, skills }))
    .where('user_id', '=', playerId)
    .where('copper', '>=', floor)
    .where('skills', '=', skillsBefore)
    .returning('copper'),
);

/** Skill experience that moves with a purse (a trade's): recorded in the ledger like any experience. */
export interface SkillGain {
  /** The skills as the caller read them, holding the player's row. */
  from: string;
  gained: Partial<Record<SkillName, number>>;
  cause: ExperienceCause;
}

/**
 * Moves copper into (+) or out of (-) a purse, with any skill experience gained with it (a
 * trade's), in one statement guarded like every debit, the skills' ledger rows beside it; answers
 * the purse it leaves. The statement holds the player's row for the rest of the transaction.
 */
export async function changePurse(trx: Executor, playerId: string, copperDelta: number, now: number, also: { skills?: SkillGain } = {}): Promise<number> {
  if (!Number.isSafeInteger(copperDelta)) throw new RangeError(`not a copper amount: ${copperDelta}`);
  const floor = Math.max(0, -copperDelta);
  if (also.skills === undefined) {
    const [row] = (await changeCopper(trx, copperDelta, now, playerId, floor)).rows;
    if (row) return row.copper;
    return refuseChange(trx, playerId, copperDelta);
  }
  const { from, gained, cause } = also.skills;
  const skills = withSkillExperience(parseSkills(from), gained);
  const [row] = (await changeCopperAndSkills(trx, copperDelta, now, JSON.stringify(skills.skills), playerId, floor, from)).rows;
  if (!row) return refuseChange(trx, playerId, copperDelta, from);
  await recordExperience(trx, playerId, cause, skills.changes, now);
  return row.copper;
}

/** Why a guarded purse statement changed nothing. */
async function refuseChange(trx: Executor, playerId: string, copperDelta: number, skillsBefore?: string): Promise<never> {
  const row = await trx.selectFrom('players').select(['copper', 'skills']).where('user_id', '=', playerId).executeTakeFirst();
  if (!row) throw new Refusal('PLAYER_NOT_FOUND');
  // The caller holds the row, so its skills cannot have changed since it read them: a caller that did not hold it.
  if (skillsBefore !== undefined && row.skills !== skillsBefore) throw new Error(`the skills of player ${playerId} changed between their read and their write`);
  if (copperDelta < 0) throw new Refusal('INSUFFICIENT_FUNDS');
  throw new Error(`a credit of ${copperDelta} to player ${playerId} changed nothing`);
}

export async function copperOf(trx: Executor, playerId: string): Promise<number> {
  const row = await trx.selectFrom('players').select('copper').where('user_id', '=', playerId).executeTakeFirst();
  if (!row) throw new Refusal('PLAYER_NOT_FOUND');
  return row.copper;
}
