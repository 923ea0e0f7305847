import Phaser from 'phaser';
import type { GameBus } from '../../bus/game-bus';
import { DEPTH } from '../depth';
import { pressedOnCanvas } from '../input/canvas-press';
import { cropTextureKey, FARM_TEXTURES } from '../textures/farm-textures';
import { bedCaption, bedHint, bedViews, EMPTY_FARM, type BedView, type FarmSnapshot } from './bed-state';
import type { CropStage } from './crop-painter';
import { bedRect, FARM_BED_COUNT } from './farm-layout';

const SANS = '"Trebuchet MS", "Segoe UI", "DejaVu Sans", sans-serif';
const PILL_WIDTH = 70;
const PILL_HEIGHT = 16;
const READY_PULSE_MS = 1_600;
const SPARKLES_PER_BED = 3;
const SPARKLE_CYCLE_MS = 1_300;

interface BedSprite {
  index: number;
  rect: { x: number; y: number; width: number; height: number };
  soil: Phaser.GameObjects.Image;
  crop: Phaser.GameObjects.Image;
  /** Growth bar with the time left, or the glow round a ripe bed. */
  marks: Phaser.GameObjects.Graphics;
  caption: Phaser.GameObjects.Text;
  readyTag: Phaser.GameObjects.Text;
  sparkles: Phaser.GameObjects.Image[];
  zone: Phaser.GameObjects.Zone;
  /** What is drawn now: redrawn only when this changes. */
  drawn: string;
}

/**
 * The eight beds of the farm as the server last described them: soil (wild until the plot is
 * bought, then tilled), the crop at its stage in its colours, a growth bar with the time left, and
 * a glowing "Ready!" bed to harvest. Time left and stage move on between the server's replies by
 * the server's clock. A click on a bed goes to the panels through the bus.
 */
