import { CITIES, distanceToRect, type Building, type BuildingKind, type City } from '@silkroad/shared';
import type { NearbyBuilding } from '../../bus/game-bus';

/**
 * How close the player must stand to a building's walls to use it. The spec gives 80 px (the
 * interaction range of 000 §9) and 100 px (002 §9); measured to the footprint rather than the
 * centre, 80 px puts the doorway about 120 px from the middle of a 110x80 bazaar.
 */
export const INTERACTION_RANGE_PX = 80;

/** The kinds of building the player can use in this version of the world. */
export const USABLE_KINDS: ReadonlySet<BuildingKind> = new Set(['market']);

export interface UsableBuilding {
  building: Building;
  city: City;
}

export function usableBuildings(cities: readonly City[] = CITIES): UsableBuilding[] {
  return cities.filter((city) => city.onMap).flatMap((city) => city.buildings.filter((b) => USABLE_KINDS.has(b.kind)).map((building) => ({ building, city })));
}

/** The usable building closest to the player within reach, if any. */
export function buildingInReach(x: number, y: number, buildings: readonly UsableBuilding[], range = INTERACTION_RANGE_PX): UsableBuilding | undefined {
  let best: UsableBuilding | undefined;
  let bestDistance = Infinity;
  for (const entry of buildings) {
    const distance = distanceToRect(entry.building, x, y);
    if (distance <= range && distance < bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best;
}

export function toNearby({ building, city }: UsableBuilding): NearbyBuilding {
  return { id: building.id, name: building.name, kind: building.kind, cityId: city.id, cityName: city.name };
}
