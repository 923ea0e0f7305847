import { professionProgress, type ProfessionId } from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { gainExperience, professionExperienceOf, professionTrack } from '../economy/experience';
import type { ExperienceCause } from '../economy/ledger';

export async function professionLevelOf(trx: Executor, playerId: string, profession: ProfessionId): Promise<number> {
  return professionProgress(await professionExperienceOf(trx, playerId, profession)).level;
}

/** Adds `xp` (possibly none) through the economy's ledger and answers the level after it and whether it rose. */
export async function gainProfessionExperience(
  trx: Executor,
  playerId: string,
  profession: ProfessionId,
  xp: number,
  cause: ExperienceCause,
  now: number,
): Promise<{ level: number; leveledUp: boolean }> {
  const total = await gainExperience(trx, playerId, professionTrack(profession), xp, cause, now);
  const level = professionProgress(total).level;
  return { level, leveledUp: level > professionProgress(total - xp).level };
}
