/**
 * Where a planted sapling stands once grown (docs/decisions.md "planting trees"): on its own spot
 * if that is clear of other nodes, else on a clear forest spot nearby, so a logger who plants
 * twenty saplings in one place grows a grove, not twenty trees in one trunk.
 */
import { SPAWN_AREA_KINDS } from '../catalogue/spawn-areas';
import { terrainAt, type Point } from '../catalogue/world';
import { cityIdAt } from './location';
import type { Random } from './random';

/** How far from where it was planted a sapling may take root. */
export const GROVE_RADIUS_PX = 200;
/** Spots tried around the planting place before the sapling waits for room. */
export const GROVE_ATTEMPTS = 24;
/** A sapling with no room waits this long before it looks again (the sweep would else retry it every second). */
export const GROVE_RETRY_MS = 10 * 60_000;

function fits(spot: Point, others: readonly Point[]): boolean {
  if (terrainAt(spot.x, spot.y) !== 'forest' || cityIdAt(spot.x, spot.y) !== null) return false;
  const spacing = SPAWN_AREA_KINDS.forest.minDistance;
  return others.every((other) => Math.hypot(spot.x - other.x, spot.y - other.y) >= spacing);
}

/** The planting place if clear, else a random clear forest spot within GROVE_RADIUS_PX; undefined when crowded. */
export function groveSpot(planted: Point, others: readonly Point[], random: Random, attempts = GROVE_ATTEMPTS): Point | undefined {
  const own = { x: Math.round(planted.x), y: Math.round(planted.y) };
  if (fits(own, others)) return own;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const angle = random() * 2 * Math.PI;
    // The square root spreads the tries evenly over the disc rather than bunching them at its centre.
    const distance = Math.sqrt(random()) * GROVE_RADIUS_PX;
    const spot = { x: Math.round(planted.x + Math.cos(angle) * distance), y: Math.round(planted.y + Math.sin(angle) * distance) };
    if (fits(spot, others)) return spot;
  }
  return undefined;
}
