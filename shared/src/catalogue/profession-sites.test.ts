import { describe, expect, it } from 'vitest';
import { cityAt } from '../rules/location';
import { actionsOfProfession } from './profession-actions';
import { PROFESSION_IDS } from './professions';
import { PROFESSION_SITES, professionSiteAt, professionSiteById, type ProfessionSite } from './profession-sites';
import { CITIES, COUNTRYSIDE_ENTRANCE, ROADS, terrainAt, WORLD_HEIGHT, WORLD_WIDTH, type Point } from './world';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlap(a: Rect, b: Rect, margin = 0): boolean {
  return a.x - margin < b.x + b.width && b.x - margin < a.x + a.width && a.y - margin < b.y + b.height && b.y - margin < a.y + a.height;
}

function corners(site: Rect): Point[] {
  return [
    { x: site.x, y: site.y },
    { x: site.x + site.width, y: site.y },
    { x: site.x, y: site.y + site.height },
    { x: site.x + site.width, y: site.y + site.height },
  ];
}

function centre(site: Rect): Point {
  return { x: site.x + site.width / 2, y: site.y + site.height / 2 };
}

/** The lowest-level action of the profession: the one a newcomer tries first. */
function firstAction(site: ProfessionSite) {
  return [...actionsOfProfession(site.profession)].sort((a, b) => a.requiredLevel - b.requiredLevel)[0]!;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** How close a site may come to a market building: the 80 px interaction range, so E never means two things. */
const MARKET_REACH_PX = 80;
/** The city walls stand 10 px inside the city radius; a site inside keeps clear of them. */
const WALL_CLEARANCE_PX = 20;

describe('profession sites', () => {
  it('have unique ids, names, and at least one site for every profession', () => {
    expect(new Set(PROFESSION_SITES.map((s) => s.id)).size).toBe(PROFESSION_SITES.length);
    expect(new Set(PROFESSION_SITES.map((s) => s.name)).size).toBe(PROFESSION_SITES.length);
    for (const profession of PROFESSION_IDS) expect(PROFESSION_SITES.some((s) => s.profession === profession), profession).toBe(true);
    expect(professionSiteById('varangian-forge-yard')).toMatchObject({ profession: 'blacksmithing', name: 'Forge of the Varangians yard' });
  });

  it('lie inside the world, big enough to stand in', () => {
    for (const site of PROFESSION_SITES) {
      expect(site.x >= 0 && site.y >= 0 && site.x + site.width <= WORLD_WIDTH && site.y + site.height <= WORLD_HEIGHT, site.id).toBe(true);
      expect(Math.min(site.width, site.height), site.id).toBeGreaterThanOrEqual(40);
    }
  });

  it('stand where their profession’s first action works, at the centre and at every corner', () => {
    for (const site of PROFESSION_SITES) {
      const action = firstAction(site);
      for (const point of [centre(site), ...corners(site)]) expect(action.terrains, `${site.id} (${action.id}) at ${point.x},${point.y}: ${terrainAt(point.x, point.y)}`).toContain(terrainAt(point.x, point.y));
    }
  });

  it('puts the mines in the spec’s mining zone (y < 500) and the forges inside a city', () => {
    for (const site of PROFESSION_SITES.filter((s) => s.profession === 'mining')) expect(site.y + site.height, site.id).toBeLessThan(500);
    for (const site of PROFESSION_SITES.filter((s) => s.profession === 'blacksmithing')) {
      const city = cityAt(site.x, site.y);
      expect(city, site.id).toBeDefined();
      for (const point of corners(site)) expect(cityAt(point.x, point.y), site.id).toBe(city);
    }
  });

  it('do not overlap each other', () => {
    for (const [i, a] of PROFESSION_SITES.entries()) for (const b of PROFESSION_SITES.slice(i + 1)) expect(overlap(a, b, 8), `${a.id} / ${b.id}`).toBe(false);
  });

  it('keep clear of buildings, the markets’ reach, the countryside entrance, the walls and the roads’ gates', () => {
    for (const site of PROFESSION_SITES) {
      expect(overlap(site, COUNTRYSIDE_ENTRANCE, 30), site.id).toBe(false);
      for (const city of CITIES) {
        for (const building of city.buildings) {
          expect(overlap(site, building, 4), `${site.id} / ${building.id}`).toBe(false);
          if (building.kind === 'market') expect(overlap(site, building, MARKET_REACH_PX + 2), `${site.id} / ${building.id} reach`).toBe(false);
        }
        const inside = corners(site).map((p) => Math.hypot(p.x - city.x, p.y - city.y) < city.radius);
        if (inside.some(Boolean)) {
          // Wholly inside the walls, off the central square.
          for (const p of [...corners(site), centre(site)]) expect(Math.hypot(p.x - city.x, p.y - city.y), site.id).toBeLessThan(city.radius - WALL_CLEARANCE_PX);
          for (const p of corners(site)) expect(Math.hypot(p.x - city.x, p.y - city.y), `${site.id} plaza`).toBeGreaterThan(50);
        } else {
          for (const p of corners(site)) expect(Math.hypot(p.x - city.x, p.y - city.y), `${site.id} wall`).toBeGreaterThan(city.radius + WALL_CLEARANCE_PX);
        }
      }
      // Roads enter the cities at their gates and run down the streets to the square: no site stands on one.
      for (const road of ROADS) {
        for (let i = 0; i < road.points.length - 1; i++) {
          for (const p of [...corners(site), centre(site)]) expect(distanceToSegment(p, road.points[i]!, road.points[i + 1]!), `${site.id} / ${road.id}`).toBeGreaterThan(20);
        }
      }
    }
  });

  it('finds the site under a point', () => {
    const mine = professionSiteById('caucasus-mine')!;
    expect(professionSiteAt(mine.x + 5, mine.y + 5)?.id).toBe('caucasus-mine');
    expect(professionSiteAt(mine.x - 1, mine.y)).toBeUndefined();
    expect(professionSiteAt(0, 0)).toBeUndefined();
  });
});
