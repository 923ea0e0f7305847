import { describe, expect, it } from 'vitest';
import { rectsOverlap } from '../world/geometry';
import {
  bedAt,
  bedCell,
  bedCentre,
  bedRect,
  CITY_GATE_AREA,
  constrainFarmStep,
  FARM_BED_COUNT,
  FARM_BED_SIZE,
  FARM_BOUNDS,
  FARM_GRID_CENTRE,
  FARM_GRID_UNIT,
  FARM_HEIGHT,
  FARM_WIDTH,
  farmSpotAt,
  FARMHOUSE,
  HOME_WORKSHOP,
} from './farm-layout';

const beds = Array.from({ length: FARM_BED_COUNT }, (_, i) => i);

describe('the farm grid (spec 002 §9: 3x3, unit 100, beds 90x90, the centre is the building)', () => {
  it('numbers the eight beds row by row round the centre cell', () => {
    expect(beds.map(bedCell)).toEqual([
      { column: 0, row: 0 },
      { column: 1, row: 0 },
      { column: 2, row: 0 },
      { column: 0, row: 1 },
      { column: 2, row: 1 },
      { column: 0, row: 2 },
      { column: 1, row: 2 },
      { column: 2, row: 2 },
    ]);
    expect(() => bedCell(8)).toThrow(RangeError);
    expect(() => bedCell(-1)).toThrow(RangeError);
  });

  it('draws each bed 90x90 in the middle of its 100-unit cell, none over the farm building', () => {
    for (const index of beds) {
      const rect = bedRect(index);
      expect(rect.width).toBe(FARM_BED_SIZE);
      expect(rect.height).toBe(FARM_BED_SIZE);
      const { column, row } = bedCell(index);
      const centre = bedCentre(index);
      expect(centre.x - FARM_GRID_CENTRE.x).toBe((column - 1) * FARM_GRID_UNIT);
      expect(centre.y - FARM_GRID_CENTRE.y).toBe((row - 1) * FARM_GRID_UNIT);
      expect(rectsOverlap(rect, FARMHOUSE)).toBe(false);
      for (const other of beds) if (other !== index) expect(rectsOverlap(rect, bedRect(other))).toBe(false);
    }
    expect(FARMHOUSE.x + FARMHOUSE.width / 2).toBe(FARM_GRID_CENTRE.x);
  });

  it('finds the bed under a point, and none in the gaps or on the building', () => {
    for (const index of beds) expect(bedAt(bedCentre(index).x, bedCentre(index).y)).toBe(index);
    expect(bedAt(FARM_GRID_CENTRE.x, FARM_GRID_CENTRE.y)).toBeNull();
    // The 10-unit lane between bed 0 and bed 1.
    expect(bedAt(bedRect(0).x + FARM_BED_SIZE + 5, bedCentre(0).y)).toBeNull();
  });

  it('keeps the gate top-left (250x120), the workshop to the right, everything inside the farm', () => {
    expect(CITY_GATE_AREA).toMatchObject({ width: 250, height: 120 });
    expect(CITY_GATE_AREA.x + CITY_GATE_AREA.width).toBeLessThan(FARM_WIDTH / 3);
    expect(CITY_GATE_AREA.y + CITY_GATE_AREA.height).toBeLessThan(FARM_HEIGHT / 3);
    expect(HOME_WORKSHOP.x).toBeGreaterThan(bedRect(4).x + FARM_BED_SIZE);
    for (const rect of [CITY_GATE_AREA, HOME_WORKSHOP, FARMHOUSE, ...beds.map(bedRect)]) {
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.y).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(FARM_WIDTH);
      expect(rect.y + rect.height).toBeLessThanOrEqual(FARM_HEIGHT);
    }
  });

  it('offers the road home inside the gate area and the workshop within 50 units of it', () => {
    expect(farmSpotAt(CITY_GATE_AREA.x + 10, CITY_GATE_AREA.y + 10)).toBe('city-gate');
    expect(farmSpotAt(HOME_WORKSHOP.x - 49, HOME_WORKSHOP.y + 20)).toBe('workshop');
    expect(farmSpotAt(HOME_WORKSHOP.x - 51, HOME_WORKSHOP.y + 20)).toBeNull();
    expect(farmSpotAt(FARM_GRID_CENTRE.x, FARM_GRID_CENTRE.y + 200)).toBeNull();
  });
});

describe('walking on the farm', () => {
  it('stays inside the farm’s fences', () => {
    expect(constrainFarmStep({ x: 40, y: 40 }, { x: -50, y: -20 })).toEqual({ x: FARM_BOUNDS.x, y: FARM_BOUNDS.y });
    expect(constrainFarmStep({ x: 1400, y: 900 }, { x: 9999, y: 9999 })).toEqual({ x: FARM_BOUNDS.x + FARM_BOUNDS.width, y: FARM_BOUNDS.y + FARM_BOUNDS.height });
  });

  it('walks over the beds but not through the farm building; a step into a wall slides along it', () => {
    const onBed = bedCentre(0);
    expect(constrainFarmStep(onBed, { x: onBed.x + 3, y: onBed.y + 2 })).toEqual({ x: onBed.x + 3, y: onBed.y + 2 });
    // From the west of the building, walking east and a little south: stopped at the wall, sliding south.
    const west = { x: FARMHOUSE.x - 2, y: FARMHOUSE.y + 50 };
    const next = constrainFarmStep(west, { x: west.x + 10, y: west.y + 3 });
    expect(next).toEqual({ x: west.x, y: west.y + 3 });
    // Straight into a wall: no step at all.
    expect(constrainFarmStep(west, { x: west.x + 10, y: west.y })).toEqual(west);
  });
});
