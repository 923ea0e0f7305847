import Phaser from 'phaser';
import { BENCH_HEIGHT_PX, BENCH_WIDTH_PX, benchById } from '@silkroad/shared';
import type { GameBus } from '../../bus/game-bus';
import { pressedOnCanvas } from '../input/canvas-press';
import type { WorkshopPlacing, WorkshopSceneState } from '../workshop/workshop-events';
import { BENCH_GRID, benchColour, floorSize, freeCells, placementCheck, snapToGrid, workshopViewport } from '../workshop/workshop-grid';
import { publishWorkshopProbe } from '../workshop/workshop-probe';

export const WORKSHOP_SCENE_KEY = 'personal-workshop';

const SANS = '"Trebuchet MS", "Segoe UI", "DejaVu Sans", sans-serif';
const GHOST_OK = 0x46c35a;
const GHOST_BAD = 0xd6453a;
const WALL_PX = 14;

export interface WorkshopSceneOptions {
  bus: GameBus;
  initialState: () => WorkshopSceneState;
  initialPlacing: () => WorkshopPlacing | null;
}

interface BenchView {
  id: number;
  benchId: string;
  x: number;
  y: number;
  objects: Phaser.GameObjects.GameObject[];
}

/**
 * The personal workshop (002 §2 "Personal workshop scene", §4 "Bench placement"): the current
 * level's floor centred in the view with its grid, the benches placed on it in their
 * profession's colour, and while placing a half-transparent 80x60 ghost that follows the pointer,
 * snapped to the grid, green where a bench may stand and red elsewhere. The panels are React's.
 */
export class WorkshopScene extends Phaser.Scene {
  private state: WorkshopSceneState;
  private placing: WorkshopPlacing | null;
  private floor?: Phaser.GameObjects.Graphics;
  private ghost?: Phaser.GameObjects.Rectangle;
  private ghostLabel?: Phaser.GameObjects.Text;
  private ghostAt: { x: number; y: number; valid: boolean } | null = null;
  private benches: BenchView[] = [];
  private ready = false;
  private removeProbe?: () => void;

  constructor(private readonly options: WorkshopSceneOptions) {
    super({ key: WORKSHOP_SCENE_KEY });
    this.state = options.initialState();
    this.placing = options.initialPlacing();
  }

  create(): void {
    this.state = this.options.initialState();
    this.placing = this.options.initialPlacing();
    this.cameras.main.setBackgroundColor('#21160f');
    this.floor = this.add.graphics();
    this.ghost = this.add.rectangle(0, 0, BENCH_WIDTH_PX, BENCH_HEIGHT_PX, GHOST_OK, 0.5).setStrokeStyle(2, 0xffffff, 0.8).setVisible(false).setDepth(10);
    this.ghostLabel = this.add.text(0, 0, '', { fontFamily: SANS, fontSize: '11px', fontStyle: 'bold', color: '#ffffff' }).setOrigin(0.5).setVisible(false).setDepth(11);
    this.redraw();

    this.input.on(Phaser.Input.Events.POINTER_MOVE, this.onPointerMove, this);
    this.input.on(Phaser.Input.Events.POINTER_DOWN, this.onPointerDown, this);
    this.input.on(Phaser.Input.Events.GAME_OUT, this.hideGhost, this);
    this.scale.on(Phaser.Scale.Events.RESIZE, this.fitCamera, this);
    this.events.on(Phaser.Scenes.Events.WAKE, this.onWake, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, this.teardown, this);
    this.events.once(Phaser.Scenes.Events.DESTROY, this.teardown, this);
    this.removeProbe = publishWorkshopProbe({
      open: () => this.ready && this.sys.isActive(),
      fadedIn: () => this.ready && this.sys.isActive() && !this.cameras.main.fadeEffect.isRunning,
      level: () => this.state.level,
      benches: () => this.benches.map(({ id, benchId, x, y }) => ({ id, benchId, x, y })),
      placing: () => (this.placing ? { ...this.placing, ghost: this.ghostAt ? { ...this.ghostAt } : null } : null),
      floorPoint: (x, y) => this.floorPoint(x, y),
      freeCells: () => freeCells(this.state.level, this.state.benches),
    });
    this.ready = true;
  }

  get isReady(): boolean {
    return this.ready;
  }

  setState(state: WorkshopSceneState): void {
    this.state = state;
    if (this.ready) this.redraw();
  }

  setPlacing(placing: WorkshopPlacing | null): void {
    this.placing = placing;
    if (!placing) this.hideGhost();
    else if (this.ready) {
      const pointer = this.input.activePointer;
      this.moveGhost(pointer.x, pointer.y);
    }
  }

  /** Where a floor point (from the floor's centre) is drawn on the canvas. */
  floorPoint(x: number, y: number): { x: number; y: number } {
    const camera = this.cameras.main;
    return { x: (x - camera.worldView.x) * camera.zoom, y: (y - camera.worldView.y) * camera.zoom };
  }

  private redraw(): void {
    this.fitCamera();
    this.drawFloor();
    this.drawBenches();
  }

  /** The floor's centre is the scene's origin; the camera puts it in the middle of the screen left free by the panels. */
  private fitCamera(): void {
    const camera = this.cameras.main;
    const view = workshopViewport(this.scale.width, this.scale.height, this.state.level);
    camera.setZoom(view.zoom);
    camera.centerOn((this.scale.width / 2 - view.centreX) / view.zoom, (this.scale.height / 2 - view.centreY) / view.zoom);
  }

