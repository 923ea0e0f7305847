import type Phaser from 'phaser';
import { context2d, ellipse, makeCanvas, outlined, roundRectPath, tone, type Ctx } from '../world/paint-kit';

/**
 * A caravan on the road (a laden camel drawing a covered cart) and the galley of the sea lane to
 * Venice, painted once per game like the characters, each twice: with the gold ring the local
 * player stands in, and without for other traders. Both face right; the sprite flips them to head
 * left. Their origin is where they stand: `feetY` of the frame.
 */
export const CARAVAN_TEXTURES = {
  camel: { key: 'caravan-camel', width: 80, height: 62, feetY: 49 },
  ship: { key: 'caravan-ship', width: 76, height: 66, feetY: 52 },
} as const;

export type CaravanKind = keyof typeof CARAVAN_TEXTURES;

export function caravanTextureKey(kind: CaravanKind, local: boolean): string {
  return local ? `${CARAVAN_TEXTURES[kind].key}-local` : CARAVAN_TEXTURES[kind].key;
}

const CAMEL: readonly number[] = [196, 150, 92];
const CLOTH: readonly number[] = [150, 40, 30];
const TRIM: readonly number[] = [222, 176, 70];
const WOOD: readonly number[] = [120, 80, 44];

/** The gold ring the local player stands in, so the caravan reads as "you" among the others. */
function localRing(ctx: Ctx, cx: number, y: number, rx: number): void {
  ctx.beginPath();
  ctx.ellipse(cx, y, rx, rx * 0.26, 0, 0, Math.PI * 2);
  ctx.strokeStyle = 'rgba(255, 214, 90, 0.95)';
  ctx.lineWidth = 2;
  ctx.stroke();
}

function paintCart(ctx: Ctx, ground: number): void {
  // Canopy over the load, then the box, then the wheel in front of both.
  ctx.beginPath();
  ctx.moveTo(5, 30);
  ctx.quadraticCurveTo(17, 12, 30, 30);
  ctx.closePath();
  outlined(ctx, tone([232, 214, 170]));
  ctx.fillStyle = tone(CLOTH, 0.1);
  ctx.fillRect(8, 24, 19, 2.5);
  roundRectPath(ctx, 4, 29, 27, 10, 2);
  outlined(ctx, tone(WOOD));
  ctx.beginPath();
  ctx.arc(15, ground - 6, 6.5, 0, Math.PI * 2);
  outlined(ctx, tone(WOOD, -0.2));
  ctx.beginPath();
  for (let spoke = 0; spoke < 4; spoke += 1) {
    const angle = (spoke * Math.PI) / 4;
    ctx.moveTo(15 + Math.cos(angle) * 5.5, ground - 6 + Math.sin(angle) * 5.5);
    ctx.lineTo(15 - Math.cos(angle) * 5.5, ground - 6 - Math.sin(angle) * 5.5);
  }
  ctx.strokeStyle = tone(WOOD, 0.25);
  ctx.lineWidth = 1;
  ctx.stroke();
  // The shaft to the camel's harness.
  ctx.beginPath();
  ctx.moveTo(30, 34);
  ctx.lineTo(40, 30);
  ctx.strokeStyle = tone(WOOD, -0.1);
  ctx.lineWidth = 2;
  ctx.stroke();
}

