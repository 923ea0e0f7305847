import { CITIES, distanceToRect, isNpcOpen, NPC_REACH_PX, NPCS, professionSiteAt, type Npc } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { buildingInReach, usableBuildings } from './building-reach';
import { cooledDown, nearestNpcInReach, nearestRival, NPC_INTERACT_COOLDOWN_MS, npcTakesPrecedence, npcToTalkTo } from './npc-reach';

const person = (id: string, x: number, y: number, hours = { open: '09:00', close: '18:00' } as Npc['hours']): Npc => ({
  id,
  name: id,
  type: 'merchant',
  level: 5,
  cityId: 1,
  position: { x, y },
  hours,
  dialogue: { greeting: `Hello from ${id}`, lines: [] },
  services: [],
});

const A = person('a', 100, 100);
const B = person('b', 160, 100);
const NIGHT = person('night', 100, 160, { open: '18:00', close: '06:00' });
const all = () => true;
const openAtNoon = (npc: Npc) => isNpcOpen(npc, 12);

describe('the NPC in reach', () => {
  it('is the nearest one within the spec’s 100 px, edge included; none beyond', () => {
    expect(NPC_REACH_PX).toBe(100);
    expect(nearestNpcInReach({ x: 125, y: 100 }, [A, B])?.npc).toBe(A);
    expect(nearestNpcInReach({ x: 140, y: 100 }, [A, B])).toEqual({ npc: B, distance: 20 });
    expect(nearestNpcInReach({ x: 100, y: 200 }, [A])?.distance).toBe(100);
    expect(nearestNpcInReach({ x: 100, y: 200.5 }, [A])).toBeUndefined();
  });

  it('never is one of Venice’s people, who have no place on the map', () => {
    const venetian = { ...A, id: 'venetian', position: null };
    expect(nearestNpcInReach({ x: 100, y: 100 }, [venetian])).toBeUndefined();
    expect(NPCS.filter((npc) => npc.position === null).length).toBeGreaterThan(0);
  });

  it('can be limited to those that are open', () => {
    expect(nearestNpcInReach({ x: 100, y: 150 }, [A, NIGHT], openAtNoon)?.npc).toBe(A);
    expect(nearestNpcInReach({ x: 100, y: 150 }, [A, NIGHT], all)?.npc).toBe(NIGHT);
  });
});

describe('which NPC E and Space talk to, beside markets, nodes, yards and gates', () => {
  it('an open NPC takes the keys when it is as near as the other target or nearer', () => {
    expect(npcTakesPrecedence(40, 40)).toBe(true);
    expect(npcTakesPrecedence(30, 40)).toBe(true);
    expect(npcTakesPrecedence(41, 40)).toBe(false);
    expect(npcTakesPrecedence(null, 40)).toBe(false);
    // A yard or a gate the player stands in is at distance 0: it keeps the keys.
    expect(npcTakesPrecedence(5, 0)).toBe(false);
  });

  it('talks to the nearest open NPC unless something else is strictly nearer', () => {
    expect(npcToTalkTo({ x: 110, y: 100 }, [A, B], openAtNoon, null)?.npc).toBe(A);
    expect(npcToTalkTo({ x: 110, y: 100 }, [A, B], openAtNoon, 10)?.npc).toBe(A);
    expect(npcToTalkTo({ x: 110, y: 100 }, [A, B], openAtNoon, 9.5)).toBeUndefined();
    expect(npcToTalkTo({ x: 110, y: 100 }, [A, B], openAtNoon, 0)).toBeUndefined();
  });

  it('passes over a shut NPC for an open one farther off', () => {
    expect(npcToTalkTo({ x: 100, y: 150 }, [A, NIGHT], openAtNoon, null)?.npc).toBe(A);
    expect(npcToTalkTo({ x: 100, y: 150 }, [A, NIGHT], openAtNoon, 60)?.npc).toBe(A);
  });

  it('targets a shut NPC only when nothing else is in reach, so E can say when it opens', () => {
    const atNight = (npc: Npc) => isNpcOpen(npc, 23);
    expect(npcToTalkTo({ x: 100, y: 105 }, [A], atNight, null)?.npc).toBe(A);
    expect(npcToTalkTo({ x: 100, y: 105 }, [A], atNight, 70)).toBeUndefined();
    expect(npcToTalkTo({ x: 500, y: 500 }, [A], atNight, null)).toBeUndefined();
  });

  it('measures the rivals together: the nearest of those in reach, null when none is', () => {
    expect(nearestRival(null, null)).toBeNull();
    expect(nearestRival(40, null, 12)).toBe(12);
    expect(nearestRival(0, 40)).toBe(0);
  });
});

describe('the people of the catalogue beside the markets and yards', () => {
  const markets = usableBuildings();
  const placed = NPCS.filter((npc): npc is Npc & { position: { x: number; y: number } } => npc.position !== null);
  /** What the world measures E's other targets by: a yard stood in, or a market's walls (no node grows in a city). */
  const rivalAt = (x: number, y: number) => (professionSiteAt(x, y) ? 0 : nearestRival(buildingInReach(x, y, markets) ? distanceToRect(buildingInReach(x, y, markets)!.building, x, y) : null));

  it('by day each one open answers a player standing at its feet', () => {
    const open = placed.filter(openAtNoon);
    expect(open.length).toBeGreaterThan(20);
    for (const npc of open) {
      const { x, y } = npc.position;
      expect(npcToTalkTo({ x, y: y + 10 }, placed, openAtNoon, rivalAt(x, y + 10))?.npc.id, npc.id).toBe(npc.id);
    }
  });

  it('never takes E from a market at its door, where the player stops to trade', () => {
    for (const city of CITIES.filter((c) => c.onMap)) {
      const market = city.buildings.find((building) => building.kind === 'market');
      if (!market) continue;
      const door = { x: market.x + market.width / 2, y: market.y + market.height + 35 };
      const npcDistance = nearestNpcInReach(door, placed, all)?.distance ?? null;
      expect(npcTakesPrecedence(npcDistance, distanceToRect(market, door.x, door.y)), market.name).toBe(false);
    }
  });

  it('never takes E from a yard the player stands in', () => {
    for (const npc of placed) {
      const { x, y } = npc.position;
      for (let dx = -100; dx <= 100; dx += 10)
        for (let dy = -100; dy <= 100; dy += 10) {
          if (!professionSiteAt(x + dx, y + dy)) continue;
          expect(npcToTalkTo({ x: x + dx, y: y + dy }, placed, all, 0)).toBeUndefined();
        }
    }
  });
});

describe('the NPC cooldown', () => {
  it('lets one press a second reach an NPC (spec: NPC cooldown 1000 ms)', () => {
    expect(NPC_INTERACT_COOLDOWN_MS).toBe(1_000);
    expect(cooledDown(null, 0)).toBe(true);
    expect(cooledDown(5_000, 5_999)).toBe(false);
    expect(cooledDown(5_000, 6_000)).toBe(true);
  });
});
