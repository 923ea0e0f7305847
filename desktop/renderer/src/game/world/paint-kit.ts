/** Small helpers shared by the world painters (Canvas 2D, world coordinates). */

export type Ctx = CanvasRenderingContext2D;
export type Fill = string | CanvasGradient | CanvasPattern;

export function rgba(r: number, g: number, b: number, a = 1): string {
  return `rgba(${Math.round(r)},${Math.round(g)},${Math.round(b)},${a})`;
}

/** A colour from an [r, g, b] triple, lightened (amount > 0) or darkened (amount < 0). */
export function tone(rgb: readonly number[], amount = 0, alpha = 1): string {
  const [r = 0, g = 0, b = 0] = rgb;
  if (amount >= 0) return rgba(r + (255 - r) * amount, g + (255 - g) * amount, b + (255 - b) * amount, alpha);
  return rgba(r * (1 + amount), g * (1 + amount), b * (1 + amount), alpha);
}

/** Light comes from the north-west: shadows fall toward the south-east. */
export const SHADOW_DX = 0.45;
export const SHADOW_DY = 0.6;
export const SHADOW = 'rgba(30, 26, 14, 0.28)';

export function ellipse(ctx: Ctx, x: number, y: number, rx: number, ry: number, fill: Fill, rotation = 0): void {
  ctx.beginPath();
  ctx.ellipse(x, y, Math.max(0.1, rx), Math.max(0.1, ry), rotation, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

export function circle(ctx: Ctx, x: number, y: number, r: number, fill: Fill): void {
  ellipse(ctx, x, y, r, r, fill);
}

export function roundRectPath(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  const radius = Math.max(0, Math.min(r, w / 2, h / 2));
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + w, y, x + w, y + h, radius);
  ctx.arcTo(x + w, y + h, x, y + h, radius);
  ctx.arcTo(x, y + h, x, y, radius);
  ctx.arcTo(x, y, x + w, y, radius);
  ctx.closePath();
}

export function fillRoundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number, fill: Fill): void {
  roundRectPath(ctx, x, y, w, h, r);
  ctx.fillStyle = fill;
  ctx.fill();
}

export function polygon(ctx: Ctx, points: ReadonlyArray<readonly [number, number]>, fill: Fill): void {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

export function line(ctx: Ctx, x1: number, y1: number, x2: number, y2: number, stroke: string, width: number): void {
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.strokeStyle = stroke;
  ctx.lineWidth = width;
  ctx.stroke();
}

/** A soft drop shadow of a rectangle, cast toward the south-east by `height` pixels. */
export function rectShadow(ctx: Ctx, x: number, y: number, w: number, h: number, height: number, radius = 3): void {
  fillRoundRect(ctx, x + height * SHADOW_DX, y + height * SHADOW_DY, w, h, radius, SHADOW);
}

/** Creates a canvas; the world is painted into detached canvases and handed to Phaser as textures. */
export function makeCanvas(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(width));
  canvas.height = Math.max(1, Math.ceil(height));
  return canvas;
}

export function context2d(canvas: HTMLCanvasElement): Ctx {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available');
  return ctx;
}

/** The dark ink round the world's drawn figures and carts. */
export const FIGURE_OUTLINE = 'rgba(38, 26, 16, 0.9)';

/** Fills the current path and strokes it in the figures' outline. */
export function outlined(ctx: Ctx, fill: string, width = 1.2): void {
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = FIGURE_OUTLINE;
  ctx.lineWidth = width;
  ctx.stroke();
}
