import { addSkillExperience, type SkillName, type Skills } from '@silkroad/shared';

export function parseSkills(json: string): Skills {
  return JSON.parse(json) as Skills;
}

/** The skills after gaining `xp`. The caller writes them in the statement that holds the player's row. */
export function withSkillExperience(skills: Skills, xp: Partial<Record<SkillName, number>>): Skills {
  let next = skills;
  for (const [skill, amount] of Object.entries(xp) as [SkillName, number][]) next = addSkillExperience(next, skill, amount);
  return next;
}
