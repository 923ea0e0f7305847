import type Phaser from 'phaser';
import { CROP_TYPE_IDS, type CropTypeId } from '@silkroad/shared';
import { CROP_STAGES, paintCropBed, paintTilledBed, paintWildBed, type CropStage } from '../farm/crop-painter';
import { FARM_BED_SIZE } from '../farm/farm-layout';
import { paintFarmGround, paintFarmhouse, paintWorkshop } from '../farm/farm-painter';
import { circle, context2d, makeCanvas, type Ctx } from '../world/paint-kit';

/** Texture keys of the farm, generated once per game. */
export const FARM_TEXTURES = {
  ground: 'farm-ground',
  farmhouse: 'farm-farmhouse',
  workshop: 'farm-workshop',
  tilled: 'farm-bed-tilled',
  wild: 'farm-bed-wild',
  sparkle: 'farm-sparkle',
} as const;

export function cropTextureKey(crop: CropTypeId, stage: CropStage): string {
  return `farm-crop-${crop}-${stage}`;
}

function addCanvas(textures: Phaser.Textures.TextureManager, key: string, canvas: HTMLCanvasElement): void {
  // The texture manager takes a canvas as an image source (TextureSource handles canvases).
  if (!textures.exists(key)) textures.addImage(key, canvas as unknown as HTMLImageElement);
}

function painted(width: number, height: number, paint: (ctx: Ctx) => void): HTMLCanvasElement {
  const canvas = makeCanvas(width, height);
  paint(context2d(canvas));
  return canvas;
}

/** A four-pointed glint for ripe beds. */
function paintSparkle(ctx: Ctx): void {
  const c = 8;
  const glow = ctx.createRadialGradient(c, c, 0, c, c, c);
  glow.addColorStop(0, 'rgba(255, 250, 210, 0.95)');
  glow.addColorStop(0.4, 'rgba(255, 230, 140, 0.45)');
  glow.addColorStop(1, 'rgba(255, 220, 120, 0)');
  circle(ctx, c, c, c, glow);
  ctx.fillStyle = 'rgba(255, 255, 240, 1)';
  ctx.beginPath();
  ctx.moveTo(c, 0);
  ctx.lineTo(c + 1.6, c - 1.6);
  ctx.lineTo(c * 2, c);
  ctx.lineTo(c + 1.6, c + 1.6);
  ctx.lineTo(c, c * 2);
  ctx.lineTo(c - 1.6, c + 1.6);
  ctx.lineTo(0, c);
  ctx.lineTo(c - 1.6, c - 1.6);
  ctx.closePath();
  ctx.fill();
}

/** Paints the farm's pictures (once per game): the ground, the two buildings, bed soils, every crop at every stage. */
export function ensureFarmTextures(textures: Phaser.Textures.TextureManager): void {
  if (!textures.exists(FARM_TEXTURES.ground)) addCanvas(textures, FARM_TEXTURES.ground, paintFarmGround());
  if (!textures.exists(FARM_TEXTURES.farmhouse)) addCanvas(textures, FARM_TEXTURES.farmhouse, paintFarmhouse());
  if (!textures.exists(FARM_TEXTURES.workshop)) addCanvas(textures, FARM_TEXTURES.workshop, paintWorkshop());
  if (!textures.exists(FARM_TEXTURES.tilled)) addCanvas(textures, FARM_TEXTURES.tilled, painted(FARM_BED_SIZE + 2, FARM_BED_SIZE + 2, paintTilledBed));
  if (!textures.exists(FARM_TEXTURES.wild)) addCanvas(textures, FARM_TEXTURES.wild, painted(FARM_BED_SIZE, FARM_BED_SIZE, paintWildBed));
  if (!textures.exists(FARM_TEXTURES.sparkle)) addCanvas(textures, FARM_TEXTURES.sparkle, painted(16, 16, paintSparkle));
  for (const crop of CROP_TYPE_IDS) {
    for (const stage of CROP_STAGES) {
      const key = cropTextureKey(crop, stage);
      if (!textures.exists(key)) addCanvas(textures, key, painted(FARM_BED_SIZE, FARM_BED_SIZE, (ctx) => paintCropBed(ctx, crop, stage)));
    }
  }
}
