import { TERRAIN_REGIONS, WORLD_HEIGHT, WORLD_WIDTH, terrainAt, type TerrainRegion } from '@silkroad/shared';

/** Map names painted over the land and sea, as on an old chart. */
export interface RegionLabel {
  regionId: string;
  text: string;
  x: number;
  y: number;
  /** Radians; tall narrow regions are labelled along their length. */
  rotation: number;
  /** Water names are drawn in a cooler ink. */
  water: boolean;
}

/** Display names where the region id alone would read oddly; others are the id in title case. */
const NAMES: Readonly<Record<string, string>> = {
  'western-coast': 'Aegean Sea',
  'persian-gulf-shore': 'Persian Gulf',
  caucasus: 'Caucasus Mountains',
  'tian-shan': 'Tian Shan',
  taklamakan: 'Taklamakan Desert',
  karakum: 'Karakum',
  'kashgar-oasis-woods': 'Oasis Woods',
};

/** Regions too small or too hidden (under a city, a foothill ring) to name. */
const UNNAMED = new Set(['bosporus-shore', 'pamir-foothills', 'caucasus-foothills', 'zagros-foothills']);

/** Where the sea names go: on open water, which lies toward the map's edge. */
const ANCHORS: Readonly<Record<string, { x: number; y: number; rotation?: number }>> = {
  'western-coast': { x: 90, y: 1500, rotation: -Math.PI / 2 },
  'persian-gulf-shore': { x: 1750, y: 2930 },
  // North-east of its centre, clear of Constantinople's name.
  'thracian-forest': { x: 720, y: 440 },
};

function titleCase(id: string): string {
  return id
    .split('-')
    .map((word) => (word ? word[0]?.toUpperCase() + word.slice(1) : word))
    .join(' ');
}

const SAMPLE_STEP_PX = 20;
const EDGE_MARGIN_PX = 120;
/** A region mostly covered by regions listed before it (terrainAt takes the first match) goes unnamed. */
const MIN_VISIBLE_SHARE = 0.2;

function insideRegion(region: TerrainRegion, x: number, y: number): boolean {
  const dx = (x - region.cx) / region.rx;
  const dy = (y - region.cy) / region.ry;
  return dx * dx + dy * dy <= 1;
}

/**
 * Where a region's own terrain shows (inside its ellipse and in the world, with `terrainAt`
 * agreeing): the label goes at the visible point nearest the centre of that area.
 */
function visibleAnchor(region: TerrainRegion): { x: number; y: number } | undefined {
  const points: Array<{ x: number; y: number }> = [];
  let inside = 0;
  for (let y = region.cy - region.ry; y <= region.cy + region.ry; y += SAMPLE_STEP_PX) {
    for (let x = region.cx - region.rx; x <= region.cx + region.rx; x += SAMPLE_STEP_PX) {
      if (!insideRegion(region, x, y)) continue;
      inside++;
      if (x < EDGE_MARGIN_PX || x > WORLD_WIDTH - EDGE_MARGIN_PX || y < 40 || y > WORLD_HEIGHT - 40) continue;
      if (terrainAt(x, y) === region.terrain) points.push({ x, y });
    }
  }
  if (inside === 0 || points.length / inside < MIN_VISIBLE_SHARE) return undefined;
  const cx = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const cy = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  let best = points[0];
  for (const p of points) if (best && Math.hypot(p.x - cx, p.y - cy) < Math.hypot(best.x - cx, best.y - cy)) best = p;
  return best;
}

function labelFor(region: TerrainRegion): RegionLabel | undefined {
  const anchor = ANCHORS[region.id] ?? visibleAnchor(region);
  if (!anchor) return undefined;
  const tall = region.ry > region.rx * 1.8;
  return {
    regionId: region.id,
    text: NAMES[region.id] ?? titleCase(region.id),
    x: anchor.x,
    y: anchor.y,
    rotation: ANCHORS[region.id]?.rotation ?? (tall ? -Math.PI / 2 : 0),
    water: region.terrain === 'coastal',
  };
}

export function regionLabels(): RegionLabel[] {
  return TERRAIN_REGIONS.filter((r) => !UNNAMED.has(r.id))
    .map(labelFor)
    .filter((label): label is RegionLabel => label !== undefined);
}
