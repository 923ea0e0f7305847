import { describe, expect, it } from 'vitest';
import { distanceToRect } from '../rules/geometry';
import { parseClockTime } from '../rules/npc';
import { NPC_SERVICES, NPC_TYPES, NPCS, npcById, npcsInCity, SERVICE_GATES, type Npc } from './npcs';
import { PROFESSION_SITES } from './profession-sites';
import { CITIES, COUNTRYSIDE_ENTRANCE, ROADS, VENICE, type Point } from './world';

/**
 * How far a figure's feet keep from anything else on the ground: a figure is drawn about 24 px
 * wide with its name above. The cities are full (six buildings, the sites, the streets): 24 px
 * is what every city still has room for at five or six places.
 */
const CLEARANCE_PX = 24;
/** The markets' interaction range (as profession-sites.test.ts): E next to an NPC never opens the market. */
const MARKET_REACH_PX = 80;
/** The wall stands 10 px inside the city radius (the renderer's city layout). */
const WALL_INSET_PX = 10;
/** The central square (the renderer's plaza, 44 px), where every street meets. */
const PLAZA_RADIUS_PX = 44;
/** Roads are drawn 30 px wide; inside a city they run as streets to the square. */
const ROAD_HALF_WIDTH_PX = 15;
/** Figures this far apart do not overlap, and each has its own name plate. */
const NPC_SPACING_PX = 55;

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

const onMap = NPCS.filter((npc): npc is Npc & { position: Point } => npc.position !== null);

