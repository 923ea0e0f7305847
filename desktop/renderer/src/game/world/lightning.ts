import type { Random } from '@silkroad/shared';

/** Quiet spells between strikes, ms: often enough to notice, rarely enough not to tire. */
export const LIGHTNING_GAP_MS: readonly [number, number] = [5_000, 14_000];
/** A strike is over after this long. */
const FLASH_MS = 900;

/** How bright a flash is, 0..1, `ms` after the strike: a bright flicker, a second one, a fade. */
export function flashAlpha(ms: number): number {
  if (ms < 0 || ms >= FLASH_MS) return 0;
  const first = Math.exp(-ms / 70);
  const second = ms >= 170 ? 0.7 * Math.exp(-(ms - 170) / 140) : 0;
  return Math.min(1, first + second);
}

/** Strikes at random intervals while a storm lasts; reads the flash to draw each frame. */
export class Lightning {
  private untilNext: number;
  private sinceStrike = Number.POSITIVE_INFINITY;

  constructor(
    private readonly random: Random,
    private readonly gapMs: readonly [number, number] = LIGHTNING_GAP_MS,
  ) {
    this.untilNext = this.gap();
  }

  /** Advances by `elapsedMs`; `active` false lets a flash under way finish but starts none. */
  step(elapsedMs: number, active: boolean): number {
    this.sinceStrike += elapsedMs;
    if (active) {
      this.untilNext -= elapsedMs;
      if (this.untilNext <= 0) {
        this.sinceStrike = -this.untilNext;
        this.untilNext = this.gap();
      }
    }
    return flashAlpha(this.sinceStrike);
  }

  private gap(): number {
    const [min, max] = this.gapMs;
    return min + this.random() * (max - min);
  }
}
