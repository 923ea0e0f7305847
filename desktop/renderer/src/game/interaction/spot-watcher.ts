import type Phaser from 'phaser';
import type { GameBus, Spot } from '../../bus/game-bus';
import { DEPTH } from '../depth';
import type { Rect } from '../world/geometry';

const HIGHLIGHT_PULSE_MS = 1_400;
const HIGHLIGHT_PAD_PX = 4;

export interface SpotArea {
  spot: Spot;
  /** Outlined while the player stands at the spot. */
  outline: Rect;
}

/**
 * Tells the panels which place the player stands at that E would use (the countryside gate in
 * the main world; the road back to the city or the workshop on the farm), and outlines it in
 * gold, as market buildings are. Reports null when the scene goes to sleep, and again on waking.
 */
export class SpotWatcher {
  private readonly highlight: Phaser.GameObjects.Graphics;
  private current: SpotArea | null = null;
  private reported = false;
  private clock = 0;

  constructor(
    scene: Phaser.Scene,
    private readonly bus: GameBus,
    private readonly spotAt: (x: number, y: number) => SpotArea | null,
  ) {
    this.highlight = scene.add.graphics().setDepth(DEPTH.buildingHighlight).setVisible(false);
  }

  /** Called every frame with the local player's position. */
  update(x: number, y: number, elapsedMs: number): void {
    const next = this.spotAt(x, y);
    if (next?.spot !== this.current?.spot || !this.reported) {
      this.current = next;
      this.reported = true;
      this.bus.emit('spot:nearby', next?.spot ?? null);
    }
    this.clock = (this.clock + elapsedMs) % HIGHLIGHT_PULSE_MS;
    this.draw();
  }

  /** The scene is leaving the screen: no spot is in reach any more. */
  clear(): void {
    if (this.current) this.bus.emit('spot:nearby', null);
    this.current = null;
    this.reported = false;
    this.highlight.setVisible(false);
  }

  private draw(): void {
    const g = this.highlight;
    if (!this.current) {
      g.setVisible(false);
      return;
    }
    const { x, y, width, height } = this.current.outline;
    const pulse = 0.55 + 0.45 * Math.sin((this.clock / HIGHLIGHT_PULSE_MS) * Math.PI * 2);
    const pad = HIGHLIGHT_PAD_PX;
    g.clear().setVisible(true);
    g.fillStyle(0xf1d27a, 0.1 * pulse).fillRoundedRect(x - pad, y - pad, width + pad * 2, height + pad * 2, 10);
    g.lineStyle(5, 0x5a1510, 0.3).strokeRoundedRect(x - pad, y - pad, width + pad * 2, height + pad * 2, 10);
    g.lineStyle(3, 0xf1d27a, 0.55 + 0.45 * pulse).strokeRoundedRect(x - pad, y - pad, width + pad * 2, height + pad * 2, 10);
  }

  destroy(): void {
    this.clear();
    this.highlight.destroy();
  }
}
