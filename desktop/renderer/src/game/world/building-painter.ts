import type { Building } from '@silkroad/shared';
import { nearestWaterSide, type WaterSide } from './city-layout';
import type { CityStyle } from './city-style';
import { hash2 } from './noise';
import { circle, ellipse, fillRoundRect, line, polygon, rectShadow, roundRectPath, tone, type Ctx } from './paint-kit';

/**
 * Named buildings, each kind with its own silhouette so players learn them at a glance:
 * awnings for markets, domes and minarets for landmarks, a walled garden for palaces, quays and
 * boats for harbours, a courtyard with camels for caravanserais, a paddock for stables, a smoking
 * chimney for forges, a busy yard for workshops.
 */
export function paintBuilding(ctx: Ctx, building: Building, style: CityStyle, paving: CanvasPattern | string): void {
  const seed = hashString(building.id);
  switch (building.kind) {
    case 'market':
      return paintMarket(ctx, building, style, paving, seed);
    case 'landmark':
      return paintLandmark(ctx, building, style, seed);
    case 'palace':
      return paintPalace(ctx, building, style);
    case 'harbor':
      return paintHarbor(ctx, building, style);
    case 'caravanserai':
      return paintCaravanserai(ctx, building, style, seed);
    case 'stable':
      return paintStable(ctx, building, seed);
    case 'forge':
      return paintForge(ctx, building, seed);
    case 'workshop':
      return paintWorkshop(ctx, building, style);
  }
}

function hashString(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}

const AWNINGS = [
  [196, 52, 46],
  [44, 96, 170],
  [222, 170, 40],
  [52, 132, 84],
  [210, 106, 40],
  [128, 60, 140],
];
const GOODS = ['#d9822b', '#b8322a', '#e8c547', '#6b8e23', '#8b5a2b', '#f2e6c8', '#5a3d7a'];

function paintMarket(ctx: Ctx, b: Building, style: CityStyle, paving: CanvasPattern | string, seed: number): void {
  fillRoundRect(ctx, b.x - 3, b.y - 3, b.width + 6, b.height + 6, 6, tone(style.wall, -0.25, 0.6));
  fillRoundRect(ctx, b.x, b.y, b.width, b.height, 5, paving);
  const columns = 3;
  const rows = 2;
  const cellW = (b.width - 8) / columns;
  const cellH = (b.height - 8) / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const i = r * columns + c;
      const colour = AWNINGS[Math.floor(hash2(seed, i, 5) * AWNINGS.length)] ?? AWNINGS[0]!;
      const x = b.x + 4 + c * cellW + 3;
      const y = b.y + 4 + r * cellH + 2;
      const w = cellW - 6;
      const h = cellH * 0.62;
      // Goods laid out in front of the stall.
      for (let g = 0; g < 4; g++) {
        const gx = x + 4 + g * ((w - 8) / 3);
        const gy = y + h + 6;
        circle(ctx, gx + 0.8, gy + 1, 3, 'rgba(40, 30, 20, 0.3)');
        circle(ctx, gx, gy, 3, '#7a5532');
        circle(ctx, gx, gy, 2.2, GOODS[Math.floor(hash2(seed, i * 7 + g, 6) * GOODS.length)] ?? '#d9822b');
      }
      rectShadow(ctx, x, y, w, h, 5, 1);
      const stripes = 6;
      for (let s = 0; s < stripes; s++) {
        ctx.fillStyle = s % 2 === 0 ? tone(colour) : 'rgba(246, 238, 220, 1)';
        ctx.fillRect(x + (s * w) / stripes, y, w / stripes + 0.5, h);
      }
      // The sunlit back slope and the shaded, scalloped front edge.
      ctx.fillStyle = 'rgba(255, 255, 255, 0.14)';
      ctx.fillRect(x, y, w, h * 0.45);
      ctx.fillStyle = 'rgba(0, 0, 0, 0.12)';
      ctx.fillRect(x, y + h * 0.55, w, h * 0.45);
      for (let s = 0; s < stripes; s++) {
        ctx.beginPath();
        ctx.arc(x + ((s + 0.5) * w) / stripes, y + h, w / stripes / 2, 0, Math.PI);
        ctx.fillStyle = s % 2 === 0 ? tone(colour, -0.2) : 'rgba(220, 210, 190, 1)';
        ctx.fill();
      }
    }
  }
}

