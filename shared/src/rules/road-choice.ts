/**
 * Whether a player may take a choice of the road (an encounter's, a random event's) and what it
 * does to them (spec 002 §3 "Encounter", §5 "Random event choices"). Pure: the server rolls the
 * random number and applies the effects through the ledger; the client shows the same reasons.
 */
import { itemDisplayName, itemValueCopper } from '../catalogue/items';
import { MAX_CHOICE_CHANCE, type ChoiceEffects, type RoadChoice, type RoadFlag } from '../catalogue/road-choices';
import { cityName } from '../catalogue/world';
import { formatCoins } from './currency';
import { sellPrice } from './market';
import { SKILL_NAMES, type SkillName } from './player-defaults';

/** What of a player the requirements read: skill levels, inventory (or cargo), flags, purse, level, reputation, city. */
export interface RoadChooser {
  skills: Record<SkillName, number>;
  /** The inventory and, on the road, the caravan's cargo with it. */
  items: Readonly<Record<string, number>>;
  /** The caravan's cargo alone; absent off the road (a random event). */
  cargo?: Readonly<Record<string, number>>;
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

export const NO_CARGO_TO_SELL_TEXT = 'Requires cargo to trade';

const unitsOf = (goods: Readonly<Record<string, number>> | undefined) => Object.values(goods ?? {}).reduce((sum, n) => sum + Math.max(0, n), 0);

/**
 * Checked in a fixed order (skills, items, flags, copper, level, reputation, city, then cargo to
 * sell) so the reason shown is always the same one for the same player, whatever else they lack.
 * A choice that sells a share of the cargo asks no requirement of its own for it: a caravan with
 * nothing to sell cannot take it, or it would be paid for nothing.
 */
export function choiceAvailability(choice: RoadChoice, who: RoadChooser): ChoiceAvailability {
  const needs = choice.requirements;
  if (needs) {
    const lacking = missingSkill(needs.skills, who) ?? missingItem(needs.items, who) ?? missingFlag(needs.flags, who);
    if (lacking) return refuse(lacking);
    if (needs.copper !== undefined && who.copper < needs.copper) return refuse(`Requires ${formatCoins(needs.copper)}`);
    if (needs.level !== undefined && who.level < needs.level) return refuse(`Requires level ${needs.level} (you have ${who.level})`);
    if (needs.reputation !== undefined && who.reputation < needs.reputation) return refuse(`Requires reputation ${needs.reputation} (you have ${who.reputation})`);
    if (needs.cityIds && (who.cityId === null || !needs.cityIds.includes(who.cityId))) return refuse(`Only in ${needs.cityIds.map(cityName).join(' or ')}`);
  }
  if (choiceOutcomes(choice).some((outcome) => outcome.cargoSale) && unitsOf(who.cargo) === 0) return refuse(NO_CARGO_TO_SELL_TEXT);
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

/** Shares are counted in millionths, so 0.1 of 30 units is exactly 3 (in floating point it is a hair over, and would round up to 4). */
const SHARE_PARTS = 1_000_000;

/**
 * The units a share of the cargo takes (issue 33: a choice that says it loses cargo always does):
 * never less than the share says, by count or by value. Each stack gives the whole units of its
 * share; then the caravan gives whole units until it has given the share of all its units rounded
 * up (so any cargo gives at least one unit), one unit each from the stacks that owe part of one,
 * the most valuable goods first. Rounded down per stack, as before, nine silk gave nothing to a
 * tenth, and ten stacks of nine gave nothing either.
 *
 * A stack gives at most one unit more than its exact share. The extra units going to the dearest
 * goods first is what keeps the value given at least the share of the cargo's value (the parts
 * owed are each under one unit and add up to at most the extra units, so they are worth no more
 * than that many units of the dearest goods that owe them): padding a caravan with cheap goods
 * cannot make them take what a valuable stack owes.
 */
export function cargoShareTaken(cargo: Readonly<Record<string, number>>, share: number): Record<string, number> {
  const parts = Math.round(Math.min(1, Math.max(0, share)) * SHARE_PARTS);
  const stacks = Object.entries(cargo)
    .filter(([, units]) => Number.isInteger(units) && units > 0)
    .map(([itemId, units]) => ({ itemId, whole: Math.floor((units * parts) / SHARE_PARTS), part: (units * parts) % SHARE_PARTS }));
  const owedParts = stacks.reduce((sum, stack) => sum + stack.whole * SHARE_PARTS + stack.part, 0);
  let extra = Math.ceil(owedParts / SHARE_PARTS) - stacks.reduce((sum, stack) => sum + stack.whole, 0);
  const owingPart = stacks
    .filter((stack) => stack.part > 0)
    .sort((a, b) => itemValueCopper(b.itemId) - itemValueCopper(a.itemId) || b.part - a.part || (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));
  for (const stack of owingPart) {
    if (extra <= 0) break;
    stack.whole += 1;
    extra -= 1;
  }
  return Object.fromEntries(stacks.filter((stack) => stack.whole > 0).map((stack) => [stack.itemId, stack.whole]));
}

/**
 * What a city market at base price pays for a unit (SELL_PRICE_RATIO of its catalogue value): the
 * price the road's sales are paid at, and what goods an event hands over are worth to whoever gets them.
 */
export const baseResaleCopper = (itemId: string): number => sellPrice(itemValueCopper(itemId));

/**
 * What goods sold on the road fetch (a festival's stalls, a barter): what a city market at base
 * price pays for them (its buying price, SELL_PRICE_RATIO of their catalogue value), in whole units
 * of `paidIn` at their catalogue value as far as that goes, the rest in copper. So a sale on the
 * road pays no more than a market would, and a barter gives less value than it takes (the market's
 * spread): 1 silk once fetched 3 amber, 54,000 copper of amber for 10,000 of silk; it now fetches
 * 8,000 copper, and 3 silk 1 amber and 6,000 copper.
 */
export function cargoSaleProceeds(sold: Readonly<Record<string, number>>, paidIn?: string): { copper: number; goods: Record<string, number> } {
  const value = Object.entries(sold).reduce((sum, [itemId, units]) => sum + baseResaleCopper(itemId) * units, 0);
  const unitValue = paidIn === undefined ? 0 : itemValueCopper(paidIn);
  const units = unitValue > 0 ? Math.floor(value / unitValue) : 0;
  return { copper: value - units * unitValue, goods: units > 0 && paidIn !== undefined ? { [paidIn]: units } : {} };
}
