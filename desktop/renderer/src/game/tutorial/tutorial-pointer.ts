import Phaser from 'phaser';
import type { GameBus } from '../../bus/game-bus';
import { DEPTH } from '../depth';
import { bobOffset, placePointer, type PointerScreen } from './pointer-layout';
import type { TutorialMark } from './tutorial-events';

/** Above the night and the rain (as the NPCs' bubbles), so the arrow reads at any hour. */
const WORLD_ARROW_DEPTH = DEPTH.speech + 0.5;
/** Fixed to the screen, under the minimap. */
const EDGE_ARROW_DEPTH = DEPTH.minimap - 1;
/** The edge arrow keeps clear of the screen's rim, and along the bottom of the chat and the minimap standing there. */
const EDGE_INSET = { top: 56, right: 56, bottom: 180, left: 56 } as const;
const GOLD = 0xf1d27a;
const RED = 0x8c2418;
const SHADE = 0x140804;
/** The world arrow's tip stands this far above a mark on the ground, so it does not hide what it points at. */
const TIP_LIFT_PX = 18;
/** Above a person: clear of their head and the name over it. */
const FIGURE_TIP_LIFT_PX = 64;
const RING_PERIOD_MS = 1_400;

/**
 * The tutorial's arrow (React owns no game object: it tells the mark on the bus, 'tutorial:mark').
 * Over a mark on screen, a gold arrow bobs pointing down at it with a pulsing ring on the ground;
 * off screen, an arrow at the screen's edge turns towards it.
 */
export class TutorialPointer {
  private readonly world: Phaser.GameObjects.Graphics;
  private readonly ring: Phaser.GameObjects.Graphics;
  private readonly edge: Phaser.GameObjects.Graphics;
  private mark: TutorialMark = null;
  private clockMs = 0;
  private readonly off: () => void;

  constructor(
    private readonly scene: Phaser.Scene,
    bus: GameBus,
  ) {
    this.ring = scene.add.graphics().setDepth(DEPTH.buildingHighlight).setVisible(false);
    this.world = scene.add.graphics().setDepth(WORLD_ARROW_DEPTH).setVisible(false);
    this.edge = scene.add.graphics().setScrollFactor(0).setDepth(EDGE_ARROW_DEPTH).setVisible(false);
    drawDownArrow(this.world);
    drawRightArrow(this.edge);
    this.off = bus.on('tutorial:mark', (mark) => {
      this.mark = mark;
      if (!mark) this.hide();
    });
  }

  /** Where the arrows are drawn now, for the browser tests' probe: null while there is no mark. */
  snapshot(): { mode: 'world' | 'edge'; x: number; y: number } | null {
    if (!this.mark) return null;
    if (this.edge.visible) return { mode: 'edge', x: this.edge.x, y: this.edge.y };
    return { mode: 'world', x: this.mark.x, y: this.mark.y };
  }

  update(camera: Phaser.Cameras.Scene2D.Camera, elapsedMs: number, hidden: boolean): void {
    const mark = this.mark;
    if (!mark || hidden) return this.hide();
    this.clockMs = (this.clockMs + elapsedMs) % 10_000;
    const view = camera.worldView;
    const onScreen = { x: (mark.x - view.x) * camera.zoom, y: (mark.y - view.y) * camera.zoom };
    const screen: PointerScreen = { width: this.scene.scale.width, height: this.scene.scale.height, inset: EDGE_INSET };
    const placed = placePointer(onScreen, screen);
    if (placed.mode === 'world') {
      this.edge.setVisible(false);
      const lift = mark.figure ? FIGURE_TIP_LIFT_PX : TIP_LIFT_PX;
      this.world.setPosition(mark.x, mark.y - lift - bobOffset(this.clockMs)).setVisible(true);
      this.drawRing(mark.x, mark.y);
    } else {
      this.world.setVisible(false);
      this.ring.setVisible(false);
      this.edge.setPosition(placed.x, placed.y).setRotation(placed.angle).setVisible(true);
    }
  }

  destroy(): void {
    this.off();
    this.world.destroy();
    this.ring.destroy();
    this.edge.destroy();
  }

  private hide(): void {
    this.world.setVisible(false);
    this.ring.setVisible(false);
    this.edge.setVisible(false);
  }

  /** A ring that widens and fades on the ground round the mark, once every RING_PERIOD_MS. */
  private drawRing(x: number, y: number): void {
    const phase = (this.clockMs % RING_PERIOD_MS) / RING_PERIOD_MS;
    const g = this.ring.clear().setVisible(true);
    g.lineStyle(4, SHADE, 0.35 * (1 - phase)).strokeEllipse(x, y, 36 + phase * 50, 18 + phase * 25);
    g.lineStyle(2.5, GOLD, 0.95 * (1 - phase)).strokeEllipse(x, y, 36 + phase * 50, 18 + phase * 25);
  }
}

/** A gold arrow pointing down, its tip at (0, 0). */
function drawDownArrow(g: Phaser.GameObjects.Graphics): void {
  const outline = [
    { x: 0, y: 0 },
    { x: -18, y: -20 },
    { x: -8, y: -20 },
    { x: -8, y: -42 },
    { x: 8, y: -42 },
    { x: 8, y: -20 },
    { x: 18, y: -20 },
  ];
  g.fillStyle(SHADE, 0.35).fillPoints(vectors(outline, 2, 3), true);
  g.fillStyle(GOLD, 1).fillPoints(vectors(outline), true);
  g.lineStyle(2.5, RED, 1).strokePoints(vectors(outline), true);
}

/** A gold arrow pointing right (rotated towards the mark), its tip at (0, 0). */
function drawRightArrow(g: Phaser.GameObjects.Graphics): void {
  const outline = [
    { x: 0, y: 0 },
    { x: -22, y: -18 },
    { x: -22, y: -8 },
    { x: -46, y: -8 },
    { x: -46, y: 8 },
    { x: -22, y: 8 },
    { x: -22, y: 18 },
  ];
  g.fillStyle(SHADE, 0.45).fillCircle(-24, 0, 30);
  g.fillStyle(GOLD, 1).fillPoints(vectors(outline), true);
  g.lineStyle(2.5, RED, 1).strokePoints(vectors(outline), true);
}

/** Phaser's polygon calls take its vectors. */
function vectors(points: ReadonlyArray<{ x: number; y: number }>, dx = 0, dy = 0): Phaser.Math.Vector2[] {
  return points.map((p) => new Phaser.Math.Vector2(p.x + dx, p.y + dy));
}
