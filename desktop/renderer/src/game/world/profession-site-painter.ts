import type { ProfessionId, ProfessionSite } from '@silkroad/shared';
import { hash2 } from './noise';
import { circle, ellipse, fillRoundRect, line, polygon, rectShadow, type Ctx } from './paint-kit';

/** Room around the yard for the signpost's shadow and the props that stand on its edge. */
export const SITE_PAINT_PAD_PX = 16;

/** Each profession's colour: the signpost's banner and the label's tint. */
export const SITE_COLOURS: Readonly<Record<ProfessionId, string>> = {
  mining: '#8a8f99',
  logging: '#4f7a32',
  blacksmithing: '#c8542a',
  crafting: '#a7773d',
  trading: '#d4a63c',
  alchemy: '#5c8f6a',
  cooking: '#b8432e',
  textiles: '#7a4a9a',
};

const WOOD = 'rgb(112, 76, 44)';
const WOOD_LIGHT = 'rgb(156, 112, 66)';
const IRON = 'rgb(70, 72, 80)';
const IRON_LIGHT = 'rgb(128, 132, 140)';

/** The wild sites sit on trodden earth; the city ones on flagstones. */
function isWild(profession: ProfessionId): boolean {
  return profession === 'mining' || profession === 'logging' || profession === 'alchemy';
}

/**
 * One profession site as a little painted yard, in the canvas's own coordinates (the site's
 * top-left corner at SITE_PAINT_PAD_PX): the ground, the props of its trade so players read it at
 * a glance (a mine mouth and ore cart, stacked logs, an anvil by a glowing hearth, a workbench,
 * crates and scales, a bubbling cauldron among herbs, a clay oven, a loom with dyed cloth), and a
 * signpost carrying the profession's colour.
 */
export function paintProfessionSite(ctx: Ctx, site: ProfessionSite): void {
  const x = SITE_PAINT_PAD_PX;
  const y = SITE_PAINT_PAD_PX;
  const { width: w, height: h } = site;
  const seed = site.id.length * 31 + site.x;
  if (isWild(site.profession)) {
    fillRoundRect(ctx, x, y, w, h, 14, 'rgba(150, 118, 72, 0.55)');
    fillRoundRect(ctx, x + 5, y + 5, w - 10, h - 10, 10, 'rgba(176, 142, 92, 0.6)');
    for (let i = 0; i < 14; i++) circle(ctx, x + 8 + hash2(seed, i, 1) * (w - 16), y + 8 + hash2(seed, i, 2) * (h - 16), 1.2 + hash2(seed, i, 3) * 1.5, 'rgba(110, 86, 52, 0.55)');
  } else {
    fillRoundRect(ctx, x - 2, y - 2, w + 4, h + 4, 6, 'rgba(96, 74, 48, 0.55)');
    fillRoundRect(ctx, x, y, w, h, 5, 'rgb(196, 178, 140)');
    // Flagstones.
    const size = 10;
    for (let row = 0; row * size < h; row++) {
      for (let col = 0; col * size < w; col++) {
        const shade = 180 + hash2(seed + row, col, 4) * 30;
        const fx = x + col * size + (row % 2) * 5;
        if (fx + size - 1 > x + w) continue;
        fillRoundRect(ctx, fx + 0.6, y + row * size + 0.6, size - 1.2, Math.min(size, h - row * size) - 1.2, 1.5, `rgb(${shade}, ${shade - 14}, ${shade - 40})`);
      }
    }
  }
  PROPS[site.profession](ctx, x, y, w, h);
  // The signpost stands at the yard's south-west corner, half outside it.
  paintSignpost(ctx, x - 6, y + h - 2, SITE_COLOURS[site.profession]);
}

function paintSignpost(ctx: Ctx, px: number, baseY: number, colour: string): void {
  ellipse(ctx, px + 5, baseY + 2, 7, 2.5, 'rgba(30, 20, 10, 0.3)');
  line(ctx, px, baseY, px, baseY - 26, 'rgb(84, 56, 32)', 3);
  fillRoundRect(ctx, px - 3 + 2, baseY - 28 + 3, 22, 11, 2, 'rgba(30, 20, 10, 0.3)');
  fillRoundRect(ctx, px - 3, baseY - 28, 22, 11, 2, WOOD_LIGHT);
  fillRoundRect(ctx, px - 1, baseY - 26, 18, 7, 1.5, colour);
  polygon(ctx, [[px + 19, baseY - 28], [px + 24, baseY - 22.5], [px + 19, baseY - 17]], WOOD_LIGHT);
}

