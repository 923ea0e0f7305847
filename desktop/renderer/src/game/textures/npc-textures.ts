import type Phaser from 'phaser';
import type { NpcType } from '@silkroad/shared';
import { context2d, FIGURE_OUTLINE, outlined, ellipse, makeCanvas, tone, type Ctx } from '../world/paint-kit';

/**
 * The people of the cities, painted as the players are (character-textures.ts: the same body, a
 * robe, arms, a round head, outlined) and facing the street, with what their trade wears and
 * carries: the merchant's turban and purse, the guard's helmet, spear and shield, the oracle's
 * starry hood and glowing staff... A frame is wider and taller than a player's so that a spear or
 * a staff fits; the feet are at the same place relative to the body, so the two stand alike.
 */
export const NPC_FRAME_WIDTH = 56;
export const NPC_FRAME_HEIGHT = 70;
/** Where the feet are in a frame: the sprite's origin. */
export const NPC_FEET_Y = 64;
/** The top of the tallest headwear above the feet: labels go above it. */
export const NPC_HEAD_TOP_PX = 50;

/** The body is painted on the players' grid (feet at 50, 20 across) and moved into the larger frame. */
const BODY_DX = NPC_FRAME_WIDTH / 2 - 20;
const BODY_DY = NPC_FEET_Y - 50;
const CX = 20;
const FEET = 50;
const OUTLINE = FIGURE_OUTLINE;
const WOOD = [122, 84, 48] as const;
const STEEL = [176, 182, 190] as const;
const GOLD = [226, 182, 72] as const;

type Rgb = readonly [number, number, number];
type Headwear = 'turban' | 'cap' | 'hood' | 'helmet' | 'nasal-helmet' | 'tall-hat' | 'keffiyeh' | 'fur-hat' | 'brimmed-hat' | 'kerchief';
type Prop = 'purse' | 'hammer' | 'orb-staff' | 'staff' | 'ledger' | 'chain' | 'mug' | 'adze' | 'rope' | 'spear' | 'shield' | 'sword' | 'bow' | 'pack' | 'scroll' | 'stars' | 'whip';

interface Attire {
  robe: Rgb;
  trim: Rgb;
  boots: Rgb;
  headwear: Headwear;
  headColour: Rgb;
  /** A cloak hanging behind the body, wider than the robe at the hem. */
  cloak?: Rgb;
  /** An apron over the front of the robe. */
  apron?: Rgb;
  beard?: Rgb;
  /** Painted in this order, over the body (the bow and the pack's roll go behind it). */
  props: readonly Prop[];
}

/** Each trade's colours and gear: distinct at a glance, and never the local player's crimson and gold. */
const ATTIRE: Readonly<Record<NpcType, Attire>> = {
  merchant: { robe: [30, 112, 88], trim: [236, 196, 90], boots: [92, 58, 34], headwear: 'turban', headColour: [244, 238, 222], props: ['purse'] },
  craftsman: { robe: [150, 104, 62], trim: [96, 66, 40], boots: [70, 48, 30], headwear: 'cap', headColour: [120, 72, 44], apron: [104, 70, 44], props: ['hammer'] },
  oracle: { robe: [58, 40, 110], trim: [214, 186, 96], boots: [44, 32, 60], headwear: 'hood', headColour: [72, 50, 132], beard: [236, 234, 228], props: ['stars', 'orb-staff'] },
  banker: { robe: [36, 38, 58], trim: [214, 176, 84], boots: [40, 32, 28], headwear: 'tall-hat', headColour: [110, 30, 40], props: ['chain', 'ledger'] },
  innkeeper: { robe: [196, 120, 70], trim: [240, 226, 196], boots: [90, 60, 38], headwear: 'kerchief', headColour: [178, 48, 58], apron: [240, 234, 218], props: ['mug'] },
  shipwright: { robe: [46, 84, 140], trim: [226, 220, 200], boots: [62, 46, 34], headwear: 'cap', headColour: [170, 60, 50], props: ['rope', 'adze'] },
  caravaneer: { robe: [200, 168, 112], trim: [120, 70, 40], boots: [104, 70, 42], headwear: 'keffiyeh', headColour: [236, 228, 210], cloak: [150, 96, 52], props: ['staff'] },
  warrior: { robe: [128, 132, 140], trim: [150, 40, 36], boots: [60, 42, 30], headwear: 'helmet', headColour: [160, 166, 176], beard: [88, 56, 36], props: ['sword', 'shield'] },
  guard: { robe: [150, 38, 40], trim: [214, 180, 92], boots: [54, 40, 30], headwear: 'nasal-helmet', headColour: [168, 174, 184], beard: [196, 150, 84], props: ['shield', 'spear'] },
  stable_master: { robe: [112, 84, 54], trim: [186, 150, 96], boots: [66, 44, 28], headwear: 'brimmed-hat', headColour: [88, 62, 40], props: ['whip'] },
  treasurer: { robe: [112, 36, 92], trim: [232, 194, 90], boots: [58, 36, 40], headwear: 'turban', headColour: [236, 200, 110], beard: [70, 60, 56], props: ['chain', 'scroll'] },
  nomad: { robe: [156, 58, 44], trim: [228, 200, 150], boots: [84, 56, 36], headwear: 'fur-hat', headColour: [110, 70, 40], cloak: [98, 70, 46], props: ['bow'] },
  traveler: { robe: [88, 110, 82], trim: [196, 170, 120], boots: [86, 60, 38], headwear: 'brimmed-hat', headColour: [132, 110, 80], cloak: [70, 82, 70], props: ['pack', 'staff'] },
};

