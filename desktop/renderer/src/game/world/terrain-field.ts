import { CITIES, TERRAIN_REGIONS, TERRAINS, terrainAt, type Terrain } from '@silkroad/shared';
import { lerp, smoothstep } from './geometry';
import { fbm, ridged } from './noise';
import { isNearBuilding, riverBankDistance, seaDepthAt } from './water';

/**
 * The ground colour of every point of the world: terrain from the shared map (`terrainAt`, the
 * same function the server uses), tinted by deterministic noise and lit by a height field so
 * hills, ridges and dunes read in relief. Pure: it fills plain arrays, the painter blits them.
 */

export type Rgb = [number, number, number];

export const PALETTE = {
  lush: [124, 148, 70],
  steppe: [188, 170, 100],
  meadow: [100, 134, 60],
  hills: [152, 146, 84],
  forestFloor: [60, 94, 46],
  rockLow: [124, 108, 90],
  rockHigh: [168, 160, 150],
  snow: [238, 241, 245],
  sand: [226, 194, 134],
  sandLight: [238, 214, 160],
  sandRed: [214, 160, 100],
  beach: [228, 210, 158],
  wetSand: [196, 178, 132],
  shallow: [92, 176, 176],
  deep: [34, 86, 134],
  surf: [170, 218, 208],
  river: [62, 128, 158],
  riverEdge: [96, 164, 168],
  bank: [98, 124, 64],
  cityGround: [204, 186, 150],
  outskirts: [182, 164, 118],
} as const satisfies Record<string, Rgb>;

interface Weights {
  hills: number;
  mountains: number;
  desert: number;
  /** How near the point is to a desert, 0 far away, 1 on its edge or inside. */
  nearDesert: number;
}

const weights: Weights = { hills: 0, mountains: 0, desert: 0, nearDesert: 0 };

/** For each terrain, how deep inside its regions the point is: 1 at a centre, 0 on the edge or outside. */
function regionWeights(x: number, y: number): Weights {
  weights.hills = 0;
  weights.mountains = 0;
  weights.desert = 0;
  weights.nearDesert = 0;
  for (const region of TERRAIN_REGIONS) {
    const dx = (x - region.cx) / region.rx;
    const dy = (y - region.cy) / region.ry;
    const e = dx * dx + dy * dy;
    if (region.terrain === 'desert') weights.nearDesert = Math.max(weights.nearDesert, smoothstep(2.6, 1, e));
    if (e >= 1) continue;
    const w = 1 - e;
    if (region.terrain === 'hills' && w > weights.hills) weights.hills = w;
    else if (region.terrain === 'mountains' && w > weights.mountains) weights.mountains = w;
    else if (region.terrain === 'desert' && w > weights.desert) weights.desert = w;
  }
  return weights;
}

/** How deep inside the regions of one terrain a point lies: 1 at a centre, 0 on the edge or outside. */
export function terrainDepth(x: number, y: number, terrain: Terrain): number {
  let best = 0;
  for (const region of TERRAIN_REGIONS) {
    if (region.terrain !== terrain) continue;
    const dx = (x - region.cx) / region.rx;
    const dy = (y - region.cy) / region.ry;
    best = Math.max(best, 1 - (dx * dx + dy * dy));
  }
  return best;
}

function duneProfile(x: number, y: number): number {
  const warp = fbm(x / 300, y / 300, 3, 24) * 14 + fbm(x / 90, y / 90, 2, 25) * 1.6;
  const phase = (x * 0.55 + y * 0.83) / 12 + warp;
  const s = Math.sin(phase);
  // Long gentle windward slopes, short steep lee faces; some stretches are flat sand sheets.
  const crest = s > 0 ? s * s : -0.3 * s * s;
  return crest * smoothstep(0.3, 0.6, fbm(x / 420, y / 420, 2, 26));
}

/** Height of the land (arbitrary units, ~0 on plains, ~1.5 on the highest peaks). */
export function heightAt(x: number, y: number): number {
  const w = regionWeights(x, y);
  let h = 0.1 * fbm(x / 420, y / 420, 3, 21);
  if (w.hills > 0) h += smoothstep(0, 0.45, w.hills) * 0.32 * fbm(x / 120, y / 120, 4, 22);
  if (w.mountains > 0) h += smoothstep(0, 0.5, w.mountains) * (0.35 * w.mountains + 0.8 * ridged(x / 110, y / 110, 4, 23));
  if (w.desert > 0) h += smoothstep(0, 0.3, w.desert) * 0.07 * duneProfile(x, y);
  return h;
}

function mix(out: Rgb, a: readonly number[], b: readonly number[], t: number): Rgb {
  out[0] = lerp(a[0] as number, b[0] as number, t);
  out[1] = lerp(a[1] as number, b[1] as number, t);
  out[2] = lerp(a[2] as number, b[2] as number, t);
  return out;
}

function scale(out: Rgb, factor: number): Rgb {
  out[0] *= factor;
  out[1] *= factor;
  out[2] *= factor;
  return out;
}

