import { describe, expect, it } from 'vitest';
import { benchColour, DEFAULT_BENCH_COLOUR, freeCells, placementCheck, snapToGrid, workshopViewport } from './workshop-grid';

const anvil = { id: 1, benchId: 'blacksmithing-1', x: 0, y: 0 };

describe('bench placement on the workshop floor', () => {
  it('snaps to the 20 px grid', () => {
    expect(snapToGrid(29)).toBe(20);
    expect(snapToGrid(31)).toBe(40);
    expect(snapToGrid(-9)).toBe(0);
    expect(Object.is(snapToGrid(-9), -0)).toBe(false);
  });

  it('takes a bench wholly on the floor and refuses one over the edge', () => {
    // Level 1: 400x300, so a centre within ±160 x ±120.
    expect(placementCheck(1, 160, 120, [])).toEqual({ valid: true });
    expect(placementCheck(1, 180, 0, [])).toEqual({ valid: false, reason: 'Cannot place bench outside workshop area' });
    expect(placementCheck(1, 0, -140, [])).toEqual({ valid: false, reason: 'Cannot place bench outside workshop area' });
    expect(placementCheck(2, 240, 180, [])).toEqual({ valid: true });
  });

  it('refuses a position off the grid', () => {
    expect(placementCheck(1, 10, 0, [])).toMatchObject({ valid: false });
  });

  it('refuses an overlap but allows benches side by side, and ignores the bench being moved', () => {
    expect(placementCheck(1, 60, 40, [anvil])).toEqual({ valid: false, reason: 'Another bench is already there' });
    expect(placementCheck(1, 80, 0, [anvil])).toEqual({ valid: true });
    expect(placementCheck(1, 0, 60, [anvil])).toEqual({ valid: true });
    expect(placementCheck(1, 20, 0, [anvil], 1)).toEqual({ valid: true });
  });

  it('lists the free cells', () => {
    const empty = freeCells(1, []);
    expect(empty[0]).toEqual({ x: -160, y: -120 });
    expect(empty.at(-1)).toEqual({ x: 160, y: 120 });
    expect(freeCells(1, [anvil]).some((cell) => cell.x === 0 && cell.y === 0)).toBe(false);
  });
});

describe('the look', () => {
  it('colours benches by profession, the others grey', () => {
    expect(benchColour('cooking-2')).not.toBe(DEFAULT_BENCH_COLOUR);
    expect(benchColour('crafting-1')).toBe(DEFAULT_BENCH_COLOUR);
    expect(benchColour('nope')).toBe(DEFAULT_BENCH_COLOUR);
  });

  it('fits the floor beside the panels on a wide screen and shrinks it on a phone', () => {
    expect(workshopViewport(1400, 900, 1)).toEqual({ centreX: 658, centreY: 418, zoom: 1 });
    const phone = workshopViewport(390, 800, 5);
    expect(phone.zoom).toBeCloseTo(390 / 1280);
    expect(phone.centreX).toBe(195);
    // Held sideways (844x390): between the HUD's column and the panels' column, above the bar.
    const sideways = workshopViewport(844, 390, 1);
    expect(sideways.centreX).toBe(250 + (844 - 250 - 320) / 2);
    expect(sideways.centreY).toBe((390 - 64) / 2);
    expect(sideways.zoom).toBeLessThan(1);
  });
});
