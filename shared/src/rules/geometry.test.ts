import { describe, expect, it } from 'vitest';
import { CITIES, COUNTRYSIDE_ENTRANCE } from '../catalogue/world';
import { distanceToRect, nearestCity, rectContains } from './geometry';
import { atCountrysideEntrance } from './location';

const RECT = { x: 100, y: 100, width: 110, height: 80 };

describe('rectContains', () => {
  it('holds the inside and the edges, nothing beyond', () => {
    expect(rectContains(RECT, 150, 150)).toBe(true);
    expect(rectContains(RECT, 100, 100)).toBe(true);
    expect(rectContains(RECT, 210, 180)).toBe(true);
    expect(rectContains(RECT, 99.9, 150)).toBe(false);
    expect(rectContains(RECT, 150, 180.1)).toBe(false);
  });

  it('widens by the margin on every side', () => {
    expect(rectContains(RECT, 95, 150, 5)).toBe(true);
    expect(rectContains(RECT, 215, 185, 5)).toBe(true);
    expect(rectContains(RECT, 94, 150, 5)).toBe(false);
    expect(rectContains(RECT, 150, 186, 5)).toBe(false);
  });

  it('is the countryside gate check', () => {
    const { x, y, width, height } = COUNTRYSIDE_ENTRANCE;
    expect(atCountrysideEntrance(x + width, y + height)).toBe(true);
    expect(atCountrysideEntrance(x - 1, y)).toBe(false);
    expect(atCountrysideEntrance(x - 1, y, 1)).toBe(true);
  });
});

describe('distanceToRect', () => {
  it('is zero inside and on the edges', () => {
    expect(distanceToRect(RECT, 150, 150)).toBe(0);
    expect(distanceToRect(RECT, 100, 180)).toBe(0);
  });

  it('measures to the nearest wall beside the rectangle', () => {
    expect(distanceToRect(RECT, 100, 250)).toBe(70);
    expect(distanceToRect(RECT, 40, 120)).toBe(60);
    expect(distanceToRect(RECT, 250, 150)).toBe(40);
    expect(distanceToRect(RECT, 150, 90)).toBe(10);
  });

  it('measures to the nearest corner off a corner', () => {
    expect(distanceToRect(RECT, 240, 210)).toBe(Math.hypot(30, 30));
    expect(distanceToRect(RECT, 97, 96)).toBe(5);
  });
});

describe('nearestCity', () => {
  it('is the city itself at its centre, and the nearest from open country', () => {
    for (const city of CITIES) expect(nearestCity(city.x, city.y)).toBe(city);
    const [first, second] = CITIES as [(typeof CITIES)[number], (typeof CITIES)[number]];
    const nearFirst = { x: first.x + (second.x - first.x) * 0.4, y: first.y + (second.y - first.y) * 0.4 };
    expect(nearestCity(nearFirst.x, nearFirst.y)).toBe(first);
  });

  it('never names Venice, which is off the map', () => {
    expect(nearestCity(-1, -1).onMap).toBe(true);
  });

  it('keeps the first of two cities at the same distance', () => {
    const [first, second] = CITIES as [(typeof CITIES)[number], (typeof CITIES)[number]];
    const middle = { x: (first.x + second.x) / 2, y: (first.y + second.y) / 2 };
    expect(nearestCity(middle.x, middle.y)).toBe(first);
  });
});
