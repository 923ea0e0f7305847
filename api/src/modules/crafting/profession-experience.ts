import { professionProgress, type ProfessionId } from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { addProfessionExperience } from '../gathering/profession-store';

/** The player's running total of experience in one profession (0 before the first). */
export async function experienceIn(trx: Executor, playerId: string, profession: ProfessionId): Promise<number> {
  const row = await trx.selectFrom('player_professions').select('experience').where('player_id', '=', playerId).where('profession', '=', profession).executeTakeFirst();
  return row?.experience ?? 0;
}

export async function professionLevelOf(trx: Executor, playerId: string, profession: ProfessionId): Promise<number> {
  return professionProgress(await experienceIn(trx, playerId, profession)).level;
}

/** Adds `xp` (possibly none) and answers the level after it and whether it rose. */
export async function gainProfessionExperience(trx: Executor, playerId: string, profession: ProfessionId, xp: number): Promise<{ level: number; leveledUp: boolean }> {
  if (xp <= 0) return { level: await professionLevelOf(trx, playerId, profession), leveledUp: false };
  const total = await addProfessionExperience(trx, playerId, profession, xp);
  const level = professionProgress(total).level;
  return { level, leveledUp: level > professionProgress(total - xp).level };
}