function paintDome(ctx: Ctx, x: number, y: number, r: number, colour: readonly number[], ribs = 10): void {
  ellipse(ctx, x + r * 0.35, y + r * 0.45, r * 1.05, r * 0.95, 'rgba(30, 24, 12, 0.3)');
  circle(ctx, x, y, r * 1.08, tone(colour, -0.45));
  const g = ctx.createRadialGradient(x - r * 0.4, y - r * 0.45, r * 0.1, x, y, r);
  g.addColorStop(0, tone(colour, 0.55));
  g.addColorStop(0.5, tone(colour, 0));
  g.addColorStop(1, tone(colour, -0.35));
  circle(ctx, x, y, r, g);
  ctx.lineWidth = 0.8;
  for (let i = 0; i < ribs; i++) {
    const a = (i / ribs) * Math.PI * 2;
    line(ctx, x + Math.cos(a) * r * 0.15, y + Math.sin(a) * r * 0.15, x + Math.cos(a) * r * 0.97, y + Math.sin(a) * r * 0.97, tone(colour, -0.3, 0.45), 0.8);
  }
  circle(ctx, x, y, Math.max(1.5, r * 0.14), '#e8c24a');
  circle(ctx, x - 0.5, y - 0.5, Math.max(0.7, r * 0.06), '#fff3c0');
}

function paintMinaret(ctx: Ctx, x: number, y: number, style: CityStyle): void {
  // A tall tower: its long shadow tells its height.
  polygon(
    ctx,
    [
      [x - 3, y + 2],
      [x + 3, y - 2],
      [x + 22, y + 22],
      [x + 16, y + 26],
    ],
    'rgba(30, 24, 12, 0.25)',
  );
  circle(ctx, x, y, 6, tone(style.wall, -0.3));
  circle(ctx, x, y, 5, tone(style.wall, 0.25));
  circle(ctx, x, y, 3.4, tone(style.dome, -0.1));
  circle(ctx, x - 0.8, y - 0.8, 1.6, tone(style.dome, 0.5));
}

function paintLandmark(ctx: Ctx, b: Building, style: CityStyle, seed: number): void {
  rectShadow(ctx, b.x, b.y, b.width, b.height, 9, 3);
  fillRoundRect(ctx, b.x, b.y, b.width, b.height, 3, tone(style.wall, -0.18));
  fillRoundRect(ctx, b.x + 3, b.y + 3, b.width - 6, b.height - 6, 2, tone(style.wall, 0.12));
  // A courtyard on the west side, the prayer hall with its dome on the east.
  const court = { x: b.x + 8, y: b.y + 12, w: b.width * 0.34, h: b.height - 24 };
  fillRoundRect(ctx, court.x, court.y, court.w, court.h, 2, tone(style.wall, -0.05));
  ctx.strokeStyle = tone(style.wallBand, 0, 0.8);
  ctx.lineWidth = 2;
  ctx.strokeRect(court.x + 3, court.y + 3, court.w - 6, court.h - 6);
  circle(ctx, court.x + court.w / 2, court.y + court.h / 2, 4, 'rgba(80, 160, 190, 0.95)');
  const cx = b.x + b.width * 0.66;
  const cy = b.y + b.height / 2;
  const r = Math.min(b.width, b.height) * 0.3;
  for (const dy of [-1, 1]) paintDome(ctx, cx, cy + dy * r * 1.05, r * 0.42, style.dome, 6);
  paintDome(ctx, cx - r * 1.05, cy, r * 0.4, style.dome, 6);
  paintDome(ctx, cx, cy, r, style.dome, 12);
  const corners: Array<[number, number]> = [
    [b.x + 5, b.y + 5],
    [b.x + b.width - 5, b.y + 5],
    [b.x + 5, b.y + b.height - 5],
    [b.x + b.width - 5, b.y + b.height - 5],
  ];
  const minarets = hash2(seed, 1, 9) < 0.5 ? corners : [corners[0]!, corners[1]!];
  for (const [mx, my] of minarets) paintMinaret(ctx, mx, my, style);
}

