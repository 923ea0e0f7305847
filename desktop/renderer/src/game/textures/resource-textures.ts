import type Phaser from 'phaser';
import type { ResourceTypeId } from '@silkroad/shared';
import { hash2 } from '../world/noise';
import { circle, context2d, ellipse, line, makeCanvas, polygon, tone, type Ctx } from '../world/paint-kit';

/**
 * The resource nodes, painted once per game into small canvases in the world's manner: seen from
 * above at a slant like the characters, lit from the north-west with shadows to the south-east,
 * soft dark outlines so a node reads as something to use against the painted ground.
 */

/** Each type is drawn in this many shapes; a node picks one by its id. */
export const NODE_VARIANTS = 2;

export interface NodeSpriteSize {
  width: number;
  height: number;
  /** Where the node stands in its frame: the sprite's origin, so the node's x, y is its foot. */
  baseY: number;
}

/** The frame each type is painted in, in painting units. */
const PAINT_SIZES: Readonly<Record<ResourceTypeId, NodeSpriteSize>> = {
  wood: { width: 76, height: 96, baseY: 86 },
  'iron-ore': { width: 62, height: 50, baseY: 42 },
  'copper-ore': { width: 62, height: 50, baseY: 42 },
  stone: { width: 64, height: 50, baseY: 42 },
  gems: { width: 56, height: 56, baseY: 46 },
  'healing-herbs': { width: 48, height: 42, baseY: 36 },
  'magic-mushrooms': { width: 50, height: 44, baseY: 37 },
  cotton: { width: 56, height: 54, baseY: 46 },
  'silk-fiber': { width: 62, height: 66, baseY: 57 },
  'wild-berries': { width: 56, height: 48, baseY: 41 },
};

/**
 * Each type is painted this much larger than its painting units: herbs and mushrooms at life size
 * would be no bigger than a traveller's head, too small to spot and to click.
 */
const PAINT_SCALE: Readonly<Record<ResourceTypeId, number>> = {
  wood: 1,
  'iron-ore': 1.15,
  'copper-ore': 1.15,
  stone: 1.1,
  gems: 1.2,
  'healing-herbs': 1.35,
  'magic-mushrooms': 1.4,
  cotton: 1.25,
  'silk-fiber': 1.15,
  'wild-berries': 1.25,
};

/** A node's frame in world pixels. */
export function nodeSpriteSize(type: ResourceTypeId): NodeSpriteSize {
  const size = PAINT_SIZES[type];
  const scale = PAINT_SCALE[type];
  return { width: Math.ceil(size.width * scale), height: Math.ceil(size.height * scale), baseY: Math.round(size.baseY * scale) };
}

/** How much larger than painted a type is drawn (for things placed on its picture, like a gem's glints). */
export function nodePaintScale(type: ResourceTypeId): number {
  return PAINT_SCALE[type];
}

const OUTLINE = 'rgba(38, 26, 16, 0.6)';

/** A low node's wash (spec 001 §4: "dimmed, yellow"), painted into a copy so it works on Canvas and WebGL alike. */
const LOW_WASH = 'rgba(236, 196, 48, 0.5)';

export function nodeTextureKey(type: ResourceTypeId, variant: number, yellow: boolean): string {
  return `node-${type}-${variant}${yellow ? '-low' : ''}`;
}

export const NODE_SPARKLE_TEXTURE = 'node-sparkle';

type Rand = (k: number) => number;

function stroked(ctx: Ctx, fill: string | CanvasGradient, width = 1.2): void {
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = OUTLINE;
  ctx.lineWidth = width;
  ctx.stroke();
}

function blob(ctx: Ctx, x: number, y: number, rx: number, ry: number): void {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
}

function groundShadow(ctx: Ctx, x: number, y: number, rx: number, ry: number, alpha = 0.3): void {
  ellipse(ctx, x + rx * 0.18, y + ry * 0.25, rx, ry, `rgba(24, 20, 10, ${alpha})`);
}

// ---------- wood: a broadleaf tree with a stack of cut logs ----------

const LEAF = [58, 104, 44];

