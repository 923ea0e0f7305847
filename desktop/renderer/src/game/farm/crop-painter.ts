/**
 * The crops of the farm's beds, painted once per crop and stage into small canvases (Canvas 2D,
 * no assets): a seedling, a leafy plant, a flowering one, a mature one and the ripe crop, each
 * in its crop's colours, so a bed tells at a glance what grows there and how far along it is.
 */
import type { CropTypeId } from '@silkroad/shared';
import { hash2 } from '../world/noise';
import { circle, ellipse, fillRoundRect, line, tone, type Ctx } from '../world/paint-kit';
import { FARM_BED_SIZE } from './farm-layout';

type Rgb = readonly [number, number, number];

interface CropLook {
  /** Grain stands in stalks with ears; the others grow as leafy bushes with fruit, bolls or blooms. */
  form: 'grain' | 'bush';
  leaf: Rgb;
  /** Blossoms while flowering. */
  flower: Rgb;
  /** Ears or fruit not yet ripe. */
  unripe: Rgb;
  /** Ears or fruit at harvest. */
  ripe: Rgb;
  /** Grain whose ears hang down (rice), or bristle (barley). */
  ear?: 'upright' | 'nodding' | 'bearded';
}

export const CROP_LOOKS: Readonly<Record<CropTypeId, CropLook>> = {
  WHEAT: { form: 'grain', leaf: [110, 156, 62], flower: [226, 230, 170], unripe: [178, 186, 92], ripe: [232, 186, 74], ear: 'upright' },
  BARLEY: { form: 'grain', leaf: [122, 162, 86], flower: [232, 228, 192], unripe: [170, 182, 112], ripe: [218, 196, 128], ear: 'bearded' },
  RICE: { form: 'grain', leaf: [78, 170, 88], flower: [246, 244, 222], unripe: [176, 202, 118], ripe: [238, 218, 150], ear: 'nodding' },
  SPICE: { form: 'bush', leaf: [56, 120, 52], flower: [250, 250, 236], unripe: [112, 168, 62], ripe: [212, 48, 36] },
  EXOTIC_HERB: { form: 'bush', leaf: [62, 140, 116], flower: [222, 196, 244], unripe: [186, 160, 214], ripe: [150, 72, 204] },
  COTTON: { form: 'bush', leaf: [86, 130, 66], flower: [248, 228, 150], unripe: [132, 142, 84], ripe: [252, 250, 244] },
};

/** 1 Sprouting, 2 Growing, 3 Flowering, 4 Mature, 5 ripe (ready to harvest). */
export type CropStage = 1 | 2 | 3 | 4 | 5;
export const CROP_STAGES: readonly CropStage[] = [1, 2, 3, 4, 5];

/** Plants per bed: three rows of three, their bases on the soil's ridges. */
const PLANT_COLUMNS = [18, 45, 72];
const PLANT_ROWS = [32, 58, 84];
export const PLANT_ROW_Y = PLANT_ROWS;

function shadow(ctx: Ctx, x: number, y: number, r: number): void {
  ellipse(ctx, x + r * 0.35, y + 1.5, r, r * 0.38, 'rgba(26, 16, 6, 0.32)');
}

function leafBlade(ctx: Ctx, x: number, y: number, angle: number, length: number, width: number, fill: string): void {
  const tipX = x + Math.cos(angle) * length;
  const tipY = y + Math.sin(angle) * length;
  const nx = -Math.sin(angle) * width;
  const ny = Math.cos(angle) * width;
  const midX = (x + tipX) / 2;
  const midY = (y + tipY) / 2;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.quadraticCurveTo(midX + nx, midY + ny, tipX, tipY);
  ctx.quadraticCurveTo(midX - nx, midY - ny, x, y);
  ctx.fillStyle = fill;
  ctx.fill();
}

function sprout(ctx: Ctx, x: number, y: number, look: CropLook, seed: number): void {
  const lean = (hash2(seed, 1, 3) - 0.5) * 0.4;
  ellipse(ctx, x, y + 0.5, 4.5, 1.8, 'rgba(60, 38, 20, 0.55)');
  line(ctx, x, y, x + lean * 2, y - 4, tone(look.leaf, 0.1), 1.2);
  leafBlade(ctx, x + lean * 2, y - 4, -Math.PI * 0.85 + lean, 5.5, 1.9, tone(look.leaf, 0.32));
  leafBlade(ctx, x + lean * 2, y - 4, -Math.PI * 0.15 + lean, 5.5, 1.9, tone(look.leaf, 0.2));
}