function paintBanner(ctx: Ctx, x: number, y: number, colour: readonly number[]): void {
  line(ctx, x, y, x, y - 12, 'rgba(70, 50, 30, 1)', 1.2);
  polygon(
    ctx,
    [
      [x, y - 12],
      [x + 9, y - 9.5],
      [x, y - 7],
    ],
    tone(colour),
  );
}

function paintPalace(ctx: Ctx, b: Building, style: CityStyle): void {
  rectShadow(ctx, b.x, b.y, b.width, b.height, 8, 3);
  fillRoundRect(ctx, b.x, b.y, b.width, b.height, 3, tone(style.wall, -0.22));
  // A garden court with crossing water channels (a chahar bagh).
  const g = { x: b.x + 6, y: b.y + b.height * 0.42, w: b.width - 12, h: b.height * 0.58 - 6 };
  fillRoundRect(ctx, g.x, g.y, g.w, g.h, 2, 'rgb(98, 142, 70)');
  line(ctx, g.x + g.w / 2, g.y + 2, g.x + g.w / 2, g.y + g.h - 2, 'rgb(96, 176, 200)', 3);
  line(ctx, g.x + 4, g.y + g.h / 2, g.x + g.w - 4, g.y + g.h / 2, 'rgb(96, 176, 200)', 3);
  fillRoundRect(ctx, g.x + g.w / 2 - 5, g.y + g.h / 2 - 4, 10, 8, 2, 'rgb(120, 196, 214)');
  for (const [qx, qy] of [
    [0.22, 0.25],
    [0.78, 0.25],
    [0.22, 0.78],
    [0.78, 0.78],
  ] as const) {
    circle(ctx, g.x + g.w * qx + 2, g.y + g.h * qy + 2, 5, 'rgba(20, 40, 10, 0.3)');
    circle(ctx, g.x + g.w * qx, g.y + g.h * qy, 5, 'rgb(60, 112, 48)');
    circle(ctx, g.x + g.w * qx - 1.5, g.y + g.h * qy - 1.5, 2.2, 'rgb(104, 156, 70)');
  }
  // The main hall across the north.
  const hall = { x: b.x + 6, y: b.y + 6, w: b.width - 12, h: b.height * 0.36 };
  if (style.flatRoofs) {
    fillRoundRect(ctx, hall.x, hall.y, hall.w, hall.h, 2, tone(style.wall, 0.18));
    ctx.strokeStyle = tone(style.wallBand, 0, 0.9);
    ctx.lineWidth = 2;
    ctx.strokeRect(hall.x + 2, hall.y + 2, hall.w - 4, hall.h - 4);
    paintDome(ctx, hall.x + hall.w / 2, hall.y + hall.h / 2, hall.h * 0.42, style.dome, 10);
  } else {
    const roof = style.roofs[0] ?? [180, 90, 60];
    fillRoundRect(ctx, hall.x, hall.y, hall.w, hall.h / 2, 1, tone(roof, 0.12));
    fillRoundRect(ctx, hall.x, hall.y + hall.h / 2, hall.w, hall.h / 2, 1, tone(roof, -0.18));
    line(ctx, hall.x, hall.y + hall.h / 2, hall.x + hall.w, hall.y + hall.h / 2, tone(roof, -0.4), 1.5);
    for (let x = hall.x + 4; x < hall.x + hall.w; x += 5) line(ctx, x, hall.y + 1, x, hall.y + hall.h - 1, tone(roof, -0.3, 0.35), 0.8);
  }
  for (const [tx, ty] of [
    [b.x + 3, b.y + 3],
    [b.x + b.width - 3, b.y + 3],
    [b.x + 3, b.y + b.height - 3],
    [b.x + b.width - 3, b.y + b.height - 3],
  ] as const) {
    circle(ctx, tx + 2, ty + 3, 7, 'rgba(30, 24, 12, 0.3)');
    circle(ctx, tx, ty, 7, tone(style.wall, -0.3));
    circle(ctx, tx, ty, 5.2, tone(style.wall, 0.2));
    paintBanner(ctx, tx, ty, style.banner);
  }
}

const WOOD = [150, 110, 70];

