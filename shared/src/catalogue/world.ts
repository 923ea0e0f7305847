/** The main world: one map, shared by the renderer (to draw) and the server (to decide). */
export const WORLD_WIDTH = 4000;
export const WORLD_HEIGHT = 3000;

export type CityId = 1 | 2 | 3 | 4 | 5;

export type BuildingKind = 'market' | 'workshop' | 'caravanserai' | 'landmark' | 'palace' | 'harbor' | 'stable' | 'forge';

export interface Building {
  id: string;
  name: string;
  kind: BuildingKind;
  /** Top-left corner in world pixels, and size. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface City {
  id: CityId;
  name: string;
  x: number;
  y: number;
  /** Within this distance of the centre a player is "in" the city. */
  radius: number;
  /** Venice is reached by caravan only: it has a market but no place on this map. */
  onMap: boolean;
  buildings: Building[];
}

export const CITY_RADIUS = 260;

function building(cx: number, cy: number, id: string, name: string, kind: BuildingKind, dx: number, dy: number, width = 110, height = 80): Building {
  return { id, name, kind, x: cx + dx - width / 2, y: cy + dy - height / 2, width, height };
}

function city(id: CityId, name: string, x: number, y: number, buildings: [string, string, BuildingKind, number, number][]): City {
  return {
    id,
    name,
    x,
    y,
    radius: CITY_RADIUS,
    onMap: true,
    buildings: buildings.map(([bid, bname, kind, dx, dy]) => building(x, y, bid, bname, kind, dx, dy)),
  };
}

export const CITIES: readonly City[] = [
  city(1, 'Constantinople', 400, 800, [
    ['constantinople-grand-bazaar', 'Grand Bazaar', 'market', -130, -110],
    ['constantinople-hagia-sophia', 'Hagia Sophia', 'landmark', 130, -110],
    ['constantinople-great-palace', 'Great Palace', 'palace', 150, 40],
    ['constantinople-golden-horn-harbor', 'Golden Horn Harbor', 'harbor', -150, 40],
    ['constantinople-caravanserai', 'Caravanserai', 'caravanserai', -60, 150],
    ['constantinople-forge', 'Forge of the Varangians', 'forge', 90, 160],
  ]),
  city(2, 'Samarkand', 2000, 1200, [
    ['samarkand-registan-bazaar', 'Registan Bazaar', 'market', -130, -110],
    ['samarkand-observatory', 'Ulugh Beg Observatory', 'landmark', 130, -110],
    ['samarkand-bibi-khanym', 'Bibi-Khanym Mosque', 'landmark', 150, 40],
    ['samarkand-paper-mill', 'Paper Mill', 'workshop', -150, 40],
    ['samarkand-caravanserai', 'Caravanserai', 'caravanserai', 0, 150],
  ]),
  city(3, 'Kashgar', 3200, 900, [
    ['kashgar-sunday-bazaar', 'Sunday Bazaar', 'market', -130, -110],
    ['kashgar-id-kah-mosque', 'Id Kah Mosque', 'landmark', 130, -110],
    ['kashgar-jade-carvers', 'Jade Carvers', 'workshop', 150, 40],
    ['kashgar-stables', 'Camel Stables', 'stable', -150, 40],
    ['kashgar-caravanserai', 'Caravanserai', 'caravanserai', 0, 150],
  ]),
  city(4, 'Baghdad', 1500, 2200, [
    ['baghdad-souk', 'Souk al-Ghazl', 'market', -130, -110],
    ['baghdad-house-of-wisdom', 'House of Wisdom', 'landmark', 130, -110],
    ['baghdad-round-city-palace', 'Palace of the Golden Gate', 'palace', 150, 40],
    ['baghdad-tigris-docks', 'Tigris Docks', 'harbor', -150, 40],
    ['baghdad-caravanserai', 'Caravanserai', 'caravanserai', -60, 150],
    ['baghdad-alchemists-hall', "Alchemists' Hall", 'workshop', 90, 160],
  ]),
];

export const VENICE: City = { id: 5, name: 'Venice', x: -1, y: -1, radius: 0, onMap: false, buildings: [] };

export function cityById(id: number): City | undefined {
  return id === VENICE.id ? VENICE : CITIES.find((c) => c.id === id);
}

/** A city's name for messages; an id outside the catalogue still reads as something. */
export function cityName(id: number): string {
  return cityById(id)?.name ?? `City ${id}`;
}

export interface Point {
  x: number;
  y: number;
}

/** Roads as polylines between cities; waypoints bend them around mountains and desert. */
export interface Road {
  id: string;
  from: CityId;
  to: CityId;
  points: Point[];
}