function paintTree(ctx: Ctx, w: number, base: number, r: Rand): void {
  const cx = w / 2;
  groundShadow(ctx, cx + 6, base - 1, 28, 8, 0.32);
  // Trunk with a flare of roots.
  ctx.beginPath();
  ctx.moveTo(cx - 5, base - 30);
  ctx.lineTo(cx - 5.5, base - 6);
  ctx.quadraticCurveTo(cx - 9, base - 1, cx - 12, base);
  ctx.lineTo(cx + 11, base);
  ctx.quadraticCurveTo(cx + 7, base - 1, cx + 5.5, base - 6);
  ctx.lineTo(cx + 5, base - 30);
  ctx.closePath();
  const bark = ctx.createLinearGradient(cx - 6, 0, cx + 6, 0);
  bark.addColorStop(0, 'rgb(126, 88, 52)');
  bark.addColorStop(1, 'rgb(74, 48, 26)');
  stroked(ctx, bark);
  line(ctx, cx - 1, base - 26, cx - 2, base - 10, 'rgba(50, 32, 18, 0.5)', 1);
  line(ctx, cx + 2.5, base - 22, cx + 2, base - 8, 'rgba(50, 32, 18, 0.4)', 1);

  // The crown: clumps round a centre, darker below, lit from the north-west.
  const crownY = base - 50;
  const clumps: Array<[number, number, number]> = [];
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + r(1) * 2;
    clumps.push([cx + Math.cos(a) * 17, crownY + Math.sin(a) * 13 + 2, 14 + r(10 + i) * 5]);
  }
  ctx.beginPath();
  for (const [x, y, rr] of clumps) {
    ctx.moveTo(x + rr, y);
    ctx.arc(x, y, rr, 0, Math.PI * 2);
  }
  ctx.moveTo(cx + 22, crownY);
  ctx.arc(cx, crownY, 22, 0, Math.PI * 2);
  ctx.strokeStyle = OUTLINE;
  ctx.lineWidth = 2.4;
  ctx.stroke();
  for (const [x, y, rr] of clumps) circle(ctx, x, y, rr, tone(LEAF, y > crownY + 4 ? -0.28 : -0.12));
  circle(ctx, cx, crownY, 22, tone(LEAF, 0));
  for (let i = 0; i < 5; i++) {
    const a = -2.4 + i * 0.5 + r(20 + i) * 0.3;
    circle(ctx, cx + Math.cos(a) * 12, crownY + Math.sin(a) * 10, 7 + r(30 + i) * 3, tone(LEAF, 0.12));
  }
  const light = ctx.createRadialGradient(cx - 10, crownY - 12, 2, cx - 6, crownY - 6, 30);
  light.addColorStop(0, 'rgba(190, 222, 120, 0.55)');
  light.addColorStop(1, 'rgba(190, 222, 120, 0)');
  circle(ctx, cx, crownY, 30, light);
  // Leaf speckles.
  for (let i = 0; i < 18; i++) {
    const a = r(40 + i) * Math.PI * 2;
    const d = r(60 + i) * 26;
    circle(ctx, cx + Math.cos(a) * d, crownY + Math.sin(a) * d * 0.8, 1.4, i % 3 === 0 ? 'rgba(30, 60, 24, 0.5)' : 'rgba(170, 208, 110, 0.45)');
  }

  // Three cut logs stacked at the foot: the wood is for the taking.
  const lx = cx + 14;
  const ly = base - 3;
  for (const [dx, dy] of [
    [0, 0],
    [9, 0],
    [4.5, -7],
  ] as const) {
    ctx.beginPath();
    ctx.roundRect(lx + dx - 12, ly + dy - 3.5, 13, 7, 3);
    stroked(ctx, 'rgb(118, 80, 46)', 1);
    blob(ctx, lx + dx + 1, ly + dy, 3.6, 3.6);
    stroked(ctx, 'rgb(222, 186, 130)', 1);
    circle(ctx, lx + dx + 1, ly + dy, 1.4, 'rgba(150, 104, 58, 0.9)');
  }
}

// ---------- ores, stone and gems ----------

interface RockTones {
  body: number[];
}

