import { useCallback } from 'react';
import './top-layer.css';

/**
 * What stays above every dialog, lowest first. A modal dialog enters the browser's top layer
 * above everything already there, so these are popovers in the top layer too, and step back
 * above a modal when one opens (Dialog calls raiseTopLayers).
 */
export const TOP_LAYER = { offlineBanner: 1, toasts: 2, loadingOverlay: 3, orientationHint: 4 } as const;

interface Layer {
  rank: number;
  element: HTMLElement;
}

const layers = new Set<Layer>();

/** Shows again (so last, so on top) every layer from this rank up, in rank order. */
function raiseFrom(rank: number): void {
  const order = [...layers].filter((layer) => layer.rank >= rank).sort((a, b) => a.rank - b.rank);
  for (const { element } of order) {
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  }
}

/** After a modal dialog opened: the toasts, the loading veil and the rest go back above it. */
export function raiseTopLayers(): void {
  raiseFrom(0);
}

/**
 * A ref for an element (with popover="manual") that must stay above the dialogs at its rank: it
 * is shown in the top layer while mounted.
 */
export function useTopLayer(rank: number): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      const layer = { rank, element };
      layers.add(layer);
      raiseFrom(rank);
      return () => {
        layers.delete(layer);
        if (element.matches(':popover-open')) element.hidePopover();
      };
    },
    [rank],
  );
}
