import type Phaser from 'phaser';
import type { Rect } from '@silkroad/shared';
import type { GameBus, Spot } from '../../bus/game-bus';
import { reachOutline, SPOT_HIGHLIGHT } from './reach-highlight';
import { ReachWatcher } from './reach-watcher';

const HIGHLIGHT_PAD_PX = 4;

export interface SpotArea {
  spot: Spot;
  /** Outlined while the player stands at the spot. */
  outline: Rect;
}

/**
 * Tells the panels which place the player stands at that E would use (the countryside gate in
 * the main world; the road back to the city on the farm), and outlines it in gold, as market
 * buildings are. Reports null when the scene goes to sleep (clear()), and again on waking.
 * `spotAt` returns the same SpotArea object for the same spot.
 */
export function watchSpots(scene: Phaser.Scene, bus: GameBus, spotAt: (x: number, y: number) => SpotArea | null): ReachWatcher<SpotArea> {
  return new ReachWatcher<SpotArea>(
    {
      find: (x, y) => spotAt(x, y) ?? undefined,
      report: (area) => bus.emit('spot:nearby', area?.spot ?? null),
    },
    reachOutline(scene, (area: SpotArea) => area.outline, HIGHLIGHT_PAD_PX, SPOT_HIGHLIGHT),
  );
}