function paintCamel(ctx: Ctx, ground: number): void {
  const body = tone(CAMEL);
  const far = tone(CAMEL, -0.22);
  // The far legs first, a shade darker.
  for (const x of [41, 58]) {
    roundRectPath(ctx, x, 32, 3.4, ground - 32, 1.5);
    outlined(ctx, far, 1);
  }
  // Tail.
  ctx.beginPath();
  ctx.moveTo(37, 25);
  ctx.quadraticCurveTo(33, 30, 35, 35);
  ctx.strokeStyle = tone(CAMEL, -0.35);
  ctx.lineWidth = 1.6;
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(50, 28, 14, 8, 0, 0, Math.PI * 2);
  outlined(ctx, body);
  // Two humps under a saddle blanket and the bales it carries.
  ctx.beginPath();
  ctx.ellipse(45, 20, 6, 5.5, 0, 0, Math.PI * 2);
  ctx.ellipse(55, 20.5, 5.5, 5, 0, 0, Math.PI * 2);
  outlined(ctx, body);
  ctx.beginPath();
  ctx.moveTo(40, 22);
  ctx.quadraticCurveTo(50, 12, 61, 22);
  ctx.lineTo(59, 31);
  ctx.lineTo(42, 31);
  ctx.closePath();
  outlined(ctx, tone(CLOTH));
  ctx.fillStyle = tone(TRIM);
  ctx.fillRect(42, 29, 17, 2);
  roundRectPath(ctx, 43, 13, 7, 6, 1.5);
  outlined(ctx, tone([210, 190, 140]));
  roundRectPath(ctx, 51, 14, 7, 5.5, 1.5);
  outlined(ctx, tone([110, 140, 170]));
  // The near legs.
  for (const x of [44, 55]) {
    roundRectPath(ctx, x, 32, 3.6, ground - 32, 1.5);
    outlined(ctx, body, 1);
    ellipse(ctx, x + 1.8, ground - 0.5, 2.6, 1.3, tone(CAMEL, -0.45));
  }
  // Neck and head, reaching forward.
  ctx.beginPath();
  ctx.moveTo(60, 24);
  ctx.quadraticCurveTo(68, 24, 68, 13);
  ctx.lineTo(72, 12);
  ctx.quadraticCurveTo(73, 28, 62, 31);
  ctx.closePath();
  outlined(ctx, body);
  ctx.beginPath();
  ctx.ellipse(72, 11, 5.5, 3.4, 0.15, 0, Math.PI * 2);
  outlined(ctx, body);
  ellipse(ctx, 73, 9.6, 0.9, 0.9, 'rgb(40, 28, 20)');
  ctx.beginPath();
  ctx.ellipse(68.5, 7.8, 1.3, 2, -0.4, 0, Math.PI * 2);
  outlined(ctx, far, 0.8);
  // The harness rope.
  ctx.beginPath();
  ctx.moveTo(70, 14);
  ctx.quadraticCurveTo(62, 22, 42, 30);
  ctx.strokeStyle = tone(TRIM, -0.2);
  ctx.lineWidth = 1;
  ctx.stroke();
}

function paintCamelCaravan(ctx: Ctx, local: boolean): void {
  const { width, feetY } = CARAVAN_TEXTURES.camel;
  ellipse(ctx, width / 2, feetY, 33, 4.5, 'rgba(20, 14, 6, 0.3)');
  if (local) localRing(ctx, width / 2, feetY, 37);
  paintCart(ctx, feetY);
  paintCamel(ctx, feetY);
}

function paintShip(ctx: Ctx, local: boolean): void {
  const { width, feetY } = CARAVAN_TEXTURES.ship;
  // Wake and the ripple the hull sits in.
  ellipse(ctx, width / 2, feetY, 34, 5, 'rgba(220, 240, 255, 0.35)');
  if (local) localRing(ctx, width / 2, feetY, 36);
  // Mast and the lateen sail of a Venetian galley.
  ctx.beginPath();
  ctx.moveTo(38, 6);
  ctx.lineTo(38, 42);
  ctx.strokeStyle = tone(WOOD, -0.25);
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(20, 38);
  ctx.lineTo(56, 6);
  ctx.lineTo(52, 38);
  ctx.closePath();
  outlined(ctx, tone([240, 228, 196]));
  ctx.save();
  ctx.clip();
  ctx.fillStyle = tone(CLOTH, 0.05);
  ctx.fillRect(20, 22, 40, 5);
  ctx.restore();
  ctx.beginPath();
  ctx.moveTo(38, 6);
  ctx.lineTo(47, 3);
  ctx.lineTo(38, 1);
  ctx.closePath();
  ctx.fillStyle = tone(TRIM);
  ctx.fill();
  // The hull, bow to the right, with a gilt rail and oar ports.
  ctx.beginPath();
  ctx.moveTo(6, 38);
  ctx.lineTo(72, 36);
  ctx.quadraticCurveTo(66, 50, 56, feetY);
  ctx.lineTo(16, feetY);
  ctx.quadraticCurveTo(8, 46, 6, 38);
  ctx.closePath();
  outlined(ctx, tone(WOOD));
  ctx.fillStyle = tone(TRIM);
  ctx.fillRect(9, 39, 60, 2);
  for (let x = 16; x <= 58; x += 7) ellipse(ctx, x, 44.5, 1.4, 1.4, tone(WOOD, -0.55));
}

const PAINTERS: Readonly<Record<CaravanKind, (ctx: Ctx, local: boolean) => void>> = { camel: paintCamelCaravan, ship: paintShip };

/** Paints the caravan and the galley, the local player's and the others' (once per game). */
export function ensureCaravanTextures(textures: Phaser.Textures.TextureManager): void {
  for (const kind of Object.keys(CARAVAN_TEXTURES) as CaravanKind[]) {
    for (const local of [true, false]) {
      const key = caravanTextureKey(kind, local);
      if (textures.exists(key)) continue;
      const canvas = makeCanvas(CARAVAN_TEXTURES[kind].width, CARAVAN_TEXTURES[kind].height);
      PAINTERS[kind](context2d(canvas), local);
      // The texture manager takes a canvas as an image source (TextureSource handles canvases).
      textures.addImage(key, canvas as unknown as HTMLImageElement);
    }
  }
}
