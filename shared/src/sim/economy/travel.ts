import { itemValueCopper } from '../../catalogue/items';
import { CARGO_MAX_PER_ITEM, JOURNEY_CITY_IDS } from '../../catalogue/journeys';
import type { ChoiceEffects, RoadChoice } from '../../catalogue/road-choices';
import { CITIES, cityById, type CityId } from '../../catalogue/world';
import {
  cargoValue,
  encounterChance,
  encounterCheckpoints,
  journeyDurationMs,
  journeyRoute,
  navigationRequired,
  pickEncounter,
  riskScore,
} from '../../rules/journey';
import { PLAYER_SPEED_PX_PER_S } from '../../rules/movement';
import { PACK_WEIGHT_CAPACITY, packFitsTheRoad, packWeight, walkingPace } from '../../rules/pack';
import type { Random } from '../../rules/random';
import { baseResaleCopper, cargoSaleProceeds, cargoShareTaken, choiceAvailability, choiceChance, rollChoice } from '../../rules/road-choice';
import type { SimContext } from './sim-context';
import { addItems, levelsOf, removeItems, type SimPlayer } from './sim-player';

/** The cities on the map: a walker goes anywhere between them (Venice is reached by caravan only). */
export const WALKING_CITY_IDS: readonly CityId[] = CITIES.filter((city) => city.onMap).map((city) => city.id);

interface Point {
  x: number;
  y: number;
}

/** The length of the straight walk from `a` to `b` that lies within a city's grounds (its radius around its centre). */
function lengthWithinCities(a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return 0;
  let within = 0;
  for (const city of CITIES) {
    if (!city.onMap || city.radius <= 0) continue;
    // Where the walk a + t (b - a) crosses the city's edge: |a + t d - c|^2 = r^2, t in [0, 1].
    const fx = a.x - city.x;
    const fy = a.y - city.y;
    const qa = dx * dx + dy * dy;
    const qb = 2 * (fx * dx + fy * dy);
    const qc = fx * fx + fy * fy - city.radius * city.radius;
    const disc = qb * qb - 4 * qa * qc;
    if (disc <= 0) continue;
    const root = Math.sqrt(disc);
    const enter = Math.max(0, (-qb - root) / (2 * qa));
    const leave = Math.min(1, (-qb + root) / (2 * qa));
    if (leave > enter) within += (leave - enter) * length;
  }
  return Math.min(length, within);
}

/**
 * Real ms of a straight walk from `a` to `b` carrying `weight` (packWeight of everything held as
 * the walk starts, rules/pack.ts): within a city's grounds at PLAYER_SPEED_PX_PER_S, in the open
 * land between them at walkingPace(weight) of it. The pace is set as the walker leaves a city and
 * holds until the next; a walk that starts in the open land (node to node) takes the weight held
 * at its start.
 */
export function walkBetweenMs(a: Point, b: Point, weight: number): number {
  const length = Math.hypot(a.x - b.x, a.y - b.y);
  const within = lengthWithinCities(a, b);
  return ((within + (length - within) / walkingPace(weight)) / PLAYER_SPEED_PX_PER_S) * 1000;
}

/**
 * Walking time between two cities' centres carrying `weight`: the two cities' radii at full
 * speed, the open land between at walkingPace(weight) (walkBetweenMs).
 */
export function walkMs(from: CityId, to: CityId, weight: number): number {
  return walkBetweenMs(cityById(from)!, cityById(to)!, weight);
}

/** The weight of everything the player holds now (packWeight, the starter kit included). */
export const heldWeight = (ctx: SimContext): number => packWeight(ctx.player.items);

/** The room left in the pack for goods on foot: PACK_WEIGHT_CAPACITY less everything held now. */
export const packRoom = (ctx: SimContext): number => Math.max(0, PACK_WEIGHT_CAPACITY - heldWeight(ctx));

/** Walks the player to a city's centre with what they hold, at its pace (a pack too heavy for the road does not leave). */
export function walkTo(ctx: SimContext, cityId: CityId): void {
  if (cityId === ctx.player.cityId) return;
  const weight = heldWeight(ctx);
  if (!packFitsTheRoad(weight)) throw new Error(`a pack of ${weight} does not leave city ${ctx.player.cityId} on foot`);
  ctx.clock.advance(walkMs(ctx.player.cityId, cityId, weight));
  ctx.player.cityId = cityId;
}

/** How a carrier moves goods: on foot in the pack, or by caravan. */
export interface CarryMode {
  id: 'foot' | 'caravan';
  cities: readonly CityId[];
  /**
   * Real ms from one city to another, or undefined where this carrier may not go at this level;
   * `weight` is what the player holds as they leave (the pace on foot; a caravan's is its own).
   */
  travelMs(from: CityId, to: CityId, navigation: number, weight: number): number | undefined;
  /** The most units of one good a load holds. */
  perItemMax: number;
  /** The most weight a load holds in all, with the player holding `held` besides. */
  weightMax(held: number): number;
  /** Whether a smaller load may be faster: the load is chosen by copper per time among its sizes. */
  paceByLoad: boolean;
}

export const ON_FOOT: CarryMode = {
  id: 'foot',
  cities: WALKING_CITY_IDS,
  travelMs: (from, to, _navigation, weight) => (from === to ? undefined : walkMs(from, to, weight)),
  perItemMax: Number.POSITIVE_INFINITY,
  weightMax: (held) => Math.max(0, PACK_WEIGHT_CAPACITY - held),
  paceByLoad: true,
};

