import { itemById } from '../catalogue/items';
import { cityIdAt } from './location';

/**
 * What a trader carries on foot (docs/decisions.md "One pace"): a pack holds this much weight
 * (every item weighs its catalogue weight, the spec's default 1). Within a city anything held
 * may be carried; a pack heavier than this does not pass the city's edge on foot, so bulk goes
 * by caravan, whose cargo is not in the pack. The starter kit weighs 48, leaving a newcomer room
 * for a first trade of a few dozen units.
 */
export const PACK_WEIGHT_CAPACITY = 100;

/**
 * A laden walker walks slower in the open land between the cities: at full speed up to this weight
 * (the starter kit and a little), then slower with every unit, down to PACK_FULL_PACE of the
 * walking speed with a full pack. A newcomer's first 20 spices walk at two thirds of full speed; a
 * full pack takes about 80 s from Baghdad to Constantinople, a caravan 15 minutes with ten times
 * the load.
 */
export const PACK_UNLADEN_WEIGHT = 50;
export const PACK_FULL_PACE = 0.1;

/** The share of the walking speed a pack of this weight allows in the open land (1 within a city). */
export function walkingPace(weight: number): number {
  if (weight <= PACK_UNLADEN_WEIGHT) return 1;
  const laden = Math.min(1, (weight - PACK_UNLADEN_WEIGHT) / (PACK_WEIGHT_CAPACITY - PACK_UNLADEN_WEIGHT));
  return 1 - (1 - PACK_FULL_PACE) * laden;
}

/** A walker pressing on at a city's edge with too heavy a pack is told at most this often. */
export const PACK_WARNING_INTERVAL_MS = 3_000;

/** One item kind's weight in the pack; an unknown item weighs the spec's default 1 a unit. */
export function itemWeight(itemId: string): number {
  return itemById(itemId)?.weight ?? 1;
}

/** The weight of everything held. */
export function packWeight(inventory: Readonly<Record<string, number>>): number {
  return Object.entries(inventory).reduce((sum, [itemId, quantity]) => sum + itemWeight(itemId) * Math.max(0, quantity), 0);
}

/** Whether a pack of this weight may be walked out of a city. */
export function packFitsTheRoad(weight: number): boolean {
  return weight <= PACK_WEIGHT_CAPACITY;
}

/** The refusal at a city's edge, with the figures the player needs. */
export function packTooHeavyText(weight: number): string {
  return `Your pack is too heavy for the road: ${weight} of ${PACK_WEIGHT_CAPACITY}. Bulk goes by caravan (Journey Planner, J).`;
}

/** Whether a step from `from` to `to` walks out of the grounds of the city `from` stands in. */
export function leavesCity(from: { x: number; y: number }, to: { x: number; y: number }): boolean {
  const city = cityIdAt(from.x, from.y);
  return city !== null && cityIdAt(to.x, to.y) !== city;
}
