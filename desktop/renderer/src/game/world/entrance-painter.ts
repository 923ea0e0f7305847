import { COUNTRYSIDE_ENTRANCE, type Rect } from '@silkroad/shared';
import { rectsOverlap } from './geometry';
import { hash2 } from './noise';
import { circle, ellipse, fillRoundRect, line, type Ctx } from './paint-kit';

const POST = 'rgb(104, 72, 42)';
const RAIL = 'rgb(140, 100, 60)';

/**
 * The way to the countryside farm: a fenced, trodden yard with a gate arch where the path from
 * the city arrives, a little wheat field and hay. The farm itself is its own scene.
 */
export function paintEntrance(ctx: Ctx, area: Rect): void {
  const e = COUNTRYSIDE_ENTRANCE;
  if (!rectsOverlap({ x: e.x - 60, y: e.y - 60, width: e.width + 120, height: e.height + 120 }, area)) return;
  const gateX = e.x + e.width / 2 + 15;

  fillRoundRect(ctx, e.x, e.y, e.width, e.height, 10, 'rgba(176, 150, 98, 0.55)');
  fillRoundRect(ctx, e.x + 6, e.y + 6, e.width - 12, e.height - 12, 8, 'rgba(190, 164, 112, 0.6)');

  // Wheat rows on the west half, a vegetable patch on the east.
  for (let row = 0; row < 6; row++) {
    const y = e.y + 22 + row * 11;
    fillRoundRect(ctx, e.x + 14, y, 70, 6, 3, 'rgb(206, 172, 82)');
    for (let k = 0; k < 12; k++) circle(ctx, e.x + 17 + k * 5.8, y + 3, 1.5, 'rgb(236, 206, 110)');
  }
  for (let row = 0; row < 4; row++) {
    const y = e.y + 26 + row * 15;
    fillRoundRect(ctx, e.x + e.width - 74, y, 58, 7, 3, 'rgb(120, 92, 58)');
    for (let k = 0; k < 7; k++) circle(ctx, e.x + e.width - 69 + k * 8, y + 3.5, 2.6, hash2(row, k, 5) > 0.5 ? 'rgb(86, 140, 60)' : 'rgb(108, 160, 70)');
  }

  // Hay bales and a scarecrow.
  for (let i = 0; i < 3; i++) {
    const hx = e.x + 104 + i * 10;
    fillRoundRect(ctx, hx + 2, e.y + e.height - 24, 9, 8, 2.5, 'rgba(60, 40, 10, 0.3)');
    fillRoundRect(ctx, hx, e.y + e.height - 26, 9, 8, 2.5, 'rgb(226, 194, 100)');
  }
  const sx = e.x + 52;
  const sy = e.y + 58;
  line(ctx, sx - 9, sy, sx + 9, sy, POST, 2);
  line(ctx, sx, sy - 4, sx, sy + 12, POST, 2);
  circle(ctx, sx, sy - 5, 3.5, 'rgb(222, 196, 120)');
  ellipse(ctx, sx, sy - 7, 6, 2.2, 'rgb(150, 110, 60)');

  // Split-rail fence around the yard, open where the path comes in.
  const fence = (x1: number, y1: number, x2: number, y2: number) => {
    line(ctx, x1 + 2, y1 + 3, x2 + 2, y2 + 3, 'rgba(30, 20, 10, 0.25)', 2.5);
    line(ctx, x1, y1, x2, y2, RAIL, 2);
    const length = Math.hypot(x2 - x1, y2 - y1);
    for (let d = 0; d <= length; d += 16) circle(ctx, x1 + ((x2 - x1) * d) / length, y1 + ((y2 - y1) * d) / length, 2.2, POST);
  };
  fence(e.x, e.y, gateX - 18, e.y);
  fence(gateX + 18, e.y, e.x + e.width, e.y);
  fence(e.x, e.y, e.x, e.y + e.height);
  fence(e.x + e.width, e.y, e.x + e.width, e.y + e.height);
  fence(e.x, e.y + e.height, e.x + e.width, e.y + e.height);

  // The gate arch with its hanging sign.
  ellipse(ctx, gateX + 6, e.y + 6, 26, 5, 'rgba(30, 20, 10, 0.25)');
  for (const side of [-1, 1]) {
    circle(ctx, gateX + side * 18, e.y, 4, 'rgb(84, 56, 32)');
    circle(ctx, gateX + side * 18 - 1, e.y - 1, 2, 'rgb(130, 94, 58)');
  }
  line(ctx, gateX - 22, e.y - 3, gateX + 22, e.y - 3, 'rgb(96, 64, 36)', 4);
  line(ctx, gateX - 22, e.y - 4.5, gateX + 22, e.y - 4.5, 'rgb(140, 100, 62)', 1.2);
  fillRoundRect(ctx, gateX - 15 + 2, e.y - 15 + 3, 30, 10, 2, 'rgba(30, 20, 10, 0.3)');
  fillRoundRect(ctx, gateX - 15, e.y - 15, 30, 10, 2, 'rgb(170, 126, 78)');
  line(ctx, gateX - 11, e.y - 10, gateX + 11, e.y - 10, 'rgba(70, 44, 24, 0.9)', 1.2);
}