function grainStalks(ctx: Ctx, x: number, y: number, look: CropLook, height: number, count: number, seed: number): Array<{ x: number; y: number; angle: number }> {
  const tops: Array<{ x: number; y: number; angle: number }> = [];
  // Leaves first, fanning from the base, then the stalks over them.
  for (let i = 0; i < count + 2; i++) {
    const a = -Math.PI / 2 + (i / (count + 1) - 0.5) * 2.1 + (hash2(seed, i, 7) - 0.5) * 0.3;
    leafBlade(ctx, x, y, a, height * (0.45 + hash2(seed, i, 8) * 0.25), 1.8, tone(look.leaf, i % 2 === 0 ? -0.08 : 0.08));
  }
  for (let i = 0; i < count; i++) {
    const spread = count === 1 ? 0 : i / (count - 1) - 0.5;
    const a = -Math.PI / 2 + spread * 0.75 + (hash2(seed, i, 9) - 0.5) * 0.18;
    const len = height * (0.85 + hash2(seed, i, 10) * 0.2);
    const tx = x + Math.cos(a) * len;
    const ty = y + Math.sin(a) * len;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(x + Math.cos(a) * len * 0.5 + spread * 2, y + Math.sin(a) * len * 0.5, tx, ty);
    ctx.strokeStyle = tone(look.leaf, -0.18);
    ctx.lineWidth = 1.3;
    ctx.stroke();
    tops.push({ x: tx, y: ty, angle: a });
  }
  return tops;
}

function ear(ctx: Ctx, top: { x: number; y: number; angle: number }, look: CropLook, colour: Rgb, size: number): void {
  let angle = top.angle;
  if (look.ear === 'nodding') angle = top.angle + (Math.cos(top.angle) >= 0 ? 1.5 : -1.5);
  const cx = top.x + Math.cos(angle) * size * 0.8;
  const cy = top.y + Math.sin(angle) * size * 0.8;
  ellipse(ctx, cx + 0.8, cy + 1, size * 1.05, size * 0.42, 'rgba(40, 26, 8, 0.25)', angle);
  ellipse(ctx, cx, cy, size, size * 0.42, tone(colour, -0.12), angle);
  // Grains along the ear catch the light on the north-west side.
  for (let k = -1; k <= 1; k++) {
    const gx = cx + Math.cos(angle) * k * size * 0.55;
    const gy = cy + Math.sin(angle) * k * size * 0.55;
    ellipse(ctx, gx - 0.4, gy - 0.4, size * 0.34, size * 0.26, tone(colour, 0.22), angle);
  }
  if (look.ear === 'bearded') {
    for (let k = 0; k < 4; k++) {
      const bx = cx + Math.cos(angle) * (k - 1.5) * size * 0.4;
      const by = cy + Math.sin(angle) * (k - 1.5) * size * 0.4;
      const side = k % 2 === 0 ? 0.6 : -0.6;
      line(ctx, bx, by, bx + Math.cos(angle + side - 0.4) * size * 1.1, by + Math.sin(angle + side - 0.4) * size * 1.1, tone(colour, -0.05, 0.85), 0.6);
    }
  }
}

function bushLeaves(ctx: Ctx, x: number, y: number, look: CropLook, radius: number, seed: number): Array<{ x: number; y: number }> {
  const centre = { x, y: y - radius * 0.9 };
  const lobes = 5;
  const spots: Array<{ x: number; y: number }> = [];
  for (let i = 0; i < lobes; i++) {
    const a = (i / lobes) * Math.PI * 2 + hash2(seed, i, 11) * 0.6;
    const lx = centre.x + Math.cos(a) * radius * 0.55;
    const ly = centre.y + Math.sin(a) * radius * 0.45;
    circle(ctx, lx, ly, radius * 0.58, tone(look.leaf, -0.16 + (i % 2) * 0.06));
    spots.push({ x: centre.x + Math.cos(a) * radius * 0.62, y: centre.y + Math.sin(a) * radius * 0.5 });
  }
  circle(ctx, centre.x, centre.y, radius * 0.62, tone(look.leaf, 0.02));
  // Veins and a sunlit top.
  for (let i = 0; i < 4; i++) {
    const a = i * 1.7 + seed;
    line(ctx, centre.x, centre.y, centre.x + Math.cos(a) * radius * 0.7, centre.y + Math.sin(a) * radius * 0.55, tone(look.leaf, -0.3, 0.5), 0.6);
  }
  circle(ctx, centre.x - radius * 0.25, centre.y - radius * 0.28, radius * 0.28, tone(look.leaf, 0.3, 0.7));
  spots.push({ x: centre.x + radius * 0.1, y: centre.y + radius * 0.1 });
  return spots;
}

