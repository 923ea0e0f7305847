import type Phaser from 'phaser';
import { seededRandom } from '@silkroad/shared';
import { context2d, makeCanvas, type Ctx } from '../world/paint-kit';

/** Texture keys of the weather's particles, generated once per game. */
export const WEATHER_TEXTURES = {
  rain: 'weather-rain',
  snow: 'weather-snow',
  dust: 'weather-dust',
  cloudShadow: 'weather-cloud-shadow',
  dustCloud: 'weather-dust-cloud',
} as const;

/** A raindrop's streak, drawn pointing down: the sprite is rotated to the wind. */
export const RAIN_STREAK_LENGTH = 34;

function paintRain(ctx: Ctx, width: number, height: number): void {
  const gradient = ctx.createLinearGradient(0, 0, 0, height);
  gradient.addColorStop(0, 'rgba(205, 220, 245, 0)');
  gradient.addColorStop(0.55, 'rgba(215, 228, 250, 0.5)');
  gradient.addColorStop(1, 'rgba(240, 246, 255, 0.95)');
  ctx.strokeStyle = gradient;
  ctx.lineCap = 'round';
  ctx.lineWidth = 1.7;
  ctx.beginPath();
  ctx.moveTo(width / 2, 1);
  ctx.lineTo(width / 2, height - 1.5);
  ctx.stroke();
}

function paintSnow(ctx: Ctx, size: number): void {
  const r = size / 2;
  const gradient = ctx.createRadialGradient(r, r, 0, r, r, r);
  gradient.addColorStop(0, 'rgba(255, 255, 255, 1)');
  gradient.addColorStop(0.35, 'rgba(250, 252, 255, 0.95)');
  gradient.addColorStop(0.6, 'rgba(235, 242, 255, 0.45)');
  gradient.addColorStop(1, 'rgba(225, 235, 255, 0)');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, size, size);
}

/** A streak of blown sand: long and soft, denser at its head. */
function paintDust(ctx: Ctx, width: number, height: number): void {
  ctx.save();
  ctx.scale(1, height / width);
  const r = width / 2;
  const gradient = ctx.createRadialGradient(r * 1.25, r, 0, r, r, r);
  gradient.addColorStop(0, 'rgba(252, 238, 210, 0.95)');
  gradient.addColorStop(0.45, 'rgba(240, 216, 172, 0.55)');
  gradient.addColorStop(1, 'rgba(225, 190, 135, 0)');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, width);
  ctx.restore();
}

/** A few soft lobes of one colour, one irregular blot: a cloud's shadow on the ground, a billow of dust. */
function paintBlot(ctx: Ctx, width: number, height: number, rgb: string, alpha: number, seed: number): void {
  const random = seededRandom(seed);
  for (let i = 0; i < 9; i++) {
    const cx = width * (0.22 + random() * 0.56);
    const cy = height * (0.3 + random() * 0.4);
    const r = Math.min(width, height) * (0.22 + random() * 0.16);
    const gradient = ctx.createRadialGradient(cx, cy, 0, cx, cy, r);
    gradient.addColorStop(0, `rgba(${rgb}, ${alpha})`);
    gradient.addColorStop(0.6, `rgba(${rgb}, ${alpha * 0.6})`);
    gradient.addColorStop(1, `rgba(${rgb}, 0)`);
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
  }
}

function addCanvasTexture(textures: Phaser.Textures.TextureManager, key: string, width: number, height: number, paint: (ctx: Ctx) => void): void {
  if (textures.exists(key)) return;
  const canvas = makeCanvas(width, height);
  paint(context2d(canvas));
  // The texture manager takes a canvas as an image source (TextureSource handles canvases).
  textures.addImage(key, canvas as unknown as HTMLImageElement);
}

/** Generates the weather's textures (once per game): a few tiny canvases, reused by every particle. */
export function ensureWeatherTextures(textures: Phaser.Textures.TextureManager): void {
  addCanvasTexture(textures, WEATHER_TEXTURES.rain, 4, RAIN_STREAK_LENGTH, (ctx) => paintRain(ctx, 4, RAIN_STREAK_LENGTH));
  addCanvasTexture(textures, WEATHER_TEXTURES.snow, 14, 14, (ctx) => paintSnow(ctx, 14));
  addCanvasTexture(textures, WEATHER_TEXTURES.dust, 72, 14, (ctx) => paintDust(ctx, 72, 14));
  addCanvasTexture(textures, WEATHER_TEXTURES.cloudShadow, 360, 240, (ctx) => paintBlot(ctx, 360, 240, '16, 22, 38', 0.34, 7));
  addCanvasTexture(textures, WEATHER_TEXTURES.dustCloud, 360, 240, (ctx) => paintBlot(ctx, 360, 240, '240, 218, 178', 0.6, 11));
}