function rockOutline(cx: number, base: number, halfW: number, height: number, r: Rand, corners = 9): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let i = 0; i <= corners; i++) {
    const t = i / corners;
    const a = Math.PI + t * Math.PI;
    const jitter = 0.82 + r(100 + i) * 0.3;
    points.push([cx + Math.cos(a) * halfW * jitter, base - 2 + Math.sin(a) * height * jitter]);
  }
  points.push([cx + halfW * 0.9, base], [cx - halfW * 0.9, base]);
  return points;
}

function paintBoulder(ctx: Ctx, cx: number, base: number, halfW: number, height: number, { body }: RockTones, r: Rand): Array<[number, number]> {
  const outline = rockOutline(cx, base, halfW, height, r);
  ctx.beginPath();
  outline.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
  const fill = ctx.createLinearGradient(cx - halfW, base - height, cx + halfW * 0.6, base);
  fill.addColorStop(0, tone(body, 0.28));
  fill.addColorStop(0.55, tone(body, 0));
  fill.addColorStop(1, tone(body, -0.35));
  stroked(ctx, fill, 1.4);
  // A lit facet on the north-west shoulder and a shaded one to the south-east.
  polygon(
    ctx,
    [
      [cx - halfW * 0.7, base - height * 0.45],
      [cx - halfW * 0.3, base - height * 0.92],
      [cx + halfW * 0.05, base - height * 0.7],
      [cx - halfW * 0.35, base - height * 0.35],
    ],
    tone(body, 0.4, 0.55),
  );
  polygon(
    ctx,
    [
      [cx + halfW * 0.2, base - height * 0.55],
      [cx + halfW * 0.85, base - height * 0.3],
      [cx + halfW * 0.8, base - 2],
      [cx + halfW * 0.15, base - 3],
    ],
    tone(body, -0.3, 0.5),
  );
  return outline;
}

function clipTo(ctx: Ctx, outline: Array<[number, number]>): void {
  ctx.beginPath();
  outline.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
  ctx.clip();
}

function veins(ctx: Ctx, cx: number, base: number, halfW: number, height: number, colour: string, r: Rand, seed: number): void {
  ctx.lineCap = 'round';
  for (let i = 0; i < 3; i++) {
    const sx = cx - halfW * 0.7 + r(seed + i) * halfW * 0.6;
    const sy = base - height * (0.25 + r(seed + 10 + i) * 0.5);
    ctx.beginPath();
    ctx.moveTo(sx, sy);
    ctx.quadraticCurveTo(sx + halfW * 0.4, sy - 6 + r(seed + 20 + i) * 12, sx + halfW * (0.7 + r(seed + 30 + i) * 0.5), sy + 3 - r(seed + 40 + i) * 8);
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2.2;
    ctx.stroke();
  }
}

function nuggets(ctx: Ctx, cx: number, base: number, halfW: number, height: number, fill: string, shine: string, r: Rand, seed: number, count: number): void {
  for (let i = 0; i < count; i++) {
    const x = cx - halfW * 0.75 + r(seed + i) * halfW * 1.5;
    const y = base - 4 - r(seed + 20 + i) * height * 0.75;
    const s = 2.2 + r(seed + 40 + i) * 2;
    polygon(
      ctx,
      [
        [x - s, y],
        [x - s * 0.3, y - s],
        [x + s, y - s * 0.4],
        [x + s * 0.5, y + s * 0.7],
      ],
      fill,
    );
    circle(ctx, x - s * 0.3, y - s * 0.35, s * 0.35, shine);
  }
}

function pebbles(ctx: Ctx, cx: number, base: number, body: number[], r: Rand): void {
  for (let i = 0; i < 4; i++) {
    const x = cx - 24 + r(200 + i) * 48;
    const y = base - 1 + r(210 + i) * 3;
    blob(ctx, x, y, 3 + r(220 + i) * 2, 2.2);
    stroked(ctx, tone(body, -0.05 + r(230 + i) * 0.2), 0.8);
  }
}

const IRON_ROCK = [98, 104, 112];
const COPPER_ROCK = [118, 104, 92];
const STONE_ROCK = [172, 164, 150];
const GEM_ROCK = [84, 80, 96];

