/**
 * The plane geometry the rules and the renderer share: what is inside a rectangle, how far a
 * point is from one, which city is nearest. One definition, so the server's checks and the
 * renderer's prompts ("Press E to trade") never disagree by an edge or a pixel.
 */
import { CITIES, type City } from '../catalogue/world';

/** An axis-aligned rectangle of the world: a building's footprint, a site, an area, a gate. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Whether the point lies in the rectangle, edges included (a player standing on a site's edge is
 * on the site). `margin` widens the rectangle on every side.
 */
export function rectContains(rect: Rect, x: number, y: number, margin = 0): boolean {
  return x >= rect.x - margin && x <= rect.x + rect.width + margin && y >= rect.y - margin && y <= rect.y + rect.height + margin;
}

/**
 * How far the point is from the rectangle: 0 inside it, else to its nearest edge or corner.
 * Reach is measured to walls, not centres, so a big building is as easy to use as a small one.
 */
export function distanceToRect(rect: Rect, x: number, y: number): number {
  const dx = Math.max(rect.x - x, 0, x - (rect.x + rect.width));
  const dy = Math.max(rect.y - y, 0, y - (rect.y + rect.height));
  return Math.hypot(dx, dy);
}

/** The city whose centre is nearest the point (Venice, off the map, is not among them); the first of equals. */
export function nearestCity(x: number, y: number): City {
  let best = CITIES[0] as City;
  let bestDistance = Infinity;
  for (const city of CITIES) {
    const distance = Math.hypot(x - city.x, y - city.y);
    if (distance < bestDistance) {
      best = city;
      bestDistance = distance;
    }
  }
  return best;
}
