import { seededRandom } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { Lightning, flashAlpha } from './lightning';

describe('flashAlpha', () => {
  it('is bright at the strike, flickers a second time, and is over within a second', () => {
    expect(flashAlpha(0)).toBe(1);
    expect(flashAlpha(-1)).toBe(0);
    expect(flashAlpha(160)).toBeLessThan(flashAlpha(190));
    expect(flashAlpha(950)).toBe(0);
  });
});

describe('Lightning', () => {
  it('strikes now and then while active, never while not', () => {
    const lightning = new Lightning(seededRandom(3), [1_000, 2_000]);
    let strikes = 0;
    let last = 0;
    for (let t = 0; t < 20_000; t += 16) {
      const alpha = lightning.step(16, true);
      if (alpha > 0.5 && last === 0) strikes++;
      last = alpha;
    }
    expect(strikes).toBeGreaterThanOrEqual(9);
    expect(strikes).toBeLessThanOrEqual(21);

    const calm = new Lightning(seededRandom(3), [1_000, 2_000]);
    for (let t = 0; t < 20_000; t += 16) expect(calm.step(16, false)).toBe(0);
  });
});