function paintIronOre(ctx: Ctx, w: number, base: number, r: Rand): void {
  const cx = w / 2;
  groundShadow(ctx, cx + 4, base - 2, 26, 8);
  pebbles(ctx, cx, base, IRON_ROCK, r);
  const outline = paintBoulder(ctx, cx, base, 24, 30, { body: IRON_ROCK }, r);
  ctx.save();
  clipTo(ctx, outline);
  veins(ctx, cx, base, 24, 30, 'rgba(40, 42, 52, 0.85)', r, 300);
  veins(ctx, cx + 2, base - 1, 22, 28, 'rgba(164, 84, 48, 0.55)', r, 340);
  nuggets(ctx, cx, base, 22, 28, 'rgb(70, 74, 86)', 'rgba(220, 228, 240, 0.85)', r, 360, 6);
  ctx.restore();
}

function paintCopperOre(ctx: Ctx, w: number, base: number, r: Rand): void {
  const cx = w / 2;
  groundShadow(ctx, cx + 4, base - 2, 26, 8);
  pebbles(ctx, cx, base, COPPER_ROCK, r);
  const outline = paintBoulder(ctx, cx, base, 24, 29, { body: COPPER_ROCK }, r);
  ctx.save();
  clipTo(ctx, outline);
  veins(ctx, cx, base, 24, 29, 'rgba(64, 168, 140, 0.75)', r, 400);
  nuggets(ctx, cx, base, 22, 27, 'rgb(196, 112, 52)', 'rgba(255, 214, 160, 0.9)', r, 440, 7);
  ctx.restore();
}

function paintStone(ctx: Ctx, w: number, base: number, r: Rand): void {
  const cx = w / 2;
  groundShadow(ctx, cx + 4, base - 2, 28, 8);
  // A heap of pale blocks: two below, one on top.
  const block = (x: number, y: number, bw: number, bh: number, k: number) => {
    const top = 5;
    polygon(
      ctx,
      [
        [x, y - bh],
        [x + 4, y - bh - top],
        [x + bw + 4, y - bh - top],
        [x + bw, y - bh],
      ],
      tone(STONE_ROCK, 0.32 + r(k) * 0.08),
    );
    polygon(
      ctx,
      [
        [x + bw, y - bh],
        [x + bw + 4, y - bh - top],
        [x + bw + 4, y - top],
        [x + bw, y],
      ],
      tone(STONE_ROCK, -0.3),
    );
    ctx.beginPath();
    ctx.rect(x, y - bh, bw, bh);
    stroked(ctx, tone(STONE_ROCK, -0.02 + r(k + 1) * 0.1), 1.1);
    ctx.beginPath();
    ctx.moveTo(x, y - bh);
    ctx.lineTo(x + 4, y - bh - top);
    ctx.lineTo(x + bw + 4, y - bh - top);
    ctx.lineTo(x + bw + 4, y - top);
    ctx.lineTo(x + bw, y);
    ctx.strokeStyle = OUTLINE;
    ctx.lineWidth = 1.1;
    ctx.stroke();
    line(ctx, x + 3, y - bh * 0.45, x + bw * 0.45, y - bh * 0.5, 'rgba(90, 82, 70, 0.35)', 0.8);
  };
  pebbles(ctx, cx, base, STONE_ROCK, r);
  block(cx - 26, base - 1, 22, 14, 500);
  block(cx - 2, base, 22, 15, 510);
  block(cx - 15 + r(520) * 4, base - 16, 22, 13, 530);
  paintBoulder(ctx, cx + 17, base + 1, 9, 11, { body: STONE_ROCK }, (k) => r(k + 600));
}

