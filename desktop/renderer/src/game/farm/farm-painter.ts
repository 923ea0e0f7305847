/**
 * The farm's scenery, painted once into canvases (Canvas 2D, world coordinates of the farm): the
 * meadow, the farmyard and its fences, paths, fields, the orchard, the pond and the road back to
 * the city; and, as separate pictures so players can walk behind them, the farmhouse and the home
 * workshop. Deterministic: every visit looks the same.
 */
import { smoothPolyline } from '../world/geometry';
import { fbm, hash2 } from '../world/noise';
import { circle, context2d, ellipse, fillRoundRect, line, makeCanvas, polygon, rectShadow, tone, type Ctx } from '../world/paint-kit';
import { CITY_GATE_AREA, FARM_GRID_ORIGIN, FARM_GRID_UNIT, FARM_HEIGHT, FARM_POND, FARM_VIEW, FARM_WIDTH, FARMHOUSE, HOME_WORKSHOP } from './farm-layout';

type Pt = { x: number; y: number };

const GRASS = [104, 142, 62] as const;
const EARTH = [178, 150, 104] as const;
const POST = 'rgb(96, 66, 38)';
const RAIL = 'rgb(146, 106, 64)';

/** The packed earth of the farmyard around the beds and the farm building. */
export const FARMYARD = {
  x: FARM_GRID_ORIGIN.x - 50,
  y: FARM_GRID_ORIGIN.y - 50,
  width: FARM_GRID_UNIT * 3 + 100,
  height: FARM_GRID_UNIT * 3 + 100,
} as const;

/** The paths players follow: in from the city gate, and across to the workshop. */
export const FARM_PATHS: readonly (readonly Pt[])[] = [
  [
    { x: FARM_VIEW.x - 40, y: 60 },
    { x: -160, y: 84 },
    { x: 150, y: 92 },
    { x: 200, y: 150 },
    { x: 215, y: 260 },
    { x: 330, y: 430 },
    { x: FARMYARD.x + 10, y: 500 },
  ],
  [
    { x: FARMYARD.x + FARMYARD.width - 10, y: 500 },
    { x: 980, y: 540 },
    { x: 1080, y: 588 },
    { x: 1160, y: 590 },
  ],
  [
    { x: 700, y: FARMYARD.y + FARMYARD.height - 10 },
    { x: 740, y: 790 },
    { x: 880, y: 830 },
    { x: FARM_POND.x - FARM_POND.rx - 10, y: FARM_POND.y + 10 },
  ],
];

function trace(ctx: Ctx, points: readonly Pt[]): void {
  ctx.beginPath();
  points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
}

function paintMeadow(ctx: Ctx): void {
  // A coarse colour field, smoothly scaled up: patches of lusher and drier grass.
  const step = 6;
  const columns = Math.ceil(FARM_VIEW.width / step) + 1;
  const rows = Math.ceil(FARM_VIEW.height / step) + 1;
  const field = makeCanvas(columns, rows);
  const fieldCtx = context2d(field);
  const image = fieldCtx.createImageData(columns, rows);
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const x = FARM_VIEW.x + i * step;
      const y = FARM_VIEW.y + j * step;
      const n = fbm(x / 260, y / 260, 3, 41);
      const fine = hash2(i, j, 43) - 0.5;
      const dry = Math.max(0, fbm(x / 500 + 9, y / 500, 2, 44) - 0.55) * 1.6;
      const k = (j * columns + i) * 4;
      image.data[k] = GRASS[0] + (n - 0.5) * 46 + fine * 8 + dry * 60;
      image.data[k + 1] = GRASS[1] + (n - 0.5) * 40 + fine * 8 + dry * 30;
      image.data[k + 2] = GRASS[2] + (n - 0.5) * 20 + fine * 6 + dry * 10;
      image.data[k + 3] = 255;
    }
  }
  fieldCtx.putImageData(image, 0, 0);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(field, FARM_VIEW.x, FARM_VIEW.y, columns * step, rows * step);
  // Blades of grass catching the light.
  for (let i = 0; i < 4200; i++) {
    const x = FARM_VIEW.x + hash2(i, 1, 45) * FARM_VIEW.width;
    const y = FARM_VIEW.y + hash2(i, 2, 45) * FARM_VIEW.height;
    const light = hash2(i, 3, 45) > 0.5;
    line(ctx, x, y, x + (hash2(i, 4, 45) - 0.5) * 3, y - 3 - hash2(i, 5, 45) * 3, light ? 'rgba(176, 200, 110, 0.45)' : 'rgba(50, 80, 30, 0.35)', 1);
  }
}

