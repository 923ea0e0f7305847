import { describe, expect, it } from 'vitest';
import { autoChoice } from './encounter-choice';

describe('Auto Resolve', () => {
  it('takes the first enabled choice, as the server’s auto-resolve does', () => {
    expect(autoChoice([{ id: 'a', enabled: false }, { id: 'b', enabled: true }, { id: 'c', enabled: true }])?.id).toBe('b');
    expect(autoChoice([{ id: 'a', enabled: false }])).toBeUndefined();
  });
});