function paintGems(ctx: Ctx, w: number, base: number, r: Rand): void {
  const cx = w / 2;
  groundShadow(ctx, cx + 4, base - 2, 24, 8);
  paintBoulder(ctx, cx, base, 22, 18, { body: GEM_ROCK }, r);
  // Crystals rising from the rock, turquoise like the catalogue's colour, one violet.
  const crystal = (x: number, y: number, cw: number, ch: number, lean: number, hue: number[]) => {
    const tip: [number, number] = [x + lean, y - ch];
    const left: [number, number] = [x - cw, y - ch * 0.62];
    const right: [number, number] = [x + cw, y - ch * 0.62];
    polygon(
      ctx,
      [
        [x - cw, y],
        left,
        tip,
        [x + lean * 0.3, y - ch * 0.5],
        [x, y + 1],
      ],
      tone(hue, 0.35),
    );
    polygon(
      ctx,
      [
        [x, y + 1],
        [x + lean * 0.3, y - ch * 0.5],
        tip,
        right,
        [x + cw, y],
      ],
      tone(hue, -0.25),
    );
    ctx.beginPath();
    ctx.moveTo(x - cw, y);
    ctx.lineTo(left[0], left[1]);
    ctx.lineTo(tip[0], tip[1]);
    ctx.lineTo(right[0], right[1]);
    ctx.lineTo(x + cw, y);
    ctx.closePath();
    ctx.strokeStyle = 'rgba(20, 40, 60, 0.7)';
    ctx.lineWidth = 1;
    ctx.stroke();
    line(ctx, x - cw * 0.45, y - ch * 0.2, tip[0] - 0.5, tip[1] + 3, 'rgba(255, 255, 255, 0.7)', 1);
  };
  const teal = [0, 188, 212];
  crystal(cx - 10, base - 8, 5, 20 + r(700) * 4, -3, teal);
  crystal(cx + 9, base - 7, 4.5, 17 + r(701) * 4, 3, [126, 92, 220]);
  crystal(cx, base - 10, 6.5, 30 + r(702) * 4, 1, teal);
  crystal(cx + 16, base - 4, 3.5, 10, 2, teal);
  // Glints on the faces.
  for (const [x, y] of [
    [cx - 2, base - 30],
    [cx - 12, base - 20],
  ] as const) {
    circle(ctx, x, y, 1.6, 'rgba(255, 255, 255, 0.95)');
  }
}

// ---------- plants ----------

function leaf(ctx: Ctx, x: number, y: number, length: number, width: number, angle: number, fill: string): void {
  const ex = x + Math.cos(angle) * length;
  const ey = y + Math.sin(angle) * length;
  const nx = Math.cos(angle + Math.PI / 2) * width;
  const ny = Math.sin(angle + Math.PI / 2) * width;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.quadraticCurveTo((x + ex) / 2 + nx, (y + ey) / 2 + ny, ex, ey);
  ctx.quadraticCurveTo((x + ex) / 2 - nx, (y + ey) / 2 - ny, x, y);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = 'rgba(30, 44, 16, 0.55)';
  ctx.lineWidth = 0.8;
  ctx.stroke();
}

function paintHerbs(ctx: Ctx, w: number, base: number, r: Rand): void {
  const cx = w / 2;
  groundShadow(ctx, cx + 3, base - 1, 18, 6);
  const green = [76, 150, 72];
  // Three sprigs of long leaves, fanning up.
  for (const [dx, spread] of [
    [-8, 0.9],
    [8, 0.8],
    [0, 1],
  ] as const) {
    const x = cx + dx;
    for (let i = 0; i < 7; i++) {
      const a = -Math.PI / 2 + (i - 3) * 0.36 * spread + (r(800 + i + dx) - 0.5) * 0.2;
      leaf(ctx, x, base - 2, 13 + r(820 + i + dx) * 6, 3.2, a, tone(green, -0.2 + (i % 3) * 0.14));
    }
  }
  // Small white-and-yellow flowers that mark it as a herb, not grass.
  for (let i = 0; i < 6; i++) {
    const x = cx - 12 + r(840 + i) * 24;
    const y = base - 12 - r(850 + i) * 14;
    for (let p = 0; p < 5; p++) circle(ctx, x + Math.cos(p * 1.26) * 1.9, y + Math.sin(p * 1.26) * 1.9, 1.5, 'rgba(250, 250, 240, 0.95)');
    circle(ctx, x, y, 1.2, 'rgb(240, 196, 60)');
  }
}

