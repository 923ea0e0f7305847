/**
 * The services of the people of the cities besides their shops (issue 20; spec 000 §5, 002 §9):
 * the banker's vault and exchange, appraisal, the road's hired help and what it does to a
 * journey, the treasurer's letters and the translators. Pure numbers and rules; the server
 * charges and gives through the ledger with them, the renderer shows the same prices.
 */
import type { RoadFlag } from '../catalogue/road-choices';
import type { NpcService } from '../catalogue/npcs';
import type { SkillName } from './player-defaults';
import { itemValueCopper } from '../catalogue/items';
import { VENICE } from '../catalogue/world';
import { COPPER_PER_SILVER } from './currency';
import { quoteTrade, type MarketState } from './market';

/** Spec 002 §9: the vault's storage cost 10, a bare number, so silver (DESIGN §2), taken per deposit. */
export const VAULT_DEPOSIT_FEE_COPPER = 10 * COPPER_PER_SILVER;
/** Spec 000 §5: currency exchange at 0.95 of what the market pays. */
export const CURRENCY_EXCHANGE_RATE = 0.95;

/** Diplomacy for the first talk with each NPC in a game day (issue 20: "dealing with NPCs"). */
export const TALK_DIPLOMACY_XP = 5;
/** Appraisal for the first appraisal of each item in a game day, for at most APPRAISALS_WITH_XP_PER_DAY items. */
export const APPRAISAL_XP = 10;
export const APPRAISALS_WITH_XP_PER_DAY = 5;
/** Linguistics a translation teaches. */
export const TRANSLATION_LINGUISTICS_XP = 15;

/** Hired help and passages: each sets a road flag for the next journey (000 §3 flags; issue 20). */
export const ROAD_SERVICES = ['hire-guide', 'hire-protection', 'land-transport', 'sea-transport', 'secret-routes'] as const;
export type RoadService = (typeof ROAD_SERVICES)[number];
/** What the /hire route sells: the road's services, the treasurer's letters and the translators' work. */
export const PAID_SERVICES = [...ROAD_SERVICES, 'diplomatic-services', 'translation'] as const;
export type PaidService = (typeof PAID_SERVICES)[number];

export const ROAD_SERVICE_FLAGS: Readonly<Record<RoadService, RoadFlag>> = {
  'hire-guide': 'guide',
  'hire-protection': 'caravan_protection',
  'land-transport': 'land_transport',
  'sea-transport': 'sea_transport',
  'secret-routes': 'secret_routes',
};

/** The item the treasurer's diplomatic services issue (an encounter's requirement), at its catalogue price. */
export const DIPLOMATIC_ITEM = 'royal-seal';
/** The translators turn an old scroll into a map a caravan can use. */
export const TRANSLATION_INPUT = 'ancient-scroll';
export const TRANSLATION_OUTPUT = 'detailed-map';

/**
 * Prices in copper (docs/decisions.md "NPC service prices"): the spec's land transport 800 and sea
 * transport 1000 are bare numbers, so silver; a guide 50 silver, protection 150, secret routes 300,
 * a translation 20; the royal seal at its catalogue price (250 silver, never under the floor: see
 * npc-merchant.ts).
 */
export const PAID_SERVICE_PRICES_COPPER: Readonly<Record<PaidService, number>> = {
  'hire-guide': 50 * COPPER_PER_SILVER,
  'hire-protection': 150 * COPPER_PER_SILVER,
  'land-transport': 800 * COPPER_PER_SILVER,
  'sea-transport': 1000 * COPPER_PER_SILVER,
  'secret-routes': 300 * COPPER_PER_SILVER,
  'diplomatic-services': itemValueCopper(DIPLOMATIC_ITEM),
  translation: 20 * COPPER_PER_SILVER,
};

export function isPaidService(service: string): service is PaidService {
  return (PAID_SERVICES as readonly string[]).includes(service);
}

export function isRoadService(service: string): service is RoadService {
  return (ROAD_SERVICES as readonly string[]).includes(service);
}

/** The price a paid service shows in an NPC's list; null for a service with no fixed price (trading, the vault...). */
export function servicePriceCopper(service: NpcService): number | null {
  return isPaidService(service) ? PAID_SERVICE_PRICES_COPPER[service] : service === 'vault' ? VAULT_DEPOSIT_FEE_COPPER : null;
}

/**
 * What the banker pays for a lot of `quantity` (issue 33): 0.95 of what selling the whole lot into
 * the city's market would fetch, and the market moves as that sale would. Paying 0.95 of the
 * market's price now, however large the lot and leaving the market where it was, let a player
 * push a price to its cap with small buys and change the lot at the top (+91,720 copper in half a
 * second): the lot is now priced like a sale, so market -> banker -> market always loses.
 */
export function quoteExchange(state: Pick<MarketState, 'basePrice' | 'supply' | 'demand' | 'price'>, quantity: number): { copperPaid: number; after: { supply: number; demand: number; price: number } } {
  const sale = quoteTrade(state, 'sell', quantity);
  return { copperPaid: Math.floor((sale.unitPrice * quantity * Math.round(CURRENCY_EXCHANGE_RATE * 100)) / 100), after: sale.after };
}

/** A passage halves the time of the next journey of its kind: by sea, one that goes to or from Venice; by land, any other. */
export const TRANSPORT_TIME_FACTOR = 0.5;
/** Secret routes halve the chance of an encounter at every check of the next journey. */
export const SECRET_ROUTES_ENCOUNTER_FACTOR = 0.5;

/** The transport flag a journey takes: sea_transport for one touching Venice, land_transport for any other. */
export function transportFlagFor(bySea: boolean): RoadFlag {
  return bySea ? 'sea_transport' : 'land_transport';
}

/**
 * Which of the held flags the next journey takes: all but a passage of the other kind (a ship
 * hired does not carry a caravan overland), which stays for a journey of its own kind.
 */
export function flagsTakenByJourney(held: readonly RoadFlag[], bySea: boolean): RoadFlag[] {
  const otherTransport = transportFlagFor(!bySea);
  return held.filter((flag) => flag !== otherTransport);
}

/** A journey's time with the flags it travels with. */
export function journeyDurationWithFlags(durationMs: number, flags: readonly RoadFlag[]): number {
  return flags.includes('land_transport') || flags.includes('sea_transport') ? Math.round(durationMs * TRANSPORT_TIME_FACTOR) : durationMs;
}

/** A journey through these cities sails: one that goes to or from Venice takes a ship's passage. */
export function journeyBySea(cities: readonly number[]): boolean {
  return cities.includes(VENICE.id);
}

/**
 * The time a journey through `cities` takes if it starts now, with the flags the player holds:
 * `baseMs` (journeyDurationMs of its distance), halved by a passage of its kind.
 * What the server stores when it starts, and what the planner shows before.
 */
export function startingJourneyDurationMs(baseMs: number, cities: readonly number[], held: readonly RoadFlag[]): number {
  return journeyDurationWithFlags(baseMs, flagsTakenByJourney(held, journeyBySea(cities)));
}

/** The chance of an encounter at a check, with the journey's flags. */
export function encounterChanceWithFlags(chance: number, flags: readonly RoadFlag[]): number {
  return flags.includes('secret_routes') ? chance * SECRET_ROUTES_ENCOUNTER_FACTOR : chance;
}

/** The skill a service teaches and how much (issue 20: every skill has sources). */
export const SERVICE_SKILL_XP: Readonly<Partial<Record<PaidService, Partial<Record<SkillName, number>>>>> = {
  translation: { linguistics: TRANSLATION_LINGUISTICS_XP },
};
