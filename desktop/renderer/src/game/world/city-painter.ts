import { CITIES, type City, type Point, type Rect } from '@silkroad/shared';
import { paintBuilding } from './building-painter';
import { cityHouses, cityStreets, isGateAngle, isWallOnLand, PLAZA_RADIUS_PX, STREET_WIDTH_PX, wallRadius, wallTowers, type House, type Tower } from './city-layout';
import { cityStyle, type CityStyle } from './city-style';
import { rectsOverlap } from './geometry';
import { hash2 } from './noise';
import { waterAt } from './water';
import { circle, context2d, ellipse, fillRoundRect, line, makeCanvas, polygon, rectShadow, tone, type Ctx } from './paint-kit';

/** A tileable cobblestone texture, drawn once and reused as a fill pattern. */
function cobblePattern(ctx: Ctx, base: readonly number[]): CanvasPattern | string {
  const size = 48;
  const tile = makeCanvas(size, size);
  const t = context2d(tile);
  t.fillStyle = tone(base, -0.28);
  t.fillRect(0, 0, size, size);
  const rows = 6;
  const rowH = size / rows;
  for (let r = 0; r < rows; r++) {
    const columns = 5;
    const stoneW = size / columns;
    const shift = r % 2 === 0 ? 0 : stoneW / 2;
    for (let c = -1; c <= columns; c++) {
      const v = hash2(r, c + 10, 91);
      const x = c * stoneW + shift + 0.8;
      const y = r * rowH + 0.8;
      t.fillStyle = tone(base, (v - 0.5) * 0.16);
      t.beginPath();
      t.roundRect(x, y, stoneW - 1.6, rowH - 1.6, 2);
      t.fill();
      t.fillStyle = 'rgba(255, 255, 255, 0.1)';
      t.fillRect(x + 1, y + 0.5, stoneW - 4, 1.2);
    }
  }
  return ctx.createPattern(tile, 'repeat') ?? tone(base);
}

function cityBounds(city: City): Rect {
  const reach = city.radius + 30;
  return { x: city.x - reach, y: city.y - reach, width: reach * 2, height: reach * 2 };
}

const GROUND_TILE_PX = 8;

/** A faint paving over the whole town, stopping at the water in a clean quay edge. */
function paintTownGround(ctx: Ctx, city: City, paving: CanvasPattern | string): void {
  const radius = wallRadius(city) - 4;
  ctx.save();
  ctx.beginPath();
  ctx.arc(city.x, city.y, radius, 0, Math.PI * 2);
  ctx.clip();
  ctx.globalAlpha = 0.28;
  ctx.fillStyle = paving;
  const span = Math.ceil(radius / GROUND_TILE_PX);
  for (let j = -span; j < span; j++) {
    for (let i = -span; i < span; i++) {
      const x = city.x + i * GROUND_TILE_PX;
      const y = city.y + j * GROUND_TILE_PX;
      const cx = x + GROUND_TILE_PX / 2;
      const cy = y + GROUND_TILE_PX / 2;
      if (Math.hypot(cx - city.x, cy - city.y) > radius + GROUND_TILE_PX) continue;
      if (waterAt(cx, cy) || waterAt(x, y) || waterAt(x + GROUND_TILE_PX, y + GROUND_TILE_PX) || waterAt(x + GROUND_TILE_PX, y) || waterAt(x, y + GROUND_TILE_PX)) continue;
      ctx.fillRect(x, y, GROUND_TILE_PX, GROUND_TILE_PX);
    }
  }
  ctx.restore();
}

function tracePolyline(ctx: Ctx, points: readonly Point[]): void {
  ctx.beginPath();
  points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
}

function paintStreetsAndPlaza(ctx: Ctx, city: City, style: CityStyle, paving: CanvasPattern | string): void {
  const streets = cityStreets(city);
  ctx.lineCap = 'round';
  for (const street of streets) {
    tracePolyline(ctx, street);
    ctx.strokeStyle = tone(style.wall, -0.35, 0.55);
    ctx.lineWidth = STREET_WIDTH_PX + 4;
    ctx.stroke();
  }
  circle(ctx, city.x, city.y, PLAZA_RADIUS_PX + 3, tone(style.wall, -0.35, 0.55));
  for (const street of streets) {
    tracePolyline(ctx, street);
    ctx.strokeStyle = paving;
    ctx.lineWidth = STREET_WIDTH_PX;
    ctx.stroke();
  }
  circle(ctx, city.x, city.y, PLAZA_RADIUS_PX, paving);
  ctx.strokeStyle = tone(style.wall, 0.2, 0.5);
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(city.x, city.y, PLAZA_RADIUS_PX - 8, 0, Math.PI * 2);
  ctx.stroke();
  paintFountain(ctx, city.x, city.y, style);
}

