/** The screen, and how much of its edge the edge arrow keeps clear of (the HUD, the chat, the minimap stand there). */
export interface PointerScreen {
  width: number;
  height: number;
  /** Pixels kept free along each edge. */
  inset: { top: number; right: number; bottom: number; left: number };
}

/** Where the arrow goes: over the point itself when it is on screen, else at the screen's edge turned towards it. */
export type PointerPlacement = { mode: 'world' } | { mode: 'edge'; x: number; y: number; angle: number };

/**
 * Places the tutorial's arrow for a mark at `mark` (in screen pixels from the canvas' top-left, as
 * the camera draws it now). Inside the screen less its insets, the arrow stands over the mark in
 * the world; outside, it sits where the line from the screen's centre to the mark crosses the
 * inset border, turned along that line (`angle` in radians, 0 pointing right).
 */
export function placePointer(mark: { x: number; y: number }, screen: PointerScreen): PointerPlacement {
  const left = screen.inset.left;
  const right = screen.width - screen.inset.right;
  const top = screen.inset.top;
  const bottom = screen.height - screen.inset.bottom;
  if (mark.x >= left && mark.x <= right && mark.y >= top && mark.y <= bottom) return { mode: 'world' };
  const cx = (left + right) / 2;
  const cy = (top + bottom) / 2;
  const dx = mark.x - cx;
  const dy = mark.y - cy;
  // The share of the way to the mark at which the line leaves the inset box, on each axis.
  const tx = dx === 0 ? Infinity : (dx > 0 ? right - cx : left - cx) / dx;
  const ty = dy === 0 ? Infinity : (dy > 0 ? bottom - cy : top - cy) / dy;
  const t = Math.min(tx, ty);
  return { mode: 'edge', x: cx + dx * t, y: cy + dy * t, angle: Math.atan2(dy, dx) };
}

/** How far above the mark the world arrow's tip bobs at `clockMs` (px): it rises and falls once a second. */
export function bobOffset(clockMs: number, amplitude = 8, periodMs = 1_000): number {
  return amplitude * (0.5 + 0.5 * Math.sin((clockMs / periodMs) * Math.PI * 2));
}