export const BY_CARAVAN: CarryMode = {
  id: 'caravan',
  cities: JOURNEY_CITY_IDS,
  travelMs: (from, to, navigation) => {
    const route = journeyRoute(from, to);
    return route && navigationRequired(route) <= navigation ? journeyDurationMs(route.distance) : undefined;
  },
  perItemMax: CARGO_MAX_PER_ITEM,
  weightMax: () => Number.POSITIVE_INFINITY,
  paceByLoad: false,
};

/** What a choice of the road is worth to the player taking it, goods at what a market at base price pays. */
function effectsValue(effects: ChoiceEffects, cargo: Readonly<Record<string, number>>): number {
  const goods = (list: Readonly<Record<string, number>> | undefined) => Object.entries(list ?? {}).reduce((sum, [itemId, units]) => sum + baseResaleCopper(itemId) * units, 0);
  let value = (effects.copper ?? 0) + goods(effects.goodsGained) - goods(effects.itemsSpent);
  if (effects.cargoLostShare) value -= goods(cargoShareTaken(cargo, effects.cargoLostShare));
  if (effects.cargoSale) {
    const sold = cargoShareTaken(cargo, effects.cargoSale.share);
    const proceeds = cargoSaleProceeds(sold, effects.cargoSale.paidIn);
    value += proceeds.copper + goods(proceeds.goods) - goods(sold);
  }
  return value;
}

function choiceValue(choice: RoadChoice, levels: ReturnType<typeof levelsOf>, cargo: Readonly<Record<string, number>>): number {
  const chance = choiceChance(choice, levels);
  return chance * effectsValue(choice.success, cargo) + (choice.odds ? (1 - chance) * effectsValue(choice.odds.failure, cargo) : 0);
}

/** What happened on the road: the copper its choices moved and the delay they added. */
export interface RoadOutcome {
  copper: number;
  delayMs: number;
  encounters: number;
}

/**
 * A caravan's encounters, rolled with the game's own rules: a check every ENCOUNTER_CHECK_DISTANCE
 * (encounterCheckpoints), an encounter at encounterChance of the journey's risk score
 * (riskScore of its distance and cargo), one not yet met (pickEncounter), answered with the
 * choice open to the player that is worth most to them (choiceAvailability, choiceChance), its
 * outcome rolled (rollChoice) and applied to the cargo (cargoShareTaken, cargoSaleProceeds) and the
 * purse. Simplified: no road services are hired (no flags), and reputation and experience are not kept.
 */
export function rollRoad(distance: number, cargo: Record<string, number>, player: SimPlayer, random: Random): RoadOutcome {
  const levels = levelsOf(player);
  const chance = encounterChance(riskScore(distance, cargoValue(cargo)));
  const met: string[] = [];
  const outcome: RoadOutcome = { copper: 0, delayMs: 0, encounters: 0 };
  for (let check = 0; check < encounterCheckpoints(distance).length; check += 1) {
    if (random() >= chance) continue;
    const encounter = pickEncounter(random(), met);
    met.push(encounter.id);
    outcome.encounters += 1;
    const who = { skills: levels, items: { ...player.items, ...cargo }, cargo, flags: [], copper: player.copper, level: player.level, reputation: player.reputation, cityId: null };
    const open = encounter.choices.filter((choice) => choiceAvailability(choice, who).enabled);
    const choice = open.reduce<RoadChoice | undefined>((best, c) => (!best || choiceValue(c, levels, cargo) > choiceValue(best, levels, cargo) ? c : best), undefined);
    if (!choice) continue;
    const effects = rollChoice(choice, levels, random());
    applyEffects(effects, cargo, player, outcome);
  }
  return outcome;
}

function applyEffects(effects: ChoiceEffects, cargo: Record<string, number>, player: SimPlayer, outcome: RoadOutcome): void {
  const copper = effects.copper ?? 0;
  player.copper += copper;
  outcome.copper += copper;
  outcome.delayMs += effects.delayMs ?? 0;
  if (effects.cargoLostShare) removeItems(cargo, cargoShareTaken(cargo, effects.cargoLostShare));
  if (effects.cargoSale) {
    const sold = cargoShareTaken(cargo, effects.cargoSale.share);
    removeItems(cargo, sold);
    const proceeds = cargoSaleProceeds(sold, effects.cargoSale.paidIn);
    player.copper += proceeds.copper;
    outcome.copper += proceeds.copper;
    addItems(cargo, proceeds.goods);
  }
  if (effects.goodsGained) addItems(cargo, effects.goodsGained);
  for (const [itemId, units] of Object.entries(effects.itemsSpent ?? {})) {
    // Spent from the inventory first, then the cargo (as the server does).
    const fromItems = Math.min(units, player.items[itemId] ?? 0);
    if (fromItems > 0) removeItems(player.items, { [itemId]: fromItems });
    if (units > fromItems) removeItems(cargo, { [itemId]: Math.min(units - fromItems, cargo[itemId] ?? 0) });
  }
}

/** A good's catalogue value, for the loops that compare value out with value in. */
export const catalogueValue = (goods: Readonly<Record<string, number>>): number => Object.entries(goods).reduce((sum, [itemId, units]) => sum + itemValueCopper(itemId) * units, 0);