  private drawFloor(): void {
    const g = this.floor;
    if (!g) return;
    const { width, height } = floorSize(this.state.level);
    const left = -width / 2;
    const top = -height / 2;
    g.clear();
    // Walls, then planks running across, then the placement grid, faint.
    g.fillStyle(0x5a3a22, 1).fillRoundedRect(left - WALL_PX, top - WALL_PX, width + WALL_PX * 2, height + WALL_PX * 2, 6);
    g.fillStyle(0xb48a58, 1).fillRect(left, top, width, height);
    for (let y = top, row = 0; y < top + height; y += BENCH_GRID * 2, row++) {
      g.fillStyle(row % 2 === 0 ? 0xbd935f : 0xa97f4e, 1).fillRect(left, y, width, Math.min(BENCH_GRID * 2, top + height - y));
    }
    g.lineStyle(1, 0x3c2616, 0.18);
    for (let x = 0; x <= width / 2; x += BENCH_GRID) {
      g.lineBetween(x, top, x, top + height);
      g.lineBetween(-x, top, -x, top + height);
    }
    for (let y = 0; y <= height / 2; y += BENCH_GRID) {
      g.lineBetween(left, y, left + width, y);
      g.lineBetween(left, -y, left + width, -y);
    }
    g.lineStyle(3, 0x2c1a0e, 0.9).strokeRect(left, top, width, height);
  }

  private drawBenches(): void {
    for (const bench of this.benches) for (const object of bench.objects) object.destroy();
    this.benches = this.state.benches.map((placed) => {
      const colour = benchColour(placed.benchId);
      const shadow = this.add.rectangle(placed.x + 3, placed.y + 4, BENCH_WIDTH_PX, BENCH_HEIGHT_PX, 0x000000, 0.25);
      const body = this.add.rectangle(placed.x, placed.y, BENCH_WIDTH_PX, BENCH_HEIGHT_PX, colour, 1).setStrokeStyle(2, 0x1e130b, 0.9);
      const top = this.add.rectangle(placed.x, placed.y - BENCH_HEIGHT_PX / 2 + 7, BENCH_WIDTH_PX - 8, 8, 0xffffff, 0.22);
      const name = benchById(placed.benchId)?.name ?? placed.benchId;
      const label = this.add
        .text(placed.x, placed.y + 4, name, { fontFamily: SANS, fontSize: '11px', fontStyle: 'bold', color: '#fff8e8', stroke: '#1e130b', strokeThickness: 3, align: 'center', wordWrap: { width: BENCH_WIDTH_PX - 6 } })
        .setOrigin(0.5);
      body.setInteractive({ useHandCursor: true });
      body.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, (pointer: Phaser.Input.Pointer) => {
        if (!this.placing && pressedOnCanvas(this, pointer)) this.options.bus.emit('workshop:bench-click', { id: placed.id });
      });
      return { ...placed, objects: [shadow, body, top, label] };
    });
  }

  private onPointerMove(pointer: Phaser.Input.Pointer): void {
    if (this.placing) this.moveGhost(pointer.x, pointer.y);
  }

  private snappedAt(screenX: number, screenY: number): { x: number; y: number; valid: boolean; reason: string | null } {
    const world = this.cameras.main.getWorldPoint(screenX, screenY);
    const x = snapToGrid(world.x);
    const y = snapToGrid(world.y);
    const check = placementCheck(this.state.level, x, y, this.state.benches, this.placing?.moveId ?? null);
    return { x, y, valid: check.valid, reason: check.valid ? null : check.reason };
  }

  private moveGhost(screenX: number, screenY: number): void {
    if (!this.placing || !this.ghost || !this.ghostLabel) return;
    const at = this.snappedAt(screenX, screenY);
    this.ghostAt = { x: at.x, y: at.y, valid: at.valid };
    this.ghost.setPosition(at.x, at.y).setFillStyle(at.valid ? GHOST_OK : GHOST_BAD, 0.5).setVisible(true);
    this.ghostLabel
      .setText(benchById(this.placing.benchId)?.name ?? '')
      .setPosition(at.x, at.y)
      .setVisible(true);
  }

  private hideGhost(): void {
    this.ghostAt = null;
    this.ghost?.setVisible(false);
    this.ghostLabel?.setVisible(false);
  }

  private onPointerDown(pointer: Phaser.Input.Pointer): void {
    if (!this.placing || !pressedOnCanvas(this, pointer)) return;
    this.moveGhost(pointer.x, pointer.y);
    const at = this.snappedAt(pointer.x, pointer.y);
    this.options.bus.emit('workshop:place-click', at);
  }

  private onWake(): void {
    this.state = this.options.initialState();
    this.placing = this.options.initialPlacing();
    this.hideGhost();
    this.redraw();
  }

  private teardown(): void {
    this.input.off(Phaser.Input.Events.POINTER_MOVE, this.onPointerMove, this);
    this.input.off(Phaser.Input.Events.POINTER_DOWN, this.onPointerDown, this);
    this.input.off(Phaser.Input.Events.GAME_OUT, this.hideGhost, this);
    this.scale.off(Phaser.Scale.Events.RESIZE, this.fitCamera, this);
    this.events.off(Phaser.Scenes.Events.WAKE, this.onWake, this);
    this.removeProbe?.();
    this.ready = false;
    this.benches = [];
  }
}
