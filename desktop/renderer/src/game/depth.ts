import { WORLD_HEIGHT } from '@silkroad/shared';

/** Draw order of the world's layers. */
export const DEPTH = {
  ground: 0,
  /** The farm's beds and, over them, their crops. */
  farmSoil: 1,
  farmCrops: 2,
  regionLabels: 2,
  /** The profession sites' yards and signposts, over the ground and under the highlight. */
  professionSites: 3,
  /** The gold outline of the building the player can use. */
  buildingHighlight: 4,
  buildingLabels: 5,
  /** Characters sort among themselves by how far south they stand. */
  characters: 10,
  cityNames: 40,
  /** A farm bed's growth bar, glow, hover hint and "Ready!" tag: above the night and the rain, to stay readable. */
  farmTags: 64,
  /** The sky over everything in the world, under the minimap (React draws the HUD and panels above the canvas). */
  /** Cloud shadows on the ground, or billows of blown sand. */
  clouds: 50,
  weatherHaze: 52,
  precipitation: 54,
  /** Daylight and the weather's dimming, multiplied into everything below. */
  skyLight: 60,
  lightning: 62,
  /** An NPC's speech bubble and the "[E] Talk to" prompt: above the night and the rain, to stay readable. */
  speech: 63,
  minimap: 100,
} as const;

export function characterDepth(y: number): number {
  return DEPTH.characters + y / WORLD_HEIGHT;
}