function blossom(ctx: Ctx, x: number, y: number, colour: Rgb, r: number): void {
  for (let p = 0; p < 5; p++) {
    const a = (p / 5) * Math.PI * 2;
    circle(ctx, x + Math.cos(a) * r * 0.7, y + Math.sin(a) * r * 0.7, r * 0.62, tone(colour, p % 2 === 0 ? 0 : -0.06));
  }
  circle(ctx, x, y, r * 0.45, 'rgb(238, 196, 64)');
}

function fruit(ctx: Ctx, x: number, y: number, crop: CropTypeId, colour: Rgb, r: number, ripe: boolean): void {
  if (crop === 'COTTON' && ripe) {
    // Open bolls: white puffs on a brown husk.
    circle(ctx, x + 0.6, y + 0.8, r * 1.15, 'rgba(40, 26, 8, 0.25)');
    circle(ctx, x, y + r * 0.35, r * 0.55, 'rgb(120, 84, 46)');
    for (let p = 0; p < 4; p++) circle(ctx, x + Math.cos(p * 1.57 + 0.4) * r * 0.5, y + Math.sin(p * 1.57 + 0.4) * r * 0.45, r * 0.68, tone(colour, p === 0 ? 0 : -0.04));
    circle(ctx, x - r * 0.3, y - r * 0.35, r * 0.32, 'rgb(255, 255, 255)');
    return;
  }
  if (crop === 'SPICE') {
    // Peppers: long pods hanging from the branch.
    ellipse(ctx, x + 0.6, y + 1.4, r * 0.55, r * 1.25, 'rgba(40, 20, 8, 0.25)', 0.25);
    ellipse(ctx, x, y + r * 0.5, r * 0.5, r * 1.2, tone(colour, -0.08), 0.25);
    ellipse(ctx, x - r * 0.15, y + r * 0.2, r * 0.16, r * 0.6, tone(colour, 0.4, 0.8), 0.25);
    line(ctx, x - r * 0.2, y - r * 0.6, x + r * 0.1, y - r * 1.05, 'rgb(70, 110, 40)', 1.1);
    return;
  }
  circle(ctx, x + 0.6, y + 0.8, r, 'rgba(40, 26, 8, 0.25)');
  circle(ctx, x, y, r, tone(colour, -0.06));
  circle(ctx, x - r * 0.3, y - r * 0.3, r * 0.38, tone(colour, 0.4, 0.85));
}

/** One plant of a crop at a stage, its base (the stem's foot) at (x, y). */
export function paintPlant(ctx: Ctx, crop: CropTypeId, stage: CropStage, x: number, y: number, seed: number): void {
  const look = CROP_LOOKS[crop];
  if (stage === 1) return sprout(ctx, x, y, look, seed);
  if (look.form === 'grain') {
    const height = [0, 0, 15, 21, 25, 26][stage] ?? 20;
    const stalks = [0, 0, 3, 4, 5, 6][stage] ?? 4;
    shadow(ctx, x, y, 7 + stage);
    const tops = grainStalks(ctx, x, y, look, height, stalks, seed);
    if (stage === 2) return;
    const colour = stage === 3 ? look.flower : stage === 4 ? look.unripe : look.ripe;
    const size = stage === 3 ? 2.6 : stage === 4 ? 3.6 : 4.6;
    const shown = stage === 3 ? tops.filter((_, i) => i % 2 === 0) : tops;
    for (const top of shown) ear(ctx, top, look, colour, size);
    return;
  }
  const radius = [0, 0, 8, 10, 11.5, 12][stage] ?? 10;
  shadow(ctx, x, y, radius);
  line(ctx, x, y, x, y - radius * 0.6, tone(look.leaf, -0.35), 1.6);
  const spots = bushLeaves(ctx, x, y, look, radius, seed);
  if (stage === 2) return;
  if (stage === 3) {
    for (const [i, spot] of spots.entries()) if (i % 2 === 0) blossom(ctx, spot.x, spot.y, look.flower, 2.3);
    return;
  }
  const ripe = stage === 5;
  for (const [i, spot] of spots.entries()) if (ripe || i % 2 === 1 || i === spots.length - 1) fruit(ctx, spot.x, spot.y, crop, ripe ? look.ripe : look.unripe, ripe ? 2.8 : 2.1, ripe);
}

/** A bed's worth of one crop at one stage, drawn over the soil (FARM_BED_SIZE square, transparent). */
export function paintCropBed(ctx: Ctx, crop: CropTypeId, stage: CropStage): void {
  // Back rows first: the nearer plants overlap the ones behind.
  for (const [row, y] of PLANT_ROWS.entries()) {
    for (const [column, x] of PLANT_COLUMNS.entries()) {
      const seed = row * 3 + column + 1;
      const jx = (hash2(seed, 2, 5) - 0.5) * 4;
      paintPlant(ctx, crop, stage, x + jx, y - 2, seed);
    }
  }
}