const SKINS: readonly Rgb[] = [
  [232, 186, 148],
  [206, 150, 110],
  [170, 118, 82],
  [240, 204, 170],
];
export const NPC_SKIN_COUNT = SKINS.length;

function stick(ctx: Ctx, x1: number, y1: number, x2: number, y2: number, colour: string, width: number): void {
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.lineCap = 'round';
  ctx.strokeStyle = OUTLINE;
  ctx.lineWidth = width + 1.6;
  ctx.stroke();
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
}

function robePath(ctx: Ctx, shoulderHalf: number, hemHalf: number, hemY = 45): void {
  ctx.beginPath();
  ctx.moveTo(CX - shoulderHalf, 27);
  ctx.quadraticCurveTo(CX, 23, CX + shoulderHalf, 27);
  ctx.lineTo(CX + hemHalf, hemY);
  ctx.quadraticCurveTo(CX, hemY + 3, CX - hemHalf, hemY);
  ctx.closePath();
}

/** What hangs behind the body: a cloak, the nomad's bow, the traveller's bedroll. */
function paintBehind(ctx: Ctx, attire: Attire): void {
  if (attire.cloak) {
    ctx.beginPath();
    ctx.moveTo(CX - 9, 25);
    ctx.quadraticCurveTo(CX, 22, CX + 9, 25);
    ctx.lineTo(CX + 14, 47);
    ctx.quadraticCurveTo(CX, 50, CX - 14, 47);
    ctx.closePath();
    outlined(ctx, tone(attire.cloak));
  }
  if (attire.props.includes('bow')) {
    ctx.beginPath();
    ctx.moveTo(CX + 9, 8);
    ctx.quadraticCurveTo(CX + 22, 26, CX + 9, 46);
    ctx.lineWidth = 3.4;
    ctx.strokeStyle = OUTLINE;
    ctx.stroke();
    ctx.lineWidth = 2;
    ctx.strokeStyle = tone(WOOD, 0.1);
    ctx.stroke();
    stick(ctx, CX + 9, 8, CX + 9, 46, 'rgba(236, 230, 210, 0.9)', 0.6);
  }
  if (attire.props.includes('pack')) {
    ctx.beginPath();
    ctx.roundRect(CX - 12, 20, 24, 6, 3);
    outlined(ctx, tone([150, 62, 48]));
    ctx.beginPath();
    ctx.roundRect(CX - 10.5, 24, 21, 14, 3);
    outlined(ctx, tone([120, 92, 60]));
  }
}

