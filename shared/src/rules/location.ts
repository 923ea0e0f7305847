import { CITIES, COUNTRYSIDE_ENTRANCE, VENICE, WORLD_HEIGHT, WORLD_WIDTH, type City } from '../catalogue/world';
import { nearestCity, rectContains } from './geometry';

export const COUNTRYSIDE_NAME = 'Countryside';

/**
 * Where a player's character is, as the server keeps it (`players.location_state`): IN_CITY is
 * the main world (a city's grounds or the open land between them, told apart by the position);
 * IN_COUNTRYSIDE is the player's own farm, a scene of its own beyond the gate; ON_JOURNEY is on
 * the road with a caravan (the journey says where); IN_VENICE is in Venice, which has no place on
 * the map and is reached by journey only.
 */
export const LOCATION_STATES = ['IN_CITY', 'IN_COUNTRYSIDE', 'ON_JOURNEY', 'IN_VENICE'] as const;
export type LocationState = (typeof LOCATION_STATES)[number];

/**
 * The one place a player is in: a city (Venice included), the open world between the cities,
 * their farm, or the road. Every rule that needs a player somewhere asks this, never the position
 * or the state alone: on the farm, on the road and in Venice the world position is not where the
 * character is.
 */
export type PlayerPlace = { kind: 'city'; cityId: number } | { kind: 'world' } | { kind: 'farm' } | { kind: 'road' };

export function placeOf(state: LocationState | string, x: number, y: number): PlayerPlace {
  if (state === 'IN_COUNTRYSIDE') return { kind: 'farm' };
  if (state === 'ON_JOURNEY') return { kind: 'road' };
  if (state === 'IN_VENICE') return { kind: 'city', cityId: VENICE.id };
  const cityId = cityIdAt(x, y);
  return cityId === null ? { kind: 'world' } : { kind: 'city', cityId };
}

/** Whether the place is on the world map, where the map's buildings, nodes and roads are within reach. */
export function isOnMap(place: PlayerPlace): boolean {
  return place.kind === 'world' || (place.kind === 'city' && place.cityId !== VENICE.id);
}

/** The city whose grounds contain the point, if any. */
export function cityAt(x: number, y: number): City | undefined {
  // A plain loop over squared distances: the presence tick asks this for every accepted move.
  for (const city of CITIES) {
    const dx = x - city.x;
    const dy = y - city.y;
    if (dx * dx + dy * dy <= city.radius * city.radius) return city;
  }
  return undefined;
}

/** The id of the city whose grounds contain the point, or null in the countryside. */
export function cityIdAt(x: number, y: number): number | null {
  return cityAt(x, y)?.id ?? null;
}

/** What the HUD shows: the city the player stands in, or the countryside near one. */
export function locationLabel(x: number, y: number): string {
  const city = cityAt(x, y);
  if (city) return city.name;
  return `${COUNTRYSIDE_NAME} near ${nearestCity(x, y).name}`;
}

/** A point as a player's location: where, which city (if any) and what the HUD calls it. */
export function locationAt(x: number, y: number): { x: number; y: number; cityId: number | null; name: string } {
  return { x, y, cityId: cityIdAt(x, y), name: locationLabel(x, y) };
}

export function isInsideWorld(x: number, y: number): boolean {
  return Number.isFinite(x) && Number.isFinite(y) && x >= 0 && y >= 0 && x <= WORLD_WIDTH && y <= WORLD_HEIGHT;
}

export function clampToWorld(x: number, y: number): { x: number; y: number } {
  return { x: Math.min(WORLD_WIDTH, Math.max(0, x)), y: Math.min(WORLD_HEIGHT, Math.max(0, y)) };
}

/**
 * Whether a point is at the countryside farm's entrance (spec 002 §2), where E takes the player to
 * their farm. `margin` widens it: the server allows a step's worth, as the client reports
 * positions every 100 ms.
 */
export function atCountrysideEntrance(x: number, y: number, margin = 0): boolean {
  return rectContains(COUNTRYSIDE_ENTRANCE, x, y, margin);
}
