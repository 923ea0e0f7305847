/**
 * Whether a player may take a choice of the road (an encounter's, a random event's) and what it
 * does to them (spec 002 §3 "Encounter", §5 "Random event choices"). Pure: the server rolls the
 * random number and applies the effects through the ledger; the client shows the same reasons.
 */
import { itemDisplayName } from '../catalogue/items';
import { MAX_CHOICE_CHANCE, type ChoiceEffects, type RoadChoice, type RoadFlag } from '../catalogue/road-choices';
import { cityName } from '../catalogue/world';
import { formatCoins } from './currency';
import { SKILL_NAMES, type SkillName } from './player-defaults';

/** What of a player the requirements read: skill levels, inventory (or cargo), flags, purse, level, reputation, city. */
export interface RoadChooser {
  skills: Record<SkillName, number>;
  items: Readonly<Record<string, number>>;
  flags: readonly RoadFlag[];
  copper: number;
  level: number;
  reputation: number;
  /** The city the player is in; null on the road. */
  cityId: number | null;
}

export type ChoiceAvailability = { enabled: true } | { enabled: false; reason: string };

const FLAG_TEXTS: Record<RoadFlag, string> = {
  guide: 'Requires a guide',
  caravan_protection: 'Requires caravan protection',
  land_transport: 'Requires land transport',
  sea_transport: 'Requires sea transport',
  secret_routes: 'Requires secret routes',
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const refuse = (reason: string): ChoiceAvailability => ({ enabled: false, reason });

function missingSkill(needs: Partial<Record<SkillName, number>> | undefined, who: RoadChooser): string | undefined {
  // SKILL_NAMES' order, not the object's, so the same choice always names the same skill first.
  for (const skill of SKILL_NAMES) {
    const level = needs?.[skill];
    if (level !== undefined && who.skills[skill] < level) return `Requires ${capitalised(skill)} level ${level} (you have ${who.skills[skill]})`;
  }
  return undefined;
}

function missingItem(needs: Readonly<Record<string, number>> | undefined, who: RoadChooser): string | undefined {
  for (const [itemId, count] of Object.entries(needs ?? {})) {
    const held = who.items[itemId] ?? 0;
    if (held < count) return `Requires ${count}x ${itemDisplayName(itemId)} (you have ${held})`;
  }
  return undefined;
}

function missingFlag(needs: readonly RoadFlag[] | undefined, who: RoadChooser): string | undefined {
  const flag = needs?.find((f) => !who.flags.includes(f));
  return flag && FLAG_TEXTS[flag];
}

/**
 * Checked in a fixed order (skills, items, flags, copper, level, reputation, city) so the reason
 * shown is always the same one for the same player, whatever else they lack.
 */
export function choiceAvailability(choice: RoadChoice, who: RoadChooser): ChoiceAvailability {
  const needs = choice.requirements;
  if (!needs) return { enabled: true };
  const lacking = missingSkill(needs.skills, who) ?? missingItem(needs.items, who) ?? missingFlag(needs.flags, who);
  if (lacking) return refuse(lacking);
  if (needs.copper !== undefined && who.copper < needs.copper) return refuse(`Requires ${formatCoins(needs.copper)}`);
  if (needs.level !== undefined && who.level < needs.level) return refuse(`Requires level ${needs.level} (you have ${who.level})`);
  if (needs.reputation !== undefined && who.reputation < needs.reputation) return refuse(`Requires reputation ${needs.reputation} (you have ${who.reputation})`);
  if (needs.cityIds && (who.cityId === null || !needs.cityIds.includes(who.cityId))) return refuse(`Only in ${needs.cityIds.map(cityName).join(' or ')}`);
  return { enabled: true };
}

/** What auto-resolve picks when the player does not answer (002 §9): the first choice they may take. */
export function firstEnabledChoice<C extends RoadChoice>(choices: readonly C[], who: RoadChooser): C | undefined {
  return choices.find((choice) => choiceAvailability(choice, who).enabled);
}

/** The chance of the success outcome: 1 without odds, else raised per skill level above 1, at most MAX_CHOICE_CHANCE. */
export function choiceChance(choice: RoadChoice, skills: Readonly<Record<SkillName, number>>): number {
  const odds = choice.odds;
  if (!odds) return 1;
  const levelsAbove = odds.skill ? Math.max(0, (skills[odds.skill] ?? 1) - 1) : 0;
  const chance = odds.chance + (odds.perLevel ?? 0) * levelsAbove;
  return Math.min(MAX_CHOICE_CHANCE, Math.max(0, chance));
}

/** The outcome for a roll in [0, 1) from the server's random source: success when the roll is under the chance. */
export function rollChoice(choice: RoadChoice, skills: Readonly<Record<SkillName, number>>, roll: number): ChoiceEffects {
  if (!choice.odds) return choice.success;
  return roll < choiceChance(choice, skills) ? choice.success : choice.odds.failure;
}

/** Every outcome a choice can have: its success, and its failure when it has odds. */
export function choiceOutcomes(choice: RoadChoice): ChoiceEffects[] {
  return choice.odds ? [choice.success, choice.odds.failure] : [choice.success];
}
