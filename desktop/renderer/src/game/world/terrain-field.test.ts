import { terrainAt } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { groundColour, groundSamples, heightAt, hillshade, type Rgb } from './terrain-field';

function colourAt(x: number, y: number): Rgb {
  const out: Rgb = [0, 0, 0];
  groundColour(x, y, heightAt(x, y), out);
  return out;
}

describe('terrain field', () => {
  it('decides terrain with the shared terrainAt, the same map the server uses', () => {
    for (const [x, y] of [
      [1100, 180],
      [3500, 1900],
      [1300, 760],
      [750, 1100],
      [2000, 600],
    ] as const) {
      const out: Rgb = [0, 0, 0];
      expect(groundColour(x, y, heightAt(x, y), out).terrain).toBe(terrainAt(x, y));
    }
  });

  it('colours terrains apart: sand is yellower than grass, sea is blue, forest floor is dark', () => {
    const [dr, dg, db] = colourAt(3500, 1900);
    const [pr, pg, pb] = colourAt(2900, 2700);
    const [sr, sg, sb] = colourAt(40, 900);
    const forest = colourAt(2250, 800);
    expect(terrainAt(2900, 2700)).toBe('plains');
    expect(dr + dg + db).toBeGreaterThan(pr + pg + pb);
    expect(sb).toBeGreaterThan(sr);
    expect(sb).toBeGreaterThan(sg * 0.9);
    expect(forest[0] + forest[1] + forest[2]).toBeLessThan(pr + pg + pb);
  });

  it('is deterministic', () => {
    expect(groundSamples(1000, 1000, 8, 8, 4)).toEqual(groundSamples(1000, 1000, 8, 8, 4));
  });

  it('fills one opaque RGBA pixel per sample', () => {
    const pixels = groundSamples(0, 0, 5, 3, 4);
    expect(pixels).toHaveLength(5 * 3 * 4);
    for (let i = 3; i < pixels.length; i += 4) expect(pixels[i]).toBe(255);
  });

  it('lights slopes that face the north-west light and darkens those facing away', () => {
    expect(hillshade(0, 1, 0.5, 0.5)).toBeGreaterThan(1);
    expect(hillshade(1, 0, 0.5, 0.5)).toBeLessThan(1);
    expect(hillshade(0.5, 0.5, 0.5, 0.5)).toBe(1);
  });

  it('raises mountains above the plains', () => {
    expect(heightAt(1100, 180)).toBeGreaterThan(heightAt(2900, 2700) + 0.3);
  });
});
