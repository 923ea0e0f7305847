import type Phaser from 'phaser';
import type { ResourceNodeView as NodeData, ResourceTypeId } from '@silkroad/shared';
import { characterDepth } from '../depth';
import { nodeLook, type NodeLabelTone, type NodeLook } from '../gathering/node-look';
import { pressedOnCanvas } from '../input/canvas-press';
import { ensureNodeTexture, ensureSparkleTexture, nodePaintScale, nodeSpriteSize, NODE_VARIANTS } from '../textures/resource-textures';

const LABEL_COLOURS: Readonly<Record<NodeLabelTone, string>> = { normal: '#fff4dc', low: '#ffe066', depleted: '#d8cdbd' };
const BAR_WIDTH = 52;
const BAR_HEIGHT = 8;
const FOCUS_PULSE_MS = 1_400;
/** The bar glides between the 200 ms ticks rather than jumping. */
const BAR_GLIDE_MS = 200;
const FADE_OUT_MS = 600;

/** Where a gem's glints sit in its frame (from the foot), and how their twinkle is offset. */
const GEM_GLINTS: ReadonlyArray<readonly [number, number, number]> = [
  [-2, -30, 0],
  [-12, -20, 0.37],
  [8, -22, 0.71],
];
const GLINT_PERIOD_MS = 1_800;

/**
 * One resource node in the world: its painted sprite (plain, or washed yellow when low), its name
 * above, a ring at its foot while it is focused, and the harvest bar while it is being worked.
 * Sorted with the characters by its foot, so a player behind a tree walks behind it.
 */
export class ResourceNodeView {
  readonly container: Phaser.GameObjects.Container;
  private readonly image: Phaser.GameObjects.Image;
  private readonly label: Phaser.GameObjects.Text;
  private readonly ring: Phaser.GameObjects.Graphics;
  private readonly bar: Phaser.GameObjects.Graphics;
  private readonly glints: Phaser.GameObjects.Image[] = [];
  private readonly variant: number;
  private look: NodeLook;
  private focused = false;
  private clock = 0;
  private barShown: number | null = null;
  private barTarget: number | null = null;
  private barResting = false;
  private fading = false;