function paintFountain(ctx: Ctx, x: number, y: number, style: CityStyle): void {
  const octagon = (r: number): Array<[number, number]> =>
    Array.from({ length: 8 }, (_, i) => [x + Math.cos((i / 8) * Math.PI * 2 + Math.PI / 8) * r, y + Math.sin((i / 8) * Math.PI * 2 + Math.PI / 8) * r]);
  polygon(
    ctx,
    octagon(17).map(([px, py]) => [px + 3, py + 4]),
    'rgba(30, 24, 12, 0.3)',
  );
  polygon(ctx, octagon(17), tone(style.wall, 0.25));
  polygon(ctx, octagon(13.5), 'rgb(70, 150, 176)');
  const water = ctx.createRadialGradient(x - 4, y - 4, 1, x, y, 13);
  water.addColorStop(0, 'rgba(170, 226, 236, 0.9)');
  water.addColorStop(1, 'rgba(70, 150, 176, 0)');
  circle(ctx, x, y, 13, water);
  circle(ctx, x, y, 4.5, tone(style.wall, 0.1));
  circle(ctx, x, y, 2.4, 'rgba(230, 248, 252, 1)');
  ctx.strokeStyle = 'rgba(230, 248, 252, 0.6)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.arc(x, y, 8, 0, Math.PI * 2);
  ctx.stroke();
}

/** Angular runs of solid wall: everything but gates and the stretches that stand in water. */
function wallRuns(city: City): Array<[number, number]> {
  const steps = 360;
  const solid = Array.from({ length: steps }, (_, i) => {
    const angle = (i / steps) * Math.PI * 2;
    return !isGateAngle(city, angle) && isWallOnLand(city, angle);
  });
  const runs: Array<[number, number]> = [];
  const first = solid.findIndex((s) => !s);
  if (first === -1) return [[0, Math.PI * 2]];
  let start: number | undefined;
  for (let n = 1; n <= steps; n++) {
    const i = (first + n) % steps;
    if (solid[i] && start === undefined) start = first + n;
    if ((!solid[i] || n === steps) && start !== undefined) {
      runs.push([(start / steps) * Math.PI * 2, ((first + n) / steps) * Math.PI * 2]);
      start = undefined;
    }
  }
  return runs;
}

function paintWalls(ctx: Ctx, city: City, style: CityStyle): void {
  const radius = wallRadius(city);
  const runs = wallRuns(city);
  ctx.lineCap = 'butt';
  const arcStroke = (r: number, colour: string, width: number, dx = 0, dy = 0) => {
    for (const [from, to] of runs) {
      ctx.beginPath();
      ctx.arc(city.x + dx, city.y + dy, r, from, to);
      ctx.strokeStyle = colour;
      ctx.lineWidth = width;
      ctx.stroke();
    }
  };
  arcStroke(radius, 'rgba(30, 24, 12, 0.32)', 17, 5, 6);
  arcStroke(radius, tone(style.wall, -0.45), 16);
  arcStroke(radius, tone(style.wall, -0.05), 13);
  arcStroke(radius - 1.5, tone(style.wall, 0.2), 6);
  arcStroke(radius + 3.5, tone(style.wallBand, 0, 0.6), 2);
  // Merlons along the outer parapet.
  for (const [from, to] of runs) {
    const count = Math.floor(((to - from) * radius) / 7);
    for (let i = 0; i <= count; i++) {
      const a = from + (i / Math.max(1, count)) * (to - from);
      const x = city.x + Math.cos(a) * (radius + 5.5);
      const y = city.y + Math.sin(a) * (radius + 5.5);
      circle(ctx, x, y, 2.2, tone(style.wall, 0.18));
    }
  }
  for (const tower of wallTowers(city)) paintTower(ctx, tower, style);
  // Where the wall runs into the water it ends in a tower, not a cut.
  for (const [from, to] of runs) {
    for (const angle of [from + 0.02, to - 0.02]) {
      if (isGateAngle(city, angle, undefined, 4)) continue;
      paintTower(ctx, { x: city.x + Math.cos(angle) * radius, y: city.y + Math.sin(angle) * radius, angle, gate: false }, style);
    }
  }
}

function paintTower(ctx: Ctx, tower: Tower, style: CityStyle): void {
  const r = tower.gate ? 13.5 : 11;
  circle(ctx, tower.x + 4, tower.y + 5.5, r, 'rgba(30, 24, 12, 0.32)');
  circle(ctx, tower.x, tower.y, r, tone(style.wall, -0.35));
  circle(ctx, tower.x, tower.y, r - 1.6, tone(style.wall, 0.1));
  circle(ctx, tower.x, tower.y, r - 4.5, tone(style.wall, -0.12));
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    circle(ctx, tower.x + Math.cos(a) * (r - 2.2), tower.y + Math.sin(a) * (r - 2.2), 1.5, tone(style.wall, 0.3));
  }
  if (tower.gate) {
    line(ctx, tower.x, tower.y, tower.x, tower.y - 16, 'rgb(70, 50, 30)', 1.3);
    polygon(
      ctx,
      [
        [tower.x, tower.y - 16],
        [tower.x + 11, tower.y - 13],
        [tower.x, tower.y - 10],
      ],
      tone(style.banner),
    );
  }
}