function paintBody(ctx: Ctx, attire: Attire, skin: Rgb): void {
  ellipse(ctx, CX, FEET, 11, 4, 'rgba(20, 14, 6, 0.32)');
  paintBehind(ctx, attire);
  const robe = tone(attire.robe);
  const robeDark = tone(attire.robe, -0.3);
  const trim = tone(attire.trim);
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.roundRect(CX + side * 4.5 - 3, FEET - 7, 6, 6, 2);
    outlined(ctx, tone(attire.boots));
  }
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(CX + side * 10, 34, 3.2, 6.2, side * 0.12, 0, Math.PI * 2);
    outlined(ctx, robeDark);
  }
  robePath(ctx, 9, 11.5);
  outlined(ctx, robe);
  ctx.save();
  robePath(ctx, 9, 11.5);
  ctx.clip();
  // The side away from the light, as the players are shaded.
  ctx.fillStyle = 'rgba(0, 0, 0, 0.14)';
  ctx.fillRect(CX + 2, 20, 14, 30);
  ctx.fillStyle = trim;
  ctx.fillRect(CX - 13, 41.5, 26, 2.5);
  ctx.fillStyle = tone(attire.trim, -0.25);
  ctx.fillRect(CX - 13, 33.5, 26, 3);
  ctx.fillStyle = trim;
  ctx.fillRect(CX - 1, 26, 2, 8);
  if (attire.apron) {
    ctx.beginPath();
    ctx.roundRect(CX - 6.5, 33, 13, 14, 2);
    outlined(ctx, tone(attire.apron), 1);
    ctx.fillStyle = tone(attire.apron, -0.12);
    ctx.fillRect(CX - 6.5, 33, 13, 2);
  }
  if (attire.props.includes('stars')) {
    for (const [x, y] of [
      [-5, 30],
      [4, 38],
      [-3, 42],
      [6, 29],
      [-7, 38],
    ] as const)
      ellipse(ctx, CX + x, y, 0.9, 0.9, tone(GOLD, 0.3));
  }
  ctx.restore();
  for (const side of [-1, 1]) ellipse(ctx, CX + side * 10.3, 39.8, 2.3, 2.3, tone(skin));
  if (attire.props.includes('pack')) {
    for (const side of [-1, 1]) stick(ctx, CX + side * 5, 25, CX + side * 6, 34, tone([96, 70, 44]), 1.4);
  }
}

