import { describe, expect, it } from 'vitest';
import { frameFor, LOCAL_PALETTE, paletteForRemote, REMOTE_PALETTES, WALK_FRAME_MS } from './character-frames';

describe('character frames', () => {
  it('stands still when idle and cycles the stride when walking', () => {
    expect(frameFor('down', false, 999)).toEqual({ frame: 'down-stand', flipX: false });
    const cycle = [0, 1, 2, 3, 4].map((i) => frameFor('up', true, i * WALK_FRAME_MS + 1).frame);
    expect(cycle).toEqual(['up-stepA', 'up-stand', 'up-stepB', 'up-stand', 'up-stepA']);
  });

  it('mirrors the side view for facing left', () => {
    expect(frameFor('right', true, 0)).toEqual({ frame: 'side-stepA', flipX: false });
    expect(frameFor('left', true, 0)).toEqual({ frame: 'side-stepA', flipX: true });
  });

  it('gives remote players a stable look that is never the local player\'s', () => {
    expect(paletteForRemote('abc')).toBe(paletteForRemote('abc'));
    const used = new Set(Array.from({ length: 200 }, (_, i) => paletteForRemote(`player-${i}`).key));
    expect(used.size).toBe(REMOTE_PALETTES.length);
    for (const palette of REMOTE_PALETTES) {
      expect(palette.local).toBe(false);
      expect(palette.robe).not.toEqual(LOCAL_PALETTE.robe);
      expect(palette.key).not.toBe(LOCAL_PALETTE.key);
    }
  });
});
