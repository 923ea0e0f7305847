/** A source of uniform numbers in [0, 1). Rules take one as a parameter so tests can seed it. */
export type Random = () => number;

/** mulberry32: a small, fast, seeded generator; good enough for game rolls, not for secrets. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max], both inclusive. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(random() * items.length)] as T;
}

/**
 * A scripted source: yields `values` in order and throws once they run out, so a test states
 * every roll a rule makes and notices a roll it did not expect.
 */
export function sequenceRandom(values: readonly number[]): Random {
  let next = 0;
  return () => {
    if (next >= values.length) throw new Error(`sequenceRandom: asked for roll ${next + 1} of ${values.length}`);
    return values[next++]!;
  };
}
