import { SKILL_NAMES, type SkillName, type Skills } from './player-defaults';

/** Skill level L to L+1 needs L*100 XP (DESIGN §2); excess carries over. */
export function skillXpToNext(level: number): number {
  return level * 100;
}

export function addSkillExperience(skills: Skills, skill: SkillName, xp: number): Skills {
  let { level, experience } = skills[skill];
  experience += Math.max(0, Math.floor(xp));
  while (experience >= skillXpToNext(level)) {
    experience -= skillXpToNext(level);
    level += 1;
  }
  return { ...skills, [skill]: { level, experience } };
}

/** Each skill's level alone (1 for a skill a saved character lacks): what requirements read. */
export function skillLevels(skills: Partial<Skills>): Record<SkillName, number> {
  return Object.fromEntries(SKILL_NAMES.map((name) => [name, skills[name]?.level ?? 1])) as Record<SkillName, number>;
}

export const MAX_SKILL_DISCOUNT = 0.2;
export const DISCOUNT_PER_SKILL_POINT = 0.04;

/** Average of trading, negotiation and diplomacy; 4% per point above 1, capped at 20% (spec 000 §9). */
export function skillDiscount(skills: Pick<Skills, 'trading' | 'negotiation' | 'diplomacy'>): number {
  const average = (skills.trading.level + skills.negotiation.level + skills.diplomacy.level) / 3;
  return Math.min(MAX_SKILL_DISCOUNT, Math.max(0, (average - 1) * DISCOUNT_PER_SKILL_POINT));
}

/** A price with the discount taken off, rounded up to whole copper. */
export function discountedPrice(price: number, discount: number): number {
  return Math.ceil(price * (1 - discount));
}

export interface TradeSkillExperience {
  trading: number;
  negotiation: number;
  /** A sale teaches the worth of goods (issue 20: appraisal "selling"). */
  appraisal?: number;
  /** A trade in a city not the player's home teaches its tongue (issue 20: linguistics). */
  linguistics?: number;
}

/**
 * Skill XP for one executed trade: some for any trade, more for bigger ones; a sale also some
 * appraisal, and a trade away from home some linguistics (docs/decisions.md "Skills that move").
 */
export function tradeSkillExperience(totalCopper: number, context: { side?: 'buy' | 'sell'; foreign?: boolean } = {}): TradeSkillExperience {
  const bonus = Math.min(40, Math.floor(totalCopper / 10_000));
  const xp: TradeSkillExperience = { trading: 10 + bonus, negotiation: 5 + Math.floor(bonus / 2) };
  if (context.side === 'sell') xp.appraisal = 4 + Math.floor(bonus / 4);
  if (context.foreign) xp.linguistics = 5 + Math.floor(bonus / 4);
  return xp;
}
