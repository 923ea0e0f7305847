/**
 * Where nodes spawn (spec 001 §9, 002 §5 "Resource spawning"): a count per area from its size
 * and density, random points in the area, each at least the area's spacing from every other
 * node and clear of the profession sites, 10 attempts per node. Randomness is passed in (a
 * seeded generator in tests).
 */
import { PROFESSION_SITES } from '../catalogue/profession-sites';
import type { ResourceTypeId } from '../catalogue/resources';
import { SPAWN_AREA_KINDS, SPAWN_AREAS, type SpawnArea } from '../catalogue/spawn-areas';
import type { Point } from '../catalogue/world';
import { distanceToRect } from './geometry';
import type { Random } from './random';

export const SPAWN_ATTEMPTS = 10;
/**
 * How far a node keeps from a profession site's yard: a node is drawn about 40 px high with its
 * name above it, a site has its own name above its yard, and a node inside that distance hides
 * the yard or writes its name over the site's (a gem on the Caucasus Mine's gate, found in play).
 */
export const SITE_CLEARANCE_PX = 70;

export interface SpawnedNode {
  type: ResourceTypeId;
  x: number;
  y: number;
  areaId: string;
}

/** floor(width * height / 10000 * density). */
export function nodeCountFor(area: SpawnArea): number {
  return Math.floor(((area.width * area.height) / 10_000) * SPAWN_AREA_KINDS[area.areaType].density);
}

function randomPointIn(area: SpawnArea, random: Random): Point {
  return { x: Math.round(area.x + random() * area.width), y: Math.round(area.y + random() * area.height) };
}

function spacedFrom(point: Point, others: readonly Point[], minDistance: number): boolean {
  return others.every((other) => Math.hypot(point.x - other.x, point.y - other.y) >= minDistance);
}

function clearOfSites(point: Point): boolean {
  return PROFESSION_SITES.every((site) => distanceToRect(site, point.x, point.y) >= SITE_CLEARANCE_PX);
}

/** A point of `area` at least its spacing from every node in `others` and clear of the sites, or undefined after 10 tries. */
export function placeInArea(area: SpawnArea, others: readonly Point[], random: Random, attempts = SPAWN_ATTEMPTS): Point | undefined {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const point = randomPointIn(area, random);
    if (clearOfSites(point) && spacedFrom(point, others, area.minDistance)) return point;
  }
  return undefined;
}

/**
 * The world's first nodes: each area's count, spread evenly over its mix from a random first
 * type (areas hold only a few nodes, and independent picks could leave a type out of the world
 * altogether); a node with no room after 10 tries is left out.
 */
export function generateNodes(random: Random, areas: readonly SpawnArea[] = SPAWN_AREAS): SpawnedNode[] {
  const nodes: SpawnedNode[] = [];
  for (const area of areas) {
    const mix = SPAWN_AREA_KINDS[area.areaType].resources;
    const count = nodeCountFor(area);
    let next = Math.floor(random() * mix.length);
    for (let i = 0; i < count; i += 1) {
      const point = placeInArea(area, nodes, random);
      if (!point) continue;
      nodes.push({ type: mix[next % mix.length]!, ...point, areaId: area.id });
      next += 1;
    }
  }
  return nodes;
}

export function areasGrowing(type: ResourceTypeId, areas: readonly SpawnArea[] = SPAWN_AREAS): SpawnArea[] {
  return areas.filter((area) => SPAWN_AREA_KINDS[area.areaType].resources.includes(type));
}

/**
 * Where a replacement for an emptied node of `type` grows: a suitable area picked at random
 * (then the others, in random order) with room for it. The world never loses a node: when no
 * suitable area has room, it takes a random point of a random suitable area regardless.
 */
export function replacementNode(type: ResourceTypeId, others: readonly Point[], random: Random, areas: readonly SpawnArea[] = SPAWN_AREAS): SpawnedNode {
  const suitable = areasGrowing(type, areas);
  if (suitable.length === 0) throw new Error(`no spawn area grows ${type}`);
  const order = [...suitable];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (const area of order) {
    const point = placeInArea(area, others, random);
    if (point) return { type, ...point, areaId: area.id };
  }
  const area = order[0]!;
  return { type, ...randomPointIn(area, random), areaId: area.id };
}
