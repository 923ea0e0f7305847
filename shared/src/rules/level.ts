/** Player level = floor(sqrt(xp / 50)) + 1 (DESIGN §2 "player level"). */
export function playerLevelForXp(experience: number): number {
  return Math.floor(Math.sqrt(Math.max(0, experience) / 50)) + 1;
}

/** The total experience at which a level begins: the inverse of playerLevelForXp. */
export function experienceForLevel(level: number): number {
  return (level - 1) ** 2 * 50;
}

export interface LevelProgress {
  level: number;
  /** Experience earned since the current level began. */
  current: number;
  /** Experience between the current level and the next. */
  needed: number;
}

export function levelProgress(experience: number): LevelProgress {
  const level = playerLevelForXp(experience);
  const start = experienceForLevel(level);
  return { level, current: experience - start, needed: experienceForLevel(level + 1) - start };
}
