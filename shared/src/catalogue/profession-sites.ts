/**
 * The profession sites of the main world (spec 001 §2 "Area prompts": "Fixed rectangles show
 * these prompts"; 002: "Fixed rectangles trigger prompts"). Standing in one, the player is
 * offered E to open that profession's popup. Each lies where its profession's first action
 * works (terrainAt at the rectangle's centre, tested): the mines in the northern ranges (the
 * spec's mining zone y < 500), the logging camps in the four forests, the alchemists' gardens on
 * the foothills, and the forges, workshops, exchanges, kitchens and weavers inside the city walls
 * (plains), clear of the named buildings, the markets' reach, the plazas, streets and gates.
 * The server judges every action by the player's own position; a site only says where to try.
 */
import { rectContains } from '../rules/geometry';
import type { ProfessionId } from './professions';

export interface ProfessionSite {
  id: string;
  profession: ProfessionId;
  name: string;
  /** Top-left corner in world pixels, and size. */
  x: number;
  y: number;
  width: number;
  height: number;
}

type Row = [id: string, profession: ProfessionId, name: string, x: number, y: number, width: number, height: number];

/** Inside a city the rows give offsets from its centre, as the buildings of catalogue/world.ts do. */
const CITY_CENTRES = {
  constantinople: [400, 800],
  samarkand: [2000, 1200],
  kashgar: [3200, 900],
  baghdad: [1500, 2200],
} as const;

function inCity(city: keyof typeof CITY_CENTRES, [id, profession, name, dx, dy, width, height]: Row): Row {
  const [cx, cy] = CITY_CENTRES[city];
  return [id, profession, name, cx + dx, cy + dy, width, height];
}

const ROWS: readonly Row[] = [
  // The northern ranges: the Caucasus and the Tian Shan (mountains, y < 500).
  ['caucasus-mine', 'mining', 'Caucasus Mine', 960, 280, 90, 70],
  ['tian-shan-mine', 'mining', 'Tian Shan Mine', 3150, 360, 90, 70],
  // The four forests.
  ['thracian-logging-camp', 'logging', 'Thracian Logging Camp', 610, 490, 90, 60],
  ['pontic-logging-camp', 'logging', 'Pontic Logging Camp', 1255, 720, 90, 60],
  ['fergana-logging-camp', 'logging', 'Fergana Logging Camp', 2205, 770, 90, 60],
  ['oasis-woodcutters', 'logging', 'Oasis Woodcutters', 3555, 970, 90, 60],
  // Basic brewing needs forest or hills: the foothills by Constantinople and Baghdad.
  ['anatolian-herb-garden', 'alchemy', 'Anatolian Herb Garden', 820, 1000, 80, 60],
  ['zagros-alchemists-garden', 'alchemy', "Alchemists' Garden", 1785, 2190, 66, 56],
  // Inside the walls.
  inCity('constantinople', ['varangian-forge-yard', 'blacksmithing', 'Forge of the Varangians yard', 150, 86, 40, 58]),
  inCity('constantinople', ['constantinople-exchange', 'trading', 'Constantinople Exchange', 56, -62, 80, 52]),
  inCity('constantinople', ['byzantine-kitchens', 'cooking', 'Byzantine Kitchens', 146, -62, 60, 52]),
  inCity('samarkand', ['samarkand-smithy', 'blacksmithing', 'Samarkand Smithy', 20, -205, 90, 45]),
  inCity('samarkand', ['paper-mill-workshop', 'crafting', 'Paper Mill Workshop', -190, 88, 74, 48]),
  inCity('samarkand', ['samarkand-silk-weavers', 'textiles', 'Samarkand Silk Weavers', 70, 98, 90, 70]),
  inCity('kashgar', ['kashgar-smithy', 'blacksmithing', 'Kashgar Smithy', -180, 88, 84, 52]),
  inCity('kashgar', ['jade-carvers-yard', 'crafting', "Jade Carvers' Yard", 56, -62, 94, 52]),
  inCity('kashgar', ['kashgar-kitchens', 'cooking', 'Kashgar Kitchens', 68, 98, 90, 70]),
  inCity('baghdad', ['souk-weavers', 'textiles', 'Souk al-Ghazl Weavers', 60, -62, 90, 52]),
  inCity('baghdad', ['baghdad-exchange', 'trading', 'Baghdad Exchange', -76, 56, 70, 48]),
  inCity('baghdad', ['baghdad-workshop', 'crafting', 'Round City Workshop', 6, 56, 70, 48]),
];

export const PROFESSION_SITES: readonly ProfessionSite[] = ROWS.map(([id, profession, name, x, y, width, height]) => ({ id, profession, name, x, y, width, height }));

/** The site whose rectangle holds the point, if any (sites never overlap). */
export function professionSiteAt(x: number, y: number, sites: readonly ProfessionSite[] = PROFESSION_SITES): ProfessionSite | undefined {
  return sites.find((site) => rectContains(site, x, y));
}

export function professionSiteById(id: string): ProfessionSite | undefined {
  return PROFESSION_SITES.find((site) => site.id === id);
}
