import type Phaser from 'phaser';
import { frameName, POSES, VIEWS, type CharacterPalette, type Pose, type View } from '../entities/character-frames';
import { context2d, ellipse, makeCanvas, tone, type Ctx } from '../world/paint-kit';

export const CHARACTER_FRAME_WIDTH = 40;
export const CHARACTER_FRAME_HEIGHT = 56;
/** Where the feet are in a frame: the sprite's origin, so positions are where the player stands. */
export const CHARACTER_FEET_Y = 50;
const OUTLINE = 'rgba(38, 26, 16, 0.9)';

function outlined(ctx: Ctx, fill: string): void {
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = OUTLINE;
  ctx.lineWidth = 1.2;
  ctx.stroke();
}

function roundedRectPath(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

function robePath(ctx: Ctx, shoulderHalf: number, hemHalf: number, cx: number): void {
  ctx.beginPath();
  ctx.moveTo(cx - shoulderHalf, 27);
  ctx.quadraticCurveTo(cx, 23, cx + shoulderHalf, 27);
  ctx.lineTo(cx + hemHalf, 45);
  ctx.quadraticCurveTo(cx, 48, cx - hemHalf, 45);
  ctx.closePath();
}

function paintFrame(ctx: Ctx, palette: CharacterPalette, view: View, pose: Pose): void {
  const cx = CHARACTER_FRAME_WIDTH / 2;
  const feet = CHARACTER_FEET_Y;
  const swing = pose === 'stepA' ? 1 : pose === 'stepB' ? -1 : 0;
  ellipse(ctx, cx, feet, 11, 4, 'rgba(20, 14, 6, 0.32)');
  if (palette.local) {
    ctx.beginPath();
    ctx.ellipse(cx, feet, 14.5, 5.8, 0, 0, Math.PI * 2);
    ctx.strokeStyle = 'rgba(255, 214, 90, 0.95)';
    ctx.lineWidth = 2;
    ctx.stroke();
  }

  const robe = tone(palette.robe);
  const robeDark = tone(palette.robe, -0.3);
  const trim = tone(palette.trim);
  const skin = tone(palette.skin);
  const boots = tone(palette.boots);

  if (view === 'side') {
    // Legs stride front and back.
    roundedRectPath(ctx, cx - 3 + swing * 4, feet - 7, 7, 6, 2);
    outlined(ctx, boots);
    roundedRectPath(ctx, cx - 3 - swing * 4, feet - 7, 7, 6, 2);
    outlined(ctx, tone(palette.boots, -0.2));
    robePath(ctx, 7, 9.5, cx);
    outlined(ctx, robe);
    ctx.fillStyle = trim;
    ctx.fillRect(cx - 8, 41, 16.5, 2.5);
    ctx.fillStyle = tone(palette.trim, -0.25);
    ctx.fillRect(cx - 7.5, 33.5, 15, 3);
    // One arm, swinging against the stride.
    ctx.beginPath();
    ctx.ellipse(cx - swing * 3, 34, 3.2, 6, -swing * 0.35, 0, Math.PI * 2);
    outlined(ctx, robeDark);
    ellipse(ctx, cx - swing * 4.5, 39.5, 2.3, 2.3, skin);
    ctx.beginPath();
    ctx.arc(cx + 1, 18, 8, 0, Math.PI * 2);
    outlined(ctx, skin);
    ellipse(ctx, cx + 5, 18.5, 1.1, 1.3, 'rgb(40, 28, 20)');
    ctx.beginPath();
    ctx.ellipse(cx - 0.5, 13, 8.8, 6, -0.15, 0, Math.PI * 2);
    outlined(ctx, tone(palette.headwear));
    ctx.beginPath();
    ctx.ellipse(cx - 7, 17, 2.6, 4.5, 0.4, 0, Math.PI * 2);
    outlined(ctx, tone(palette.headwear, -0.1));
    return;
  }

  // Front and back: legs alternate, arms swing against them.
  for (const side of [-1, 1]) {
    const lift = side * swing * 2;
    roundedRectPath(ctx, cx + side * 4.5 - 3, feet - 7 - lift, 6, 6 + Math.min(0, -lift), 2);
    outlined(ctx, boots);
  }
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(cx + side * 10, 34 + side * swing * 1.5, 3.2, 6.2, side * 0.12, 0, Math.PI * 2);
    outlined(ctx, robeDark);
    ellipse(ctx, cx + side * 10.3, 39.8 + side * swing * 1.5, 2.3, 2.3, skin);
  }
  robePath(ctx, 9, 11.5, cx);
  outlined(ctx, robe);
  // Shade the side away from the light.
  ctx.save();
  robePath(ctx, 9, 11.5, cx);
  ctx.clip();
  ctx.fillStyle = 'rgba(0, 0, 0, 0.14)';
  ctx.fillRect(cx + 2, 20, 14, 30);
  ctx.fillStyle = trim;
  ctx.fillRect(cx - 13, 41.5, 26, 2.5);
  ctx.fillStyle = tone(palette.trim, -0.25);
  ctx.fillRect(cx - 13, 33.5, 26, 3);
  if (view === 'down') {
    ctx.fillStyle = trim;
    ctx.fillRect(cx - 1, 26, 2, 20);
  }
  ctx.restore();

  ctx.beginPath();
  ctx.arc(cx, 18, 8, 0, Math.PI * 2);
  outlined(ctx, view === 'down' ? skin : tone(palette.headwear, -0.05));
  if (view === 'down') {
    ellipse(ctx, cx - 3, 19.5, 1.1, 1.3, 'rgb(40, 28, 20)');
    ellipse(ctx, cx + 3, 19.5, 1.1, 1.3, 'rgb(40, 28, 20)');
    ctx.beginPath();
    ctx.ellipse(cx, 13, 9.2, 6, 0, 0, Math.PI * 2);
    outlined(ctx, tone(palette.headwear));
    ctx.beginPath();
    ctx.moveTo(cx - 8, 13);
    ctx.quadraticCurveTo(cx, 17, cx + 8, 12);
    ctx.strokeStyle = tone(palette.headwear, -0.25);
    ctx.lineWidth = 1;
    ctx.stroke();
    ellipse(ctx, cx, 13.5, 2, 2, palette.local ? 'rgb(200, 30, 50)' : tone(palette.trim, -0.1));
  } else {
    ctx.beginPath();
    ctx.ellipse(cx, 14, 9.2, 7.5, 0, 0, Math.PI * 2);
    outlined(ctx, tone(palette.headwear));
    // A satchel on the back.
    ctx.beginPath();
    ctx.moveTo(cx - 8, 27);
    ctx.lineTo(cx + 6, 38);
    ctx.strokeStyle = tone(palette.boots, 0.1);
    ctx.lineWidth = 1.6;
    ctx.stroke();
    roundedRectPath(ctx, cx + 1, 35, 9, 7, 2);
    outlined(ctx, tone(palette.boots, 0.25));
  }
}

