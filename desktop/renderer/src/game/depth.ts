import { WORLD_HEIGHT } from '@silkroad/shared';

/** Draw order of the world's layers. */
export const DEPTH = {
  ground: 0,
  regionLabels: 2,
  /** The gold outline of the building the player can use. */
  buildingHighlight: 4,
  buildingLabels: 5,
  /** Characters sort among themselves by how far south they stand. */
  characters: 10,
  cityNames: 40,
  minimap: 100,
} as const;

export function characterDepth(y: number): number {
  return DEPTH.characters + y / WORLD_HEIGHT;
}
