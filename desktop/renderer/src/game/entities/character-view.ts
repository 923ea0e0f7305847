import type Phaser from 'phaser';
import { characterDepth } from '../depth';
import { CHARACTER_FEET_Y, CHARACTER_FRAME_HEIGHT, CHARACTER_FRAME_WIDTH, ensureCharacterTexture } from '../textures/character-textures';
import { frameFor, type CharacterPalette } from './character-frames';
import { facingFor, type Facing } from './movement';

const LABEL_OFFSET_Y = -(CHARACTER_FEET_Y - 4);

/** A character on the map: sprite, name above the head, walking frames from its own movement. */
export class CharacterView {
  readonly container: Phaser.GameObjects.Container;
  private readonly image: Phaser.GameObjects.Image;
  private readonly label: Phaser.GameObjects.Text;
  private facing: Facing = 'down';
  private walkMs = 0;
  private lastX: number;
  private lastY: number;

  constructor(scene: Phaser.Scene, x: number, y: number, name: string, palette: CharacterPalette) {
    const key = ensureCharacterTexture(scene.textures, palette);
    this.image = scene.add.image(0, 0, key, frameFor('down', false, 0).frame);
    this.image.setOrigin(0.5, CHARACTER_FEET_Y / CHARACTER_FRAME_HEIGHT);
    this.label = scene.add.text(0, LABEL_OFFSET_Y, name, {
      fontFamily: '"Trebuchet MS", "Segoe UI", "DejaVu Sans", sans-serif',
      fontSize: '13px',
      fontStyle: 'bold',
      color: palette.local ? '#ffe08a' : '#ffffff',
      stroke: '#1d140b',
      strokeThickness: 4,
    });
    this.label.setOrigin(0.5, 1);
    this.container = scene.add.container(x, y, [this.image, this.label]);
    this.container.setSize(CHARACTER_FRAME_WIDTH, CHARACTER_FRAME_HEIGHT);
    this.container.setDepth(characterDepth(y));
    this.lastX = x;
    this.lastY = y;
  }

  get x(): number {
    return this.container.x;
  }

  get y(): number {
    return this.container.y;
  }

  setName(name: string): void {
    this.label.setText(name);
  }

  get name(): string {
    return this.label.text;
  }

  setPosition(x: number, y: number): void {
    this.container.setPosition(x, y);
  }

  /** Picks the walking frame from how far the character moved since the last frame. */
  animate(elapsedMs: number): void {
    const dx = this.container.x - this.lastX;
    const dy = this.container.y - this.lastY;
    const moving = Math.abs(dx) > 0.01 || Math.abs(dy) > 0.01;
    this.facing = facingFor(dx, dy, this.facing);
    this.walkMs = moving ? this.walkMs + elapsedMs : 0;
    const { frame, flipX } = frameFor(this.facing, moving, this.walkMs);
    if (this.image.frame.name !== frame) this.image.setFrame(frame);
    this.image.setFlipX(flipX);
    // Setting a depth, even an unchanged one, makes Phaser re-sort the whole display list.
    const depth = characterDepth(this.container.y);
    if (depth !== this.container.depth) this.container.setDepth(depth);
    this.lastX = this.container.x;
    this.lastY = this.container.y;
  }

  destroy(): void {
    this.container.destroy(true);
  }
}
