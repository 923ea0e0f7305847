/** A read-only window into the personal workshop scene for browser tests, beside window.__silkroadWorld. */
export interface WorkshopProbe {
  /** The workshop scene is on screen and drawn. */
  open(): boolean;
  /** Open, and its fade-in (300 ms) is over: a picture shows it whole. */
  fadedIn(): boolean;
  level(): number;
  /** The benches drawn, with positions measured from the floor's centre. */
  benches(): Array<{ id: number; benchId: string; x: number; y: number }>;
  /** The bench being placed, if any, and whether the ghost is now on a valid cell. */
  placing(): { benchId: string; moveId: number | null; ghost: { x: number; y: number; valid: boolean } | null } | null;
  /** Where a point of the floor (measured from its centre) is drawn, in pixels from the canvas' top-left corner. */
  floorPoint(x: number, y: number): { x: number; y: number };
  /** The grid positions where a bench fits now, from the top-left. */
  freeCells(): Array<{ x: number; y: number }>;
}

declare global {
  interface Window {
    __silkroadWorkshop?: WorkshopProbe;
  }
}

export function publishWorkshopProbe(probe: WorkshopProbe): () => void {
  window.__silkroadWorkshop = probe;
  return () => {
    if (window.__silkroadWorkshop === probe) delete window.__silkroadWorkshop;
  };
}
