import { describe, expect, it } from 'vitest';
import { silverToCopper } from './money-input';

describe('silverToCopper', () => {
  it('turns silver with up to two decimals into copper; refuses nothing, zero and negatives', () => {
    expect(silverToCopper('130')).toBe(13_000);
    expect(silverToCopper(' 1.25 ')).toBe(125);
    expect(silverToCopper('0.004')).toBeNull();
    expect(silverToCopper('0')).toBeNull();
    expect(silverToCopper('-2')).toBeNull();
    expect(silverToCopper('abc')).toBeNull();
  });
});
