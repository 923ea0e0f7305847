/** One node as the world knows and draws it, for browser tests. */
export interface ProbedNode {
  id: number;
  type: string;
  x: number;
  y: number;
  quantity: number;
  maxQuantity: number;
  state: string;
  /** Whether it has display objects now (only nodes near the camera do). */
  drawn: boolean;
  /** The name shown over it and the sprite's opacity, when drawn. */
  label: string | null;
  alpha: number | null;
  focused: boolean;
}

/** A read-only window into the world's resource nodes, beside window.__silkroadWorld. */
export interface NodeProbe {
  nodes(): ProbedNode[];
  /** The node being auto-harvested and its bar, if any. */
  harvest(): { nodeId: number; fraction: number; phase: string } | null;
  /** The lines that floated up from nodes, oldest first (the last 40). */
  floats(): Array<{ nodeId: number; text: string; tone: string }>;
  /** Removed nodes still fading from the world (0.6 s): a picture taken at none shows them gone. */
  fadingOut(): number;
}

declare global {
  interface Window {
    __silkroadNodes?: NodeProbe;
  }
}

export function publishNodeProbe(probe: NodeProbe): () => void {
  window.__silkroadNodes = probe;
  return () => {
    if (window.__silkroadNodes === probe) delete window.__silkroadNodes;
  };
}
