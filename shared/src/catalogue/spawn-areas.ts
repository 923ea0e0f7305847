/**
 * Where resource nodes grow: rectangles of the main world's countryside (docs/decisions.md
 * "where gathering happens"), each inside terrain that fits its kind (spawn-areas.test.ts checks
 * every one against terrainAt and the cities' grounds). Densities, mixes and spacing are the
 * spec's (001 §9 "Spawn areas", "Gathering").
 */
import { rectContains } from '../rules/geometry';
import type { ResourceTypeId } from './resources';
import type { Terrain } from './world';

export const SPAWN_AREA_TYPES = ['forest', 'mountains', 'plains', 'farmland'] as const;
export type SpawnAreaType = (typeof SPAWN_AREA_TYPES)[number];

/** Spacing between nodes where an area type names none. */
export const DEFAULT_NODE_SPACING_PX = 80;

export interface SpawnAreaKind {
  /** Nodes per 100x100 px. */
  density: number;
  resources: readonly ResourceTypeId[];
  /** No node spawns nearer than this to another. */
  minDistance: number;
  /** The terrain every point of such an area lies on. */
  terrain: Terrain;
}

export const SPAWN_AREA_KINDS: Readonly<Record<SpawnAreaType, SpawnAreaKind>> = {
  forest: { density: 0.3, resources: ['wood', 'healing-herbs', 'wild-berries', 'magic-mushrooms'], minDistance: 120, terrain: 'forest' },
  mountains: { density: 0.25, resources: ['iron-ore', 'copper-ore', 'stone', 'gems'], minDistance: 150, terrain: 'mountains' },
  plains: { density: 0.35, resources: ['cotton', 'silk-fiber', 'healing-herbs'], minDistance: DEFAULT_NODE_SPACING_PX, terrain: 'plains' },
  // Fields and orchards around the cities, outside their grounds.
  farmland: { density: 0.2, resources: ['wood', 'healing-herbs', 'cotton', 'wild-berries'], minDistance: 100, terrain: 'plains' },
};

/** The spec's spawn area (x, y, width, height, areaType, minDistance), named. */
export interface SpawnArea {
  id: string;
  areaType: SpawnAreaType;
  /** Top-left corner and size in main-world pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  minDistance: number;
}

function area(id: string, areaType: SpawnAreaType, x: number, y: number, width: number, height: number): SpawnArea {
  return { id, areaType, x, y, width, height, minDistance: SPAWN_AREA_KINDS[areaType].minDistance };
}

export const SPAWN_AREAS: readonly SpawnArea[] = [
  // The four woods of the map (world.ts TERRAIN_REGIONS).
  area('thracian-woods', 'forest', 560, 440, 260, 140),
  area('pontic-woods', 'forest', 1120, 660, 360, 200),
  area('fergana-woods', 'forest', 2140, 680, 220, 240),
  area('kashgar-oasis-woods', 'forest', 3500, 900, 240, 200),
  // The ranges: the Caucasus and the Tian Shan hold the spec's mining zone (y < 500).
  area('caucasus-slopes', 'mountains', 560, 20, 1080, 320),
  area('pamir-slopes', 'mountains', 2500, 720, 240, 560),
  area('tian-shan-slopes', 'mountains', 2840, 120, 920, 360),
  area('zagros-slopes', 'mountains', 1840, 1760, 220, 380),
  // Open grassland well away from the cities.
  area('anatolian-steppe', 'plains', 300, 1500, 500, 500),
  area('pontic-meadows', 'plains', 1040, 920, 300, 640),
  area('sogdian-steppe', 'plains', 2060, 20, 580, 420),
  area('khorasan-grassland', 'plains', 2240, 2060, 620, 480),
  area('southern-savanna', 'plains', 2800, 2560, 800, 400),
  // Fields and orchards outside each city's grounds.
  area('constantinople-fields', 'farmland', 700, 700, 280, 180),
  area('samarkand-fields', 'farmland', 1460, 900, 240, 600),
  area('samarkand-orchards', 'farmland', 1740, 640, 300, 260),
  area('kashgar-fields', 'farmland', 3480, 580, 240, 240),
  area('baghdad-fields', 'farmland', 1200, 1660, 460, 240),
  area('baghdad-gardens', 'farmland', 940, 1940, 260, 300),
];

const BY_ID = new Map(SPAWN_AREAS.map((spawnArea) => [spawnArea.id, spawnArea]));

export function spawnAreaById(id: string): SpawnArea | undefined {
  return BY_ID.get(id);
}

/** The spawn area a point lies in, if any (areas do not overlap). */
export function spawnAreaAt(x: number, y: number): SpawnArea | undefined {
  return SPAWN_AREAS.find((area) => rectContains(area, x, y));
}
