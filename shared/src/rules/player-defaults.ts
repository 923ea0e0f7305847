import { COPPER_PER_GOLD, COPPER_PER_SILVER } from './currency';

/** DESIGN §2 "starting state": the sign-in reply wins: 100 gold, 100 silver, 0 copper, level 1, (400,300). */
export const STARTING_COPPER = 100 * COPPER_PER_GOLD + 100 * COPPER_PER_SILVER;
export const STARTING_POSITION = { x: 400, y: 300 } as const;
export const STARTING_HEALTH = 100;
export const STARTING_ROLE = 'TRADER' as const;

export const SKILL_NAMES = ['trading', 'diplomacy', 'navigation', 'linguistics', 'appraisal', 'negotiation'] as const;
export type SkillName = (typeof SKILL_NAMES)[number];
export interface SkillProgress {
  level: number;
  experience: number;
}
export type Skills = Record<SkillName, SkillProgress>;

export function startingSkills(): Skills {
  return Object.fromEntries(SKILL_NAMES.map((name) => [name, { level: 1, experience: 0 }])) as Skills;
}

/**
 * A starter kit so every profession can be tried (DESIGN §2): the local state's materials of
 * spec 000 §3 plus one of each basic tool.
 */
export const STARTER_KIT: Readonly<Record<string, number>> = {
  'iron-ingot': 10,
  'wood-handle': 5,
  'silk-thread': 15,
  'healing-herb': 8,
  'pure-water': 6,
  pickaxe: 1,
  axe: 1,
  hammer: 1,
  saw: 1,
};

/** Gold held above this is treated as corrupt data by clients (spec 000 §5). */
export const GOLD_CAP = 1_000_000;
