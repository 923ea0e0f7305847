import { CITIES, type Point, type Rect } from '@silkroad/shared';
import { wallRadius } from './city-layout';
import { polylineLength } from './geometry';
import { ALL_TRACKS, BRIDGES, riverHalfWidth, type Bridge, type Track } from './map-features';
import { hash2 } from './noise';
import { circle, fillRoundRect, line, type Ctx } from './paint-kit';

function tracePath(ctx: Ctx, points: readonly Point[]): void {
  ctx.beginPath();
  points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
}

/** The polyline shifted sideways by `offset` pixels (positive: to the right of travel). */
function offsetPolyline(points: readonly Point[], offset: number): Point[] {
  return points.map((p, i) => {
    const prev = points[Math.max(0, i - 1)] as Point;
    const next = points[Math.min(points.length - 1, i + 1)] as Point;
    const dx = next.x - prev.x;
    const dy = next.y - prev.y;
    const length = Math.hypot(dx, dy) || 1;
    return { x: p.x - (dy / length) * offset, y: p.y + (dx / length) * offset };
  });
}

/** Clips drawing to everything outside the city walls: tracks stop at the gates. */
function clipOutsideCities(ctx: Ctx, area: Rect): void {
  ctx.beginPath();
  ctx.rect(area.x - 10, area.y - 10, area.width + 20, area.height + 20);
  for (const city of CITIES) {
    ctx.moveTo(city.x + wallRadius(city), city.y);
    ctx.arc(city.x, city.y, wallRadius(city), 0, Math.PI * 2);
  }
  ctx.clip('evenodd');
}

function paintTrack(ctx: Ctx, track: Track): void {
  const w = track.width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const layers: Array<[number, string]> = [
    [w + 14, 'rgba(150, 128, 84, 0.16)'],
    [w + 4, 'rgba(168, 142, 96, 0.4)'],
    [w - 2, 'rgba(198, 172, 124, 0.92)'],
    [w * 0.55, 'rgba(216, 194, 148, 0.7)'],
  ];
  for (const [width, colour] of layers) {
    tracePath(ctx, track.points);
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.stroke();
  }
  // Wheel ruts of the caravans' carts.
  for (const side of [-1, 1]) {
    tracePath(ctx, offsetPolyline(track.points, side * w * 0.2));
    ctx.strokeStyle = 'rgba(130, 102, 68, 0.38)';
    ctx.lineWidth = 2;
    ctx.stroke();
  }
  paintPebbles(ctx, track);
}

function paintPebbles(ctx: Ctx, track: Track): void {
  const total = polylineLength(track.points);
  let walked = 0;
  let n = 0;
  for (let i = 0; i < track.points.length - 1; i++) {
    const a = track.points[i] as Point;
    const b = track.points[i + 1] as Point;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    while (n * 9 < walked + length && n * 9 <= total) {
      const t = (n * 9 - walked) / (length || 1);
      const side = (hash2(n, 1, 77) - 0.5) * track.width * 0.9;
      const nx = -(b.y - a.y) / (length || 1);
      const ny = (b.x - a.x) / (length || 1);
      const x = a.x + (b.x - a.x) * t + nx * side;
      const y = a.y + (b.y - a.y) * t + ny * side;
      const kind = hash2(n, 2, 77);
      if (kind < 0.35) circle(ctx, x, y, 0.9 + kind * 2, 'rgba(120, 96, 66, 0.45)');
      else if (kind < 0.5) circle(ctx, x, y, 1.2, 'rgba(236, 220, 184, 0.6)');
      n++;
    }
    walked += length;
  }
}

function paintBridge(ctx: Ctx, bridge: Bridge): void {
  const span = riverHalfWidth(0.6) * 2 + 30;
  const width = 20;
  ctx.save();
  ctx.translate(bridge.x, bridge.y);
  ctx.rotate(bridge.angle);
  fillRoundRect(ctx, -span / 2 + 4, -width / 2 + 6, span, width, 3, 'rgba(10, 30, 40, 0.35)');
  fillRoundRect(ctx, -span / 2, -width / 2, span, width, 3, 'rgba(128, 94, 60, 1)');
  for (let x = -span / 2 + 3; x < span / 2; x += 4.5) line(ctx, x, -width / 2 + 1, x, width / 2 - 1, 'rgba(84, 58, 34, 0.7)', 1);
  for (const y of [-width / 2 + 1.5, width / 2 - 1.5]) line(ctx, -span / 2, y, span / 2, y, 'rgba(70, 46, 26, 1)', 3);
  for (const x of [-span / 2 + 2, -span / 6, span / 6, span / 2 - 2]) {
    for (const y of [-width / 2 + 1.5, width / 2 - 1.5]) circle(ctx, x, y, 2.2, 'rgba(60, 40, 22, 1)');
  }
  ctx.restore();
}

/** Every road and path in the area, ending at the city gates, with bridges over the river. */
export function paintRoads(ctx: Ctx, area: Rect): void {
  ctx.save();
  clipOutsideCities(ctx, area);
  for (const track of ALL_TRACKS) paintTrack(ctx, track);
  ctx.restore();
  for (const bridge of BRIDGES) paintBridge(ctx, bridge);
}