function paintCityTree(ctx: Ctx, x: number, y: number, style: CityStyle, v: number): void {
  if (style.tree === 'palm') {
    ellipse(ctx, x + 7, y + 6, 8, 5, 'rgba(30, 30, 10, 0.28)');
    for (let i = 0; i < 7; i++) {
      const a = (i / 7) * Math.PI * 2 + v * 3;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.quadraticCurveTo(x + Math.cos(a + 0.35) * 6, y + Math.sin(a + 0.35) * 6, x + Math.cos(a) * 10, y + Math.sin(a) * 9);
      ctx.quadraticCurveTo(x + Math.cos(a - 0.35) * 6, y + Math.sin(a - 0.35) * 6, x, y);
      ctx.fillStyle = i % 2 ? 'rgb(66, 120, 48)' : 'rgb(86, 142, 58)';
      ctx.fill();
    }
    circle(ctx, x, y, 2, 'rgb(110, 74, 40)');
    return;
  }
  const slim = style.tree === 'cypress' ? [34, 74, 44] : [74, 120, 56];
  ellipse(ctx, x + 7, y + 7, 5, 9, 'rgba(20, 30, 10, 0.3)', -0.6);
  ellipse(ctx, x, y, 5, 8, tone(slim, -0.1));
  ellipse(ctx, x - 1.2, y - 1.5, 2.6, 5, tone(slim, 0.2));
}

function paintHouse(ctx: Ctx, house: House, style: CityStyle): void {
  if (house.tree) {
    paintCityTree(ctx, house.x + house.width / 2, house.y + house.height / 2, style, house.variant);
    return;
  }
  const roof = style.roofs[Math.floor(house.variant * style.roofs.length)] ?? style.roofs[0] ?? [200, 180, 140];
  const { x, y, width: w, height: h } = house;
  if (style.flatRoofs) {
    rectShadow(ctx, x, y, w, h, 6, 1.5);
    fillRoundRect(ctx, x, y, w, h, 1.5, tone(roof, -0.25));
    fillRoundRect(ctx, x + 2, y + 2, w - 4, h - 4, 1, tone(roof, 0.05));
    if (house.variant > 0.92) {
      circle(ctx, x + w / 2 + 1.5, y + h / 2 + 2, 5, 'rgba(30, 24, 12, 0.25)');
      circle(ctx, x + w / 2, y + h / 2, 5, tone(style.dome, -0.05));
      circle(ctx, x + w / 2 - 1.5, y + h / 2 - 1.5, 2, tone(style.dome, 0.45));
    } else {
      fillRoundRect(ctx, x + w * 0.62, y + h * 0.25, 4, 4, 0.5, tone(roof, -0.5));
      if (house.variant < 0.3) for (let i = 0; i < 3; i++) circle(ctx, x + 4 + i * 3.5, y + h - 5, 1.4, 'rgb(170, 96, 60)');
    }
  } else {
    const vertical = house.variant > 0.5;
    rectShadow(ctx, x, y, w, h, 6, 1);
    if (vertical) {
      fillRoundRect(ctx, x, y, w / 2 + 0.5, h, 1, tone(roof, 0.12));
      fillRoundRect(ctx, x + w / 2, y, w / 2, h, 1, tone(roof, -0.2));
      for (let py = y + 2.5; py < y + h - 1; py += 3) line(ctx, x + 1, py, x + w - 1, py, tone(roof, -0.35, 0.45), 0.6);
      line(ctx, x + w / 2, y, x + w / 2, y + h, tone(roof, -0.45), 1.3);
    } else {
      fillRoundRect(ctx, x, y, w, h / 2 + 0.5, 1, tone(roof, 0.12));
      fillRoundRect(ctx, x, y + h / 2, w, h / 2, 1, tone(roof, -0.2));
      for (let px = x + 2.5; px < x + w - 1; px += 3) line(ctx, px, y + 1, px, y + h - 1, tone(roof, -0.35, 0.45), 0.6);
      line(ctx, x, y + h / 2, x + w, y + h / 2, tone(roof, -0.45), 1.3);
    }
  }
}

const paving = new Map<number, CanvasPattern | string>();

/** Everything inside and on the walls of the cities that reach into `area`. */
export function paintCities(ctx: Ctx, area: Rect): void {
  for (const city of CITIES) {
    if (!rectsOverlap(cityBounds(city), area)) continue;
    const style = cityStyle(city);
    let pattern = paving.get(city.id);
    if (!pattern) {
      pattern = cobblePattern(ctx, style.wall);
      paving.set(city.id, pattern);
    }
    paintTownGround(ctx, city, pattern);
    paintStreetsAndPlaza(ctx, city, style, pattern);
    for (const house of cityHouses(city)) paintHouse(ctx, house, style);
    for (const building of city.buildings) paintBuilding(ctx, building, style, pattern);
    paintWalls(ctx, city, style);
  }
}