function paintHead(ctx: Ctx, attire: Attire, skin: Rgb): void {
  const head = tone(attire.headColour);
  const headDark = tone(attire.headColour, -0.25);
  if (attire.headwear === 'hood') {
    ctx.beginPath();
    ctx.ellipse(CX, 18, 11, 12, 0, 0, Math.PI * 2);
    outlined(ctx, head);
  }
  if (attire.headwear === 'keffiyeh') {
    // The cloth falls to the shoulders on both sides of the face.
    ctx.beginPath();
    ctx.moveTo(CX - 9, 12);
    ctx.quadraticCurveTo(CX - 13, 22, CX - 11, 29);
    ctx.lineTo(CX + 11, 29);
    ctx.quadraticCurveTo(CX + 13, 22, CX + 9, 12);
    ctx.closePath();
    outlined(ctx, head);
  }
  ctx.beginPath();
  ctx.arc(CX, 18, attire.headwear === 'hood' ? 7 : 8, 0, Math.PI * 2);
  outlined(ctx, tone(skin));
  ellipse(ctx, CX - 3, 19.5, 1.1, 1.3, 'rgb(40, 28, 20)');
  ellipse(ctx, CX + 3, 19.5, 1.1, 1.3, 'rgb(40, 28, 20)');
  if (attire.beard) {
    ctx.beginPath();
    ctx.moveTo(CX - 6, 21);
    ctx.quadraticCurveTo(CX, attire.headwear === 'hood' ? 33 : 30, CX + 6, 21);
    ctx.quadraticCurveTo(CX, 24, CX - 6, 21);
    outlined(ctx, tone(attire.beard), 0.8);
  }
  switch (attire.headwear) {
    case 'turban':
      ctx.beginPath();
      ctx.ellipse(CX, 12, 10, 7, 0, 0, Math.PI * 2);
      outlined(ctx, head);
      for (const y of [10, 13.5]) {
        ctx.beginPath();
        ctx.moveTo(CX - 9, y + 1);
        ctx.quadraticCurveTo(CX, y + 4, CX + 9, y - 1);
        ctx.strokeStyle = headDark;
        ctx.lineWidth = 1;
        ctx.stroke();
      }
      ellipse(ctx, CX, 13.5, 2, 2, tone(attire.trim, -0.1));
      ctx.beginPath();
      ctx.moveTo(CX, 6);
      ctx.lineTo(CX + 2.2, 1.5);
      ctx.strokeStyle = tone(attire.trim);
      ctx.lineWidth = 1.6;
      ctx.stroke();
      break;
    case 'cap':
      ctx.beginPath();
      ctx.arc(CX, 15, 8.6, Math.PI, Math.PI * 2);
      ctx.closePath();
      outlined(ctx, head);
      ctx.beginPath();
      ctx.roundRect(CX - 9, 13, 18, 3.2, 1.5);
      outlined(ctx, headDark, 1);
      break;
    case 'hood':
      ctx.beginPath();
      ctx.moveTo(CX - 9, 17);
      ctx.quadraticCurveTo(CX, 5, CX + 9, 17);
      ctx.quadraticCurveTo(CX, 11, CX - 9, 17);
      outlined(ctx, head, 1);
      break;
    case 'helmet':
    case 'nasal-helmet':
      ctx.beginPath();
      ctx.moveTo(CX - 8.8, 15);
      ctx.quadraticCurveTo(CX - 7, 5, CX, 1.5);
      ctx.quadraticCurveTo(CX + 7, 5, CX + 8.8, 15);
      ctx.closePath();
      outlined(ctx, head);
      ctx.fillStyle = 'rgba(255, 255, 255, 0.35)';
      ctx.fillRect(CX - 4.5, 6, 1.6, 8);
      ctx.beginPath();
      ctx.roundRect(CX - 9.3, 13.5, 18.6, 3, 1.4);
      outlined(ctx, tone(attire.headColour, -0.2), 1);
      if (attire.headwear === 'nasal-helmet') {
        ctx.beginPath();
        ctx.roundRect(CX - 1, 15, 2, 6, 1);
        outlined(ctx, head, 0.8);
      }
      break;
    case 'tall-hat':
      ctx.beginPath();
      ctx.moveTo(CX - 7.5, 13);
      ctx.lineTo(CX - 6, 2);
      ctx.quadraticCurveTo(CX, 0, CX + 6, 2);
      ctx.lineTo(CX + 7.5, 13);
      ctx.closePath();
      outlined(ctx, head);
      ctx.beginPath();
      ctx.roundRect(CX - 9, 11.5, 18, 3.4, 1.6);
      outlined(ctx, tone(attire.trim), 1);
      break;
    case 'keffiyeh':
      ctx.beginPath();
      ctx.ellipse(CX, 12, 9.6, 6.4, 0, Math.PI, Math.PI * 2);
      ctx.lineTo(CX + 9.6, 14);
      ctx.lineTo(CX - 9.6, 14);
      ctx.closePath();
      outlined(ctx, head);
      // The cord that holds it.
      ctx.beginPath();
      ctx.roundRect(CX - 9.4, 10.5, 18.8, 2.4, 1.2);
      outlined(ctx, 'rgb(48, 36, 30)', 0.8);
      for (const x of [-5, 0, 5]) {
        ctx.fillStyle = 'rgba(170, 40, 40, 0.55)';
        ctx.fillRect(CX + x - 0.6, 5, 1.2, 5);
      }
      break;
    case 'fur-hat':
      ctx.beginPath();
      ctx.moveTo(CX - 7, 12);
      ctx.quadraticCurveTo(CX - 4, 1, CX + 1, 0);
      ctx.quadraticCurveTo(CX + 6, 4, CX + 7, 12);
      ctx.closePath();
      outlined(ctx, tone(attire.robe, -0.1));
      ctx.beginPath();
      ctx.ellipse(CX, 13, 10.5, 4.4, 0, 0, Math.PI * 2);
      outlined(ctx, head);
      for (const x of [-7, -3, 1, 5]) ellipse(ctx, CX + x + 1, 12.5, 1.6, 1.2, tone(attire.headColour, 0.2));
      break;
    case 'brimmed-hat':
      ctx.beginPath();
      ctx.ellipse(CX, 13, 13.5, 4.2, 0, 0, Math.PI * 2);
      outlined(ctx, headDark);
      ctx.beginPath();
      ctx.moveTo(CX - 7, 13);
      ctx.quadraticCurveTo(CX - 6.5, 4, CX, 4);
      ctx.quadraticCurveTo(CX + 6.5, 4, CX + 7, 13);
      ctx.closePath();
      outlined(ctx, head);
      ctx.fillStyle = tone(attire.trim, -0.2);
      ctx.fillRect(CX - 6.8, 10, 13.6, 2);
      break;
    case 'kerchief':
      ctx.beginPath();
      ctx.arc(CX, 16, 8.8, Math.PI * 1.02, Math.PI * 1.98);
      ctx.closePath();
      outlined(ctx, head);
      ellipse(ctx, CX + 8, 15, 2.4, 1.8, headDark);
      for (const x of [-4, 1]) ellipse(ctx, CX + x, 11, 0.9, 0.9, 'rgba(255, 255, 255, 0.7)');
      break;
  }
}