const plainsScratch: Rgb = [0, 0, 0];

function plainsColour(x: number, y: number, nearDesert: number, out: Rgb): Rgb {
  const dryness = fbm(x / 900, y / 900, 3, 11) * 0.9 + (y / 3000) * 0.3 - 0.06 + nearDesert * 0.45;
  mix(out, PALETTE.lush, PALETTE.steppe, smoothstep(0.28, 0.78, dryness));
  const meadow = smoothstep(0.6, 0.75, fbm(x / 230, y / 230, 3, 13));
  if (meadow > 0) mix(out, out, PALETTE.meadow, meadow * 0.38);
  return scale(out, 0.93 + 0.14 * fbm(x / 60, y / 60, 3, 12));
}

/** Heights above this (plus noise) carry snow; peaks drawn above it get snow caps. */
export const SNOW_LINE = 1.12;

export interface GroundSample {
  terrain: Terrain;
  /** Whether the relief lighting applies (flat city ground and water are not lit). */
  shaded: boolean;
}

/** The colour of a point as if its terrain were `terrain`; false when it is water (not lit). */
function terrainColour(terrain: Terrain, x: number, y: number, height: number, w: Weights, out: Rgb): boolean {
  if (terrain === 'coastal') {
    const depth = seaDepthAt(x, y);
    if (depth > 0 && !isNearBuilding(x, y)) {
      mix(out, PALETTE.shallow, PALETTE.deep, smoothstep(0.0, 0.28, depth));
      if (depth < 0.025) mix(out, out, PALETTE.surf, 1 - depth / 0.025);
      scale(out, 0.96 + 0.08 * fbm(x / 35, y / 18, 2, 31));
      return false;
    }
    // The shore: wet sand at the waterline, drying into grass inland.
    plainsColour(x, y, w.nearDesert, plainsScratch);
    mix(out, PALETTE.wetSand, PALETTE.beach, smoothstep(-0.01, -0.05, depth));
    mix(out, out, plainsScratch, smoothstep(-0.12, -0.3, depth) * 0.55);
    scale(out, 0.95 + 0.1 * fbm(x / 40, y / 40, 2, 32));
  } else if (terrain === 'mountains') {
    mix(out, PALETTE.rockLow, PALETTE.rockHigh, smoothstep(0.35, 1.05, height));
    const snowLine = SNOW_LINE + (fbm(x / 90, y / 90, 2, 33) - 0.5) * 0.2;
    if (height > snowLine) mix(out, out, PALETTE.snow, smoothstep(snowLine, snowLine + 0.15, height) * 0.6);
    // Foothill grass creeps up the lowest slopes.
    plainsColour(x, y, w.nearDesert, plainsScratch);
    mix(out, PALETTE.hills, out, 0.5 + 0.5 * smoothstep(0, 0.3, w.mountains));
    mix(out, out, plainsScratch, smoothstep(0.2, 0.0, w.mountains) * 0.3);
  } else if (terrain === 'hills') {
    plainsColour(x, y, w.nearDesert, plainsScratch);
    mix(out, plainsScratch, PALETTE.hills, 0.3 + 0.5 * smoothstep(0, 0.35, w.hills));
    scale(out, 0.95 + 0.1 * fbm(x / 45, y / 45, 2, 34));
  } else if (terrain === 'forest') {
    plainsColour(x, y, w.nearDesert, plainsScratch);
    mix(out, plainsScratch, PALETTE.forestFloor, 0.8);
  } else if (terrain === 'desert') {
    mix(out, PALETTE.sand, PALETTE.sandLight, fbm(x / 160, y / 160, 3, 35));
    mix(out, out, PALETTE.sandRed, smoothstep(0.55, 0.75, fbm(x / 520, y / 520, 3, 36)) * 0.6);
    plainsColour(x, y, 1, plainsScratch);
    mix(out, out, plainsScratch, smoothstep(0.22, 0.0, w.desert) * 0.4);
    scale(out, 0.97 + 0.06 * fbm(x / 25, y / 25, 2, 37));
  } else {
    plainsColour(x, y, w.nearDesert, out);
  }
  return true;
}

/** The river and the city grounds, over whatever terrain lies beneath; returns whether relief lighting still applies. */
function overlays(x: number, y: number, out: Rgb, shaded: boolean): boolean {
  const bank = riverBankDistance(x, y);
  if (bank !== undefined) {
    if (bank < 0 && !isNearBuilding(x, y)) {
      mix(out, PALETTE.river, PALETTE.riverEdge, smoothstep(-6, 0, bank));
      return false;
    }
    if (bank < 16) mix(out, out, PALETTE.bank, (1 - bank / 16) * 0.7);
  }
  for (const city of CITIES) {
    const distance = Math.hypot(x - city.x, y - city.y);
    if (distance <= city.radius) {
      if (!shaded) return false;
      mix(out, PALETTE.cityGround, PALETTE.outskirts, smoothstep(city.radius * 0.6, city.radius, distance) * 0.35);
      scale(out, 0.96 + 0.08 * fbm(x / 30, y / 30, 2, 38));
      return false;
    }
    if (distance < city.radius + 60) mix(out, out, PALETTE.outskirts, (1 - (distance - city.radius) / 60) * 0.55);
  }
  return shaded;
}

