/**
 * Profession levels (DESIGN §2 "profession level"): the experience needed from level L to L+1 is
 * (L-1)*150+100, and excess carries over. A profession's experience is stored as one running
 * total; its level is derived from it, so no stored level can disagree with the experience.
 */

/**
 * The highest profession level (docs/decisions.md "Professions and crafting"). Every action and
 * recipe asks for a level within 1..PROFESSION_MAX_LEVEL; at the top, experience still counts
 * up but the level stays.
 */
export const PROFESSION_MAX_LEVEL = 20;

export function professionXpToNext(level: number): number {
  return (level - 1) * 150 + 100;
}

export interface ProfessionProgress {
  level: number;
  /** Experience earned since the current level began. */
  current: number;
  /** Experience between the current level and the next. */
  needed: number;
}

export function professionProgress(totalExperience: number): ProfessionProgress {
  let level = 1;
  let current = Math.max(0, Math.floor(totalExperience));
  while (level < PROFESSION_MAX_LEVEL && current >= professionXpToNext(level)) {
    current -= professionXpToNext(level);
    level += 1;
  }
  return { level, current, needed: professionXpToNext(level) };
}

export function professionLevelForXp(totalExperience: number): number {
  return professionProgress(totalExperience).level;
}