function paintMushrooms(ctx: Ctx, w: number, base: number, r: Rand): void {
  const cx = w / 2;
  // A faint violet glow: these are the magic ones.
  const glow = ctx.createRadialGradient(cx, base - 12, 2, cx, base - 12, 24);
  glow.addColorStop(0, 'rgba(200, 120, 255, 0.45)');
  glow.addColorStop(1, 'rgba(200, 120, 255, 0)');
  circle(ctx, cx, base - 12, 24, glow);
  groundShadow(ctx, cx + 3, base - 1, 18, 5);
  const cap = [156, 39, 176];
  const shroom = (x: number, y: number, s: number, k: number) => {
    // A slender stem with a ring, under a wide domed cap.
    ctx.beginPath();
    ctx.moveTo(x - s * 0.2, y);
    ctx.quadraticCurveTo(x - s * 0.3, y - s * 0.5, x - s * 0.16, y - s * 1.05);
    ctx.lineTo(x + s * 0.16, y - s * 1.05);
    ctx.quadraticCurveTo(x + s * 0.3, y - s * 0.5, x + s * 0.2, y);
    ctx.closePath();
    const stem = ctx.createLinearGradient(x - s * 0.3, 0, x + s * 0.3, 0);
    stem.addColorStop(0, 'rgb(250, 244, 228)');
    stem.addColorStop(1, 'rgb(196, 180, 160)');
    stroked(ctx, stem, 0.9);
    ellipse(ctx, x, y - s * 0.62, s * 0.27, s * 0.08, 'rgba(226, 212, 190, 1)');
    ctx.beginPath();
    ctx.moveTo(x - s * 1.05, y - s * 0.92);
    ctx.bezierCurveTo(x - s * 0.95, y - s * 2.35, x + s * 0.95, y - s * 2.35, x + s * 1.05, y - s * 0.92);
    ctx.quadraticCurveTo(x, y - s * 0.7, x - s * 1.05, y - s * 0.92);
    const fill = ctx.createLinearGradient(x - s, y - s * 1.8, x + s * 0.7, y - s * 0.8);
    fill.addColorStop(0, tone(cap, 0.35));
    fill.addColorStop(1, tone(cap, -0.35));
    stroked(ctx, fill, 1);
    ellipse(ctx, x - s * 0.4, y - s * 1.45, s * 0.3, s * 0.14, 'rgba(255, 220, 255, 0.45)', -0.4);
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI + 0.35 + (i / 4) * (Math.PI - 0.7);
      circle(ctx, x + Math.cos(a) * s * 0.62, y - s * 1.12 + Math.sin(a) * s * 0.42 + (r(k + i) - 0.5) * s * 0.1, s * (0.08 + r(k + 20 + i) * 0.05), 'rgba(255, 246, 255, 0.95)');
    }
  };
  // Back to front, so the nearer caps overlap the farther ones.
  shroom(cx + 10, base - 5, 6.5, 900);
  shroom(cx - 11, base - 2, 8, 930);
  shroom(cx + 15, base, 5, 990);
  shroom(cx + 1, base + 1, 11, 960);
}

function bushMass(ctx: Ctx, cx: number, base: number, rx: number, ry: number, leafTone: number[], r: Rand, seed: number): void {
  const cy = base - ry;
  const lumps: Array<[number, number, number]> = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + r(seed) * 2;
    lumps.push([cx + Math.cos(a) * rx * 0.55, cy + Math.sin(a) * ry * 0.5, Math.min(rx, ry) * (0.5 + r(seed + 1 + i) * 0.15)]);
  }
  ctx.beginPath();
  for (const [x, y, rr] of lumps) {
    ctx.moveTo(x + rr, y);
    ctx.arc(x, y, rr, 0, Math.PI * 2);
  }
  ctx.strokeStyle = OUTLINE;
  ctx.lineWidth = 2.2;
  ctx.stroke();
  for (const [x, y, rr] of lumps) circle(ctx, x, y, rr, tone(leafTone, y > cy ? -0.25 : -0.08));
  circle(ctx, cx, cy, Math.min(rx, ry) * 0.62, tone(leafTone, 0.02));
  const light = ctx.createRadialGradient(cx - rx * 0.4, cy - ry * 0.45, 1, cx - rx * 0.2, cy - ry * 0.2, Math.max(rx, ry));
  light.addColorStop(0, 'rgba(200, 230, 140, 0.45)');
  light.addColorStop(1, 'rgba(200, 230, 140, 0)');
  ellipse(ctx, cx, cy, rx, ry, light);
}