describe('the NPC catalogue', () => {
  it('has about 25 people with unique kebab-case ids, names, levels 5-14 and a known type', () => {
    expect(NPCS.length).toBeGreaterThanOrEqual(24);
    expect(NPCS.length).toBeLessThanOrEqual(30);
    expect(new Set(NPCS.map((n) => n.id)).size).toBe(NPCS.length);
    expect(new Set(NPCS.map((n) => n.name)).size).toBe(NPCS.length);
    for (const npc of NPCS) {
      expect(npc.id, npc.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Number.isInteger(npc.level) && npc.level >= 5 && npc.level <= 14, npc.id).toBe(true);
      expect(NPC_TYPES, npc.id).toContain(npc.type);
    }
  });

  it('gives every type of the spec at least one person, and every service someone who offers it', () => {
    for (const type of NPC_TYPES) expect(NPCS.some((n) => n.type === type), type).toBe(true);
    for (const service of NPC_SERVICES) expect(NPCS.some((n) => n.services.includes(service)), service).toBe(true);
    for (const npc of NPCS) {
      expect(npc.services.length, npc.id).toBeGreaterThan(0);
      expect(new Set(npc.services).size, npc.id).toBe(npc.services.length);
      for (const service of npc.services) expect(NPC_SERVICES, npc.id).toContain(service);
    }
  });

  it('gives the types the services the spec’s modals expect: trading, crafting, the oracle, the vault', () => {
    for (const npc of NPCS) {
      if (npc.type === 'merchant') expect(npc.services, npc.id).toContain('trade');
      if (npc.type === 'craftsman') expect(npc.services, npc.id).toContain('craft');
      if (npc.type === 'oracle') expect(npc.services, npc.id).toContain('oracle');
      if (npc.type === 'banker') expect(npc.services, npc.id).toEqual(expect.arrayContaining(['vault', 'currency-exchange']));
    }
  });

  it('puts people in each of the four cities, with a merchant in each, and a few in Venice', () => {
    for (const city of [...CITIES, VENICE]) {
      const people = npcsInCity(city.id);
      expect(people.length, city.name).toBeGreaterThanOrEqual(city.onMap ? 5 : 2);
      expect(people.some((n) => n.type === 'merchant'), city.name).toBe(true);
    }
    expect(npcsInCity(5).length).toBeLessThanOrEqual(3);
    expect(npcsInCity(9)).toEqual([]);
  });

  it('gives Venice’s people no place on the map, and everyone else one', () => {
    for (const npc of NPCS) expect(npc.position === null, npc.id).toBe(npc.cityId === VENICE.id);
  });

  it('stands everyone inside their own city’s walls, off the central square', () => {
    for (const npc of onMap) {
      const city = CITIES.find((c) => c.id === npc.cityId)!;
      const fromCentre = Math.hypot(npc.position.x - city.x, npc.position.y - city.y);
      expect(fromCentre, npc.id).toBeLessThanOrEqual(city.radius - WALL_INSET_PX - CLEARANCE_PX);
      expect(fromCentre, npc.id).toBeGreaterThanOrEqual(PLAZA_RADIUS_PX + CLEARANCE_PX);
    }
  });

  it('keeps everyone clear of the buildings, the markets’ reach, the profession sites, the roads and the farm gate', () => {
    for (const npc of onMap) {
      const { x, y } = npc.position;
      for (const city of CITIES) {
        for (const building of city.buildings) {
          const clearance = building.kind === 'market' ? MARKET_REACH_PX + CLEARANCE_PX : CLEARANCE_PX;
          expect(distanceToRect(building, x, y), `${npc.id} / ${building.id}`).toBeGreaterThanOrEqual(clearance);
        }
      }
      for (const site of PROFESSION_SITES) expect(distanceToRect(site, x, y), `${npc.id} / ${site.id}`).toBeGreaterThanOrEqual(CLEARANCE_PX);
      expect(distanceToRect(COUNTRYSIDE_ENTRANCE, x, y), npc.id).toBeGreaterThanOrEqual(CLEARANCE_PX);
      for (const road of ROADS) {
        for (let i = 0; i < road.points.length - 1; i++) {
          expect(distanceToSegment(npc.position, road.points[i]!, road.points[i + 1]!), `${npc.id} / ${road.id}`).toBeGreaterThanOrEqual(ROAD_HALF_WIDTH_PX + CLEARANCE_PX);
        }
      }
    }
  });

  it('keeps people apart from one another', () => {
    for (const [i, a] of onMap.entries()) {
      for (const b of onMap.slice(i + 1)) expect(Math.hypot(a.position.x - b.position.x, a.position.y - b.position.y), `${a.id} / ${b.id}`).toBeGreaterThanOrEqual(NPC_SPACING_PX);
    }
  });

  it('gives everyone readable hours (09:00-18:00 unless an inn or a watch says otherwise) and a few lines to say', () => {
    for (const npc of NPCS) {
      expect(() => parseClockTime(npc.hours.open), npc.id).not.toThrow();
      expect(() => parseClockTime(npc.hours.close), npc.id).not.toThrow();
      if (!['innkeeper', 'guard'].includes(npc.type)) expect(npc.hours, npc.id).toEqual({ open: '09:00', close: '18:00' });
      expect(npc.dialogue.greeting.length, npc.id).toBeGreaterThan(0);
      expect(npc.dialogue.lines.length, npc.id).toBeGreaterThanOrEqual(2);
      expect(npc.dialogue.lines.length, npc.id).toBeLessThanOrEqual(4);
      for (const line of npc.dialogue.lines) expect(line.trim().length, npc.id).toBeGreaterThan(0);
    }
  });

  it('finds a person by id', () => {
    expect(npcById('leo-argyros')).toMatchObject({ type: 'banker', cityId: 1 });
    expect(npcById('nobody')).toBeUndefined();
  });
});

describe('service gates', () => {
  it('are the spec’s six, with its skills and levels (000 §5)', () => {
    const table = Object.fromEntries(Object.values(SERVICE_GATES).map((gate) => [gate.specId, gate.requires.map((r) => `${r.skill} ${r.level}`)]));
    expect(table).toEqual({
      advanced_crafting: ['appraisal 2'],
      currency_exchange: ['trading 2'],
      diplomatic_services: ['diplomacy 3'],
      translation_services: ['linguistics 3'],
      master_crafting: ['appraisal 4', 'trading 3'],
      secret_routes: ['navigation 4', 'diplomacy 2'],
    });
  });
});
