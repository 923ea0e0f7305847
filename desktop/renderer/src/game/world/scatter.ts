import { rectContains, TERRAIN_REGIONS, WORLD_HEIGHT, WORLD_WIDTH, terrainAt, type Rect, type Terrain } from '@silkroad/shared';
import { polylineLength } from './geometry';
import { isOpenGround } from './keep-out';
import { RIVER, riverHalfWidth } from './map-features';
import { cellRandom, fbm } from './noise';
import { heightAt, SNOW_LINE, terrainDepth } from './terrain-field';
import { riverBankDistance, seaDepthAt, waterAt } from './water';

/**
 * The scenery standing on the ground: trees, peaks, rocks, grass, waves, palms. Placed on jittered
 * grids seeded by the cell coordinates, so the same world comes out on every client.
 */
export type FeatureKind = 'tree' | 'conifer' | 'peak' | 'rock' | 'bush' | 'tuft' | 'flowers' | 'shrub' | 'wave' | 'palm' | 'reeds';

export interface Feature {
  kind: FeatureKind;
  x: number;
  y: number;
  /** Rough radius in world pixels; also how far the drawing may reach from (x, y). */
  size: number;
  /** A per-feature number in [0, 1) for colour and shape variation. */
  variant: number;
  /** Peaks: whether the summit carries snow. */
  snow?: boolean;
}

interface ScatterRule {
  kind: FeatureKind;
  terrain: Terrain;
  cell: number;
  /** Chance that a cell holds one. */
  chance: number;
  size: [number, number];
  seed: number;
  /** Extra keep-out margin around roads, cities and water. */
  margin: number;
}

const RULES: readonly ScatterRule[] = [
  { kind: 'tree', terrain: 'forest', cell: 15, chance: 0.93, size: [8, 13], seed: 101, margin: 4 },
  { kind: 'peak', terrain: 'mountains', cell: 36, chance: 0.95, size: [24, 44], seed: 102, margin: 16 },
  { kind: 'rock', terrain: 'mountains', cell: 45, chance: 0.25, size: [4, 8], seed: 103, margin: 2 },
  { kind: 'rock', terrain: 'hills', cell: 70, chance: 0.3, size: [4, 9], seed: 104, margin: 2 },
  { kind: 'bush', terrain: 'hills', cell: 46, chance: 0.35, size: [5, 9], seed: 105, margin: 3 },
  { kind: 'tuft', terrain: 'hills', cell: 30, chance: 0.4, size: [4, 6], seed: 106, margin: 0 },
  { kind: 'tuft', terrain: 'plains', cell: 27, chance: 0.45, size: [4, 6], seed: 107, margin: 0 },
  { kind: 'flowers', terrain: 'plains', cell: 85, chance: 0.22, size: [6, 10], seed: 108, margin: 2 },
  { kind: 'bush', terrain: 'plains', cell: 80, chance: 0.28, size: [5, 9], seed: 109, margin: 3 },
  { kind: 'rock', terrain: 'plains', cell: 150, chance: 0.25, size: [3, 6], seed: 110, margin: 2 },
  { kind: 'rock', terrain: 'desert', cell: 95, chance: 0.14, size: [4, 9], seed: 111, margin: 2 },
  { kind: 'shrub', terrain: 'desert', cell: 70, chance: 0.18, size: [4, 7], seed: 112, margin: 2 },
  { kind: 'tuft', terrain: 'coastal', cell: 34, chance: 0.3, size: [3, 5], seed: 113, margin: 0 },
];

function regionBounds(terrain: Terrain): Rect[] {
  if (terrain === 'plains') return [{ x: 0, y: 0, width: WORLD_WIDTH, height: WORLD_HEIGHT }];
  return TERRAIN_REGIONS.filter((r) => r.terrain === terrain).map((r) => ({ x: r.cx - r.rx, y: r.cy - r.ry, width: r.rx * 2, height: r.ry * 2 }));
}

function scatterRule(rule: ScatterRule, out: Feature[]): void {
  const visited = new Set<number>();
  const columns = Math.ceil(WORLD_WIDTH / rule.cell);
  for (const bounds of regionBounds(rule.terrain)) {
    const i0 = Math.max(0, Math.floor(bounds.x / rule.cell));
    const i1 = Math.min(columns - 1, Math.floor((bounds.x + bounds.width) / rule.cell));
    const j0 = Math.max(0, Math.floor(bounds.y / rule.cell));
    const j1 = Math.min(Math.ceil(WORLD_HEIGHT / rule.cell) - 1, Math.floor((bounds.y + bounds.height) / rule.cell));
    for (let j = j0; j <= j1; j++) {
      for (let i = i0; i <= i1; i++) {
        const id = j * columns + i;
        if (visited.has(id)) continue;
        visited.add(id);
        const random = cellRandom(i, j, rule.seed);
        if (random() >= rule.chance) continue;
        const x = (i + 0.15 + random() * 0.7) * rule.cell;
        const y = (j + 0.15 + random() * 0.7) * rule.cell;
        if (terrainAt(x, y) !== rule.terrain) continue;
        const size = rule.size[0] + random() * (rule.size[1] - rule.size[0]);
        if (!isOpenGround(x, y, rule.margin + size * 0.5)) continue;
        const feature = place(rule, x, y, size, random());
        if (feature) out.push(feature);
      }
    }
  }
}

