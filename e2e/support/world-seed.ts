import { generateNodes, seededRandom, type SpawnedNode } from '@silkroad/shared';

export interface SeededWorld {
  seed: number;
  /** The nodes a fresh server grows from this seed (startGameServer's worldSeed), before anyone gathers. */
  nodes: SpawnedNode[];
}

/**
 * The first seed whose world fits: nodes are placed at random (spec 001 §9), so a world may grow
 * its nearest wood 2,000 px from the spawn, and a test that walks there would run long or stray
 * into water. The server seeds its nodes first thing, from the same generator, so the world a test
 * asks for is the world it gets; searching at run time keeps that true when the spawning rules change.
 */
export function seededWorldWhere(fits: (nodes: readonly SpawnedNode[]) => boolean, maxSeed = 10_000): SeededWorld {
  for (let seed = 1; seed <= maxSeed; seed += 1) {
    const nodes = generateNodes(seededRandom(seed));
    if (fits(nodes)) return { seed, nodes };
  }
  throw new Error(`no world among the first ${maxSeed} seeds fits`);
}
