import { SKILL_NAMES, skillXpToNext, type PlayerData, type SkillName } from '@silkroad/shared';
import type { StatsIconName } from './StatsIcon';

/** A skill's card on the Skills tab: its level, and the XP bar toward the next (L*100, DESIGN §2). */
export interface SkillCard {
  id: SkillName;
  name: string;
  icon: StatsIconName;
  /** How the skill grows and what it opens, in a line. */
  about: string;
  level: number;
  current: number;
  needed: number;
}

/** What each skill is for, as the game uses it (rules/skills, npc services, journeys). */
const SKILL_INFO: Readonly<Record<SkillName, { name: string; icon: StatsIconName; about: string }>> = {
  trading: { name: 'Trading', icon: 'scales', about: 'Grows with every trade; lowers what you pay.' },
  diplomacy: { name: 'Diplomacy', icon: 'speech', about: 'Grows by talking to people; opens their services.' },
  navigation: { name: 'Navigation', icon: 'compass', about: 'Grows on journeys; opens the far cities.' },
  linguistics: { name: 'Linguistics', icon: 'scroll', about: 'Grows by trading away from home.' },
  appraisal: { name: 'Appraisal', icon: 'lens', about: 'Grows with every sale; opens rare goods.' },
  negotiation: { name: 'Negotiation', icon: 'coins', about: 'Grows with every trade; lowers what you pay.' },
};

/** The six skills in the game's order; one a saved character lacks starts at level 1. */
export function skillCards(skills: Partial<PlayerData['skills']>): SkillCard[] {
  return SKILL_NAMES.map((id) => {
    const progress = skills[id] ?? { level: 1, experience: 0 };
    return { id, ...SKILL_INFO[id], level: progress.level, current: progress.experience, needed: skillXpToNext(progress.level) };
  });
}