type PropPainter = (ctx: Ctx, x: number, y: number, w: number, h: number) => void;

const PROPS: Readonly<Record<ProfessionId, PropPainter>> = {
  mining(ctx, x, y, w) {
    // A mine mouth cut into the rock, timbered, with an ore cart on its rails.
    const mx = x + w - 34;
    polygon(ctx, [[mx - 8, y + 30], [mx - 2, y + 4], [mx + 30, y + 2], [mx + 34, y + 30]], 'rgb(120, 112, 104)');
    polygon(ctx, [[mx + 2, y + 30], [mx + 4, y + 12], [mx + 24, y + 12], [mx + 26, y + 30]], 'rgb(30, 24, 20)');
    line(ctx, mx + 3, y + 30, mx + 4, y + 11, WOOD, 3);
    line(ctx, mx + 25, y + 30, mx + 24, y + 11, WOOD, 3);
    line(ctx, mx + 2, y + 11, mx + 26, y + 11, WOOD, 3.5);
    line(ctx, mx + 8, y + 30, mx - 14, y + 56, IRON_LIGHT, 1.2);
    line(ctx, mx + 18, y + 30, mx - 4, y + 56, IRON_LIGHT, 1.2);
    rectShadow(ctx, mx - 16, y + 36, 18, 11, 3, 2);
    fillRoundRect(ctx, mx - 16, y + 36, 18, 11, 2, 'rgb(92, 70, 46)');
    for (let i = 0; i < 4; i++) circle(ctx, mx - 12 + i * 3.6, y + 36, 2.6, i % 2 ? 'rgb(150, 96, 70)' : 'rgb(110, 110, 118)');
    circle(ctx, mx - 12, y + 48, 2, IRON);
    circle(ctx, mx - 2, y + 48, 2, IRON);
    // A pickaxe leaning by the stones.
    line(ctx, x + 30, y + 20, x + 44, y + 36, WOOD, 2);
    ctx.beginPath();
    ctx.arc(x + 32, y + 22, 8, Math.PI * 0.9, Math.PI * 1.9);
    ctx.strokeStyle = IRON;
    ctx.lineWidth = 2.2;
    ctx.stroke();
  },
  logging(ctx, x, y, w) {
    // Stacked logs with their cut ends toward us, a stump with an axe in it.
    for (let row = 0; row < 3; row++) {
      for (let i = 0; i < 4 - row; i++) {
        const lx = x + w - 52 + i * 11 + row * 5.5;
        const ly = y + 34 - row * 9;
        fillRoundRect(ctx, lx - 14, ly - 4.5, 16, 9, 4, WOOD);
        circle(ctx, lx + 2, ly, 4.6, 'rgb(214, 176, 120)');
        circle(ctx, lx + 2, ly, 2.2, 'rgb(186, 142, 90)');
      }
    }
    const sx = x + 34;
    const sy = y + 20;
    ellipse(ctx, sx + 3, sy + 4, 9, 5, 'rgba(30, 20, 10, 0.3)');
    ellipse(ctx, sx, sy + 2, 8, 5, WOOD);
    ellipse(ctx, sx, sy, 8, 4.5, 'rgb(214, 176, 120)');
    line(ctx, sx + 1, sy - 1, sx + 12, sy - 12, WOOD_LIGHT, 2);
    polygon(ctx, [[sx - 2, sy - 3], [sx + 4, sy - 4], [sx + 3, sy + 1]], IRON_LIGHT);
    for (let i = 0; i < 6; i++) circle(ctx, x + 22 + i * 7, y + 44 + (i % 2) * 3, 1.4, 'rgb(222, 190, 130)');
  },
  blacksmithing(ctx, x, y, w, h) {
    // A hearth glowing under its hood, an anvil, a quench barrel.
    const hx = x + w - 22;
    const hy = y + 6;
    rectShadow(ctx, hx - 2, hy, 20, 18, 4, 3);
    fillRoundRect(ctx, hx - 2, hy, 20, 18, 3, 'rgb(120, 92, 78)');
    const glow = ctx.createRadialGradient(hx + 8, hy + 10, 1, hx + 8, hy + 10, 9);
    glow.addColorStop(0, 'rgba(255, 236, 150, 1)');
    glow.addColorStop(0.5, 'rgba(250, 140, 40, 0.95)');
    glow.addColorStop(1, 'rgba(160, 40, 20, 0.8)');
    circle(ctx, hx + 8, hy + 10, 6, glow);
    const ax = x + w - 16;
    const ay = y + h / 2 + 2;
    ellipse(ctx, ax + 3, ay + 5, 11, 4, 'rgba(30, 20, 10, 0.3)');
    fillRoundRect(ctx, ax - 3, ay - 1, 8, 8, 1, WOOD);
    polygon(ctx, [[ax - 10, ay - 5], [ax + 10, ay - 5], [ax + 14, ay - 2], [ax + 8, ay], [ax - 6, ay], [ax - 10, ay - 2]], IRON);
    line(ctx, ax - 9, ay - 4.5, ax + 10, ay - 4.5, IRON_LIGHT, 1);
    const bx = x + 12;
    const by = y + 14;
    ellipse(ctx, bx + 2, by + 3, 7, 3, 'rgba(30, 20, 10, 0.3)');
    circle(ctx, bx, by, 6, WOOD);
    circle(ctx, bx, by, 4.2, 'rgb(60, 88, 110)');
  },
  crafting(ctx, x, y, w) {
    // A workbench with planks and tools, a sawhorse.
    const bx = x + w - 44;
    rectShadow(ctx, bx, y + 10, 34, 14, 4, 2);
    fillRoundRect(ctx, bx, y + 10, 34, 14, 2, WOOD_LIGHT);
    line(ctx, bx + 4, y + 17, bx + 30, y + 17, 'rgba(90, 60, 30, 0.6)', 1);
    line(ctx, bx + 6, y + 13, bx + 14, y + 13, IRON_LIGHT, 1.5);
    circle(ctx, bx + 24, y + 14, 2, IRON);
    for (let i = 0; i < 3; i++) fillRoundRect(ctx, x + 26 + i * 2, y + 30 + i * 4, 30, 4, 1, i % 2 ? WOOD : 'rgb(184, 140, 88)');
    line(ctx, bx + 4, y + 40, bx + 24, y + 34, WOOD, 3);
    line(ctx, bx + 6, y + 44, bx + 10, y + 34, WOOD, 1.5);
    line(ctx, bx + 20, y + 42, bx + 22, y + 32, WOOD, 1.5);
  },
  trading(ctx, x, y, w) {
    // A counting table with scales, crates and sacks of goods.
    const tx = x + w / 2 - 10;
    rectShadow(ctx, tx, y + 10, 28, 12, 4, 2);
    fillRoundRect(ctx, tx, y + 10, 28, 12, 2, WOOD_LIGHT);
    line(ctx, tx + 14, y + 8, tx + 14, y + 16, 'rgb(150, 112, 30)', 1.5);
    line(ctx, tx + 7, y + 9, tx + 21, y + 9, 'rgb(150, 112, 30)', 1.5);
    ellipse(ctx, tx + 7, y + 13, 3.5, 1.5, 'rgb(212, 166, 60)');
    ellipse(ctx, tx + 21, y + 13, 3.5, 1.5, 'rgb(212, 166, 60)');
    for (let i = 0; i < 3; i++) {
      const cx = x + w - 22 - i * 14;
      rectShadow(ctx, cx, y + 32, 11, 10, 3, 1);
      fillRoundRect(ctx, cx, y + 32, 11, 10, 1, 'rgb(150, 104, 58)');
      line(ctx, cx, y + 37, cx + 11, y + 37, 'rgb(100, 66, 34)', 1);
    }
    const colours = ['rgb(196, 52, 46)', 'rgb(222, 170, 40)', 'rgb(52, 132, 84)'];
    colours.forEach((colour, i) => {
      ellipse(ctx, x + 34 + i * 9, y + 40, 4.5, 5, 'rgb(206, 180, 130)');
      circle(ctx, x + 34 + i * 9, y + 37, 2.5, colour);
    });
  },
  alchemy(ctx, x, y, w) {
    // A cauldron bubbling green over its fire, herb beds around it.
    const cx = x + w / 2 + 6;
    const cy = y + 24;
    ellipse(ctx, cx + 3, cy + 7, 12, 4, 'rgba(30, 20, 10, 0.3)');
    circle(ctx, cx, cy + 7, 5, 'rgba(250, 140, 40, 0.8)');
    circle(ctx, cx, cy, 10, IRON);
    ellipse(ctx, cx, cy - 2, 8, 4, 'rgb(110, 200, 110)');
    for (let i = 0; i < 3; i++) circle(ctx, cx - 4 + i * 4, cy - 3 + (i % 2), 1.4, 'rgb(200, 250, 190)');
    for (let row = 0; row < 2; row++) {
      fillRoundRect(ctx, x + 24, y + 10 + row * 22, 12, 18, 3, 'rgb(120, 92, 58)');
      for (let k = 0; k < 3; k++) circle(ctx, x + 30, y + 14 + row * 22 + k * 5, 2.4, k % 2 ? 'rgb(150, 110, 170)' : 'rgb(86, 150, 70)');
    }
    ellipse(ctx, x + w - 12, y + 42, 3, 4.5, 'rgba(120, 180, 220, 0.9)');
    ellipse(ctx, x + w - 20, y + 44, 2.5, 3.5, 'rgba(200, 120, 200, 0.9)');
  },
  cooking(ctx, x, y, w) {
    // A domed clay oven with its fire, a pot on a tripod, a table of loaves.
    const ox = x + w - 18;
    const oy = y + 20;
    ellipse(ctx, ox + 3, oy + 6, 13, 5, 'rgba(30, 20, 10, 0.3)');
    circle(ctx, ox, oy, 12, 'rgb(184, 120, 80)');
    circle(ctx, ox - 3, oy - 3, 6, 'rgb(206, 146, 100)');
    ellipse(ctx, ox, oy + 6, 5, 3.5, 'rgb(40, 24, 16)');
    ellipse(ctx, ox, oy + 7, 3, 2, 'rgb(250, 150, 50)');
    const px = x + 34;
    const py = y + 22;
    line(ctx, px - 8, py + 8, px, py - 8, WOOD, 1.5);
    line(ctx, px + 8, py + 8, px, py - 8, WOOD, 1.5);
    circle(ctx, px, py + 2, 6, IRON);
    ellipse(ctx, px, py + 1, 4.5, 2, 'rgb(190, 130, 70)');
    fillRoundRect(ctx, x + 24, y + 36, 26, 9, 2, WOOD_LIGHT);
    for (let i = 0; i < 3; i++) ellipse(ctx, x + 29 + i * 8, y + 40, 3.4, 2.4, 'rgb(214, 160, 90)');
  },
  textiles(ctx, x, y, w, h) {
    // A loom with its warp, lines of dyed cloth drying, spools.
    const lx = x + 26;
    rectShadow(ctx, lx, y + 10, 26, 20, 4, 2);
    fillRoundRect(ctx, lx, y + 10, 26, 20, 2, WOOD);
    fillRoundRect(ctx, lx + 3, y + 13, 20, 14, 1, 'rgb(232, 220, 190)');
    for (let i = 0; i < 6; i++) line(ctx, lx + 5 + i * 3.2, y + 13, lx + 5 + i * 3.2, y + 27, 'rgba(150, 60, 120, 0.7)', 1);
    const rope = y + 8;
    line(ctx, x + w - 40, rope, x + w - 6, rope, WOOD, 1.2);
    const cloths = ['rgb(170, 40, 60)', 'rgb(40, 80, 160)', 'rgb(222, 170, 40)', 'rgb(110, 60, 150)'];
    cloths.forEach((colour, i) => fillRoundRect(ctx, x + w - 38 + i * 8, rope, 7, 14 + (i % 2) * 5, 1, colour));
    for (let i = 0; i < 3; i++) {
      const sx = x + w - 30 + i * 9;
      const sy = y + h - 14;
      ellipse(ctx, sx + 1, sy + 2, 4, 2, 'rgba(30, 20, 10, 0.3)');
      circle(ctx, sx, sy, 3.4, cloths[i] ?? 'rgb(170, 40, 60)');
      circle(ctx, sx, sy, 1.2, WOOD_LIGHT);
    }
  },
};
