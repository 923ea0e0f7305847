import { describe, expect, it } from 'vitest';
import { RANDOM_EVENTS } from '../catalogue/random-events';
import { rollRandomEvent } from './random-event';
import { sequenceRandom } from './random';

const NOW = 1_000_000_000;

describe('rollRandomEvent', () => {
  it('gives each kind exactly its own chance, one event per check at most', () => {
    const [first, second] = RANDOM_EVENTS;
    expect(rollRandomEvent(sequenceRandom([0]), {}, NOW)).toBe(first);
    expect(rollRandomEvent(sequenceRandom([first!.probability - 1e-9]), {}, NOW)).toBe(first);
    expect(rollRandomEvent(sequenceRandom([first!.probability]), {}, NOW)).toBe(second);
    const total = RANDOM_EVENTS.reduce((sum, event) => sum + event.probability, 0);
    expect(rollRandomEvent(sequenceRandom([total]), {}, NOW)).toBeUndefined();
    expect(rollRandomEvent(sequenceRandom([0.99]), {}, NOW)).toBeUndefined();
  });

  it('skips a kind within its cooldown for this player, and its chance is no one else’s', () => {
    const [first, second] = RANDOM_EVENTS;
    expect(rollRandomEvent(sequenceRandom([0]), { [first!.kind]: NOW - first!.cooldownMs + 1 }, NOW)).toBe(second);
    expect(rollRandomEvent(sequenceRandom([second!.probability]), { [first!.kind]: NOW - 1 }, NOW)).toBe(RANDOM_EVENTS[2]);
    expect(rollRandomEvent(sequenceRandom([0]), { [first!.kind]: NOW - first!.cooldownMs }, NOW)).toBe(first);
  });

  it('keeps the spec’s ranges: probability 0.02 to 0.10, cooldown 3 to 10 minutes, seven kinds', () => {
    expect(RANDOM_EVENTS).toHaveLength(7);
    for (const event of RANDOM_EVENTS) {
      expect(event.probability).toBeGreaterThanOrEqual(0.02);
      expect(event.probability).toBeLessThanOrEqual(0.1);
      expect(event.cooldownMs).toBeGreaterThanOrEqual(3 * 60_000);
      expect(event.cooldownMs).toBeLessThanOrEqual(10 * 60_000);
    }
  });
});