function paintCrate(ctx: Ctx, x: number, y: number, s: number): void {
  fillRoundRect(ctx, x + 2, y + 2.5, s, s, 1, 'rgba(30, 20, 10, 0.3)');
  fillRoundRect(ctx, x, y, s, s, 1, tone(WOOD, 0.1));
  ctx.strokeStyle = tone(WOOD, -0.35);
  ctx.lineWidth = 1;
  ctx.strokeRect(x + 0.5, y + 0.5, s - 1, s - 1);
  line(ctx, x + 1, y + 1, x + s - 1, y + s - 1, tone(WOOD, -0.3), 0.8);
  line(ctx, x + s - 1, y + 1, x + 1, y + s - 1, tone(WOOD, -0.3), 0.8);
}

function paintBarrel(ctx: Ctx, x: number, y: number, r: number): void {
  circle(ctx, x + 1.5, y + 2, r, 'rgba(30, 20, 10, 0.3)');
  circle(ctx, x, y, r, tone(WOOD, -0.15));
  circle(ctx, x, y, r * 0.72, tone(WOOD, 0.05));
  ctx.strokeStyle = 'rgba(60, 50, 40, 0.9)';
  ctx.lineWidth = 0.9;
  ctx.beginPath();
  ctx.arc(x, y, r * 0.9, 0, Math.PI * 2);
  ctx.stroke();
}

function paintBoat(ctx: Ctx, x: number, y: number, length: number, vertical: boolean): void {
  ctx.save();
  ctx.translate(x, y);
  if (vertical) ctx.rotate(Math.PI / 2);
  const hull = (scale: number, fill: string, dx = 0, dy = 0) => {
    ctx.beginPath();
    ctx.moveTo(-length / 2 + dx, dy);
    ctx.quadraticCurveTo(-length / 6 + dx, -length * 0.36 * scale + dy, length / 2 + dx, dy);
    ctx.quadraticCurveTo(-length / 6 + dx, length * 0.36 * scale + dy, -length / 2 + dx, dy);
    ctx.fillStyle = fill;
    ctx.fill();
  };
  hull(1, 'rgba(10, 30, 50, 0.3)', 3, 4);
  hull(1, 'rgb(112, 74, 44)');
  hull(0.7, 'rgb(170, 128, 84)');
  line(ctx, -length * 0.25, 0, length * 0.3, 0, 'rgba(240, 232, 214, 0.95)', 2.5);
  circle(ctx, 0, 0, 1.8, 'rgb(80, 54, 30)');
  ctx.restore();
}

function paintHarbor(ctx: Ctx, b: Building, style: CityStyle): void {
  const water = nearestWaterSide(b);
  if (water) paintJetty(ctx, b, water);
  rectShadow(ctx, b.x, b.y, b.width, b.height, 4, 2);
  fillRoundRect(ctx, b.x, b.y, b.width, b.height, 2, tone(WOOD, -0.05));
  for (let y = b.y + 3; y < b.y + b.height; y += 5) line(ctx, b.x + 1, y, b.x + b.width - 1, y, tone(WOOD, -0.3, 0.6), 0.8);
  ctx.strokeStyle = tone(style.wall, -0.2);
  ctx.lineWidth = 3;
  ctx.strokeRect(b.x + 1.5, b.y + 1.5, b.width - 3, b.height - 3);
  // A warehouse, stacked cargo and a crane.
  const house = { x: b.x + b.width * 0.55, y: b.y + 6, w: b.width * 0.4, h: b.height * 0.45 };
  rectShadow(ctx, house.x, house.y, house.w, house.h, 6, 1);
  const roof = style.roofs[1] ?? [200, 170, 120];
  fillRoundRect(ctx, house.x, house.y, house.w, house.h / 2, 1, tone(roof, 0.1));
  fillRoundRect(ctx, house.x, house.y + house.h / 2, house.w, house.h / 2, 1, tone(roof, -0.2));
  for (let i = 0; i < 5; i++) paintCrate(ctx, b.x + 8 + (i % 3) * 10, b.y + 10 + Math.floor(i / 3) * 10, 8);
  for (let i = 0; i < 4; i++) paintBarrel(ctx, b.x + 12 + i * 9, b.y + b.height - 14, 3.6);
  const craneX = b.x + b.width * 0.45;
  const craneY = b.y + b.height * 0.65;
  line(ctx, craneX + 3, craneY + 3, craneX + 25, craneY - 7, 'rgba(30, 20, 10, 0.25)', 3);
  circle(ctx, craneX, craneY, 3.5, tone(WOOD, -0.4));
  line(ctx, craneX, craneY, craneX + 22, craneY - 10, tone(WOOD, -0.3), 2.5);
  line(ctx, craneX + 22, craneY - 10, craneX + 22, craneY - 2, 'rgba(60, 50, 40, 0.9)', 0.8);
  paintCrate(ctx, craneX + 19, craneY - 2, 6);
}

