import type Phaser from 'phaser';
import { clampToWorld, type MoveInput } from '@silkroad/shared';
import { LOCAL_PALETTE } from './character-frames';
import { CharacterView } from './character-view';
import { stepPosition, type Position } from './movement';

/** The player at this keyboard: walks by the shared rules, frame-rate independent. */
export class LocalPlayer {
  readonly view: CharacterView;
  private position: Position;

  /**
   * `constrain` has the last word on where a step ends (the farm keeps the player inside its
   * fences and out of its buildings); the main world only clamps to its edges.
   */
  constructor(
    scene: Phaser.Scene,
    start: { x: number; y: number; name: string },
    private readonly constrain: (from: Position, to: Position) => Position = (_from, to) => to,
  ) {
    this.position = clampToWorld(start.x, start.y);
    this.view = new CharacterView(scene, this.position.x, this.position.y, start.name, LOCAL_PALETTE);
  }

  get x(): number {
    return this.position.x;
  }

  get y(): number {
    return this.position.y;
  }

  /** Walks for one frame; true if the player actually moved. */
  step(input: MoveInput, elapsedMs: number): boolean {
    const next = this.constrain(this.position, stepPosition(this.position, input, elapsedMs));
    const moved = next.x !== this.position.x || next.y !== this.position.y;
    this.position = next;
    this.view.setPosition(next.x, next.y);
    this.view.animate(elapsedMs);
    return moved;
  }

  /** Puts the player somewhere else at once (a server correction or reset). */
  teleport(x: number, y: number): void {
    const to = clampToWorld(x, y);
    this.position = this.constrain(to, to);
    this.view.setPosition(this.position.x, this.position.y);
  }

  destroy(): void {
    this.view.destroy();
  }
}