function paintPath(ctx: Ctx, points: readonly Pt[], width: number): void {
  const smooth = smoothPolyline(points, 3);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const [w, colour] of [
    [width + 12, 'rgba(120, 100, 60, 0.18)'],
    [width + 4, 'rgba(150, 122, 80, 0.55)'],
    [width, tone(EARTH, 0)],
    [width * 0.5, tone(EARTH, 0.12, 0.8)],
  ] as const) {
    trace(ctx, smooth);
    ctx.strokeStyle = colour;
    ctx.lineWidth = w;
    ctx.stroke();
  }
  // Footprints and pebbles.
  for (let i = 0; i < smooth.length - 1; i += 2) {
    const p = smooth[i]!;
    const r = hash2(i, 7, 51);
    if (r < 0.5) circle(ctx, p.x + (hash2(i, 8, 51) - 0.5) * width * 0.8, p.y + (hash2(i, 9, 51) - 0.5) * width * 0.8, 1 + r * 1.5, 'rgba(120, 96, 64, 0.5)');
    else if (r < 0.7) circle(ctx, p.x + (hash2(i, 10, 51) - 0.5) * width * 0.7, p.y + (hash2(i, 11, 51) - 0.5) * width * 0.7, 1.3, 'rgba(236, 222, 190, 0.6)');
  }
}

function paintYard(ctx: Ctx): void {
  const { x, y, width, height } = FARMYARD;
  fillRoundRect(ctx, x - 8, y - 8, width + 16, height + 16, 34, 'rgba(150, 124, 80, 0.25)');
  fillRoundRect(ctx, x, y, width, height, 28, tone(EARTH, -0.04));
  const g = ctx.createRadialGradient(x + width / 2, y + height / 2, 40, x + width / 2, y + height / 2, width * 0.7);
  g.addColorStop(0, 'rgba(214, 192, 146, 0.5)');
  g.addColorStop(1, 'rgba(150, 120, 76, 0.15)');
  fillRoundRect(ctx, x, y, width, height, 28, g);
  for (let i = 0; i < 420; i++) {
    const px = x + 10 + hash2(i, 1, 53) * (width - 20);
    const py = y + 10 + hash2(i, 2, 53) * (height - 20);
    circle(ctx, px, py, 0.6 + hash2(i, 3, 53) * 1.2, hash2(i, 4, 53) > 0.5 ? 'rgba(120, 92, 58, 0.35)' : 'rgba(232, 214, 176, 0.4)');
  }
  // Grass creeping in at the edges.
  for (let i = 0; i < 90; i++) {
    const t = hash2(i, 5, 55);
    const side = Math.floor(hash2(i, 6, 55) * 4);
    const px = side < 2 ? x + t * width : side === 2 ? x + 6 : x + width - 6;
    const py = side === 0 ? y + 6 : side === 1 ? y + height - 6 : y + t * height;
    for (let b = 0; b < 4; b++) line(ctx, px + b * 1.3, py, px + b * 1.3 + (b - 1.5), py - 4 - b, 'rgba(96, 130, 56, 0.7)', 1);
  }
}

