import type { SoundProbe } from '../audio/sound-probe';
import type { SceneName } from '../bus/game-bus';
import type { BedKind } from './farm/bed-state';
import type { CaravanDrawn } from './entities/caravan-sprite';
import type { ProbedNpc } from './npcs/npc-figures';

/** A read-only window into the world for browser tests: where everyone is drawn, and whether it is up. */
export interface WorldProbe {
  /** The scene on screen is built, and on screen itself (not still behind the welcome). */
  readonly ready: boolean;
  /** The scene on screen, or null during the fade between them. */
  scene(): SceneName | null;
  /** The local player in the scene on screen (the farm has coordinates of its own). */
  localPlayer(): { x: number; y: number };
  remotePlayers(): Array<{ playerId: string; name: string; x: number; y: number }>;
  /** The caravans drawn in the world: the player's own on the road, and other traders' in sight. */
  caravans(): CaravanDrawn[];
  /**
   * The people of the cities drawn in the main world (empty before it is up): where each stands,
   * open or dimmed by the game clock, in reach of the local player, the one E would talk to, and
   * the bubble over its head.
   */
  npcs(): ProbedNpc[];
  /** Where a point of the scene on screen is drawn, in pixels from the canvas' top-left corner (null before it is up). */
  screenPoint(x: number, y: number): { x: number; y: number } | null;
  /** What each bed of the farm shows now (empty before the farm was first shown). */
  farmBeds(): Array<{ index: number; kind: BedKind; stage: number; cropType: string | null; msLeft: number }>;
  /** The sound: locked or running, the volumes in force, the ambience, and how often each effect sounded. */
  sound(): SoundProbe;
  /** Whether the weather's particles (and the ripe beds' sparkles) are drawn, as Settings asks. */
  particleEffects(): boolean;
  /** How the game draws and steps as it was started (a phone: no antialiasing, low-power, 30 fps). */
  renderProfile(): { antialias: boolean; powerPreference: string; fpsTarget: number; fpsLimit: number };
  /** Whether the world feeds the debug readout. */
  debugStats(): boolean;
  /** The tutorial's arrow in the main world: over its mark, at the screen's edge (in screen pixels), or none. */
  tutorialPointer(): { mode: 'world' | 'edge'; x: number; y: number } | null;
}

declare global {
  interface Window {
    __silkroadWorld?: WorldProbe;
  }
}

/** Publishes the probe; the returned function removes it, unless another game has replaced it since. */
export function publishProbe(probe: WorldProbe): () => void {
  window.__silkroadWorld = probe;
  return () => {
    if (window.__silkroadWorld === probe) delete window.__silkroadWorld;
  };
}
