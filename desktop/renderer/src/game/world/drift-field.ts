import type { Random } from '@silkroad/shared';

/** How the particles of one kind of weather move. */
export interface DriftStyle {
  /** Velocity at speed factor 1, px/s on screen. */
  velocityX: number;
  velocityY: number;
  /** Each particle's speed factor is drawn from this range (nearer drops fall faster). */
  speed: readonly [number, number];
  /** Side to side sway (snowflakes), px, and its rate range in radians per second. */
  sway: number;
  swayRate: readonly [number, number];
  /** Sway across the x axis (falling flakes) or the y axis (blowing dust). */
  swayAxis: 'x' | 'y';
  /** 1: particles stay with the ground as the camera moves; 0: they stay on the screen. */
  parallax: number;
  scale: readonly [number, number];
  alpha: readonly [number, number];
  /** Particles wrap this far beyond the screen's edges, so none pops in or out on screen. */
  margin: number;
}

/**
 * Screen-space particles (raindrops, flakes, dust, cloud shadows) kept in typed arrays and moved
 * in place: nothing is allocated per frame. A particle leaving the area comes back on the other
 * side at a fresh place along that edge, so the field never shows a repeating pattern.
 */
export class DriftField {
  readonly x: Float32Array;
  readonly y: Float32Array;
  readonly scale: Float32Array;
  readonly alpha: Float32Array;
  private readonly speed: Float32Array;
  private readonly phase: Float32Array;
  private readonly swayRate: Float32Array;
  private style: DriftStyle | null = null;
  private width = 0;
  private height = 0;

  constructor(
    readonly capacity: number,
    private readonly random: Random,
  ) {
    this.x = new Float32Array(capacity);
    this.y = new Float32Array(capacity);
    this.scale = new Float32Array(capacity);
    this.alpha = new Float32Array(capacity);
    this.speed = new Float32Array(capacity);
    this.phase = new Float32Array(capacity);
    this.swayRate = new Float32Array(capacity);
  }

  /** Scatters every particle over the screen with the style's speeds, sizes and alphas. */
  reset(style: DriftStyle, width: number, height: number): void {
    this.style = style;
    this.width = width;
    this.height = height;
    const m = style.margin;
    for (let i = 0; i < this.capacity; i++) {
      this.x[i] = -m + this.random() * (width + 2 * m);
      this.y[i] = -m + this.random() * (height + 2 * m);
      this.speed[i] = this.between(style.speed);
      this.scale[i] = this.between(style.scale);
      this.alpha[i] = this.between(style.alpha);
      this.phase[i] = this.random() * Math.PI * 2;
      this.swayRate[i] = this.between(style.swayRate);
    }
  }

  /** The screen changed size: particles are scattered over the new one, keeping their looks. */
  resize(width: number, height: number): void {
    if (!this.style) return;
    const m = this.style.margin;
    for (let i = 0; i < this.capacity; i++) {
      this.x[i] = -m + this.random() * (width + 2 * m);
      this.y[i] = -m + this.random() * (height + 2 * m);
    }
    this.width = width;
    this.height = height;
  }

  /**
   * Moves the first `count` particles by `elapsedMs`, and back against the camera's movement
   * (`scrollX`, `scrollY`, in world pixels) by the style's parallax.
   */
  step(elapsedMs: number, scrollX: number, scrollY: number, count: number): void {
    const style = this.style;
    if (!style) return;
    const seconds = elapsedMs / 1000;
    const m = style.margin;
    const spanX = this.width + 2 * m;
    const spanY = this.height + 2 * m;
    const shiftX = scrollX * style.parallax;
    const shiftY = scrollY * style.parallax;
    const n = Math.min(count, this.capacity);
    for (let i = 0; i < n; i++) {
      const speed = this.speed[i] as number;
      let x = (this.x[i] as number) + style.velocityX * speed * seconds - shiftX + m;
      let y = (this.y[i] as number) + style.velocityY * speed * seconds - shiftY + m;
      if (y < 0 || y >= spanY) {
        y = ((y % spanY) + spanY) % spanY;
        x = this.random() * spanX;
      }
      if (x < 0 || x >= spanX) {
        x = ((x % spanX) + spanX) % spanX;
        y = this.random() * spanY;
      }
      this.x[i] = x - m;
      this.y[i] = y - m;
      this.phase[i] = ((this.phase[i] as number) + (this.swayRate[i] as number) * seconds) % (Math.PI * 2);
    }
  }

  /** Where particle `i` is drawn, sway included. */
  drawX(i: number): number {
    const style = this.style;
    const x = this.x[i] as number;
    return style && style.swayAxis === 'x' && style.sway > 0 ? x + Math.sin(this.phase[i] as number) * style.sway : x;
  }

  drawY(i: number): number {
    const style = this.style;
    const y = this.y[i] as number;
    return style && style.swayAxis === 'y' && style.sway > 0 ? y + Math.sin(this.phase[i] as number) * style.sway : y;
  }

  private between([min, max]: readonly [number, number]): number {
    return min + this.random() * (max - min);
  }
}
