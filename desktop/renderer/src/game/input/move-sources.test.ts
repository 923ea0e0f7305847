import { describe, expect, it } from 'vitest';
import { velocityFor } from '@silkroad/shared';
import { anyKeyHeld, combineMoveInputs } from './move-sources';

const NONE = { left: false, right: false, up: false, down: false };

describe('combining the keyboard and touch', () => {
  it('lets a held key win over touch', () => {
    const keys = { ...NONE, up: true };
    expect(anyKeyHeld(keys)).toBe(true);
    expect(combineMoveInputs(keys, { x: 1, y: 0 })).toEqual(keys);
  });

  it('walks by touch when no key is held, through the same velocity rule', () => {
    const input = combineMoveInputs(NONE, { x: 0, y: 1 });
    expect(velocityFor(input)).toEqual({ vx: 0, vy: 160 });
    expect(combineMoveInputs(NONE, null)).toEqual(NONE);
  });
});
