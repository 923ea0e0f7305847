import { PROFESSION_SITES, rectContains, type Building, type City, type Point, type Rect } from '@silkroad/shared';
import { distanceToPolyline } from './geometry';
import { ALL_TRACKS } from './map-features';
import { cellRandom } from './noise';
import { waterAt } from './water';

/**
 * Where things stand inside a city: its gates (where roads meet the wall), streets from the
 * gates to the central square, wall towers, and the small houses that fill the free ground.
 * Pure geometry; the city painter draws it.
 */

/** The wall runs this far inside the city radius. */
export const WALL_INSET_PX = 10;
export const PLAZA_RADIUS_PX = 44;
export const STREET_WIDTH_PX = 22;
/** Half the opening of a gate, in wall pixels. */
export const GATE_HALF_WIDTH_PX = 20;

export function wallRadius(city: City): number {
  return city.radius - WALL_INSET_PX;
}

export interface CityGate extends Point {
  /** Angle from the city centre, radians. */
  angle: number;
  trackId: string;
}

function circleCrossing(a: Point, b: Point, centre: Point, radius: number): Point | undefined {
  const da = Math.hypot(a.x - centre.x, a.y - centre.y);
  const db = Math.hypot(b.x - centre.x, b.y - centre.y);
  if ((da - radius) * (db - radius) > 0) return undefined;
  // Bisection: exact enough, and obviously right.
  let lo = 0;
  let hi = 1;
  const insideAtLo = da < radius;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    const d = Math.hypot(a.x + (b.x - a.x) * mid - centre.x, a.y + (b.y - a.y) * mid - centre.y);
    if (d < radius === insideAtLo) lo = mid;
    else hi = mid;
  }
  const t = (lo + hi) / 2;
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

function memo<T>(fn: (city: City) => T): (city: City) => T {
  const cache = new Map<number, T>();
  return (city) => {
    let value = cache.get(city.id);
    if (value === undefined) {
      value = fn(city);
      cache.set(city.id, value);
    }
    return value;
  };
}

/** Where each road or path crosses this city's wall. */
export const cityGates = memo(computeGates);

function computeGates(city: City): CityGate[] {
  const radius = wallRadius(city);
  const gates: CityGate[] = [];
  for (const track of ALL_TRACKS) {
    for (let i = 0; i < track.points.length - 1; i++) {
      const hit = circleCrossing(track.points[i] as Point, track.points[i + 1] as Point, city, radius);
      if (hit && !gates.some((g) => Math.hypot(g.x - hit.x, g.y - hit.y) < GATE_HALF_WIDTH_PX * 2)) {
        gates.push({ ...hit, angle: Math.atan2(hit.y - city.y, hit.x - city.x), trackId: track.id });
      }
    }
  }
  return gates;
}

/** Streets: from each gate straight to the edge of the central square. */
export function cityStreets(city: City): Point[][] {
  return cityGates(city).map((gate) => {
    const inward = { x: city.x - gate.x, y: city.y - gate.y };
    const length = Math.hypot(inward.x, inward.y);
    const outside = { x: gate.x - (inward.x / length) * WALL_INSET_PX * 2, y: gate.y - (inward.y / length) * WALL_INSET_PX * 2 };
    return [outside, { x: city.x, y: city.y }];
  });
}

function angleDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % (Math.PI * 2);
  return d > Math.PI ? Math.PI * 2 - d : d;
}

/** Whether a wall position (angle) is in a gate opening. */
export function isGateAngle(city: City, angle: number, gates = cityGates(city), extraPx = 0): boolean {
  const radius = wallRadius(city);
  return gates.some((g) => angleDistance(g.angle, angle) * radius < GATE_HALF_WIDTH_PX + extraPx);
}

/** Whether the wall at this angle stands on land (sea walls end at the water). */
export function isWallOnLand(city: City, angle: number): boolean {
  const radius = wallRadius(city);
  return !waterAt(city.x + Math.cos(angle) * radius, city.y + Math.sin(angle) * radius);
}

export interface Tower extends Point {
  angle: number;
  /** Gate towers flank an opening and are larger. */
  gate: boolean;
}

export const wallTowers = memo(computeTowers);