function paintJetty(ctx: Ctx, b: Building, water: WaterSide): void {
  const { side, distance, extent } = water;
  // Jetties reach a little way out; boats lie alongside the shore, small on a river.
  const reach = distance + Math.min(34, extent * 0.45);
  const boatLength = Math.max(16, Math.min(30, extent * 0.7));
  const horizontal = side === 'left' || side === 'right';
  for (const t of [0.3, 0.72]) {
    let x: number;
    let y: number;
    let w: number;
    let h: number;
    if (horizontal) {
      y = b.y + b.height * t - 4;
      h = 8;
      w = reach;
      x = side === 'left' ? b.x - reach : b.x + b.width;
    } else {
      x = b.x + b.width * t - 4;
      w = 8;
      h = reach;
      y = side === 'top' ? b.y - reach : b.y + b.height;
    }
    fillRoundRect(ctx, x + 3, y + 4, w, h, 1, 'rgba(10, 30, 50, 0.3)');
    fillRoundRect(ctx, x, y, w, h, 1, tone(WOOD, 0.05));
    if (horizontal) for (let px = x + 2; px < x + w; px += 4) line(ctx, px, y, px, y + h, tone(WOOD, -0.3, 0.6), 0.8);
    else for (let py = y + 2; py < y + h; py += 4) line(ctx, x, py, x + w, py, tone(WOOD, -0.3, 0.6), 0.8);
    const tipX = horizontal ? (side === 'left' ? x + 5 : x + w - 5) : x + w / 2;
    const tipY = horizontal ? y + h / 2 : side === 'top' ? y + 5 : y + h - 5;
    const beside = (t < 0.5 ? -1 : 1) * (boatLength / 2 + 2);
    const clear = 9;
    if (horizontal) paintBoat(ctx, tipX + (side === 'left' ? -clear : clear) * 0.2, tipY + beside, boatLength, true);
    else paintBoat(ctx, tipX + beside, tipY + (side === 'top' ? -clear : clear) * 0.2, boatLength, false);
  }
}

function paintCamel(ctx: Ctx, x: number, y: number, facing: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(facing);
  ellipse(ctx, 2, 3, 9, 4.5, 'rgba(40, 30, 10, 0.25)');
  ellipse(ctx, 0, 0, 8, 4, 'rgb(176, 132, 84)');
  circle(ctx, -1, -0.5, 3.4, 'rgb(196, 154, 102)');
  line(ctx, 6, 0, 11, -1, 'rgb(160, 118, 74)', 2.4);
  ellipse(ctx, 12.5, -1.2, 2.4, 1.6, 'rgb(150, 110, 70)');
  ctx.restore();
}

