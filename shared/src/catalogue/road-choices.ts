import type { SkillName } from '../rules/player-defaults';

/**
 * What the road asks of a player and what it does to them: the choices of encounters (spec 002
 * §3 "Encounter") and of random events (000 §9, 002 §5 "Random event choices") share one model,
 * so the server checks and applies both with the same code, through the ledger.
 */

/**
 * The player's flags for the next journey: the two that open choices (000 §3 "Player data": guide,
 * caravan_protection), and the passages and secret routes the people of the cities sell (issue 20),
 * which make the journey faster or quieter (rules/npc-services.ts).
 */
export const ROAD_FLAGS = ['guide', 'caravan_protection', 'land_transport', 'sea_transport', 'secret_routes'] as const;
export type RoadFlag = (typeof ROAD_FLAGS)[number];

export interface ChoiceRequirements {
  /** Skills with their minimum level. */
  skills?: Partial<Record<SkillName, number>>;
  /** Items (in the inventory, or in the journey's cargo for an encounter) with their minimum count. */
  items?: Readonly<Record<string, number>>;
  flags?: readonly RoadFlag[];
  /** Copper the player must hold (a random event's gold requirement). */
  copper?: number;
  /** Player level at least. */
  level?: number;
  /** Reputation at least. */
  reputation?: number;
  /** In one of these cities (a random event's location requirement); ids of the world catalogue. */
  cityIds?: readonly number[];
}

/** What happens, all of it in one transaction, every copper and item through the ledger. */
export interface ChoiceEffects {
  /** Copper earned (+) or paid (-); a payment is never more than the purse holds (a requirement says so). */
  copper?: number;
  /**
   * The share (0 to 1) of the cargo lost, never less than it says: every stack gives the whole
   * units of its share and the caravan at least the share of all its units, rounded up, so a share
   * of any cargo is at least one unit (rules/road-choice.ts `cargoShareTaken`). An outcome that
   * loses cargo pays nothing for it: goods that go for coin or other goods are a `cargoSale`.
   */
  cargoLostShare?: number;
  /**
   * A share of the cargo sold on the road (a festival's stalls, a barter), taken as a loss is, and
   * paid what a city market at base price pays for those goods: in whole units of `paidIn` as far
   * as that value buys them at their catalogue value, the rest in copper (`cargoSaleProceeds`).
   * Offered only to a caravan with cargo. Never more value out than in.
   */
  cargoSale?: { share: number; paidIn?: string };
  /** Goods added to the cargo (an encounter) or the inventory (a random event). */
  goodsGained?: Readonly<Record<string, number>>;
  /** Items used up from the inventory (a potion given, bread shared). */
  itemsSpent?: Readonly<Record<string, number>>;
  /** The journey waits this long more (an encounter). */
  delayMs?: number;
  skillXp?: Partial<Record<SkillName, number>>;
  reputation?: number;
  /** Flags the player gains (a guide hired, an escort joined) until the journey ends. */
  flagsGained?: readonly RoadFlag[];
  /** What the player reads afterwards: the event-result dialog, the encounter's history line. */
  text: string;
}

/**
 * A chance at the outcome: `chance` (0 to 1) of `success`, raised by `perLevel` for each level of
 * `skill` above 1 (at most 0.95 in all), else `failure`. A choice without a chance always succeeds.
 */
export interface ChoiceOdds {
  chance: number;
  skill?: SkillName;
  perLevel?: number;
  failure: ChoiceEffects;
}

export interface RoadChoice {
  id: string;
  text: string;
  requirements?: ChoiceRequirements;
  success: ChoiceEffects;
  odds?: ChoiceOdds;
}

export const MAX_CHOICE_CHANCE = 0.95;
