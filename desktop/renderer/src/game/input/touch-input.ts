import Phaser from 'phaser';
import type { GameBus } from '../../bus/game-bus';
import { DEPTH } from '../depth';
import type { Position } from '../entities/movement';
import { pressedOnCanvas } from './canvas-press';
import { isDrag, knobPoint, stickVector, type ScreenPoint, type StickVector } from './stick';
import { startTapWalk, steerTapWalk, type TapWalk } from './tap-walk';

/** A jump further than this between two frames is the server putting the player elsewhere: the walk is over. */
const MOVED_ELSEWHERE_PX = 120;
/** The ring on the point a tap walks to: the prompts' gold, over the night and the rain as the speech is. */
const MARKER_COLOUR = 0xf1d27a;

/**
 * Walking by touch: a thumb dragged on the open map is a stick centred where it pressed; a tap on
 * the open map walks straight to that point and stops there, or where something blocks the way.
 * Only touches count (a mouse click keeps meaning "use this"), and a press on something the world
 * can use (a market, a bed, a node, a person) is theirs, not a walk. What it produces is the
 * direction of one frame, which the scene walks through the same rule as the keys.
 */
export class TouchInput {
  private press: { pointerId: number; origin: ScreenPoint; dragging: boolean } | null = null;
  private stick: StickVector | null = null;
  private walk: TapWalk | null = null;
  private marker: Phaser.GameObjects.Arc | null = null;
  private last: Position | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly bus: GameBus,
  ) {
    scene.input.on(Phaser.Input.Events.POINTER_DOWN, this.onDown, this);
    scene.input.on(Phaser.Input.Events.POINTER_MOVE, this.onMove, this);
    scene.input.on(Phaser.Input.Events.POINTER_UP, this.onUp, this);
    scene.input.on(Phaser.Input.Events.POINTER_UP_OUTSIDE, this.onUp, this);
    scene.events.on(Phaser.Scenes.Events.SLEEP, this.cancel, this);
  }

  /** This frame's touch direction for the player standing at `at` (null: touch asks nothing). */
  read(at: Position, elapsedMs: number): StickVector | null {
    const last = this.last;
    this.last = { x: at.x, y: at.y };
    if (this.stick) return this.stick;
    if (!this.walk) return null;
    if (last && Math.hypot(at.x - last.x, at.y - last.y) > MOVED_ELSEWHERE_PX) {
      this.stopWalking();
      return null;
    }
    const steered = steerTapWalk(this.walk, at, elapsedMs);
    this.walk = steered.walk;
    if (!this.walk) this.stopWalking();
    return steered.stick;
  }

  /** Drops the stick and the walk (the keyboard took over, the scene left the screen). */
  cancel(): void {
    this.stopWalking();
    if (this.press) this.bus.emit('touch:stick', null);
    this.press = null;
    this.stick = null;
    this.last = null;
  }

  destroy(): void {
    this.cancel();
    this.scene.input.off(Phaser.Input.Events.POINTER_DOWN, this.onDown, this);
    this.scene.input.off(Phaser.Input.Events.POINTER_MOVE, this.onMove, this);
    this.scene.input.off(Phaser.Input.Events.POINTER_UP, this.onUp, this);
    this.scene.input.off(Phaser.Input.Events.POINTER_UP_OUTSIDE, this.onUp, this);
    this.scene.events.off(Phaser.Scenes.Events.SLEEP, this.cancel, this);
  }

  private onDown(pointer: Phaser.Input.Pointer, over: readonly Phaser.GameObjects.GameObject[]): void {
    // One thumb steers at a time; a press on a panel over the canvas, or on something to use, is not a walk.
    if (this.press || !pointer.wasTouch || !pressedOnCanvas(this.scene, pointer) || over.length > 0) return;
    this.press = { pointerId: pointer.id, origin: { x: pointer.x, y: pointer.y }, dragging: false };
  }

  private onMove(pointer: Phaser.Input.Pointer): void {
    const press = this.press;
    if (!press || pointer.id !== press.pointerId) return;
    const thumb = { x: pointer.x, y: pointer.y };
    if (!press.dragging && !isDrag(press.origin, thumb)) return;
    if (!press.dragging) {
      press.dragging = true;
      this.stopWalking();
    }
    this.stick = stickVector(press.origin, thumb);
    this.bus.emit('touch:stick', { origin: press.origin, knob: knobPoint(press.origin, thumb) });
  }

  private onUp(pointer: Phaser.Input.Pointer): void {
    const press = this.press;
    if (!press || pointer.id !== press.pointerId) return;
    this.press = null;
    if (press.dragging) {
      this.stick = null;
      this.bus.emit('touch:stick', null);
      return;
    }
    const target = this.scene.cameras.main.getWorldPoint(press.origin.x, press.origin.y);
    this.walkTo({ x: target.x, y: target.y });
  }

  private walkTo(target: Position): void {
    this.walk = startTapWalk(target);
    this.marker ??= this.scene.add.circle(0, 0, 9).setStrokeStyle(2, MARKER_COLOUR, 0.95).setDepth(DEPTH.speech);
    this.marker.setPosition(target.x, target.y).setVisible(true);
  }

  private stopWalking(): void {
    this.walk = null;
    this.marker?.setVisible(false);
  }
}