function paintCaravanserai(ctx: Ctx, b: Building, style: CityStyle, seed: number): void {
  rectShadow(ctx, b.x, b.y, b.width, b.height, 7, 3);
  fillRoundRect(ctx, b.x, b.y, b.width, b.height, 3, tone(style.wall, -0.2));
  fillRoundRect(ctx, b.x + 2, b.y + 2, b.width - 4, b.height - 4, 2, tone(style.wall, 0.08));
  const court = { x: b.x + 13, y: b.y + 13, w: b.width - 26, h: b.height - 26 };
  fillRoundRect(ctx, court.x, court.y, court.w, court.h, 2, 'rgb(214, 192, 146)');
  // The arcade of lodging rooms around the court.
  ctx.fillStyle = tone(style.wall, -0.4, 0.85);
  for (let x = court.x + 3; x < court.x + court.w - 3; x += 8) {
    ctx.fillRect(x, court.y - 4, 4, 4);
    ctx.fillRect(x, court.y + court.h, 4, 4);
  }
  for (let y = court.y + 3; y < court.y + court.h - 3; y += 8) {
    ctx.fillRect(court.x - 4, y, 4, 4);
    ctx.fillRect(court.x + court.w, y, 4, 4);
  }
  circle(ctx, court.x + court.w / 2, court.y + court.h / 2, 5, tone(style.wall, -0.3));
  circle(ctx, court.x + court.w / 2, court.y + court.h / 2, 3, 'rgb(50, 90, 110)');
  paintCamel(ctx, court.x + court.w * 0.25, court.y + court.h * 0.3, 0.2 + hash2(seed, 1, 3));
  paintCamel(ctx, court.x + court.w * 0.72, court.y + court.h * 0.68, Math.PI - 0.3);
  paintCamel(ctx, court.x + court.w * 0.26, court.y + court.h * 0.75, -0.1);
  for (let i = 0; i < 3; i++) fillRoundRect(ctx, court.x + court.w * 0.62 + i * 7, court.y + 5, 6, 5, 1.5, i % 2 ? 'rgb(190, 160, 110)' : 'rgb(150, 90, 60)');
  // The tall portal (pishtaq), facing the road.
  const portalW = 28;
  const px = b.x + b.width / 2 - portalW / 2;
  const py = b.y + b.height - 8;
  fillRoundRect(ctx, px + 4, py + 5, portalW, 12, 2, 'rgba(30, 24, 12, 0.3)');
  fillRoundRect(ctx, px, py, portalW, 12, 2, tone(style.wall, 0.2));
  ctx.fillStyle = tone(style.wallBand);
  ctx.fillRect(px + 2, py + 2, portalW - 4, 2.5);
  fillRoundRect(ctx, px + portalW / 2 - 5, py + 5, 10, 7, 3, 'rgb(60, 44, 30)');
  for (const [tx, ty] of [
    [b.x + 3, b.y + 3],
    [b.x + b.width - 3, b.y + 3],
    [b.x + 3, b.y + b.height - 3],
    [b.x + b.width - 3, b.y + b.height - 3],
  ] as const) {
    circle(ctx, tx, ty, 5.5, tone(style.wall, -0.3));
    circle(ctx, tx, ty, 4, tone(style.wall, 0.15));
  }
}

function paintGabledRoof(ctx: Ctx, x: number, y: number, w: number, h: number, colour: readonly number[]): void {
  rectShadow(ctx, x, y, w, h, 7, 1);
  fillRoundRect(ctx, x, y, w, h / 2 + 0.5, 1, tone(colour, 0.12));
  fillRoundRect(ctx, x, y + h / 2, w, h / 2, 1, tone(colour, -0.2));
  for (let px = x + 3; px < x + w - 1; px += 4) {
    line(ctx, px, y + 1, px, y + h / 2 - 1, tone(colour, -0.15, 0.5), 0.7);
    line(ctx, px, y + h / 2 + 1, px, y + h - 1, tone(colour, -0.4, 0.5), 0.7);
  }
  line(ctx, x, y + h / 2, x + w, y + h / 2, tone(colour, -0.45), 1.6);
}

function paintStable(ctx: Ctx, b: Building, seed: number): void {
  const barnH = b.height * 0.42;
  paintGabledRoof(ctx, b.x, b.y, b.width, barnH, [150, 104, 66]);
  const paddock = { x: b.x + 2, y: b.y + barnH + 4, w: b.width - 4, h: b.height - barnH - 6 };
  fillRoundRect(ctx, paddock.x, paddock.y, paddock.w, paddock.h, 2, 'rgb(186, 160, 112)');
  ctx.strokeStyle = 'rgb(110, 76, 44)';
  ctx.lineWidth = 1.6;
  ctx.strokeRect(paddock.x, paddock.y, paddock.w, paddock.h);
  ctx.strokeStyle = 'rgba(110, 76, 44, 0.5)';
  ctx.strokeRect(paddock.x + 2.5, paddock.y + 2.5, paddock.w - 5, paddock.h - 5);
  for (let x = paddock.x; x <= paddock.x + paddock.w; x += 11) {
    circle(ctx, x, paddock.y, 1.8, 'rgb(90, 60, 34)');
    circle(ctx, x, paddock.y + paddock.h, 1.8, 'rgb(90, 60, 34)');
  }
  for (let i = 0; i < 3; i++) {
    const hx = paddock.x + 8 + i * 9;
    fillRoundRect(ctx, hx + 1.5, paddock.y + 8, 8, 6, 2, 'rgba(60, 40, 10, 0.3)');
    fillRoundRect(ctx, hx, paddock.y + 6.5, 8, 6, 2, 'rgb(222, 190, 96)');
    line(ctx, hx + 1, paddock.y + 9.5, hx + 7, paddock.y + 9.5, 'rgba(170, 130, 50, 0.8)', 0.8);
  }
  fillRoundRect(ctx, paddock.x + paddock.w - 26, paddock.y + 6, 20, 6, 1, 'rgb(110, 76, 44)');
  fillRoundRect(ctx, paddock.x + paddock.w - 25, paddock.y + 7, 18, 4, 1, 'rgb(96, 168, 190)');
  paintCamel(ctx, paddock.x + paddock.w * 0.45, paddock.y + paddock.h * 0.62, 0.15 + hash2(seed, 2, 3) * 0.3);
  paintCamel(ctx, paddock.x + paddock.w * 0.75, paddock.y + paddock.h * 0.7, Math.PI + 0.2);
}