function fence(ctx: Ctx, a: Pt, b: Pt): void {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  line(ctx, a.x + 2, a.y + 3, b.x + 2, b.y + 3, 'rgba(30, 20, 10, 0.22)', 3);
  line(ctx, a.x, a.y, b.x, b.y, RAIL, 2.4);
  line(ctx, a.x, a.y - 1, b.x, b.y - 1, 'rgba(196, 156, 104, 0.6)', 0.8);
  for (let d = 0; d <= length + 0.1; d += 22) {
    const px = a.x + ((b.x - a.x) * d) / length;
    const py = a.y + ((b.y - a.y) * d) / length;
    circle(ctx, px + 1.2, py + 2, 3, 'rgba(30, 20, 10, 0.25)');
    circle(ctx, px, py, 3, POST);
    circle(ctx, px - 0.8, py - 0.8, 1.4, 'rgb(140, 100, 62)');
  }
}

function paintYardFence(ctx: Ctx): void {
  const x0 = FARMYARD.x - 12;
  const y0 = FARMYARD.y - 12;
  const x1 = FARMYARD.x + FARMYARD.width + 12;
  const y1 = FARMYARD.y + FARMYARD.height + 12;
  // Openings where the paths come in: west, east and south.
  fence(ctx, { x: x0, y: y0 }, { x: x1, y: y0 });
  fence(ctx, { x: x0, y: y0 }, { x: x0, y: 470 });
  fence(ctx, { x: x0, y: 540 }, { x: x0, y: y1 });
  fence(ctx, { x: x1, y: y0 }, { x: x1, y: 470 });
  fence(ctx, { x: x1, y: 540 }, { x: x1, y: y1 });
  fence(ctx, { x: x0, y: y1 }, { x: 670, y: y1 });
  fence(ctx, { x: 730, y: y1 }, { x: x1, y: y1 });
}

function paintCityGate(ctx: Ctx): void {
  const { x, y, width, height } = CITY_GATE_AREA;
  // Cobbles where the road from the city meets the farm.
  fillRoundRect(ctx, x, y, width, height, 16, 'rgba(170, 150, 118, 0.6)');
  for (let i = 0; i < 180; i++) {
    const cx = x + 8 + hash2(i, 1, 61) * (width - 16);
    const cy = y + 8 + hash2(i, 2, 61) * (height - 16);
    const r = 3 + hash2(i, 3, 61) * 3;
    ellipse(ctx, cx + 0.8, cy + 1, r, r * 0.75, 'rgba(60, 46, 30, 0.25)');
    ellipse(ctx, cx, cy, r, r * 0.75, tone([176, 162, 138], (hash2(i, 4, 61) - 0.5) * 0.3));
  }
  // The gateway: two stone posts and a timber lintel across the road, at the map's edge.
  const gx = x + 38;
  for (const py of [y + 22, y + height - 22]) {
    rectShadow(ctx, gx - 9, py - 9, 18, 18, 10, 3);
    fillRoundRect(ctx, gx - 9, py - 9, 18, 18, 3, 'rgb(150, 140, 124)');
    fillRoundRect(ctx, gx - 7, py - 7, 14, 8, 2, 'rgb(190, 180, 164)');
  }
  fillRoundRect(ctx, gx - 6 + 6, y + 18 + 8, 12, height - 36, 3, 'rgba(30, 20, 10, 0.3)');
  fillRoundRect(ctx, gx - 6, y + 16, 12, height - 32, 3, 'rgb(118, 80, 46)');
  line(ctx, gx - 3, y + 18, gx - 3, y + height - 18, 'rgba(196, 150, 100, 0.6)', 1.2);
  // A signpost pointing the way home.
  const sx = x + width - 40;
  const sy = y + 26;
  line(ctx, sx + 3, sy + 4, sx + 3, sy + 34, 'rgba(30, 20, 10, 0.3)', 3);
  line(ctx, sx, sy, sx, sy + 30, POST, 3);
  polygon(
    ctx,
    [
      [sx - 26, sy - 2],
      [sx + 14, sy - 2],
      [sx + 14, sy + 8],
      [sx - 26, sy + 8],
      [sx - 32, sy + 3],
    ],
    'rgb(170, 126, 78)',
  );
  line(ctx, sx - 22, sy + 3, sx + 10, sy + 3, 'rgba(70, 44, 24, 0.8)', 1.2);
}