function paintCotton(ctx: Ctx, w: number, base: number, r: Rand): void {
  const cx = w / 2;
  groundShadow(ctx, cx + 4, base - 1, 22, 7);
  // A few woody stems show under the leaves.
  for (const dx of [-6, 0, 6]) line(ctx, cx + dx * 0.4, base, cx + dx, base - 10, 'rgb(112, 84, 52)', 1.6);
  bushMass(ctx, cx, base - 3, 22, 19, [104, 124, 62], r, 1000);
  // The open bolls: fluffy white puffs bursting from brown husks.
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + r(1020) * 2;
    const d = 5 + r(1030 + i) * 11;
    const x = cx + Math.cos(a) * d;
    const y = base - 23 + Math.sin(a) * d * 0.72;
    for (let p = 0; p < 3; p++) leaf(ctx, x, y + 1, 4, 1.6, Math.PI * 0.25 + p * 2.1, 'rgb(110, 74, 40)');
    ctx.beginPath();
    for (let p = 0; p < 5; p++) {
      const px = x + Math.cos(p * 1.2566 - 1.2) * 2.2;
      const py = y + Math.sin(p * 1.2566 - 1.2) * 1.9;
      ctx.moveTo(px + 2.3, py);
      ctx.arc(px, py, 2.3, 0, Math.PI * 2);
    }
    ctx.strokeStyle = 'rgba(120, 110, 96, 0.55)';
    ctx.lineWidth = 1;
    ctx.stroke();
    for (let p = 0; p < 5; p++) circle(ctx, x + Math.cos(p * 1.2566 - 1.2) * 2.2, y + Math.sin(p * 1.2566 - 1.2) * 1.9, 2.3, p >= 3 ? 'rgb(232, 230, 222)' : 'rgb(252, 252, 248)');
    circle(ctx, x - 0.8, y - 0.9, 1.6, 'rgba(255, 255, 255, 1)');
  }
}

function paintMulberry(ctx: Ctx, w: number, base: number, r: Rand): void {
  const cx = w / 2;
  groundShadow(ctx, cx + 5, base - 1, 24, 7);
  line(ctx, cx, base, cx - 1, base - 14, 'rgb(96, 66, 40)', 3);
  line(ctx, cx - 1, base - 10, cx - 9, base - 20, 'rgb(96, 66, 40)', 2);
  line(ctx, cx, base - 12, cx + 9, base - 22, 'rgb(96, 66, 40)', 2);
  bushMass(ctx, cx, base - 8, 25, 21, [52, 110, 58], r, 1100);
  // Broad, toothed mulberry leaves over the mass.
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i - 4) * 0.55 + (r(1120 + i) - 0.5) * 0.3;
    const x = cx + (r(1130 + i) - 0.5) * 26;
    const y = base - 30 + (r(1140 + i) - 0.5) * 18;
    leaf(ctx, x, y, 9, 4.6, a, tone([60, 124, 62], -0.05 + (i % 3) * 0.1));
  }
  // Dark berries and the pale silkworm cocoons the fibre comes from.
  for (let i = 0; i < 5; i++) circle(ctx, cx - 16 + r(1150 + i) * 32, base - 40 + r(1160 + i) * 24, 2, 'rgb(70, 24, 60)');
  for (let i = 0; i < 4; i++) {
    const x = cx - 14 + r(1170 + i) * 28;
    const y = base - 36 + r(1180 + i) * 22;
    blob(ctx, x, y, 2.6, 4);
    stroked(ctx, 'rgb(250, 244, 214)', 0.8);
    line(ctx, x - 1.5, y - 1, x + 1.5, y + 1, 'rgba(200, 184, 130, 0.8)', 0.7);
  }
}