function paintForge(ctx: Ctx, b: Building, seed: number): void {
  const houseH = b.height * 0.55;
  rectShadow(ctx, b.x, b.y, b.width, houseH, 8, 2);
  const slate = [84, 88, 96];
  fillRoundRect(ctx, b.x, b.y, b.width, houseH / 2 + 0.5, 1, tone(slate, 0.12));
  fillRoundRect(ctx, b.x, b.y + houseH / 2, b.width, houseH / 2, 1, tone(slate, -0.18));
  for (let x = b.x + 3; x < b.x + b.width; x += 5) line(ctx, x, b.y + 1, x, b.y + houseH - 1, 'rgba(40, 40, 50, 0.35)', 0.7);
  line(ctx, b.x, b.y + houseH / 2, b.x + b.width, b.y + houseH / 2, 'rgb(50, 50, 58)', 1.6);
  // Chimney with drifting smoke.
  const cx = b.x + b.width * 0.72;
  const cy = b.y + houseH * 0.3;
  fillRoundRect(ctx, cx + 3, cy + 4, 12, 12, 1, 'rgba(20, 20, 20, 0.35)');
  fillRoundRect(ctx, cx - 6, cy - 6, 12, 12, 1, 'rgb(120, 100, 90)');
  fillRoundRect(ctx, cx - 4, cy - 4, 8, 8, 1, 'rgb(30, 26, 24)');
  for (let i = 0; i < 5; i++) circle(ctx, cx + 4 + i * 5, cy - 6 - i * 5, 4 + i * 1.6, `rgba(90, 90, 96, ${0.32 - i * 0.05})`);
  // The yard: anvil, glowing hearth, coal.
  const yardY = b.y + houseH + 3;
  fillRoundRect(ctx, b.x + 2, yardY, b.width - 4, b.height - houseH - 4, 2, 'rgb(150, 134, 110)');
  const glow = ctx.createRadialGradient(b.x + 24, yardY + 14, 1, b.x + 24, yardY + 14, 16);
  glow.addColorStop(0, 'rgba(255, 220, 120, 1)');
  glow.addColorStop(0.35, 'rgba(240, 120, 30, 0.85)');
  glow.addColorStop(1, 'rgba(200, 60, 20, 0)');
  fillRoundRect(ctx, b.x + 14, yardY + 6, 20, 16, 3, 'rgb(90, 80, 74)');
  circle(ctx, b.x + 24, yardY + 14, 16, glow);
  polygon(
    ctx,
    [
      [b.x + 52, yardY + 10],
      [b.x + 68, yardY + 10],
      [b.x + 64, yardY + 14],
      [b.x + 66, yardY + 20],
      [b.x + 54, yardY + 20],
      [b.x + 56, yardY + 14],
    ],
    'rgb(60, 62, 70)',
  );
  line(ctx, b.x + 53, yardY + 10.5, b.x + 67, yardY + 10.5, 'rgb(150, 154, 164)', 1);
  for (let i = 0; i < 9; i++) circle(ctx, b.x + 82 + (i % 3) * 4 + hash2(seed, i, 4) * 2, yardY + 10 + Math.floor(i / 3) * 4, 2, 'rgb(36, 34, 34)');
}

