import type { Feature } from './scatter';
import { hash2 } from './noise';
import { circle, ellipse, line, polygon, rgba, SHADOW, SHADOW_DX, SHADOW_DY, tone, type Ctx } from './paint-kit';

/** Draws one piece of scenery at its world position. */
export function paintFeature(ctx: Ctx, f: Feature): void {
  switch (f.kind) {
    case 'tree':
      return paintTree(ctx, f);
    case 'conifer':
      return paintConifer(ctx, f);
    case 'peak':
      return paintPeak(ctx, f);
    case 'rock':
      return paintRock(ctx, f);
    case 'bush':
      return paintBush(ctx, f);
    case 'tuft':
      return paintTuft(ctx, f);
    case 'flowers':
      return paintFlowers(ctx, f);
    case 'shrub':
      return paintShrub(ctx, f);
    case 'wave':
      return paintWave(ctx, f);
    case 'palm':
      return paintPalm(ctx, f);
    case 'reeds':
      return paintReeds(ctx, f);
  }
}

export const LEAF_DARK = [46, 84, 38];
const LEAF_LIGHT = [96, 140, 58];

function paintTree(ctx: Ctx, { x, y, size: r, variant: v }: Feature): void {
  ellipse(ctx, x + r * 0.5, y + r * 0.6, r * 1.05, r * 0.8, 'rgba(20, 34, 12, 0.32)');
  const base = [LEAF_DARK[0]! + v * 22, LEAF_DARK[1]! + v * 26, LEAF_DARK[2]! + v * 10];
  // A lumpy crown: a few overlapping clumps around the trunk.
  const clumps = 4;
  for (let i = 0; i < clumps; i++) {
    const a = v * 6.28 + (i / clumps) * Math.PI * 2;
    circle(ctx, x + Math.cos(a) * r * 0.38, y + Math.sin(a) * r * 0.38, r * 0.62, tone(base, -0.12));
  }
  circle(ctx, x, y, r * 0.78, tone(base, 0));
  const light = ctx.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.1, x - r * 0.1, y - r * 0.1, r * 1.0);
  light.addColorStop(0, tone(LEAF_LIGHT, 0.15, 0.85));
  light.addColorStop(1, tone(LEAF_LIGHT, 0, 0));
  circle(ctx, x, y, r * 0.95, light);
}

function paintConifer(ctx: Ctx, { x, y, size: r, variant: v }: Feature): void {
  ellipse(ctx, x + r * 0.55, y + r * 0.65, r * 0.95, r * 0.75, 'rgba(16, 30, 14, 0.34)');
  const base = [34 + v * 14, 70 + v * 16, 48 + v * 8];
  const star = (radius: number, fill: string, spikes: number, turn: number) => {
    const points: Array<[number, number]> = [];
    for (let i = 0; i < spikes * 2; i++) {
      const a = turn + (i / (spikes * 2)) * Math.PI * 2;
      const rr = i % 2 === 0 ? radius : radius * 0.62;
      points.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr]);
    }
    polygon(ctx, points, fill);
  };
  star(r, tone(base, -0.1), 9, v);
  star(r * 0.7, tone(base, 0.08), 8, v + 0.3);
  star(r * 0.38, tone(base, 0.22), 6, v + 0.6);
  circle(ctx, x - r * 0.15, y - r * 0.15, r * 0.12, tone(base, 0.35));
}

export const ROCK = [150, 140, 126];

type Pt = [number, number];

function tracePolygon(ctx: Ctx, points: readonly Pt[]): void {
  ctx.beginPath();
  points.forEach(([px, py], i) => (i === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)));
  ctx.closePath();
}

/** Points from a to b with a ragged sideways jitter, ends excluded. */
function jagged(a: Pt, b: Pt, pieces: number, amount: number, seed: number): Pt[] {
  const points: Pt[] = [];
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy) || 1;
  for (let k = 1; k < pieces; k++) {
    const t = k / pieces;
    const j = (hash2(seed, k, 61) - 0.5) * 2 * amount;
    points.push([a[0] + dx * t - (dy / length) * j, a[1] + dy * t + (dx / length) * j]);
  }
  return points;
}

