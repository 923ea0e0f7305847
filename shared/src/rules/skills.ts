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

/** Copper traded per point of trading experience (issue 33: skills rise from play, not from volume). */
export const COPPER_PER_TRADING_XP = 2_000;
/** The most trading experience one trade teaches (a lot of 100,000 copper or more). */
export const MAX_TRADING_XP_PER_TRADE = 50;

/**
 * Skill XP for one executed trade, in proportion to the copper it moved (docs/decisions.md "Skills
 * that move", issue 33): a point of trading per 2,000 copper, up to 50 a trade; negotiation half
 * of that; a sale also a quarter as appraisal, and a trade away from home a quarter as linguistics.
 * A flat amount per trade let 600 one-unit trades of the cheapest good buy the largest discount in
 * 96 seconds for nothing; now every point costs the spread on 2,000 copper of goods.
 */
export function tradeSkillExperience(totalCopper: number, context: { side?: 'buy' | 'sell'; foreign?: boolean } = {}): TradeSkillExperience {
  const trading = Math.min(MAX_TRADING_XP_PER_TRADE, Math.floor(Math.max(0, totalCopper) / COPPER_PER_TRADING_XP));
  const xp: TradeSkillExperience = { trading, negotiation: Math.floor(trading / 2) };
  if (context.side === 'sell') xp.appraisal = Math.floor(trading / 4);
  if (context.foreign) xp.linguistics = Math.floor(trading / 4);
  return xp;
}
