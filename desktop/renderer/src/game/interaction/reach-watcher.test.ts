import type Phaser from 'phaser';
import { atCountrysideEntrance, COUNTRYSIDE_ENTRANCE, rectContains, type Rect } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { GameBus, type NearbyBuilding, type Spot } from '../../bus/game-bus';
import { buildingInReach, INTERACTION_RANGE_PX, toNearby, usableBuildings, type UsableBuilding } from './building-reach';
import { reachOutline } from './reach-highlight';
import { ReachWatcher, type ReachOutline } from './reach-watcher';
import { watchSpots, type SpotArea } from './spot-watcher';

const WELL: Rect = { x: 100, y: 100, width: 40, height: 40 };
const TOWER: Rect = { x: 300, y: 100, width: 40, height: 40 };

/** In reach of a rectangle: standing in it. */
const standingIn = (x: number, y: number) => [WELL, TOWER].find((rect) => rectContains(rect, x, y));

function recordingOutline<T>() {
  const draws: Array<{ target: T | undefined; elapsedMs: number }> = [];
  let destroyed = false;
  const outline: ReachOutline<T> = {
    draw: (target, elapsedMs) => draws.push({ target, elapsedMs }),
    destroy: () => {
      destroyed = true;
    },
  };
  return { outline, draws, destroyed: () => destroyed };
}

function watchRects() {
  const reports: Array<Rect | null> = [];
  const { outline, draws, destroyed } = recordingOutline<Rect>();
  const watcher = new ReachWatcher<Rect>({ find: standingIn, report: (target) => reports.push(target) }, outline);
  return { watcher, reports, draws, destroyed };
}

describe('ReachWatcher', () => {
  it('reports on the first update, even that nothing is in reach', () => {
    const { watcher, reports } = watchRects();
    watcher.update(0, 0, 16);
    expect(reports).toEqual([null]);
    expect(watcher.current).toBeUndefined();
  });

  it('reports each change of target as the player walks, and nothing while it stays the same', () => {
    const { watcher, reports } = watchRects();
    for (const x of [0, 50, 110, 120, 130, 200, 310, 320, 400, 410]) watcher.update(x, 120, 16);
    expect(reports).toEqual([null, WELL, null, TOWER, null]);
  });

  it('reports a step from one target straight onto another once, with the new target', () => {
    const reports: Array<Rect | null> = [];
    const watcher = new ReachWatcher<Rect>({ find: (x) => (x < 200 ? WELL : TOWER), report: (target) => reports.push(target) });
    watcher.update(100, 0, 16);
    watcher.update(300, 0, 16);
    watcher.update(301, 0, 16);
    expect(reports).toEqual([WELL, TOWER]);
    expect(watcher.current).toBe(TOWER);
  });

  it('says nothing is in reach on clear, and reports again on the next update', () => {
    const { watcher, reports } = watchRects();
    watcher.update(120, 120, 16);
    watcher.clear();
    expect(watcher.current).toBeUndefined();
    watcher.update(120, 120, 16);
    expect(reports).toEqual([WELL, null, WELL]);
  });

  it('clears quietly when nothing was in reach, yet reports on the next update', () => {
    const { watcher, reports } = watchRects();
    watcher.update(0, 0, 16);
    watcher.clear();
    watcher.update(0, 0, 16);
    expect(reports).toEqual([null, null]);
  });

  it('outlines the target in reach on every update and hides it on clear', () => {
    const { watcher, draws, destroyed } = watchRects();
    watcher.update(0, 0, 16);
    watcher.update(120, 120, 17);
    watcher.update(121, 120, 18);
    watcher.clear();
    expect(draws).toEqual([
      { target: undefined, elapsedMs: 16 },
      { target: WELL, elapsedMs: 17 },
      { target: WELL, elapsedMs: 18 },
      { target: undefined, elapsedMs: 0 },
    ]);
    expect(destroyed()).toBe(false);
  });

  it('says nothing is in reach when destroyed, and destroys the outline', () => {
    const { watcher, reports, destroyed } = watchRects();
    watcher.update(120, 120, 16);
    watcher.destroy();
    expect(reports).toEqual([WELL, null]);
    expect(destroyed()).toBe(true);
  });

  it('works without an outline, reporting only what it is told to (the home workshop opens on arrival)', () => {
    const arrivals: string[] = [];
    const watcher = new ReachWatcher<'well'>({ find: (x, y) => (standingIn(x, y) === WELL ? 'well' : undefined), report: (t) => t && arrivals.push(t) });
    for (const x of [0, 120, 130, 0, 120]) watcher.update(x, 120, 16);
    watcher.clear();
    watcher.update(120, 120, 16);
    expect(arrivals).toEqual(['well', 'well', 'well']);
  });
});