function paintField(ctx: Ctx, x: number, y: number, width: number, height: number, kind: 'grain' | 'greens', seed: number): void {
  fillRoundRect(ctx, x - 5, y - 5, width + 10, height + 10, 10, 'rgba(96, 72, 40, 0.3)');
  fillRoundRect(ctx, x, y, width, height, 8, 'rgb(118, 86, 52)');
  for (let ry = y + 10, row = 0; ry < y + height - 6; ry += 16, row++) {
    // A furrow, then the row's plants standing on its ridge.
    fillRoundRect(ctx, x + 6, ry + 5, width - 12, 4, 2, 'rgba(70, 48, 28, 0.6)');
    fillRoundRect(ctx, x + 6, ry, width - 12, 5, 2, 'rgba(150, 112, 70, 0.55)');
    if (kind === 'grain') {
      for (let px = x + 9; px < x + width - 8; px += 3.2) {
        const j = hash2(Math.round(px * 10), row, seed);
        const h = 7 + j * 4;
        line(ctx, px, ry + 4, px + (j - 0.5) * 2, ry + 4 - h, `rgb(${170 + j * 30}, ${150 + j * 20}, 70)`, 1.1);
        ellipse(ctx, px + (j - 0.5) * 2, ry + 2 - h, 1.3, 2.6, `rgb(${222 + j * 20}, ${182 + j * 20}, 84)`);
      }
    } else {
      for (let px = x + 14; px < x + width - 10; px += 17) {
        const j = hash2(Math.round(px), row, seed);
        const r = 5 + j * 2;
        circle(ctx, px + 1.5, ry + 4, r, 'rgba(30, 40, 16, 0.35)');
        circle(ctx, px, ry + 1, r, tone([78, 140, 62], (j - 0.5) * 0.3));
        circle(ctx, px - r * 0.3, ry - r * 0.2, r * 0.55, tone([140, 190, 96], 0.05, 0.9));
        line(ctx, px, ry + 1, px + r * 0.6, ry - r * 0.5, 'rgba(40, 80, 30, 0.5)', 0.8);
      }
    }
  }
}

function paintHedge(ctx: Ctx, a: Pt, b: Pt, seed: number): void {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  for (let d = 0; d <= length; d += 13) {
    const t = d / length;
    const j = hash2(Math.round(d), seed, 75);
    const x = a.x + (b.x - a.x) * t + (j - 0.5) * 6;
    const y = a.y + (b.y - a.y) * t + (hash2(seed, Math.round(d), 76) - 0.5) * 6;
    const r = 11 + j * 5;
    ellipse(ctx, x + r * 0.45, y + r * 0.55, r, r * 0.7, 'rgba(20, 34, 12, 0.3)');
    circle(ctx, x, y, r, tone([54, 92, 40], (j - 0.5) * 0.2));
    circle(ctx, x - r * 0.3, y - r * 0.35, r * 0.5, tone([104, 150, 70], 0, 0.7));
  }
}

function paintTree(ctx: Ctx, x: number, y: number, r: number, seed: number, fruit: string | null): void {
  ellipse(ctx, x + r * 0.55, y + r * 0.7, r * 1.1, r * 0.75, 'rgba(20, 34, 12, 0.32)');
  line(ctx, x, y + r * 0.2, x, y + r * 0.9, 'rgb(96, 66, 40)', 4);
  const base = [58 + hash2(seed, 1, 63) * 24, 100 + hash2(seed, 2, 63) * 26, 48];
  for (let i = 0; i < 5; i++) {
    const a = hash2(seed, 3, 63) * 6.28 + (i / 5) * Math.PI * 2;
    circle(ctx, x + Math.cos(a) * r * 0.42, y + Math.sin(a) * r * 0.36, r * 0.62, tone(base, -0.14));
  }
  circle(ctx, x, y, r * 0.78, tone(base, 0));
  const light = ctx.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.1, x - r * 0.1, y - r * 0.1, r);
  light.addColorStop(0, tone([150, 190, 90], 0.1, 0.85));
  light.addColorStop(1, tone([150, 190, 90], 0, 0));
  circle(ctx, x, y, r * 0.95, light);
  if (fruit) for (let i = 0; i < 6; i++) circle(ctx, x + Math.cos(i * 2.3 + seed) * r * 0.55, y + Math.sin(i * 2.3 + seed) * r * 0.45, 2.2, fruit);
}