function computeTowers(city: City): Tower[] {
  const radius = wallRadius(city);
  const gates = cityGates(city);
  const towers: Tower[] = [];
  for (const gate of gates) {
    for (const side of [-1, 1]) {
      const angle = gate.angle + (side * (GATE_HALF_WIDTH_PX + 6)) / radius;
      if (isWallOnLand(city, angle)) towers.push({ x: city.x + Math.cos(angle) * radius, y: city.y + Math.sin(angle) * radius, angle, gate: true });
    }
  }
  const count = 14;
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2 + 0.11;
    if (isGateAngle(city, angle, gates, 28) || !isWallOnLand(city, angle)) continue;
    towers.push({ x: city.x + Math.cos(angle) * radius, y: city.y + Math.sin(angle) * radius, angle, gate: false });
  }
  return towers;
}

export interface House extends Rect {
  variant: number;
  /** A tree stands on this lot instead of a house. */
  tree: boolean;
}

const HOUSE_CELL_PX = 27;
const HOUSE_BUILDING_MARGIN_PX = 16;
const HOUSE_STREET_MARGIN_PX = 8;

/** Small houses and garden trees on the free ground between streets and named buildings. */
export const cityHouses = memo(computeHouses);

function computeHouses(city: City): House[] {
  const radius = wallRadius(city) - 22;
  const streets = cityStreets(city);
  const houses: House[] = [];
  const span = Math.ceil(radius / HOUSE_CELL_PX);
  for (let j = -span; j <= span; j++) {
    for (let i = -span; i <= span; i++) {
      const random = cellRandom(i + city.id * 100, j, 300);
      const keep = random();
      if (keep > 0.86) continue;
      const width = 14 + random() * 11;
      const height = 12 + random() * 9;
      const x = city.x + i * HOUSE_CELL_PX + random() * (HOUSE_CELL_PX - width);
      const y = city.y + j * HOUSE_CELL_PX + random() * (HOUSE_CELL_PX - height);
      const rect = { x, y, width, height };
      if (!isFreeLot(city, rect, radius, streets)) continue;
      houses.push({ ...rect, variant: random(), tree: keep < 0.12 });
    }
  }
  return houses;
}

function isFreeLot(city: City, rect: Rect, radius: number, streets: Point[][]): boolean {
  const corners = [
    { x: rect.x, y: rect.y },
    { x: rect.x + rect.width, y: rect.y },
    { x: rect.x, y: rect.y + rect.height },
    { x: rect.x + rect.width, y: rect.y + rect.height },
  ];
  const centre = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  for (const p of [...corners, centre]) {
    if (Math.hypot(p.x - city.x, p.y - city.y) > radius) return false;
    if (Math.hypot(p.x - city.x, p.y - city.y) < PLAZA_RADIUS_PX + 14) return false;
    if (waterAt(p.x, p.y)) return false;
    for (const b of city.buildings) if (rectContains(b, p.x, p.y, HOUSE_BUILDING_MARGIN_PX)) return false;
    // The profession sites' yards (forges, exchanges, kitchens...) are open ground.
    for (const site of PROFESSION_SITES) if (rectContains(site, p.x, p.y, HOUSE_STREET_MARGIN_PX)) return false;
    for (const street of streets) if (distanceToPolyline(p.x, p.y, street) < STREET_WIDTH_PX / 2 + HOUSE_STREET_MARGIN_PX) return false;
  }
  return true;
}

export type Side = 'left' | 'right' | 'top' | 'bottom';

export interface WaterSide {
  side: Side;
  /** Gap between the building and the water. */
  distance: number;
  /** How far the water reaches beyond that, up to the probe's reach (a river is narrow, the sea is not). */
  extent: number;
}

/** The side of a building that faces the nearest water within `reach`, how far it is, and how wide. */
export function nearestWaterSide(building: Building, reach = 90): WaterSide | undefined {
  const probes: Record<Side, (t: number, d: number) => Point> = {
    left: (t, d) => ({ x: building.x - d, y: building.y + building.height * t }),
    right: (t, d) => ({ x: building.x + building.width + d, y: building.y + building.height * t }),
    top: (t, d) => ({ x: building.x + building.width * t, y: building.y - d }),
    bottom: (t, d) => ({ x: building.x + building.width * t, y: building.y + building.height + d }),
  };
  const isWater = (side: Side, d: number) => [0.3, 0.5, 0.7].filter((t) => waterAt(probes[side](t, d).x, probes[side](t, d).y) !== undefined).length >= 2;
  let best: WaterSide | undefined;
  for (const side of Object.keys(probes) as Side[]) {
    for (let d = 4; d <= reach; d += 4) {
      if (best && d >= best.distance) break;
      if (!isWater(side, d)) continue;
      let end = d;
      while (end + 4 <= d + reach && isWater(side, end + 4)) end += 4;
      best = { side, distance: d, extent: end - d + 4 };
      break;
    }
  }
  return best;
}