function place(rule: ScatterRule, x: number, y: number, initialSize: number, variant: number): Feature | undefined {
  let size = initialSize;
  if (rule.kind === 'tree') {
    // Clearings: thin the canopy where a slow noise is low.
    if (fbm(x / 140, y / 140, 2, 120) < 0.3 && variant < 0.6) return undefined;
    // The canopy thins out toward the forest's edge.
    const depth = terrainDepth(x, y, 'forest');
    if (depth < 0.2 && variant > 0.35 + depth * 3) return undefined;
    size *= 0.75 + 0.25 * Math.min(1, depth * 4);
    const conifer = fbm(x / 260, y / 260, 2, 121) + (1 - y / WORLD_HEIGHT) * 0.3 > 0.72;
    return { kind: conifer ? 'conifer' : 'tree', x, y, size: conifer ? size * 0.85 : size, variant };
  }
  if (rule.kind === 'peak') {
    const height = heightAt(x, y);
    const depth = terrainDepth(x, y, 'mountains');
    if (height < 0.25 || depth < 0.06) return { kind: 'rock', x, y, size: size * 0.3, variant };
    // Massifs: a slow noise groups the tallest peaks together.
    const massif = 0.6 + 0.8 * fbm(x / 240, y / 240, 2, 122);
    const peakSize = size * massif * (0.55 + Math.min(0.6, height * 0.5)) * (0.6 + 0.4 * Math.min(1, depth * 3));
    return { kind: 'peak', x, y, size: peakSize, variant, snow: peakSize > 30 || height > SNOW_LINE - 0.1 };
  }
  return { kind: rule.kind, x, y, size, variant };
}

function scatterWaves(out: Feature[]): void {
  const cell = 52;
  for (let j = 0; j < WORLD_HEIGHT / cell; j++) {
    for (let i = 0; i < WORLD_WIDTH / cell; i++) {
      const random = cellRandom(i, j, 130);
      if (random() > 0.45) continue;
      const x = (i + random()) * cell;
      const y = (j + random()) * cell;
      if (waterAt(x, y) !== 'sea' || seaDepthAt(x, y) < 0.06) continue;
      out.push({ kind: 'wave', x, y, size: 6 + random() * 6, variant: random() });
    }
  }
}

/** Reeds at the water's edge and date palms on the banks where the river crosses dry land. */
function scatterRiverbanks(out: Feature[]): void {
  const length = polylineLength(RIVER);
  const step = 17;
  for (let n = 0; n * step < length; n++) {
    const along = (n * step) / length;
    const point = pointAlong(along);
    if (!point) continue;
    for (const side of [-1, 1]) {
      const random = cellRandom(n, side, 140);
      const offset = riverHalfWidth(along) + 3 + random() * 4;
      const x = point.x + point.nx * offset * side;
      const y = point.y + point.ny * offset * side;
      const bank = riverBankDistance(x, y);
      if (bank === undefined || bank < 0 || waterAt(x, y)) continue;
      if (random() < 0.55 && isOpenGround(x, y, 0) === true) out.push({ kind: 'reeds', x, y, size: 5, variant: random() });
      const palmOffset = offset + 12 + random() * 14;
      const px = point.x + point.nx * palmOffset * side;
      const py = point.y + point.ny * palmOffset * side;
      const terrain = terrainAt(px, py);
      if ((terrain === 'desert' || (terrain === 'plains' && py > 1800)) && random() < 0.5 && isOpenGround(px, py, 10)) {
        out.push({ kind: 'palm', x: px, y: py, size: 11 + random() * 4, variant: random() });
      }
    }
  }
}

function pointAlong(along: number): { x: number; y: number; nx: number; ny: number } | undefined {
  const target = along * polylineLength(RIVER);
  let walked = 0;
  for (let i = 0; i < RIVER.length - 1; i++) {
    const a = RIVER[i];
    const b = RIVER[i + 1];
    if (!a || !b) continue;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (walked + length >= target && length > 0) {
      const t = (target - walked) / length;
      return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, nx: -(b.y - a.y) / length, ny: (b.x - a.x) / length };
    }
    walked += length;
  }
  return undefined;
}

let cached: Feature[] | undefined;

/** All the scenery of the world, sorted top to bottom so nearer things overlap farther ones. */
export function worldFeatures(): readonly Feature[] {
  if (cached) return cached;
  const features: Feature[] = [];
  for (const rule of RULES) scatterRule(rule, features);
  scatterWaves(features);
  scatterRiverbanks(features);
  features.sort((a, b) => a.y - b.y || a.x - b.x);
  cached = features;
  return features;
}

/** The features whose drawing reaches into a rectangle. */
export function featuresIn(rect: Rect, features: readonly Feature[] = worldFeatures()): Feature[] {
  return features.filter((f) => rectContains(rect, f.x, f.y, f.size * 2.2 + 4));
}
