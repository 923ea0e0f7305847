import { RANDOM_EVENT_CHECK_MS, RANDOM_EVENTS, type RandomEventDefinition } from '../catalogue/random-events';
import type { ChoiceEffects, RoadChoice } from '../catalogue/road-choices';
import { SKILL_NAMES, type SkillName } from './player-defaults';
import type { Random } from './random';
import { baseResaleCopper, choiceChance } from './road-choice';

/**
 * One 2-minute check of a player (000 §9): each kind strikes with its probability unless it struck
 * this player within its cooldown; one roll decides, so each kind keeps exactly its own chance
 * and at most one event happens per check. `lastPresented` is when each kind last struck them.
 */
export function rollRandomEvent(random: Random, lastPresented: Readonly<Partial<Record<string, number>>>, now: number): RandomEventDefinition | undefined {
  const roll = random();
  let floor = 0;
  for (const event of RANDOM_EVENTS) {
    const last = lastPresented[event.kind];
    if (last !== undefined && now - last < event.cooldownMs) continue;
    if (roll < floor + event.probability) return event;
    floor += event.probability;
  }
  return undefined;
}

const HOUR_MS = 3_600_000;

/** 30: the checks of a playing player in a real hour. */
export const RANDOM_EVENT_CHECKS_PER_HOUR = HOUR_MS / RANDOM_EVENT_CHECK_MS;

/** What a value of goods is counted at: copper per unit of an item. */
export type GoodsValue = (itemId: string) => number;


function outcomeCopper(effects: ChoiceEffects, valueOf: GoodsValue): number {
  const goods = (list: Readonly<Record<string, number>> | undefined) => Object.entries(list ?? {}).reduce((sum, [itemId, units]) => sum + valueOf(itemId) * units, 0);
  // Items only shown (a map read) are kept, so only what is spent counts against the choice.
  return (effects.copper ?? 0) + goods(effects.goodsGained) - goods(effects.itemsSpent);
}

/**
 * The copper a choice of a random event may be expected to move for a player with `skills`: each
 * outcome's copper, goods gained and items spent (goods at `valueOf`), weighted by its chance.
 * Experience and reputation are not counted: they are not sold. Off the road there is no cargo,
 * so a random event's choice has no cargo effect (the catalogue's test).
 */
export function choiceExpectedCopper(choice: RoadChoice, skills: Readonly<Record<SkillName, number>>, valueOf: GoodsValue = baseResaleCopper): number {
  const chance = choiceChance(choice, skills);
  const failure = choice.odds ? outcomeCopper(choice.odds.failure, valueOf) : 0;
  return chance * outcomeCopper(choice.success, valueOf) + (1 - chance) * failure;
}

const skillsAt = (level: number) => Object.fromEntries(SKILL_NAMES.map((skill) => [skill, level])) as Record<SkillName, number>;
/** Skills at 1 and skills high enough that every chance is at its MAX_CHOICE_CHANCE: a choice's value is linear in its chance, so its best is at one of the two. */
const SKILL_EXTREMES = [skillsAt(1), skillsAt(100)];

/**
 * The most a player can expect of an event, whoever they are: its most valuable choice at the
 * worse or the best chance any skill gives, every requirement taken as met. Never below 0: the
 * first choice, which needs nothing, moves nothing.
 */
export function eventBestExpectedCopper(event: RandomEventDefinition, valueOf: GoodsValue = baseResaleCopper): number {
  return Math.max(0, ...event.choices.flatMap((choice) => SKILL_EXTREMES.map((skills) => choiceExpectedCopper(choice, skills, valueOf))));
}

/**
 * An upper bound on what an event is worth to a playing player in a real hour: a check every
 * RANDOM_EVENT_CHECK_MS, the kind's own chance at each (rollRandomEvent), its best choice taken
 * every time. Its cooldown, an event waiting for an answer and the time a player is not playing
 * only lower it.
 */
export function eventCopperPerHour(event: RandomEventDefinition, valueOf: GoodsValue = baseResaleCopper): number {
  return RANDOM_EVENT_CHECKS_PER_HOUR * event.probability * eventBestExpectedCopper(event, valueOf);
}

/** The same bound for all kinds together: what the catalogue can give a playing player in an hour (RANDOM_EVENTS_COPPER_PER_HOUR_BOUND). */
export function randomEventsCopperPerHour(events: readonly RandomEventDefinition[] = RANDOM_EVENTS, valueOf: GoodsValue = baseResaleCopper): number {
  return events.reduce((sum, event) => sum + eventCopperPerHour(event, valueOf), 0);
}
