import type { PlacedBench } from '@silkroad/shared';

/** What the workshop scene draws: the level's floor and the benches placed on it. */
export interface WorkshopSceneState {
  level: number;
  benches: PlacedBench[];
}

/** A bench being placed: bought from the shop (`moveId` null) or an existing one being moved. */
export interface WorkshopPlacing {
  benchId: string;
  moveId: number | null;
}

/** The personal workshop's events on the game bus (002 §2 "Personal workshop scene", §4 "Bench placement"). */
export interface WorkshopBusEvents {
  /** Phaser (farm) -> React: the player walked within 50 units of the home workshop, or clicked it. */
  'workshop:approach': { via: 'walk' | 'click' };
  /** React -> Phaser: show the personal workshop scene over the farm, or go back to the farm. */
  'workshop:show': { open: boolean };
  /** React -> Phaser: the workshop as the server last described it. */
  'workshop:state': WorkshopSceneState;
  /** React -> Phaser: a bench to place (the ghost follows the pointer), or none. */
  'workshop:placing': WorkshopPlacing | null;
  /** Phaser -> React: a click on the canvas while placing, at the snapped position, and whether a bench may stand there. */
  'workshop:place-click': { x: number; y: number; valid: boolean; reason: string | null };
  /** Phaser -> React: a click on a placed bench. */
  'workshop:bench-click': { id: number };
}