/** Tilled, dark soil in a plank frame: a bed the player owns. */
export function paintTilledBed(ctx: Ctx): void {
  const s = FARM_BED_SIZE;
  fillRoundRect(ctx, 3, 4, s - 3, s - 3, 6, 'rgba(30, 20, 8, 0.35)');
  fillRoundRect(ctx, 0, 0, s - 2, s - 2, 6, 'rgb(124, 86, 50)');
  fillRoundRect(ctx, 1, 1, s - 4, 4, 2, 'rgb(168, 124, 78)');
  fillRoundRect(ctx, 5, 5, s - 12, s - 12, 3, 'rgb(86, 58, 36)');
  // Ridges where the plants stand, each with its sunlit crest and shaded furrow.
  for (const y of PLANT_ROWS) {
    const ry = Math.min(s - 10, y - 3);
    fillRoundRect(ctx, 7, ry - 6, s - 16, 9, 4, 'rgb(104, 72, 44)');
    fillRoundRect(ctx, 8, ry - 6, s - 18, 3, 2, 'rgba(150, 110, 72, 0.6)');
    fillRoundRect(ctx, 8, ry + 2, s - 18, 2, 1, 'rgba(40, 24, 12, 0.45)');
  }
  for (let i = 0; i < 40; i++) circle(ctx, 8 + hash2(i, 1, 21) * (s - 18), 8 + hash2(i, 2, 21) * (s - 18), 0.7 + hash2(i, 3, 21) * 0.7, hash2(i, 4, 21) > 0.5 ? 'rgba(50, 32, 18, 0.6)' : 'rgba(150, 112, 76, 0.55)');
  // Plank joints and nails.
  for (const x of [s * 0.34, s * 0.67]) {
    line(ctx, x, 0.5, x, 4.5, 'rgba(60, 38, 20, 0.7)', 1);
    line(ctx, x, s - 6.5, x, s - 2.5, 'rgba(60, 38, 20, 0.7)', 1);
  }
  for (const [nx, ny] of [
    [3, 3],
    [s - 5, 3],
    [3, s - 5],
    [s - 5, s - 5],
  ] as const)
    circle(ctx, nx, ny, 1.1, 'rgb(70, 64, 58)');
}

/** Rough, untilled ground with weeds: the beds before the plot is bought. */
export function paintWildBed(ctx: Ctx): void {
  const s = FARM_BED_SIZE;
  fillRoundRect(ctx, 2, 2, s - 4, s - 4, 14, 'rgba(150, 122, 78, 0.55)');
  fillRoundRect(ctx, 8, 8, s - 16, s - 16, 12, 'rgba(164, 136, 88, 0.5)');
  for (let i = 0; i < 14; i++) {
    const x = 10 + hash2(i, 1, 31) * (s - 20);
    const y = 12 + hash2(i, 2, 31) * (s - 22);
    for (let b = 0; b < 4; b++) {
      const a = -Math.PI / 2 + (b - 1.5) * 0.4;
      line(ctx, x, y, x + Math.cos(a) * 6, y + Math.sin(a) * 6, b % 2 ? 'rgba(88, 120, 48, 0.85)' : 'rgba(126, 150, 70, 0.85)', 1.2);
    }
  }
  for (let i = 0; i < 6; i++) {
    const x = 12 + hash2(i, 3, 33) * (s - 24);
    const y = 12 + hash2(i, 4, 33) * (s - 24);
    ellipse(ctx, x + 1, y + 1, 3, 2, 'rgba(40, 30, 20, 0.3)');
    ellipse(ctx, x, y, 3, 2, 'rgb(150, 142, 128)');
  }
  // Stakes and a slack string mark out the bed for sale.
  for (const [x, y] of [
    [4, 4],
    [s - 6, 4],
    [4, s - 6],
    [s - 6, s - 6],
  ] as const) {
    circle(ctx, x + 1, y + 1.5, 2.4, 'rgba(30, 20, 8, 0.35)');
    circle(ctx, x, y, 2.4, 'rgb(150, 112, 66)');
  }
  ctx.setLineDash([3, 3]);
  ctx.strokeStyle = 'rgba(236, 226, 196, 0.75)';
  ctx.lineWidth = 1;
  ctx.strokeRect(4, 4, s - 10, s - 10);
  ctx.setLineDash([]);
}
