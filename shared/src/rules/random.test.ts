import { describe, expect, it } from 'vitest';
import { sequenceRandom } from './random';

describe('a scripted random source', () => {
  it('yields its values in order and refuses a roll it was not given', () => {
    const random = sequenceRandom([0.25, 0.5]);
    expect([random(), random()]).toEqual([0.25, 0.5]);
    expect(() => random()).toThrow('sequenceRandom: asked for roll 3 of 2');
  });
});
