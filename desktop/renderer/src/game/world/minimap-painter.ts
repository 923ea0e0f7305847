import { CITIES, WORLD_HEIGHT, WORLD_WIDTH } from '@silkroad/shared';
import { wallRadius } from './city-layout';
import { cityStyle } from './city-style';
import { LEAF_DARK, ROCK } from './feature-painter';
import { context2d, makeCanvas, tone, type Ctx } from './paint-kit';
import { paintRoads } from './road-painter';
import { worldFeatures, type Feature } from './scatter';
import { groundSamples, PALETTE } from './terrain-field';

const WHOLE_WORLD = { x: 0, y: 0, width: WORLD_WIDTH, height: WORLD_HEIGHT };
/** The smallest mark that still reads on the map, in map pixels. */
const MIN_MARK_PX = 0.8;

/**
 * The whole world once at the minimap's size: the ground field sampled once per pixel of the map,
 * the roads by the chunks' own painter drawn scaled down, and the scenery and the cities as the
 * marks they make at this size (a peak a lit and a shaded face, a tree a dot of leaves, a city its
 * ground inside a ring of wall). Grass, flowers, reeds and waves are finer than a pixel and left
 * out. It costs a small part of painting the chunks, so the map is whole from the first frame
 * while the chunks themselves are painted only near the player.
 */
export function paintWorldMap(width: number, height: number): HTMLCanvasElement {
  const canvas = makeCanvas(width, height);
  const ctx = context2d(canvas);
  // One scale for both axes: the map has the world's proportions.
  const scale = width / WORLD_WIDTH;
  const step = 1 / scale;
  const image = ctx.createImageData(width, height);
  image.data.set(groundSamples(step / 2, step / 2, width, height, step));
  ctx.putImageData(image, 0, 0);
  ctx.save();
  ctx.scale(scale, scale);
  paintRoads(ctx, WHOLE_WORLD);
  ctx.restore();
  for (const feature of worldFeatures()) markFeature(ctx, feature, scale);
  for (const city of CITIES) {
    if (!city.onMap) continue;
    const style = cityStyle(city);
    ctx.beginPath();
    ctx.arc(city.x * scale, city.y * scale, wallRadius(city) * scale, 0, Math.PI * 2);
    ctx.fillStyle = tone(PALETTE.cityGround);
    ctx.fill();
    ctx.lineWidth = 1;
    ctx.strokeStyle = tone(style.wall, -0.2);
    ctx.stroke();
  }
  return canvas;
}

function markFeature(ctx: Ctx, f: Feature, scale: number): void {
  const x = f.x * scale;
  const y = f.y * scale;
  const r = Math.max(MIN_MARK_PX, f.size * scale);
  switch (f.kind) {
    case 'peak': {
      const apexX = x + (f.variant - 0.5) * r * 0.35;
      const apexY = y - r * 0.9;
      triangle(ctx, x - r * 0.7, y, apexX, apexY, x, y, tone(ROCK, 0.2 + f.variant * 0.08));
      triangle(ctx, apexX, apexY, x + r * 0.7, y, x, y, tone(ROCK, -0.38));
      if (f.snow) triangle(ctx, apexX - r * 0.22, apexY + r * 0.3, apexX, apexY, apexX + r * 0.22, apexY + r * 0.3, 'rgba(245, 247, 250, 0.95)');
      return;
    }
    case 'tree':
    case 'conifer':
    case 'bush':
    case 'shrub':
    case 'palm':
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fillStyle = tone(LEAF_DARK, f.variant * 0.3 - 0.1, 0.85);
      ctx.fill();
      return;
    case 'rock':
      ctx.fillStyle = tone(ROCK, -0.1, 0.8);
      ctx.fillRect(x - r / 2, y - r / 2, r, r);
      return;
    default:
      return;
  }
}

function triangle(ctx: Ctx, ax: number, ay: number, bx: number, by: number, cx: number, cy: number, fill: string): void {
  ctx.beginPath();
  ctx.moveTo(ax, ay);
  ctx.lineTo(bx, by);
  ctx.lineTo(cx, cy);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}
