import type Phaser from 'phaser';
import type { Npc } from '@silkroad/shared';
import { characterDepth, DEPTH } from '../depth';
import type { NpcFigureLook } from '../npcs/npc-look';
import { ensureNpcTexture, NPC_FEET_Y, NPC_FRAME_HEIGHT, NPC_FRAME_WIDTH, NPC_HEAD_TOP_PX, NPC_SKIN_COUNT } from '../textures/npc-textures';

const FONT = '"Trebuchet MS", "Segoe UI", "DejaVu Sans", sans-serif';
/** The type line's baseline above the feet, clear of the headwear; the name sits on it. */
export const NPC_SUBTITLE_ABOVE_FEET_PX = NPC_HEAD_TOP_PX + 1;
const NAME_ABOVE_SUBTITLE_PX = 12;
/** The name and type line together, from the type line's baseline to the top of the name. */
export const NPC_LABEL_HEIGHT_PX = NAME_ABOVE_SUBTITLE_PX + 15;
export const NPC_NAME_FONT = `bold 12px ${FONT}`;
export const NPC_SUBTITLE_FONT = `bold 10px ${FONT}`;
const BUBBLE_WRAP_PX = 210;
const BUBBLE_PAD_X = 9;
const BUBBLE_PAD_Y = 6;
const BUBBLE_TAIL_PX = 7;
const BUBBLE_FADE_MS = 300;
const RING_PULSE_MS = 1_400;
/** A slow breath, so a crowd of them does not stand frozen like statues. */
const BREATH_MS = 2_600;
const BREATH_SCALE = 0.018;

export type BubbleTone = 'greeting' | 'notice';

interface Bubble {
  container: Phaser.GameObjects.Container;
  text: string;
  tone: BubbleTone;
  msLeft: number;
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * One person of a city in the world: the figure of its trade, its name and type above it, a gold
 * ring at its feet while the keys would talk to it, and its speech bubble. Sorted with the players
 * by its feet. Out of hours it is drawn greyed and faded and its type line says until when.
 */
export class NpcView {
  readonly container: Phaser.GameObjects.Container;
  private readonly image: Phaser.GameObjects.Image;
  private readonly name: Phaser.GameObjects.Text;
  private readonly subtitle: Phaser.GameObjects.Text;
  private readonly ring: Phaser.GameObjects.Graphics;
  private readonly skin: number;
  private readonly phase: number;
  private bubble: Bubble | null = null;
  private look: NpcFigureLook | null = null;
  private targeted = false;
  private clock = 0;
  /** How far the name and type line are moved from their place over the head (npc-label-layout.ts). */
  private labelShift = { dx: 0, dy: 0 };