function paintPeak(ctx: Ctx, { x, y, size: s, variant: v, snow }: Feature): void {
  const seed = Math.round(x * 7 + y * 13);
  const r = (k: number) => hash2(seed, k, 60);
  const apex: Pt = [x + (v - 0.5) * s * 0.35, y - s * (0.8 + r(1) * 0.3)];
  const left: Pt = [x - s * (0.62 + r(2) * 0.18), y];
  const right: Pt = [x + s * (0.62 + r(3) * 0.18), y];
  const foot: Pt = [x + s * (0.02 + r(4) * 0.22), y + s * 0.04];
  const ridge = jagged(apex, foot, 4, s * 0.06, seed + 1);
  const lit: Pt[] = [left, ...jagged(left, apex, 4, s * 0.07, seed + 2), apex, ...ridge, foot];
  const dark: Pt[] = [apex, ...jagged(apex, right, 4, s * 0.07, seed + 3), right, foot, ...[...ridge].reverse()];

  // The shadow the peak casts down-slope, away from the light.
  polygon(ctx, [apex, [right[0] + s * 0.35, y + s * 0.12], [foot[0], foot[1] + s * 0.1]], 'rgba(50, 36, 24, 0.2)');
  const litFill = ctx.createLinearGradient(apex[0], apex[1], x, y);
  litFill.addColorStop(0, tone(ROCK, 0.25 + v * 0.08));
  litFill.addColorStop(1, tone(ROCK, -0.12));
  tracePolygon(ctx, lit);
  ctx.fillStyle = litFill;
  ctx.fill();
  tracePolygon(ctx, dark);
  ctx.fillStyle = tone(ROCK, -0.38);
  ctx.fill();

  if (snow) {
    const capDepth = 0.3 + r(5) * 0.12;
    const capLeft: Pt = [apex[0] + (left[0] - apex[0]) * capDepth, apex[1] + (left[1] - apex[1]) * capDepth];
    const capRight: Pt = [apex[0] + (right[0] - apex[0]) * capDepth, apex[1] + (right[1] - apex[1]) * capDepth];
    const cap: Pt[] = [apex, capRight, ...jagged(capRight, capLeft, 5, s * 0.06, seed + 4), capLeft];
    for (const [face, colour] of [
      [lit, 'rgba(250, 251, 253, 0.97)'],
      [dark, 'rgba(188, 200, 218, 0.97)'],
    ] as const) {
      ctx.save();
      tracePolygon(ctx, face);
      ctx.clip();
      tracePolygon(ctx, cap);
      ctx.fillStyle = colour;
      ctx.fill();
      ctx.restore();
    }
  }
  ctx.beginPath();
  ctx.moveTo(apex[0], apex[1]);
  for (const [px, py] of ridge) ctx.lineTo(px, py);
  ctx.lineTo(foot[0], foot[1]);
  ctx.strokeStyle = 'rgba(60, 46, 34, 0.3)';
  ctx.lineWidth = 1;
  ctx.stroke();
}

function paintRock(ctx: Ctx, { x, y, size: s, variant: v }: Feature): void {
  const points: Array<[number, number]> = [];
  const corners = 6;
  for (let i = 0; i < corners; i++) {
    const a = (i / corners) * Math.PI * 2 + v;
    const rr = s * (0.75 + 0.3 * Math.sin(v * 40 + i * 2.1));
    points.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr * 0.75]);
  }
  polygon(
    ctx,
    points.map(([px, py]) => [px + s * SHADOW_DX, py + s * SHADOW_DY] as [number, number]),
    SHADOW,
  );
  polygon(ctx, points, tone(ROCK, -0.12 + v * 0.1));
  ellipse(ctx, x - s * 0.25, y - s * 0.25, s * 0.45, s * 0.3, tone(ROCK, 0.3, 0.8));
}

function paintBush(ctx: Ctx, { x, y, size: s, variant: v }: Feature): void {
  ellipse(ctx, x + s * 0.45, y + s * 0.5, s * 1.1, s * 0.7, 'rgba(24, 36, 14, 0.26)');
  const base = [70 + v * 30, 104 + v * 24, 48];
  circle(ctx, x - s * 0.4, y + s * 0.1, s * 0.6, tone(base, -0.12));
  circle(ctx, x + s * 0.4, y + s * 0.15, s * 0.55, tone(base, -0.06));
  circle(ctx, x, y - s * 0.2, s * 0.65, tone(base, 0.02));
  circle(ctx, x - s * 0.2, y - s * 0.4, s * 0.25, tone(base, 0.3, 0.8));
  if (v > 0.7) for (let i = 0; i < 3; i++) circle(ctx, x + Math.cos(i * 2 + v * 9) * s * 0.4, y + Math.sin(i * 2 + v * 9) * s * 0.35, 1.2, 'rgba(190, 40, 50, 0.9)');
}

