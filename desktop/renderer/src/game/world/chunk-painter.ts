import { WORLD_HEIGHT, WORLD_WIDTH, type Rect } from '@silkroad/shared';
import { paintCities } from './city-painter';
import { paintEntrance } from './entrance-painter';
import { paintFeature } from './feature-painter';
import { rectsOverlap } from './geometry';
import { hash2 } from './noise';
import { context2d, makeCanvas, type Ctx } from './paint-kit';
import { paintRoads } from './road-painter';
import { featuresIn } from './scatter';
import { groundSamples } from './terrain-field';

/**
 * The static world is painted once, chunk by chunk, into canvases that become textures. A chunk
 * is painted by a generator that yields between slices of work, so chunks out of view can be
 * finished a few milliseconds per frame without a hitch.
 */
export const CHUNK_SIZE_PX = 1024;
/** The ground colour field is sampled every few pixels and smoothly upscaled. */
export const FIELD_STEP_PX = 4;
const FIELD_BAND_ROWS = 32;
const FEATURES_PER_SLICE = 250;

export interface ChunkSpec extends Rect {
  key: string;
  column: number;
  row: number;
}

/** The chunks that tile the world, left to right, top to bottom. */
export function worldChunks(size = CHUNK_SIZE_PX): ChunkSpec[] {
  const chunks: ChunkSpec[] = [];
  for (let row = 0; row * size < WORLD_HEIGHT; row++) {
    for (let column = 0; column * size < WORLD_WIDTH; column++) {
      const x = column * size;
      const y = row * size;
      chunks.push({ key: `world-chunk-${column}-${row}`, column, row, x, y, width: Math.min(size, WORLD_WIDTH - x), height: Math.min(size, WORLD_HEIGHT - y) });
    }
  }
  return chunks;
}

/**
 * How far past the view the background painter works. A walker (160 px/s) takes over three
 * seconds to cross it; painting a chunk at the frame budget takes well under one, so the three a
 * diagonal walk can bring into reach are ready before the view arrives. Farther chunks wait until
 * the player comes near: a player who stays in one region never pays for (or holds) the rest of
 * the map, which the minimap shows painted at its own size.
 */
export const PAINT_AHEAD_PX = 512;

/** The area the background painter works in around a view. */
export function aheadOf(view: Rect): Rect {
  return { x: view.x - PAINT_AHEAD_PX, y: view.y - PAINT_AHEAD_PX, width: view.width + PAINT_AHEAD_PX * 2, height: view.height + PAINT_AHEAD_PX * 2 };
}

/** The chunks a view rectangle touches. */
export function chunksTouching(view: Rect, chunks: readonly ChunkSpec[]): ChunkSpec[] {
  return chunks.filter((chunk) => rectsOverlap(chunk, view));
}

let grain: HTMLCanvasElement | undefined;

/** Fine, deterministic speckle laid over the smooth field so the ground has a surface. */
function grainTile(): HTMLCanvasElement {
  if (grain) return grain;
  const size = 128;
  grain = makeCanvas(size, size);
  const ctx = context2d(grain);
  const image = ctx.createImageData(size, size);
  for (let i = 0; i < size * size; i++) {
    const v = 128 + (hash2(i % size, Math.floor(i / size), 55) - 0.5) * 70;
    image.data[i * 4] = v;
    image.data[i * 4 + 1] = v;
    image.data[i * 4 + 2] = v;
    image.data[i * 4 + 3] = 255;
  }
  ctx.putImageData(image, 0, 0);
  return grain;
}

function* paintGround(ctx: Ctx, chunk: ChunkSpec): Generator<void, void, void> {
  const step = FIELD_STEP_PX;
  // One extra sample on every side, so smoothing across chunk edges matches the neighbours.
  const columns = Math.ceil(chunk.width / step) + 2;
  const rows = Math.ceil(chunk.height / step) + 2;
  const field = makeCanvas(columns, rows);
  const fieldCtx = context2d(field);
  const image = fieldCtx.createImageData(columns, rows);
  const x0 = chunk.x - step / 2;
  const y0 = chunk.y - step / 2;
  for (let band = 0; band < rows; band += FIELD_BAND_ROWS) {
    const bandRows = Math.min(FIELD_BAND_ROWS, rows - band);
    image.data.set(groundSamples(x0, y0 + band * step, columns, bandRows, step), band * columns * 4);
    yield;
  }
  fieldCtx.putImageData(image, 0, 0);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(field, -step, -step, columns * step, rows * step);
  ctx.save();
  ctx.globalCompositeOperation = 'overlay';
  ctx.globalAlpha = 0.22;
  const pattern = ctx.createPattern(grainTile(), 'repeat');
  if (pattern) {
    ctx.fillStyle = pattern;
    ctx.fillRect(0, 0, chunk.width, chunk.height);
  }
  ctx.restore();
}

/** Paints one chunk; run it to the end (or step it) to get the finished canvas. */
export function* paintChunk(chunk: ChunkSpec): Generator<void, HTMLCanvasElement, void> {
  const canvas = makeCanvas(chunk.width, chunk.height);
  const ctx = context2d(canvas);
  yield* paintGround(ctx, chunk);
  yield;
  ctx.save();
  ctx.translate(-chunk.x, -chunk.y);
  paintRoads(ctx, chunk);
  yield;
  const features = featuresIn(chunk);
  for (let i = 0; i < features.length; i += FEATURES_PER_SLICE) {
    for (const feature of features.slice(i, i + FEATURES_PER_SLICE)) paintFeature(ctx, feature);
    yield;
  }
  paintCities(ctx, chunk);
  yield;
  paintEntrance(ctx, chunk);
  ctx.restore();
  return canvas;
}

/** Runs a painting job to completion. */
export function finish<T>(job: Generator<void, T, void>): T {
  for (;;) {
    const step = job.next();
    if (step.done) return step.value;
  }
}