function paintBerries(ctx: Ctx, w: number, base: number, r: Rand): void {
  const cx = w / 2;
  groundShadow(ctx, cx + 4, base - 1, 22, 6);
  bushMass(ctx, cx, base - 2, 23, 17, [62, 112, 52], r, 1200);
  const berry = [194, 24, 91];
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + r(1220) * 3;
    const d = 5 + r(1230 + i) * 12;
    const x = cx + Math.cos(a) * d;
    const y = base - 19 + Math.sin(a) * d * 0.7;
    // A cluster of three.
    for (const [dx, dy] of [
      [0, 0],
      [2.6, 1.2],
      [0.8, 2.8],
    ] as const) {
      circle(ctx, x + dx, y + dy, 2.2, tone(berry, -0.15));
      circle(ctx, x + dx - 0.6, y + dy - 0.7, 0.8, 'rgba(255, 220, 235, 0.9)');
    }
  }
}

type Painter = (ctx: Ctx, width: number, baseY: number, r: Rand) => void;

const PAINTERS: Readonly<Record<ResourceTypeId, Painter>> = {
  wood: paintTree,
  'iron-ore': paintIronOre,
  'copper-ore': paintCopperOre,
  stone: paintStone,
  gems: paintGems,
  'healing-herbs': paintHerbs,
  'magic-mushrooms': paintMushrooms,
  cotton: paintCotton,
  'silk-fiber': paintMulberry,
  'wild-berries': paintBerries,
};

function paintNode(type: ResourceTypeId, variant: number): HTMLCanvasElement {
  const size = PAINT_SIZES[type];
  const frame = nodeSpriteSize(type);
  const canvas = makeCanvas(frame.width, frame.height);
  const ctx = context2d(canvas);
  ctx.scale(PAINT_SCALE[type], PAINT_SCALE[type]);
  PAINTERS[type](ctx, size.width, size.baseY, (k) => hash2(k, variant * 7 + 3, 91));
  return canvas;
}

function washYellow(source: HTMLCanvasElement): HTMLCanvasElement {
  const canvas = makeCanvas(source.width, source.height);
  const ctx = context2d(canvas);
  ctx.drawImage(source, 0, 0);
  // Only over what is painted, keeping its transparency.
  ctx.globalCompositeOperation = 'source-atop';
  ctx.fillStyle = LOW_WASH;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  return canvas;
}

/** A four-pointed glint, for the gems' glitter. */
function paintSparkle(): HTMLCanvasElement {
  const size = 16;
  const canvas = makeCanvas(size, size);
  const ctx = context2d(canvas);
  const c = size / 2;
  const glow = ctx.createRadialGradient(c, c, 0, c, c, c);
  glow.addColorStop(0, 'rgba(255, 255, 255, 0.95)');
  glow.addColorStop(0.3, 'rgba(180, 250, 255, 0.5)');
  glow.addColorStop(1, 'rgba(180, 250, 255, 0)');
  circle(ctx, c, c, c, glow);
  polygon(
    ctx,
    [
      [c, 0],
      [c + 1.4, c - 1.4],
      [size, c],
      [c + 1.4, c + 1.4],
      [c, size],
      [c - 1.4, c + 1.4],
      [0, c],
      [c - 1.4, c - 1.4],
    ],
    'rgba(255, 255, 255, 0.95)',
  );
  return canvas;
}

function addCanvas(textures: Phaser.Textures.TextureManager, key: string, canvas: HTMLCanvasElement): void {
  // The texture manager takes a canvas as an image source (TextureSource handles canvases).
  textures.addImage(key, canvas as unknown as HTMLImageElement);
}

/** The texture of a node's look, painted the first time it is needed; returns its key. */
export function ensureNodeTexture(textures: Phaser.Textures.TextureManager, type: ResourceTypeId, variant: number, yellow: boolean): string {
  const key = nodeTextureKey(type, variant, yellow);
  if (textures.exists(key)) return key;
  const plainKey = nodeTextureKey(type, variant, false);
  if (!textures.exists(plainKey)) addCanvas(textures, plainKey, paintNode(type, variant));
  if (yellow) addCanvas(textures, key, washYellow(textures.get(plainKey).getSourceImage() as HTMLCanvasElement));
  return key;
}

export function ensureSparkleTexture(textures: Phaser.Textures.TextureManager): string {
  if (!textures.exists(NODE_SPARKLE_TEXTURE)) addCanvas(textures, NODE_SPARKLE_TEXTURE, paintSparkle());
  return NODE_SPARKLE_TEXTURE;
}