  constructor(
    private readonly scene: Phaser.Scene,
    readonly npc: Npc & { position: { x: number; y: number } },
    look: NpcFigureLook,
    onPress: (npc: Npc) => void,
  ) {
    const hash = hashString(npc.id);
    this.skin = hash % NPC_SKIN_COUNT;
    this.phase = (hash % 1000) / 1000;
    this.ring = scene.add.graphics();
    this.image = scene.add.image(0, 0, ensureNpcTexture(scene.textures, npc.type, this.skin, false));
    this.image.setOrigin(0.5, NPC_FEET_Y / NPC_FRAME_HEIGHT);
    this.image.setInteractive({ useHandCursor: true, pixelPerfect: false });
    this.image.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
      if (pointer.downElement === scene.game.canvas) onPress(this.npc);
    });
    this.subtitle = scene.add
      .text(0, -NPC_SUBTITLE_ABOVE_FEET_PX, '', { fontFamily: FONT, fontSize: '10px', fontStyle: 'bold', color: '#f1d27a', stroke: '#1d140b', strokeThickness: 3 })
      .setOrigin(0.5, 1);
    this.name = scene.add
      .text(0, -NPC_SUBTITLE_ABOVE_FEET_PX - NAME_ABOVE_SUBTITLE_PX, npc.name, { fontFamily: FONT, fontSize: '12px', fontStyle: 'bold', color: '#fff4dc', stroke: '#1d140b', strokeThickness: 3 })
      .setOrigin(0.5, 1);
    this.container = scene.add.container(npc.position.x, npc.position.y, [this.ring, this.image, this.subtitle, this.name]);
    this.container.setSize(NPC_FRAME_WIDTH, NPC_FRAME_HEIGHT);
    this.container.setDepth(characterDepth(npc.position.y));
    this.setLook(look);
  }

  get x(): number {
    return this.container.x;
  }

  get y(): number {
    return this.container.y;
  }

  get open(): boolean {
    return this.look?.open ?? true;
  }

  get dimmed(): boolean {
    return this.look?.dimmed ?? false;
  }

  get subtitleText(): string {
    return this.subtitle.text;
  }

  get alpha(): number {
    return this.image.alpha;
  }

  /** The words in the bubble over its head now, if any. */
  get bubbleText(): string | null {
    return this.bubble?.text ?? null;
  }

  get bubbleTone(): BubbleTone | null {
    return this.bubble?.tone ?? null;
  }

  /**
   * Where the prompt and the bubble point from: above the name, or above the head when the
   * name is drawn beside the figure or under its feet.
   */
  get speechY(): number {
    const { dx, dy } = this.labelShift;
    return dx !== 0 || dy > 0 ? this.y - NPC_HEAD_TOP_PX - 4 : this.y - NPC_SUBTITLE_ABOVE_FEET_PX - NPC_LABEL_HEIGHT_PX - 1 + dy;
  }

  /** Moves the name and type line clear of a crowded street's other labels (npc-label-layout.ts). */
  setLabelShift(shift: { dx: number; dy: number }): void {
    this.labelShift = shift;
    this.subtitle.setPosition(shift.dx, -NPC_SUBTITLE_ABOVE_FEET_PX + shift.dy);
    this.name.setPosition(shift.dx, -NPC_SUBTITLE_ABOVE_FEET_PX - NAME_ABOVE_SUBTITLE_PX + shift.dy);
  }

  /** Open or shut by the hour: the greyed texture and the faded figure, and the type line. */
  setLook(look: NpcFigureLook): void {
    if (this.look && this.look.open === look.open && this.look.subtitle === look.subtitle) return;
    this.look = look;
    this.image.setTexture(ensureNpcTexture(this.scene.textures, this.npc.type, this.skin, look.dimmed));
    this.image.setAlpha(look.alpha);
    this.subtitle.setText(look.subtitle).setColor(look.dimmed ? '#c9c2b4' : '#f1d27a');
    this.name.setColor(look.dimmed ? '#d8d2c6' : '#fff4dc');
  }

  /** The gold ring at its feet while E or Space would talk to it. */
  setTargeted(targeted: boolean): void {
    if (this.targeted === targeted) return;
    this.targeted = targeted;
    if (!targeted) this.ring.clear();
  }

  /** Says `text` in a bubble over its head for `durationMs` (a new line replaces the last). */
  say(text: string, tone: BubbleTone, durationMs: number): void {
    this.bubble?.container.destroy(true);
    const container = this.paintBubble(text, tone);
    this.bubble = { container, text, tone, msLeft: durationMs };
  }

  /** Called every frame: the breath, the ring's pulse, the bubble's time. */
  animate(elapsedMs: number): void {
    this.clock += elapsedMs;
    const breath = Math.sin((this.clock / BREATH_MS + this.phase) * Math.PI * 2);
    this.image.setScale(1, 1 + breath * BREATH_SCALE);
    if (this.targeted) this.drawRing();
    const bubble = this.bubble;
    if (!bubble) return;
    bubble.msLeft -= elapsedMs;
    if (bubble.msLeft <= 0) {
      bubble.container.destroy(true);
      this.bubble = null;
    } else {
      bubble.container.setAlpha(Math.min(1, bubble.msLeft / BUBBLE_FADE_MS));
    }
  }

  private paintBubble(text: string, tone: BubbleTone): Phaser.GameObjects.Container {
    const greeting = tone === 'greeting';
    const label = this.scene.add
      .text(0, 0, text, {
        fontFamily: FONT,
        fontSize: '12px',
        fontStyle: greeting ? 'normal' : 'italic',
        color: greeting ? '#2a1c0e' : '#3a3a44',
        align: 'center',
        wordWrap: { width: BUBBLE_WRAP_PX, useAdvancedWrap: true },
        lineSpacing: 1,
      })
      .setOrigin(0.5, 1);
    const width = label.width + BUBBLE_PAD_X * 2;
    const height = label.height + BUBBLE_PAD_Y * 2;
    label.setPosition(0, -BUBBLE_TAIL_PX - BUBBLE_PAD_Y);
    const g = this.scene.add.graphics();
    const top = -BUBBLE_TAIL_PX - height;
    const fill = greeting ? 0xfff8e6 : 0xe4e2dc;
    g.fillStyle(0x1d140b, 0.25).fillRoundedRect(-width / 2 + 2, top + 3, width, height, 8);
    g.fillStyle(fill, 0.97).fillRoundedRect(-width / 2, top, width, height, 8);
    g.lineStyle(1.5, 0x5a4026, 1).strokeRoundedRect(-width / 2, top, width, height, 8);
    g.fillStyle(fill, 0.97).fillTriangle(-6, -BUBBLE_TAIL_PX - 1, 6, -BUBBLE_TAIL_PX - 1, 0, 0);
    g.lineStyle(1.5, 0x5a4026, 1).lineBetween(-6, -BUBBLE_TAIL_PX, 0, 0).lineBetween(6, -BUBBLE_TAIL_PX, 0, 0);
    return this.scene.add.container(this.x, this.speechY, [g, label]).setDepth(DEPTH.speech);
  }

  private drawRing(): void {
    const pulse = 0.55 + 0.45 * Math.sin((this.clock / RING_PULSE_MS) * Math.PI * 2);
    const g = this.ring;
    g.clear();
    g.fillStyle(0xf1d27a, 0.14 * pulse).fillEllipse(0, -1, 38, 14);
    g.lineStyle(4, 0x5a1510, 0.35).strokeEllipse(0, -1, 38, 14);
    g.lineStyle(2, 0xffd65a, 0.6 + 0.4 * pulse).strokeEllipse(0, -1, 38, 14);
  }

  destroy(): void {
    this.bubble?.container.destroy(true);
    this.bubble = null;
    this.container.destroy(true);
  }
}
