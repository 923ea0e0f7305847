import type Phaser from 'phaser';
import type { Point } from '@silkroad/shared';
import { characterDepth } from '../depth';
import { CARAVAN_TEXTURES, caravanTextureKey, ensureCaravanTextures } from '../textures/caravan-textures';

/** A trot's sway: the caravan rises and settles this far, this often, while it moves. */
const SWAY_PX = 1.2;
const SWAY_MS = 420;

/**
 * A caravan on the road (or, on the sea lane, a galley) with its trader's name over it: the local
 * player's, ringed in gold as the character is, or another player's. It goes where its journey's
 * clock puts it; its owner tells it each frame.
 */
/** A caravan as the world draws it: whose, where, and whether it is on screen (at sea it is not). */
export interface CaravanDrawn {
  name: string;
  x: number;
  y: number;
  visible: boolean;
  /** The local player's own. */
  own: boolean;
}

export class CaravanSprite {
  readonly container: Phaser.GameObjects.Container;
  private readonly image: Phaser.GameObjects.Image;
  private readonly label: Phaser.GameObjects.Text;
  private afloat = false;
  private swayMs = 0;

  constructor(
    scene: Phaser.Scene,
    name: string,
    private readonly local: boolean,
  ) {
    ensureCaravanTextures(scene.textures);
    const camel = CARAVAN_TEXTURES.camel;
    this.image = scene.add.image(0, 0, caravanTextureKey('camel', local)).setOrigin(0.5, camel.feetY / camel.height);
    this.label = scene.add
      .text(0, -camel.feetY + 2, name, {
        fontFamily: '"Trebuchet MS", "Segoe UI", "DejaVu Sans", sans-serif',
        fontSize: '13px',
        fontStyle: 'bold',
        color: local ? '#ffe08a' : '#ffffff',
        stroke: '#1d140b',
        strokeThickness: 4,
      })
      .setOrigin(0.5, 1);
    this.container = scene.add.container(0, 0, [this.image, this.label]).setVisible(false);
  }

  /** The trader's name it carries. */
  get name(): string {
    return this.label.text;
  }

  get visible(): boolean {
    return this.container.visible;
  }

  setName(name: string): void {
    this.label.setText(name);
  }

  /**
   * Puts the caravan where the journey is this frame; `position` null hides it (at sea, off the
   * map). `moving` comes from the journey's clock: at a caravan's pace (a few pixels a minute) the
   * position alone changes too seldom to tell.
   */
  place(position: Point | null, afloat: boolean, facing: 'left' | 'right' | null, moving: boolean, elapsedMs: number): void {
    if (!position) {
      this.hide();
      return;
    }
    if (afloat !== this.afloat) {
      this.afloat = afloat;
      const spec = afloat ? CARAVAN_TEXTURES.ship : CARAVAN_TEXTURES.camel;
      this.image.setTexture(caravanTextureKey(afloat ? 'ship' : 'camel', this.local)).setOrigin(0.5, spec.feetY / spec.height);
      this.label.setY(-spec.feetY + 2);
    }
    if (facing) this.image.setFlipX(facing === 'left');
    this.swayMs = moving ? this.swayMs + elapsedMs : 0;
    this.image.setY(moving ? -Math.abs(Math.sin((this.swayMs / SWAY_MS) * Math.PI)) * SWAY_PX : 0);
    this.container.setPosition(position.x, position.y).setVisible(true);
    const depth = characterDepth(position.y);
    if (depth !== this.container.depth) this.container.setDepth(depth);
  }

  hide(): void {
    this.container.setVisible(false);
    this.swayMs = 0;
  }

  destroy(): void {
    this.container.destroy(true);
  }
}
