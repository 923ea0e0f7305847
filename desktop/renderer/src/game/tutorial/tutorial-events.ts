/**
 * Where the tutorial's arrow points in the world, in world pixels (null: no arrow). `figure`: the
 * mark is where a person stands, so the arrow floats over their head and name instead of on them.
 */
export type TutorialMark = { x: number; y: number; figure: boolean } | null;

/** The tutorial on the game bus (bus/game-bus.ts). */
export interface TutorialBusEvents {
  /**
   * React -> Phaser: the point of the world the tutorial's step asks the player to reach (an arrow
   * bobs over it, and one at the screen's edge when it is off screen), or null. Told on every
   * change and again on world:ready, so a world built after the step began draws it too.
   */
  'tutorial:mark': TutorialMark;
}
