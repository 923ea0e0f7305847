import { addSkillExperience, type SkillName, type Skills } from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { Refusal } from '../../http/refusal';

export function parseSkills(json: string): Skills {
  return JSON.parse(json) as Skills;
}

/**
 * Adds skill XP to the skills JSON of a player and answers the purse as the transaction leaves
 * it. Call it after the trade's purse update in the same transaction: that update holds the
 * player's row (SQLite has one writer; on PostgreSQL it is a row lock), so this read-modify-write
 * cannot lose another request's XP, and the purse it returns is the one this trade produced.
 */
export async function awardSkillExperience(trx: Executor, playerId: string, xp: Partial<Record<SkillName, number>>, now: number): Promise<{ skills: Skills; copper: number }> {
  const row = await trx.selectFrom('players').select('skills').where('user_id', '=', playerId).executeTakeFirst();
  if (!row) throw new Refusal('PLAYER_NOT_FOUND');
  let skills = parseSkills(row.skills);
  for (const [skill, amount] of Object.entries(xp) as [SkillName, number][]) skills = addSkillExperience(skills, skill, amount);
  const updated = await trx.updateTable('players').set({ skills: JSON.stringify(skills), updated_at: now }).where('user_id', '=', playerId).returning('copper').executeTakeFirstOrThrow();
  return { skills, copper: updated.copper };
}