function paintProps(ctx: Ctx, attire: Attire, skin: Rgb): void {
  const right = { x: CX + 10.3, y: 39.8 };
  const left = { x: CX - 10.3, y: 39.8 };
  for (const prop of attire.props) {
    switch (prop) {
      case 'purse':
        ctx.beginPath();
        ctx.ellipse(CX - 6, 38.5, 3.2, 3.6, 0, 0, Math.PI * 2);
        outlined(ctx, tone([150, 92, 40]), 1);
        ellipse(ctx, CX - 6, 35.4, 1.8, 0.9, tone(GOLD));
        break;
      case 'hammer':
        stick(ctx, right.x, right.y + 1, right.x + 4, right.y - 10, tone(WOOD), 1.8);
        ctx.beginPath();
        ctx.roundRect(right.x + 0.5, right.y - 14, 8, 4.5, 1);
        outlined(ctx, tone(STEEL, -0.2), 1);
        break;
      case 'adze':
        stick(ctx, right.x, right.y + 2, right.x + 3, right.y - 11, tone(WOOD), 1.8);
        ctx.beginPath();
        ctx.moveTo(right.x + 3, right.y - 12);
        ctx.quadraticCurveTo(right.x + 9, right.y - 12, right.x + 10, right.y - 7);
        ctx.lineTo(right.x + 3, right.y - 9);
        ctx.closePath();
        outlined(ctx, tone(STEEL), 1);
        break;
      case 'orb-staff':
      case 'staff': {
        const x = right.x + 1;
        stick(ctx, x, FEET - 1, x, prop === 'orb-staff' ? 9 : 4, tone(WOOD, prop === 'staff' ? 0.15 : -0.05), 2);
        if (prop === 'orb-staff') {
          const glow = ctx.createRadialGradient(x, 5.5, 0, x, 5.5, 7);
          glow.addColorStop(0, 'rgba(200, 255, 250, 0.95)');
          glow.addColorStop(0.45, 'rgba(120, 220, 255, 0.7)');
          glow.addColorStop(1, 'rgba(120, 160, 255, 0)');
          ctx.fillStyle = glow;
          ctx.fillRect(x - 7, -1.5, 14, 14);
          ctx.beginPath();
          ctx.arc(x, 5.5, 3, 0, Math.PI * 2);
          outlined(ctx, 'rgb(170, 240, 255)', 0.9);
        } else {
          stick(ctx, x - 2, 6, x + 2, 4, tone(WOOD, 0.15), 1.6);
        }
        ellipse(ctx, right.x, right.y - 1, 2.3, 2.3, tone(skin));
        break;
      }
      case 'ledger':
        ctx.beginPath();
        ctx.roundRect(left.x - 1, 34, 8, 10, 1);
        outlined(ctx, tone([120, 40, 36]), 1);
        ctx.fillStyle = tone(GOLD);
        ctx.fillRect(left.x + 1, 37, 4, 1.2);
        break;
      case 'scroll':
        ctx.beginPath();
        ctx.roundRect(right.x - 3, 33, 5, 11, 2);
        outlined(ctx, 'rgb(238, 226, 190)', 1);
        ctx.fillStyle = 'rgb(170, 40, 40)';
        ctx.fillRect(right.x - 3, 38, 5, 1.4);
        break;
      case 'chain':
        ctx.beginPath();
        ctx.moveTo(CX - 6.5, 26);
        ctx.quadraticCurveTo(CX, 34, CX + 6.5, 26);
        ctx.strokeStyle = tone(GOLD, 0.1);
        ctx.lineWidth = 1.4;
        ctx.stroke();
        ctx.beginPath();
        ctx.arc(CX, 31.5, 2, 0, Math.PI * 2);
        outlined(ctx, tone(GOLD), 0.8);
        break;
      case 'mug':
        ctx.beginPath();
        ctx.roundRect(right.x - 1, 34, 6, 7, 1.2);
        outlined(ctx, tone([150, 104, 60]), 1);
        ellipse(ctx, right.x + 2, 34, 3.2, 1.4, 'rgb(250, 246, 230)');
        break;
      case 'rope':
        for (const r of [4, 2.6]) {
          ctx.beginPath();
          ctx.ellipse(left.x + 1, 38, r, r * 0.8, 0, 0, Math.PI * 2);
          ctx.strokeStyle = OUTLINE;
          ctx.lineWidth = 2.6;
          ctx.stroke();
          ctx.strokeStyle = 'rgb(206, 176, 120)';
          ctx.lineWidth = 1.4;
          ctx.stroke();
        }
        break;
      case 'whip':
        ctx.beginPath();
        ctx.moveTo(right.x, right.y);
        ctx.quadraticCurveTo(right.x + 9, right.y - 2, right.x + 5, right.y + 7);
        ctx.quadraticCurveTo(right.x + 1, right.y + 12, right.x + 7, right.y + 10);
        ctx.strokeStyle = OUTLINE;
        ctx.lineWidth = 2.2;
        ctx.stroke();
        ctx.strokeStyle = 'rgb(120, 80, 46)';
        ctx.lineWidth = 1.1;
        ctx.stroke();
        break;
      case 'spear':
        stick(ctx, right.x + 1, FEET - 1, right.x + 1, -4, tone(WOOD), 1.8);
        ctx.beginPath();
        ctx.moveTo(right.x + 1, -11);
        ctx.lineTo(right.x + 3.6, -3);
        ctx.lineTo(right.x - 1.6, -3);
        ctx.closePath();
        outlined(ctx, tone(STEEL, 0.15), 1);
        ellipse(ctx, right.x, right.y - 1, 2.3, 2.3, tone(skin));
        break;
      case 'sword':
        stick(ctx, right.x - 2, 44, right.x + 1, 31, tone(STEEL, 0.1), 1.6);
        stick(ctx, right.x - 4, 34, right.x + 3, 35, tone(GOLD, -0.2), 1.4);
        break;
      case 'shield': {
        const grd = ctx.createLinearGradient(left.x - 7, 30, left.x + 7, 44);
        grd.addColorStop(0, tone(attire.trim, 0.15));
        grd.addColorStop(1, tone(attire.trim, -0.2));
        ctx.beginPath();
        ctx.ellipse(left.x - 1, 37, 6.6, 7.6, 0, 0, Math.PI * 2);
        ctx.fillStyle = grd;
        ctx.fill();
        ctx.strokeStyle = OUTLINE;
        ctx.lineWidth = 1.2;
        ctx.stroke();
        ctx.beginPath();
        ctx.ellipse(left.x - 1, 37, 4.6, 5.6, 0, 0, Math.PI * 2);
        ctx.strokeStyle = tone(attire.robe, -0.15);
        ctx.lineWidth = 1.2;
        ctx.stroke();
        ellipse(ctx, left.x - 1, 37, 1.7, 1.7, tone(STEEL, 0.2));
        break;
      }
      case 'bow':
      case 'pack':
      case 'stars':
        // Painted with the body.
        break;
    }
  }
}