function paintPond(ctx: Ctx): void {
  const { x, y, rx, ry } = FARM_POND;
  ellipse(ctx, x, y, rx + 10, ry + 8, 'rgba(120, 104, 70, 0.55)');
  ellipse(ctx, x, y, rx + 3, ry + 2, 'rgb(92, 138, 120)');
  const water = ctx.createRadialGradient(x - rx * 0.3, y - ry * 0.3, 10, x, y, rx);
  water.addColorStop(0, 'rgb(96, 168, 186)');
  water.addColorStop(1, 'rgb(52, 112, 140)');
  ellipse(ctx, x, y, rx - 4, ry - 5, water);
  for (let i = 0; i < 5; i++) {
    const a = hash2(i, 1, 67) * 6.28;
    const d = 0.35 + hash2(i, 2, 67) * 0.4;
    const px = x + Math.cos(a) * rx * d;
    const py = y + Math.sin(a) * ry * d;
    ellipse(ctx, px, py, 7, 5, 'rgb(70, 130, 60)');
    polygon(
      ctx,
      [
        [px, py],
        [px + 7, py - 2],
        [px + 7, py + 2],
      ],
      'rgb(60, 120, 150)',
    );
    if (i % 2 === 0) circle(ctx, px - 2, py - 1, 2, 'rgb(246, 210, 226)');
  }
  ctx.strokeStyle = 'rgba(230, 244, 250, 0.35)';
  ctx.lineWidth = 1.2;
  for (let i = 0; i < 4; i++) {
    ctx.beginPath();
    ctx.ellipse(x - 30 + i * 22, y - 12 + (i % 2) * 20, 14, 4, 0, Math.PI * 1.1, Math.PI * 1.9);
    ctx.stroke();
  }
  for (let i = 0; i < 26; i++) {
    const a = Math.PI * (0.1 + hash2(i, 3, 69) * 0.8) + (i % 2 ? Math.PI : 0);
    const px = x + Math.cos(a) * (rx - 2);
    const py = y + Math.sin(a) * (ry - 2);
    for (let b = 0; b < 3; b++) line(ctx, px + b * 1.6, py, px + b * 1.6 + (b - 1), py - 8 - b * 2, b % 2 ? 'rgb(96, 124, 56)' : 'rgb(130, 140, 70)', 1.2);
  }
}

function haystack(ctx: Ctx, x: number, y: number, r: number): void {
  ellipse(ctx, x + r * 0.5, y + r * 0.55, r * 1.05, r * 0.7, 'rgba(40, 26, 8, 0.3)');
  circle(ctx, x, y, r, 'rgb(214, 178, 88)');
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    line(ctx, x + Math.cos(a) * r * 0.3, y + Math.sin(a) * r * 0.3, x + Math.cos(a) * r * 0.95, y + Math.sin(a) * r * 0.95, 'rgba(150, 112, 40, 0.6)', 1);
  }
  circle(ctx, x - r * 0.3, y - r * 0.35, r * 0.35, 'rgba(250, 226, 150, 0.7)');
}

function well(ctx: Ctx, x: number, y: number): void {
  circle(ctx, x + 5, y + 6, 15, 'rgba(30, 20, 10, 0.3)');
  circle(ctx, x, y, 15, 'rgb(150, 140, 128)');
  circle(ctx, x, y, 10, 'rgb(40, 60, 70)');
  circle(ctx, x - 2, y - 2, 4, 'rgba(120, 170, 190, 0.6)');
  line(ctx, x - 17, y - 2, x + 17, y - 2, 'rgb(110, 74, 42)', 3);
  fillRoundRect(ctx, x - 4, y - 6, 8, 8, 2, 'rgb(130, 90, 52)');
}