function paintTuft(ctx: Ctx, { x, y, size: s, variant: v }: Feature): void {
  ctx.lineCap = 'round';
  const blades = 5;
  for (let i = 0; i < blades; i++) {
    const a = -Math.PI / 2 + (i - (blades - 1) / 2) * 0.32 + (v - 0.5) * 0.4;
    const len = s * (0.8 + 0.4 * ((i * 7 + v * 10) % 1));
    const dark = i % 2 === 0;
    line(ctx, x + (i - 2) * 0.8, y, x + Math.cos(a) * len + (i - 2) * 0.8, y + Math.sin(a) * len, dark ? 'rgba(52, 78, 28, 0.55)' : 'rgba(200, 204, 120, 0.5)', 1.2);
  }
}

const FLOWER_COLOURS = ['rgba(214, 52, 48, 0.95)', 'rgba(246, 214, 72, 0.95)', 'rgba(250, 246, 236, 0.95)', 'rgba(156, 96, 196, 0.95)'];

function paintFlowers(ctx: Ctx, { x, y, size: s, variant: v }: Feature): void {
  const colour = FLOWER_COLOURS[Math.floor(v * FLOWER_COLOURS.length)] ?? FLOWER_COLOURS[0]!;
  for (let i = 0; i < 7; i++) {
    const a = i * 2.4 + v * 10;
    const d = s * (0.2 + ((i * 0.37 + v) % 1) * 0.8);
    const px = x + Math.cos(a) * d;
    const py = y + Math.sin(a) * d * 0.7;
    circle(ctx, px + 0.6, py + 0.8, 1.6, 'rgba(30, 40, 10, 0.25)');
    circle(ctx, px, py, 1.6, colour);
  }
}

function paintShrub(ctx: Ctx, { x, y, size: s, variant: v }: Feature): void {
  ellipse(ctx, x + s * 0.4, y + s * 0.45, s, s * 0.6, 'rgba(90, 60, 30, 0.22)');
  ctx.lineCap = 'round';
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + v;
    line(ctx, x, y, x + Math.cos(a) * s, y + Math.sin(a) * s * 0.8, 'rgba(112, 92, 58, 0.85)', 1.1);
  }
  circle(ctx, x, y, s * 0.45, rgba(128 + v * 20, 124, 70, 0.85));
}

function paintWave(ctx: Ctx, { x, y, size: s, variant: v }: Feature): void {
  ctx.lineCap = 'round';
  ctx.strokeStyle = `rgba(236, 246, 248, ${0.28 + v * 0.2})`;
  ctx.lineWidth = 1.4;
  for (const dx of [-s * 0.55, s * 0.55]) {
    ctx.beginPath();
    ctx.arc(x + dx, y + s * 0.4, s * 0.6, Math.PI * 1.15, Math.PI * 1.85);
    ctx.stroke();
  }
}

function paintPalm(ctx: Ctx, { x, y, size: s, variant: v }: Feature): void {
  // The trunk leans; from above we see the crown offset from its shadow.
  ellipse(ctx, x + s * 0.9, y + s * 0.7, s * 0.9, s * 0.55, 'rgba(40, 40, 14, 0.26)');
  line(ctx, x, y + s * 0.6, x + s * 0.12, y, 'rgba(120, 92, 56, 1)', 2.4);
  const leaves = 7;
  for (let i = 0; i < leaves; i++) {
    const a = (i / leaves) * Math.PI * 2 + v * 3;
    const ex = x + Math.cos(a) * s;
    const ey = y + Math.sin(a) * s * 0.85;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(x + Math.cos(a + 0.35) * s * 0.6, y + Math.sin(a + 0.35) * s * 0.6, ex, ey);
    ctx.quadraticCurveTo(x + Math.cos(a - 0.35) * s * 0.6, y + Math.sin(a - 0.35) * s * 0.6, x, y);
    ctx.fillStyle = i % 2 === 0 ? 'rgba(62, 116, 46, 1)' : 'rgba(82, 138, 56, 1)';
    ctx.fill();
    line(ctx, x, y, ex, ey, 'rgba(150, 180, 90, 0.6)', 0.7);
  }
  circle(ctx, x, y, 2.2, 'rgba(110, 74, 40, 1)');
}

function paintReeds(ctx: Ctx, { x, y, size: s, variant: v }: Feature): void {
  ctx.lineCap = 'round';
  for (let i = 0; i < 5; i++) {
    const dx = (i - 2) * 1.6 + (v - 0.5) * 2;
    line(ctx, x + dx, y + s * 0.4, x + dx + (i - 2) * 0.6, y - s * (0.6 + ((i * 0.3 + v) % 0.5)), i % 2 ? 'rgba(92, 120, 52, 0.9)' : 'rgba(130, 140, 70, 0.9)', 1.2);
  }
  circle(ctx, x + 1, y - s * 0.6, 1.3, 'rgba(110, 76, 44, 0.9)');
}
