/** A read-only window into the world for browser tests: where everyone is drawn, and whether it is up. */
export interface WorldProbe {
  readonly ready: boolean;
  localPlayer(): { x: number; y: number };
  remotePlayers(): Array<{ playerId: string; name: string; x: number; y: number }>;
  /** Where a world point is drawn, in pixels from the canvas' top-left corner (null before the world is up). */
  screenPoint(x: number, y: number): { x: number; y: number } | null;
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