describe('ReachWatcher over the bus, with the markets', () => {
  it("tells the panels which market is in reach as the player walks up to the Grand Bazaar's door", () => {
    const bus = new GameBus();
    const seen: Array<NearbyBuilding | null> = [];
    bus.on('building:nearby', (nearby) => seen.push(nearby));
    const markets = usableBuildings();
    const watcher = new ReachWatcher<UsableBuilding>({ find: (x, y) => buildingInReach(x, y, markets), report: (entry) => bus.emit('building:nearby', entry ? toNearby(entry) : null) });
    const bazaar = markets.find((m) => m.building.name === 'Grand Bazaar')!;
    const doorX = bazaar.building.x + bazaar.building.width / 2;
    const wall = bazaar.building.y + bazaar.building.height;
    for (const y of [wall + INTERACTION_RANGE_PX + 40, wall + INTERACTION_RANGE_PX + 1, wall + INTERACTION_RANGE_PX, wall + 10, wall + INTERACTION_RANGE_PX + 1]) watcher.update(doorX, y, 16);
    expect(seen).toEqual([null, toNearby(bazaar), null]);
    expect(seen[1]).toMatchObject({ id: 'constantinople-grand-bazaar', kind: 'market', cityName: 'Constantinople' });
  });
});

/** A stand-in for Phaser's graphics object: records the calls the outline makes. */
function fakeScene() {
  const calls: string[] = [];
  const format = (arg: unknown) => (typeof arg === 'number' ? String(Math.round(arg * 1000) / 1000) : String(arg));
  const graphics: object = new Proxy(
    {},
    {
      get: (_target, name) => {
        if (typeof name !== 'string') return undefined;
        return (...args: unknown[]) => {
          calls.push(`${name}(${args.map(format).join(', ')})`);
          return graphics;
        };
      },
    },
  );
  const scene = { add: { graphics: () => graphics } } as unknown as Phaser.Scene;
  return { scene, calls };
}

describe('the gates (watchSpots)', () => {
  const gate: SpotArea = { spot: 'countryside-gate', outline: COUNTRYSIDE_ENTRANCE };

  it("reports the countryside gate on 'spot:nearby' while the player stands in it, and outlines its area", () => {
    const { scene, calls } = fakeScene();
    const bus = new GameBus();
    const seen: Array<Spot | null> = [];
    bus.on('spot:nearby', (spot) => seen.push(spot));
    const spots = watchSpots(scene, bus, (x, y) => (atCountrysideEntrance(x, y) ? gate : null));
    const inside = { x: COUNTRYSIDE_ENTRANCE.x + 10, y: COUNTRYSIDE_ENTRANCE.y + 10 };
    spots.update(inside.x - 30, inside.y, 0);
    spots.update(inside.x, inside.y, 0);
    spots.update(inside.x + 5, inside.y, 16);
    spots.clear();
    expect(seen).toEqual([null, 'countryside-gate', null]);
    // The gate's outline: 4 px outside its area, corners of 10 px, at the first instant of the pulse.
    const { x, y, width, height } = COUNTRYSIDE_ENTRANCE;
    expect(calls).toContain(`fillRoundedRect(${x - 4}, ${y - 4}, ${width + 8}, ${height + 8}, 10)`);
    expect(calls).toContain('fillStyle(15848058, 0.055)');
    expect(calls.at(-1)).toBe('setVisible(false)');
  });
});

describe('reachOutline', () => {
  it('draws the markets outline 6 px out with corners of 8 px, pulsing with the clock, and hides when nothing is in reach', () => {
    const { scene, calls } = fakeScene();
    const outline = reachOutline(scene, (rect: Rect) => rect, 6);
    calls.length = 0;
    outline.draw(WELL, 350);
    expect(calls).toEqual([
      'clear()',
      'setVisible(true)',
      // A quarter of the 1.4 s pulse: at its brightest.
      'fillStyle(15848058, 0.12)',
      'fillRoundedRect(94, 94, 52, 52, 8)',
      'lineStyle(5, 5903632, 0.35)',
      'strokeRoundedRect(94, 94, 52, 52, 8)',
      'lineStyle(3, 15848058, 1)',
      'strokeRoundedRect(94, 94, 52, 52, 8)',
    ]);
    calls.length = 0;
    outline.draw(undefined, 16);
    outline.destroy();
    expect(calls).toEqual(['setVisible(false)', 'destroy()']);
  });
});