const sample: GroundSample = { terrain: 'plains', shaded: true };

/** The unlit colour of a point, written into `out`. */
export function groundColour(x: number, y: number, height: number, out: Rgb): GroundSample {
  const terrain = terrainAt(x, y);
  const lit = terrainColour(terrain, x, y, height, regionWeights(x, y), out);
  sample.terrain = terrain;
  sample.shaded = overlays(x, y, out, lit);
  return sample;
}

/** Sub-samples per side used to anti-alias a sample that straddles a terrain boundary. */
const EDGE_SUBSAMPLES = 4;
const coverageScratch: Rgb = [0, 0, 0];

/**
 * The colour of a sample on a terrain boundary: each terrain's colour weighted by how much of
 * the sample it covers (by `terrainAt` on a sub-grid), so edges are smooth and sit exactly where
 * the shared map puts them.
 */
function boundaryColour(x: number, y: number, step: number, height: number, out: Rgb): boolean {
  const counts = new Map<Terrain, number>();
  for (let j = 0; j < EDGE_SUBSAMPLES; j++) {
    for (let i = 0; i < EDGE_SUBSAMPLES; i++) {
      const terrain = terrainAt(x + ((i + 0.5) / EDGE_SUBSAMPLES - 0.5) * step, y + ((j + 0.5) / EDGE_SUBSAMPLES - 0.5) * step);
      counts.set(terrain, (counts.get(terrain) ?? 0) + 1);
    }
  }
  const w = regionWeights(x, y);
  out[0] = out[1] = out[2] = 0;
  let litShare = 0;
  for (const [terrain, count] of counts) {
    const share = count / (EDGE_SUBSAMPLES * EDGE_SUBSAMPLES);
    if (terrainColour(terrain, x, y, height, w, coverageScratch)) litShare += share;
    out[0] += coverageScratch[0] * share;
    out[1] += coverageScratch[1] * share;
    out[2] += coverageScratch[2] * share;
  }
  return litShare >= 0.5;
}

/**
 * Relief lighting from the north-west: a brightness factor from the height differences across a
 * sample. Ground that rises toward the south-east faces the light and is brighter.
 */
export function hillshade(heightNorthWest: number, heightSouthEast: number, heightNorthEast: number, heightSouthWest: number): number {
  const towardLight = heightSouthEast - heightNorthWest;
  const across = (heightSouthWest - heightNorthEast) * 0.3;
  return 1 + Math.max(-0.28, Math.min(0.3, (towardLight + across) * 4.5));
}

/**
 * The lit ground colours of a grid of samples: `columns` x `rows` samples, the first centred on
 * (x0, y0), `step` world pixels apart. Returns RGBA bytes, ready for an ImageData.
 */
export function groundSamples(x0: number, y0: number, columns: number, rows: number, step: number): Uint8ClampedArray {
  // Heights and terrains carry a one-sample border so every sample has neighbours.
  const hw = columns + 2;
  const heights = new Float32Array(hw * (rows + 2));
  const terrains = new Uint8Array(hw * (rows + 2));
  for (let j = 0; j < rows + 2; j++) {
    for (let i = 0; i < hw; i++) {
      const x = x0 + (i - 1) * step;
      const y = y0 + (j - 1) * step;
      heights[j * hw + i] = heightAt(x, y);
      terrains[j * hw + i] = TERRAINS.indexOf(terrainAt(x, y));
    }
  }
  const pixels = new Uint8ClampedArray(columns * rows * 4);
  const colour: Rgb = [0, 0, 0];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const x = x0 + i * step;
      const y = y0 + j * step;
      const centre = (j + 1) * hw + (i + 1);
      const height = heights[centre] as number;
      const t = terrains[centre];
      const onBoundary =
        terrains[centre - 1] !== t || terrains[centre + 1] !== t || terrains[centre - hw] !== t || terrains[centre + hw] !== t ||
        terrains[centre - hw - 1] !== t || terrains[centre - hw + 1] !== t || terrains[centre + hw - 1] !== t || terrains[centre + hw + 1] !== t;
      let shaded: boolean;
      if (onBoundary) shaded = overlays(x, y, colour, boundaryColour(x, y, step, height, colour));
      else shaded = groundColour(x, y, height, colour).shaded;
      if (shaded) {
        const light = hillshade(heights[centre - hw - 1] as number, heights[centre + hw + 1] as number, heights[centre - hw + 1] as number, heights[centre + hw - 1] as number);
        scale(colour, light);
      }
      const o = (j * columns + i) * 4;
      pixels[o] = colour[0];
      pixels[o + 1] = colour[1];
      pixels[o + 2] = colour[2];
      pixels[o + 3] = 255;
    }
  }
  return pixels;
}