function scarecrow(ctx: Ctx, x: number, y: number): void {
  ellipse(ctx, x + 6, y + 8, 10, 4, 'rgba(30, 20, 10, 0.3)');
  line(ctx, x, y - 20, x, y + 6, POST, 2.5);
  line(ctx, x - 13, y - 12, x + 13, y - 12, POST, 2.5);
  fillRoundRect(ctx, x - 7, y - 14, 14, 14, 3, 'rgb(176, 70, 52)');
  circle(ctx, x, y - 22, 5, 'rgb(226, 200, 130)');
  ellipse(ctx, x, y - 25, 9, 3, 'rgb(150, 108, 52)');
}

/** Where the trees of the farm stand: an orchard to the south-west, a windbreak along the edges. */
export function farmTrees(): Array<{ x: number; y: number; r: number; fruit: string | null }> {
  const trees: Array<{ x: number; y: number; r: number; fruit: string | null }> = [];
  for (let row = 0; row < 3; row++) {
    for (let column = 0; column < 4; column++) {
      const x = 90 + column * 95 + (row % 2) * 40;
      const y = 650 + row * 90;
      trees.push({ x, y, r: 24 + hash2(row, column, 71) * 6, fruit: (row + column) % 2 === 0 ? 'rgb(214, 60, 48)' : 'rgb(236, 190, 60)' });
    }
  }
  for (let x = 340; x < FARM_WIDTH - 30; x += 70) trees.push({ x: x + hash2(x, 1, 73) * 20, y: 22 + hash2(x, 2, 73) * 10, r: 22 + hash2(x, 3, 73) * 8, fruit: null });
  for (let y = 360; y < FARM_HEIGHT - 120; y += 75) trees.push({ x: FARM_WIDTH - 24 - hash2(y, 4, 73) * 10, y, r: 24 + hash2(y, 5, 73) * 6, fruit: null });
  for (let x = 520; x < 1020; x += 80) trees.push({ x: x + hash2(x, 6, 73) * 20, y: FARM_HEIGHT - 22, r: 22 + hash2(x, 7, 73) * 8, fruit: null });
  return trees;
}

/** The farm's ground and scenery as one picture, FARM_WIDTH x FARM_HEIGHT. */
/** Trees of the countryside round the farm, beyond its hedge. */
function outsideTrees(): Array<{ x: number; y: number; r: number }> {
  const trees: Array<{ x: number; y: number; r: number }> = [];
  for (let i = 0; i < 70; i++) {
    const x = FARM_VIEW.x + hash2(i, 1, 79) * FARM_VIEW.width;
    const y = FARM_VIEW.y + hash2(i, 2, 79) * FARM_VIEW.height;
    const outside = x < -40 || y < -40 || x > FARM_WIDTH + 40 || y > FARM_HEIGHT + 40;
    // Clear of the road to the city.
    const onRoad = x < 0 && y > -20 && y < 170;
    if (outside && !onRoad) trees.push({ x, y, r: 20 + hash2(i, 3, 79) * 12 });
  }
  return trees;
}

/** The farm's ground and scenery as one picture, covering FARM_VIEW (drawn at FARM_VIEW.x, FARM_VIEW.y). */
export function paintFarmGround(): HTMLCanvasElement {
  const canvas = makeCanvas(FARM_VIEW.width, FARM_VIEW.height);
  const ctx = context2d(canvas);
  ctx.translate(-FARM_VIEW.x, -FARM_VIEW.y);
  paintMeadow(ctx);
  paintField(ctx, 400, 70, 420, 170, 'grain', 81);
  paintField(ctx, 900, 80, 520, 220, 'greens', 83);
  paintYard(ctx);
  for (const path of FARM_PATHS) paintPath(ctx, path, 26);
  paintCityGate(ctx);
  paintPond(ctx);
  paintYardFence(ctx);
  well(ctx, 455, 330);
  scarecrow(ctx, 880, 345);
  haystack(ctx, 940, 660, 17);
  haystack(ctx, 968, 690, 13);
  haystack(ctx, 470, 690, 15);
  for (const [i, tree] of farmTrees().entries()) paintTree(ctx, tree.x, tree.y, tree.r, i + 1, tree.fruit);
  // The hedge round the farm, open to the west where the road from the city comes in.
  paintHedge(ctx, { x: -12, y: -12 }, { x: FARM_WIDTH + 12, y: -12 }, 1);
  paintHedge(ctx, { x: FARM_WIDTH + 12, y: -12 }, { x: FARM_WIDTH + 12, y: FARM_HEIGHT + 12 }, 2);
  paintHedge(ctx, { x: -12, y: FARM_HEIGHT + 12 }, { x: FARM_WIDTH + 12, y: FARM_HEIGHT + 12 }, 3);
  paintHedge(ctx, { x: -12, y: CITY_GATE_AREA.y + CITY_GATE_AREA.height + 10 }, { x: -12, y: FARM_HEIGHT + 12 }, 4);
  paintHedge(ctx, { x: -12, y: -12 }, { x: -12, y: CITY_GATE_AREA.y + 8 }, 5);
  for (const [i, tree] of outsideTrees().entries()) paintTree(ctx, tree.x, tree.y, tree.r, i + 101, null);
  return canvas;
}