  constructor(
    private readonly scene: Phaser.Scene,
    private node: NodeData,
    onPress: (nodeId: number) => void,
  ) {
    this.variant = Math.abs(node.id) % NODE_VARIANTS;
    this.look = nodeLook(node);
    const size = nodeSpriteSize(node.type);
    this.ring = scene.add.graphics();
    this.image = scene.add.image(0, 0, ensureNodeTexture(scene.textures, node.type, this.variant, this.look.yellow));
    this.image.setOrigin(0.5, size.baseY / size.height);
    this.image.setInteractive({ useHandCursor: true });
    // A click on a panel over the world is reported here too: only presses on the canvas count.
    this.image.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
      if (pressedOnCanvas(scene, pointer)) onPress(this.node.id);
    });
    this.label = scene.add.text(0, -size.baseY - 2, this.look.label, {
      fontFamily: '"Trebuchet MS", "Segoe UI", "DejaVu Sans", sans-serif',
      fontSize: '12px',
      fontStyle: 'bold',
      color: LABEL_COLOURS[this.look.tone],
      stroke: '#1d140b',
      strokeThickness: 3,
    });
    this.label.setOrigin(0.5, 1);
    this.bar = scene.add.graphics();
    const children: Phaser.GameObjects.GameObject[] = [this.ring, this.image];
    if (node.type === 'gems') {
      const key = ensureSparkleTexture(scene.textures);
      const scale = nodePaintScale(node.type);
      for (const [dx, dy] of GEM_GLINTS) {
        const glint = scene.add.image(dx * scale, dy * scale, key).setBlendMode('ADD');
        this.glints.push(glint);
        children.push(glint);
      }
    }
    children.push(this.label, this.bar);
    this.container = scene.add.container(node.x, node.y, children);
    this.container.setDepth(characterDepth(node.y));
    this.applyLook();
  }

  get id(): number {
    return this.node.id;
  }

  get data(): NodeData {
    return this.node;
  }

  get labelText(): string {
    return this.label.text;
  }

  get alpha(): number {
    return this.image.alpha;
  }

  get type(): ResourceTypeId {
    return this.node.type;
  }

  /** The top of the sprite above the foot, for lines that float up from it. */
  get height(): number {
    return nodeSpriteSize(this.node.type).baseY;
  }

  update(node: NodeData): void {
    const moved = node.x !== this.node.x || node.y !== this.node.y;
    this.node = node;
    if (moved) {
      this.container.setPosition(node.x, node.y);
      this.container.setDepth(characterDepth(node.y));
    }
    const look = nodeLook(node);
    if (look.label !== this.look.label || look.yellow !== this.look.yellow || look.alpha !== this.look.alpha) {
      this.look = look;
      this.applyLook();
    }
  }

  setFocused(focused: boolean): void {
    if (this.focused === focused) return;
    this.focused = focused;
    if (!focused) this.ring.clear();
  }

  /** The harvest bar's fill (0..1), or null to hide it; `resting` draws it empty and dim between cycles. */
  setProgress(fraction: number | null, resting = false): void {
    this.barTarget = fraction;
    this.barResting = resting;
    if (fraction === null) {
      this.barShown = null;
      this.bar.clear();
    } else if (this.barShown === null || fraction < this.barShown) {
      this.barShown = fraction;
    }
  }

  /** Called every frame while the node is on screen. */
  animate(elapsedMs: number): void {
    this.clock += elapsedMs;
    if (this.focused) this.drawRing();
    if (this.barTarget !== null && this.barShown !== null) {
      const step = elapsedMs / BAR_GLIDE_MS;
      this.barShown = Math.min(this.barTarget, this.barShown + Math.max(0, this.barTarget - this.barShown) * Math.min(1, step * 1.5));
      this.drawBar();
    }
    for (let i = 0; i < this.glints.length; i++) {
      const phase = ((this.clock / GLINT_PERIOD_MS + GEM_GLINTS[i]![2]) % 1) * Math.PI * 2;
      const twinkle = Math.max(0, Math.sin(phase));
      const glint = this.glints[i]!;
      glint.setAlpha(twinkle * this.image.alpha);
      glint.setScale(0.4 + twinkle * 0.7);
      glint.setRotation(phase * 0.25);
    }
  }

  /** A removed node fades away, then is destroyed. */
  fadeOut(onDone: () => void): void {
    if (this.fading) return;
    this.fading = true;
    this.image.disableInteractive();
    this.setProgress(null);
    this.setFocused(false);
    this.scene.tweens.add({
      targets: this.container,
      alpha: 0,
      duration: FADE_OUT_MS,
      ease: 'Quad.easeIn',
      onComplete: () => {
        this.destroy();
        onDone();
      },
    });
  }

  get isFading(): boolean {
    return this.fading;
  }

  private applyLook(): void {
    const key = ensureNodeTexture(this.scene.textures, this.node.type, this.variant, this.look.yellow);
    if (this.image.texture.key !== key) this.image.setTexture(key);
    this.image.setAlpha(this.look.alpha);
    this.label.setText(this.look.label);
    this.label.setColor(LABEL_COLOURS[this.look.tone]);
    // The name stays legible on a faded husk: it is what tells the player it is spent.
    this.label.setAlpha(this.look.tone === 'depleted' ? 0.9 : 1);
    if (this.image.input) this.image.input.cursor = this.look.state === 'depleted' ? 'default' : 'pointer';
  }

  private drawRing(): void {
    const size = nodeSpriteSize(this.node.type);
    const rx = Math.max(18, size.width * 0.42);
    const pulse = 0.55 + 0.45 * Math.sin((this.clock / FOCUS_PULSE_MS) * Math.PI * 2);
    const g = this.ring;
    g.clear();
    g.fillStyle(0xf1d27a, 0.14 * pulse).fillEllipse(0, -1, rx * 2, rx * 0.7);
    g.lineStyle(4, 0x5a1510, 0.35).strokeEllipse(0, -1, rx * 2, rx * 0.7);
    g.lineStyle(2, 0xffd65a, 0.6 + 0.4 * pulse).strokeEllipse(0, -1, rx * 2, rx * 0.7);
  }

  private drawBar(): void {
    const fraction = Math.max(0, Math.min(1, this.barShown ?? 0));
    const y = -this.height - 30;
    const x = -BAR_WIDTH / 2;
    const g = this.bar;
    g.clear();
    g.fillStyle(0x1d140b, 0.8).fillRoundedRect(x - 2, y - 2, BAR_WIDTH + 4, BAR_HEIGHT + 4, 4);
    g.fillStyle(0x4a3622, 0.9).fillRoundedRect(x, y, BAR_WIDTH, BAR_HEIGHT, 3);
    if (fraction > 0.02) {
      const width = Math.max(BAR_HEIGHT, BAR_WIDTH * fraction);
      g.fillStyle(this.barResting ? 0x9a7424 : 0x7cc24a, 1).fillRoundedRect(x, y, width, BAR_HEIGHT, 3);
      g.fillStyle(0xffffff, 0.28).fillRoundedRect(x + 1, y + 1, width - 2, 2, 1);
    }
    g.lineStyle(1, 0xf1d27a, 0.9).strokeRoundedRect(x - 1, y - 1, BAR_WIDTH + 2, BAR_HEIGHT + 2, 3.5);
  }

  destroy(): void {
    this.container.destroy(true);
  }
}
