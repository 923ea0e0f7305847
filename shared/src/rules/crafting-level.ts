/**
 * The crafting system's level (spec 002 §9): floor(sqrt(xp / 100)) + 1, from the experience of
 * station crafts (recipes at workshop benches). It is separate from the eight profession levels
 * (rules/profession-level.ts), which follow DESIGN §2's curve.
 */
export const CRAFTING_XP_PER_LEVEL_SQUARED = 100;

export function craftingLevel(experience: number): number {
  return Math.floor(Math.sqrt(Math.max(0, experience) / CRAFTING_XP_PER_LEVEL_SQUARED)) + 1;
}

/** The least experience at which the crafting level reaches `level`. */
export function craftingXpForLevel(level: number): number {
  return CRAFTING_XP_PER_LEVEL_SQUARED * Math.max(0, level - 1) ** 2;
}