export class FarmBeds {
  private readonly beds: BedSprite[] = [];
  private readonly hint: Phaser.GameObjects.Text;
  private farm: FarmSnapshot = EMPTY_FARM;
  private views: BedView[] = [];
  private hovered: number | null = null;
  private clock = 0;
  /** Settings > Particle effects: the ripe beds keep their glow and tag without the sparkles. */
  private sparklesOn = true;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly bus: GameBus,
  ) {
    for (let index = 0; index < FARM_BED_COUNT; index++) this.beds.push(this.createBed(index));
    this.hint = scene.add
      .text(0, 0, '', { fontFamily: SANS, fontSize: '13px', fontStyle: 'bold', color: '#fff8e8', backgroundColor: 'rgba(29, 18, 12, 0.86)', padding: { x: 8, y: 4 } })
      .setOrigin(0.5, 1)
      .setDepth(DEPTH.farmTags + 1)
      .setVisible(false);
  }

  private createBed(index: number): BedSprite {
    const rect = bedRect(index);
    const cx = rect.x + rect.width / 2;
    const cy = rect.y + rect.height / 2;
    const soil = this.scene.add.image(rect.x, rect.y, FARM_TEXTURES.wild).setOrigin(0, 0).setDepth(DEPTH.farmSoil);
    const crop = this.scene.add.image(rect.x, rect.y, FARM_TEXTURES.wild).setOrigin(0, 0).setDepth(DEPTH.farmCrops).setVisible(false);
    const marks = this.scene.add.graphics().setDepth(DEPTH.farmTags - 0.3);
    const caption = this.scene.add
      .text(cx, rect.y + rect.height - 4 - PILL_HEIGHT / 2, '', { fontFamily: SANS, fontSize: '11px', fontStyle: 'bold', color: '#fffbea', stroke: '#1d140b', strokeThickness: 3 })
      .setOrigin(0.5)
      .setDepth(DEPTH.farmTags - 0.2)
      .setVisible(false);
    const readyTag = this.scene.add
      .text(cx, rect.y + rect.height - 4 - PILL_HEIGHT / 2, 'Ready!', { fontFamily: SANS, fontSize: '13px', fontStyle: 'bold', color: '#3a2206', backgroundColor: '#f4cf55', padding: { x: 9, y: 1 } })
      .setOrigin(0.5)
      .setDepth(DEPTH.farmTags)
      .setVisible(false);
    const sparkles: Phaser.GameObjects.Image[] = [];
    for (let i = 0; i < SPARKLES_PER_BED; i++) sparkles.push(this.scene.add.image(cx, cy, FARM_TEXTURES.sparkle).setDepth(DEPTH.farmTags - 0.1).setVisible(false).setBlendMode(Phaser.BlendModes.ADD));
    const zone = this.scene.add.zone(cx, cy, rect.width, rect.height).setInteractive({ useHandCursor: true });
    zone.on('pointerover', () => (this.hovered = index));
    zone.on('pointerout', () => {
      if (this.hovered === index) this.hovered = null;
    });
    zone.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
      if (pressedOnCanvas(this.scene, pointer)) this.bus.emit('farm:bed-click', { bed: index });
    });
    return { index, rect, soil, crop, marks, caption, readyTag, sparkles, zone, drawn: '' };
  }

  /** The farm as the server last described it. */
  setFarm(farm: FarmSnapshot): void {
    this.farm = farm;
    for (const bed of this.beds) bed.drawn = '';
  }

  setSparkles(on: boolean): void {
    if (on === this.sparklesOn) return;
    this.sparklesOn = on;
    for (const bed of this.beds) bed.drawn = '';
  }

  /** What each bed shows now (for the scene's probe). */
  snapshot(): BedView[] {
    return this.views;
  }

  update(elapsedMs: number): void {
    this.clock += elapsedMs;
    const serverNow = Date.now() + this.farm.serverOffsetMs;
    this.views = this.farm.loaded ? bedViews(this.farm, serverNow) : [];
    for (const bed of this.beds) {
      const view = this.views[bed.index] ?? null;
      this.draw(bed, view);
      if (view?.kind === 'ready') this.animateReady(bed);
    }
    this.drawHint();
  }

  private draw(bed: BedSprite, view: BedView | null): void {
    const caption = view ? bedCaption(view) : '';
    const key = view ? `${view.kind}|${view.crop?.cropType ?? ''}|${view.stage}|${caption}|${this.hovered === bed.index}` : 'none';
    if (key === bed.drawn) return;
    bed.drawn = key;
    const { rect } = bed;
    bed.soil.setTexture(view && view.kind !== 'locked' ? FARM_TEXTURES.tilled : FARM_TEXTURES.wild).setVisible(view !== null);
    const cropStage: CropStage | null = view?.crop ? (view.kind === 'ready' ? 5 : (Math.min(4, Math.max(1, view.stage)) as CropStage)) : null;
    if (view?.crop && cropStage) bed.crop.setTexture(cropTextureKey(view.crop.cropType, cropStage)).setVisible(true);
    else bed.crop.setVisible(false);

    const g = bed.marks.clear();
    const hovered = this.hovered === bed.index && view !== null;
    if (hovered) {
      g.lineStyle(4, 0x1d140b, 0.35).strokeRoundedRect(rect.x - 3, rect.y - 3, rect.width + 6, rect.height + 6, 8);
      g.lineStyle(2.5, 0xf1d27a, 1).strokeRoundedRect(rect.x - 3, rect.y - 3, rect.width + 6, rect.height + 6, 8);
    }
    if (view?.kind === 'growing') {
      const x = rect.x + (rect.width - PILL_WIDTH) / 2;
      const y = rect.y + rect.height - 4 - PILL_HEIGHT;
      g.fillStyle(0x1d140b, 0.78).fillRoundedRect(x, y, PILL_WIDTH, PILL_HEIGHT, PILL_HEIGHT / 2);
      const fill = Math.max(PILL_HEIGHT, PILL_WIDTH * view.progress);
      g.fillStyle(0x5fae3c, 0.9).fillRoundedRect(x, y, fill, PILL_HEIGHT, PILL_HEIGHT / 2);
      g.lineStyle(1.5, 0xf1d27a, 0.85).strokeRoundedRect(x, y, PILL_WIDTH, PILL_HEIGHT, PILL_HEIGHT / 2);
      bed.caption.setText(caption.split(' · ')[1] ?? caption).setVisible(true);
    } else {
      bed.caption.setVisible(false);
    }
    const ready = view?.kind === 'ready';
    bed.readyTag.setVisible(ready);
    for (const sparkle of bed.sparkles) sparkle.setVisible(ready && this.sparklesOn);
  }

  private animateReady(bed: BedSprite): void {
    const { rect } = bed;
    const phase = ((this.clock + bed.index * 200) % READY_PULSE_MS) / READY_PULSE_MS;
    const pulse = 0.5 + 0.5 * Math.sin(phase * Math.PI * 2);
    bed.readyTag.setY(rect.y + rect.height - 4 - PILL_HEIGHT / 2 - pulse * 3);
    if (this.hovered !== bed.index) {
      const g = bed.marks.clear();
      g.fillStyle(0xffe27a, 0.1 + 0.12 * pulse).fillRoundedRect(rect.x - 4, rect.y - 4, rect.width + 8, rect.height + 8, 10);
      g.lineStyle(3, 0xf4cf55, 0.55 + 0.45 * pulse).strokeRoundedRect(rect.x - 4, rect.y - 4, rect.width + 8, rect.height + 8, 10);
    }
    for (const [i, sparkle] of bed.sparkles.entries()) {
      const cycle = Math.floor((this.clock + i * 430 + bed.index * 170) / SPARKLE_CYCLE_MS);
      const t = ((this.clock + i * 430 + bed.index * 170) % SPARKLE_CYCLE_MS) / SPARKLE_CYCLE_MS;
      // A new spot each cycle, picked from the cycle number: no randomness to keep.
      const sx = rect.x + 12 + (((cycle * 37 + i * 53 + bed.index * 11) % 100) / 100) * (rect.width - 24);
      const sy = rect.y + 10 + (((cycle * 61 + i * 29 + bed.index * 7) % 100) / 100) * (rect.height - 30);
      sparkle.setPosition(sx, sy).setAlpha(Math.sin(t * Math.PI)).setScale(0.6 + 0.6 * Math.sin(t * Math.PI));
    }
  }

  private drawHint(): void {
    const view = this.hovered === null ? null : (this.views[this.hovered] ?? null);
    if (!view) {
      this.hint.setVisible(false);
      return;
    }
    const rect = bedRect(view.index);
    const text = bedHint(view);
    if (this.hint.text !== text) this.hint.setText(text);
    this.hint.setPosition(rect.x + rect.width / 2, rect.y - 6).setVisible(true);
  }

  destroy(): void {
    for (const bed of this.beds) {
      bed.soil.destroy();
      bed.crop.destroy();
      bed.marks.destroy();
      bed.caption.destroy();
      bed.readyTag.destroy();
      for (const sparkle of bed.sparkles) sparkle.destroy();
      bed.zone.destroy();
    }
    this.beds.length = 0;
    this.hint.destroy();
  }
}