/** Generates (once per game) the sprite sheet of a palette and returns its texture key. */
export function ensureCharacterTexture(textures: Phaser.Textures.TextureManager, palette: CharacterPalette): string {
  if (textures.exists(palette.key)) return palette.key;
  const canvas = makeCanvas(CHARACTER_FRAME_WIDTH * POSES.length, CHARACTER_FRAME_HEIGHT * VIEWS.length);
  const ctx = context2d(canvas);
  VIEWS.forEach((view, row) => {
    POSES.forEach((pose, column) => {
      ctx.save();
      ctx.translate(column * CHARACTER_FRAME_WIDTH, row * CHARACTER_FRAME_HEIGHT);
      paintFrame(ctx, palette, view, pose);
      ctx.restore();
    });
  });
  // The texture manager takes a canvas as an image source (TextureSource handles canvases).
  const texture = textures.addImage(palette.key, canvas as unknown as HTMLImageElement);
  VIEWS.forEach((view, row) => {
    POSES.forEach((pose, column) => {
      texture?.add(frameName(view, pose), 0, column * CHARACTER_FRAME_WIDTH, row * CHARACTER_FRAME_HEIGHT, CHARACTER_FRAME_WIDTH, CHARACTER_FRAME_HEIGHT);
    });
  });
  return palette.key;
}