function paintWorkshop(ctx: Ctx, b: Building, style: CityStyle): void {
  const houseW = b.width * 0.58;
  const roof = style.roofs[0] ?? [180, 90, 60];
  fillRoundRect(ctx, b.x, b.y, b.width, b.height, 3, 'rgba(150, 128, 96, 0.55)');
  if (style.flatRoofs) {
    rectShadow(ctx, b.x, b.y, houseW, b.height, 7, 2);
    fillRoundRect(ctx, b.x, b.y, houseW, b.height, 2, tone(roof, -0.15));
    fillRoundRect(ctx, b.x + 3, b.y + 3, houseW - 6, b.height - 6, 1, tone(roof, 0.08));
    paintDome(ctx, b.x + houseW / 2, b.y + b.height / 2, 9, style.dome, 8);
  } else {
    paintGabledRoof(ctx, b.x, b.y, houseW, b.height, roof);
  }
  const yard = { x: b.x + houseW + 6, y: b.y + 4, w: b.width - houseW - 10, h: b.height - 8 };
  const name = b.name.toLowerCase();
  if (name.includes('paper')) {
    for (let i = 0; i < 3; i++) {
      const ry = yard.y + 6 + i * 20;
      line(ctx, yard.x, ry, yard.x + yard.w, ry, 'rgb(100, 70, 40)', 1);
      for (let s = 0; s < 4; s++) fillRoundRect(ctx, yard.x + 2 + s * (yard.w / 4), ry + 1, yard.w / 4 - 3, 9, 0.5, 'rgba(250, 246, 232, 0.95)');
    }
  } else if (name.includes('jade')) {
    for (let i = 0; i < 7; i++) circle(ctx, yard.x + 8 + (i % 3) * 9, yard.y + 12 + Math.floor(i / 3) * 10, 3.5, i % 2 ? 'rgb(92, 170, 120)' : 'rgb(140, 206, 160)');
    fillRoundRect(ctx, yard.x + 2, yard.y + yard.h - 16, yard.w - 4, 8, 1, tone(WOOD, -0.1));
  } else if (name.includes('alchem')) {
    const glow = ctx.createRadialGradient(yard.x + yard.w / 2, yard.y + 18, 1, yard.x + yard.w / 2, yard.y + 18, 14);
    glow.addColorStop(0, 'rgba(180, 255, 160, 0.95)');
    glow.addColorStop(1, 'rgba(60, 180, 90, 0)');
    circle(ctx, yard.x + yard.w / 2, yard.y + 18, 9, 'rgb(50, 46, 44)');
    circle(ctx, yard.x + yard.w / 2, yard.y + 18, 14, glow);
    const flasks = ['rgb(160, 80, 200)', 'rgb(70, 160, 220)', 'rgb(230, 170, 50)', 'rgb(90, 200, 120)'];
    flasks.forEach((colour, i) => circle(ctx, yard.x + 6 + i * 8, yard.y + yard.h - 12, 3, colour));
  } else {
    for (let i = 0; i < 6; i++) {
      const lx = yard.x + 4 + (i % 3) * 6;
      const ly = yard.y + 10 + Math.floor(i / 3) * 6;
      circle(ctx, lx, ly, 3, 'rgb(160, 116, 70)');
      circle(ctx, lx, ly, 1.6, 'rgb(206, 170, 120)');
    }
    paintBarrel(ctx, yard.x + yard.w - 6, yard.y + yard.h - 10, 4);
  }
  // A handcart by the door.
  const cartX = yard.x + yard.w * 0.3;
  const cartY = yard.y + yard.h * 0.58;
  fillRoundRect(ctx, cartX + 2, cartY + 3, 16, 10, 1, 'rgba(30, 20, 10, 0.3)');
  fillRoundRect(ctx, cartX, cartY, 16, 10, 1, tone(WOOD, 0.05));
  roundRectPath(ctx, cartX, cartY, 16, 10, 1);
  ctx.strokeStyle = tone(WOOD, -0.4);
  ctx.lineWidth = 1;
  ctx.stroke();
  circle(ctx, cartX + 4, cartY + 11, 2.5, 'rgb(70, 50, 30)');
  circle(ctx, cartX + 12, cartY + 11, 2.5, 'rgb(70, 50, 30)');
}