export const ROADS: readonly Road[] = [
  { id: 'constantinople-samarkand', from: 1, to: 2, points: [{ x: 400, y: 800 }, { x: 900, y: 900 }, { x: 1500, y: 1050 }, { x: 2000, y: 1200 }] },
  { id: 'constantinople-baghdad', from: 1, to: 4, points: [{ x: 400, y: 800 }, { x: 700, y: 1400 }, { x: 1100, y: 1900 }, { x: 1500, y: 2200 }] },
  { id: 'baghdad-samarkand', from: 4, to: 2, points: [{ x: 1500, y: 2200 }, { x: 1700, y: 1750 }, { x: 2000, y: 1200 }] },
  { id: 'samarkand-kashgar', from: 2, to: 3, points: [{ x: 2000, y: 1200 }, { x: 2450, y: 1150 }, { x: 2800, y: 980 }, { x: 3200, y: 900 }] },
];

export type Terrain = 'plains' | 'hills' | 'forest' | 'mountains' | 'desert' | 'coastal';
export const TERRAINS = ['plains', 'hills', 'forest', 'mountains', 'desert', 'coastal'] as const satisfies readonly Terrain[];

/**
 * Terrain regions, checked in order: the first that contains a point decides its terrain, and
 * plains is what is left. Ellipses read as natural shapes when drawn and are cheap to test.
 */
export interface TerrainRegion {
  id: string;
  terrain: Terrain;
  /** Centre and radii of an ellipse. */
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

export const TERRAIN_REGIONS: readonly TerrainRegion[] = [
  // The Black Sea and Aegean shores west of Constantinople.
  { id: 'western-coast', terrain: 'coastal', cx: 0, cy: 900, rx: 260, ry: 1200 },
  { id: 'bosporus-shore', terrain: 'coastal', cx: 250, cy: 620, rx: 160, ry: 90 },
  { id: 'persian-gulf-shore', terrain: 'coastal', cx: 1750, cy: 2900, rx: 450, ry: 160 },
  // The northern ranges (the mining zone of the spec lies at y < 500).
  { id: 'caucasus', terrain: 'mountains', cx: 1100, cy: 180, rx: 700, ry: 260 },
  { id: 'pamir', terrain: 'mountains', cx: 2620, cy: 1000, rx: 170, ry: 420 },
  { id: 'tian-shan', terrain: 'mountains', cx: 3300, cy: 300, rx: 650, ry: 260 },
  { id: 'zagros', terrain: 'mountains', cx: 1950, cy: 1950, rx: 150, ry: 300 },
  // Forests before the foothills, so woods on the slopes stay woods.
  { id: 'thracian-forest', terrain: 'forest', cx: 650, cy: 520, rx: 230, ry: 130 },
  { id: 'pontic-forest', terrain: 'forest', cx: 1300, cy: 760, rx: 260, ry: 150 },
  { id: 'fergana-forest', terrain: 'forest', cx: 2250, cy: 800, rx: 200, ry: 150 },
  { id: 'kashgar-oasis-woods', terrain: 'forest', cx: 3600, cy: 1000, rx: 220, ry: 140 },
  { id: 'anatolian-hills', terrain: 'hills', cx: 750, cy: 1100, rx: 280, ry: 200 },
  { id: 'pamir-foothills', terrain: 'hills', cx: 2600, cy: 1050, rx: 330, ry: 600 },
  { id: 'caucasus-foothills', terrain: 'hills', cx: 1200, cy: 380, rx: 850, ry: 330 },
  { id: 'zagros-foothills', terrain: 'hills', cx: 1950, cy: 1950, rx: 280, ry: 430 },
  { id: 'taklamakan', terrain: 'desert', cx: 3500, cy: 1900, rx: 650, ry: 650 },
  { id: 'arabian-desert', terrain: 'desert', cx: 1000, cy: 2650, rx: 650, ry: 400 },
  { id: 'karakum', terrain: 'desert', cx: 2500, cy: 1800, rx: 350, ry: 250 },
];

function inEllipse(region: TerrainRegion, x: number, y: number): boolean {
  const dx = (x - region.cx) / region.rx;
  const dy = (y - region.cy) / region.ry;
  return dx * dx + dy * dy <= 1;
}

export function terrainAt(x: number, y: number): Terrain {
  for (const region of TERRAIN_REGIONS) if (inEllipse(region, x, y)) return region.terrain;
  return 'plains';
}

/** The countryside farm entrance (spec 002 §2): walking in offers the farm. */
export const COUNTRYSIDE_ENTRANCE = { x: 300, y: 1100, width: 200, height: 100 } as const;
/** The middle of the countryside gate: where a character put at the gate stands. */
export const COUNTRYSIDE_GATE_CENTER = { x: COUNTRYSIDE_ENTRANCE.x + COUNTRYSIDE_ENTRANCE.width / 2, y: COUNTRYSIDE_ENTRANCE.y + COUNTRYSIDE_ENTRANCE.height / 2 } as const;