/** A figure's frame: the body, the head and headwear, then what it holds; `closed` greys it (out of hours). */
function paintNpc(ctx: Ctx, type: NpcType, skin: Rgb, closed: boolean): void {
  const attire = ATTIRE[type];
  ctx.save();
  ctx.translate(BODY_DX, BODY_DY);
  paintBody(ctx, attire, skin);
  paintHead(ctx, attire, skin);
  paintProps(ctx, attire, skin);
  ctx.restore();
  if (closed) {
    // A grey-blue wash over the figure alone (source-atop keeps the transparent frame clear):
    // greyed as well as faded, whether Phaser draws through WebGL or a 2D canvas (which ignores tints).
    ctx.globalCompositeOperation = 'source-atop';
    ctx.fillStyle = 'rgba(72, 76, 92, 0.55)';
    ctx.fillRect(0, 0, NPC_FRAME_WIDTH, NPC_FRAME_HEIGHT);
    ctx.globalCompositeOperation = 'source-over';
  }
}

/** Generates (once per game) a figure's texture and returns its key. */
export function ensureNpcTexture(textures: Phaser.Textures.TextureManager, type: NpcType, skinIndex: number, closed: boolean): string {
  const skin = ((skinIndex % SKINS.length) + SKINS.length) % SKINS.length;
  const key = `npc-${type}-${skin}-${closed ? 'closed' : 'open'}`;
  if (textures.exists(key)) return key;
  const canvas = makeCanvas(NPC_FRAME_WIDTH, NPC_FRAME_HEIGHT);
  paintNpc(context2d(canvas), type, SKINS[skin] as Rgb, closed);
  textures.addCanvas(key, canvas);
  return key;
}