function tiledRoof(ctx: Ctx, x: number, y: number, w: number, h: number, colour: readonly number[]): void {
  // A gabled roof seen from the south: the far slope lit, the near slope in shade, rows of tiles.
  fillRoundRect(ctx, x, y, w, h / 2, 2, tone(colour, 0.14));
  fillRoundRect(ctx, x, y + h / 2, w, h / 2, 2, tone(colour, -0.14));
  for (let ty = y + 5; ty < y + h - 1; ty += 6) line(ctx, x + 1, ty, x + w - 1, ty, tone(colour, -0.32, 0.55), 1);
  for (let ty = y + 2, row = 0; ty < y + h - 1; ty += 6, row++) {
    for (let tx = x + (row % 2) * 4; tx < x + w; tx += 8) line(ctx, tx, ty, tx, ty + 4, tone(colour, -0.3, 0.35), 0.8);
  }
  line(ctx, x, y + h / 2, x + w, y + h / 2, tone(colour, -0.45), 2.2);
}

/** Space around a building's footprint in its picture, for the cast shadow and the chimney. */
export const BUILDING_MARGIN = 16;

/** The farm building in the grid's centre cell: a small whitewashed farmhouse with a red roof. */
export function paintFarmhouse(): HTMLCanvasElement {
  const m = BUILDING_MARGIN;
  const { width: w, height: h } = FARMHOUSE;
  const canvas = makeCanvas(w + m * 2, h + m * 2);
  const ctx = context2d(canvas);
  const x = m;
  const y = m;
  const roofH = h * 0.62;
  rectShadow(ctx, x, y + 4, w, h - 4, 12, 4);
  // Front wall with a door and windows.
  fillRoundRect(ctx, x + 3, y + roofH - 4, w - 6, h - roofH + 4, 2, 'rgb(236, 226, 204)');
  fillRoundRect(ctx, x + 3, y + h - 6, w - 6, 6, 1, 'rgb(168, 150, 120)');
  for (let i = 0; i < 6; i++) line(ctx, x + 4 + i * 15, y + roofH, x + 4 + i * 15, y + h - 6, 'rgba(140, 100, 60, 0.35)', 1.5);
  fillRoundRect(ctx, x + w / 2 - 9, y + h - 29, 18, 24, 3, 'rgb(110, 70, 40)');
  line(ctx, x + w / 2, y + h - 29, x + w / 2, y + h - 5, 'rgba(60, 36, 20, 0.8)', 1);
  circle(ctx, x + w / 2 + 5, y + h - 16, 1.4, 'rgb(230, 200, 110)');
  for (const wx of [x + 12, x + w - 28]) {
    fillRoundRect(ctx, wx, y + h - 26, 16, 13, 2, 'rgb(110, 74, 44)');
    fillRoundRect(ctx, wx + 2, y + h - 24, 12, 9, 1, 'rgb(120, 170, 190)');
    line(ctx, wx + 8, y + h - 24, wx + 8, y + h - 15, 'rgb(110, 74, 44)', 1.2);
    fillRoundRect(ctx, wx - 1, y + h - 13, 18, 4, 1, 'rgb(196, 70, 60)');
    for (let k = 0; k < 4; k++) circle(ctx, wx + 2 + k * 4, y + h - 13, 1.4, k % 2 ? 'rgb(246, 206, 80)' : 'rgb(236, 120, 150)');
  }
  tiledRoof(ctx, x - 3, y, w + 6, roofH, [178, 74, 52]);
  // The chimney, with a wisp of smoke.
  fillRoundRect(ctx, x + w - 24, y - 6, 12, 16, 2, 'rgb(150, 120, 100)');
  fillRoundRect(ctx, x + w - 25, y - 8, 14, 4, 1, 'rgb(120, 96, 80)');
  for (let i = 0; i < 4; i++) circle(ctx, x + w - 18 - i * 3, y - 11 - i * 4, 3 + i, `rgba(236, 236, 232, ${0.45 - i * 0.1})`);
  return canvas;
}

