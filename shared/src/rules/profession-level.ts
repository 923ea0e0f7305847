/**
 * Profession levels (DESIGN §2 "profession level"): the experience needed from level L to L+1 is
 * (L-1)*150+100, and excess carries over. A profession's experience is stored as one running
 * total; its level is derived from it, so no stored level can disagree with the experience.
 */
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
  while (current >= professionXpToNext(level)) {
    current -= professionXpToNext(level);
    level += 1;
  }
  return { level, current, needed: professionXpToNext(level) };
}

export function professionLevelForXp(totalExperience: number): number {
  return professionProgress(totalExperience).level;
}
