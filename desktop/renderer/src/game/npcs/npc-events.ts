import type { NpcType } from '@silkroad/shared';

/** The NPC that E or Space would talk to, as the world reports it (shared/src/catalogue/npcs.ts has the rest). */
export interface NearbyNpc {
  id: string;
  name: string;
  type: NpcType;
  /** Within its opening hours by the game clock now. */
  open: boolean;
}

/** The people of the cities on the game bus (bus/game-bus.ts). */
export interface NpcBusEvents {
  /**
   * Phaser -> React: the NPC the keys would talk to from where the player stands changed, or its
   * hours opened or shut it (null: none in reach).
   */
  'npc:nearby': NearbyNpc | null;
  /**
   * Phaser -> React: the player pressed E or Space (or clicked the figure) in reach of an open NPC,
   * outside the 1 s cooldown: open its window. A shut NPC never sends this (the world tells the
   * player when it opens instead).
   */
  'npc:interact': { npcId: string };
}