/** The home workshop to the right of the farm: timber walls, one half of the roof still to be tiled. */
export function paintWorkshop(): HTMLCanvasElement {
  const m = BUILDING_MARGIN;
  const { width: w, height: h } = HOME_WORKSHOP;
  const canvas = makeCanvas(w + m * 2, h + m * 2);
  const ctx = context2d(canvas);
  const x = m;
  const y = m;
  const roofH = h * 0.6;
  rectShadow(ctx, x, y + 6, w, h - 6, 14, 4);
  // Timber front wall, wide doors open onto a workbench.
  fillRoundRect(ctx, x + 4, y + roofH - 6, w - 8, h - roofH + 6, 2, 'rgb(170, 124, 78)');
  for (let i = 0; i < 12; i++) line(ctx, x + 6 + i * 16.5, y + roofH - 4, x + 6 + i * 16.5, y + h - 2, 'rgba(96, 62, 34, 0.55)', 1.4);
  fillRoundRect(ctx, x + 60, y + h - 46, 70, 44, 3, 'rgb(60, 40, 26)');
  fillRoundRect(ctx, x + 66, y + h - 22, 58, 8, 2, 'rgb(150, 110, 66)');
  for (let k = 0; k < 4; k++) line(ctx, x + 72 + k * 14, y + h - 40, x + 72 + k * 14, y + h - 28, 'rgb(160, 160, 170)', 2);
  fillRoundRect(ctx, x + 14, y + h - 34, 26, 18, 2, 'rgb(110, 74, 44)');
  fillRoundRect(ctx, x + 16, y + h - 32, 22, 14, 1, 'rgb(130, 176, 196)');
  // The roof: the west half tiled, the east half bare rafters under scaffolding.
  tiledRoof(ctx, x - 4, y, w * 0.58, roofH, [92, 104, 128]);
  fillRoundRect(ctx, x + w * 0.54, y, w * 0.46 + 4, roofH, 2, 'rgba(70, 48, 30, 0.85)');
  for (let rx = x + w * 0.56; rx < x + w; rx += 12) line(ctx, rx, y + 1, rx, y + roofH - 1, 'rgb(178, 132, 80)', 3);
  for (const ry of [y + roofH * 0.25, y + roofH * 0.5, y + roofH * 0.75]) line(ctx, x + w * 0.55, ry, x + w + 2, ry, 'rgb(150, 108, 64)', 2);
  for (const sx of [x + w * 0.6, x + w - 6]) line(ctx, sx, y - 6, sx, y + h + 2, 'rgba(120, 96, 70, 0.9)', 2.4);
  line(ctx, x + w * 0.6, y + h * 0.2, x + w - 6, y + h * 0.2, 'rgba(120, 96, 70, 0.9)', 2.4);
  // Stacked planks and a sawhorse in front.
  for (let i = 0; i < 3; i++) fillRoundRect(ctx, x + w - 56, y + h - 8 - i * 5, 50, 5, 1, tone([196, 150, 96], -i * 0.08));
  return canvas;
}
