/** A point on the canvas, in CSS pixels from its top-left corner. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** A direction of length 0..1 (x right, y down): the `stick` of a MoveInput. */
export interface StickVector {
  x: number;
  y: number;
}

/**
 * A press that wanders further than this from where it began is a drag (the stick); one released
 * inside it is a tap (walk there). A thumb never lands perfectly still.
 */
export const TAP_SLOP_PX = 12;
/** A drag this far from the press is full speed: about a thumb's comfortable reach on a phone. */
export const STICK_RADIUS_PX = 56;
/** Inside this the stick stands still, so a resting thumb does not creep the player along. */
export const STICK_DEAD_ZONE_PX = 8;

const STILL: StickVector = { x: 0, y: 0 };

/** Whether the thumb has gone far enough from the press to be steering rather than tapping. */
export function isDrag(origin: ScreenPoint, thumb: ScreenPoint, slopPx = TAP_SLOP_PX): boolean {
  return Math.hypot(thumb.x - origin.x, thumb.y - origin.y) > slopPx;
}

/**
 * The stick's direction for a thumb dragged from `origin` (where it pressed, the stick's centre)
 * to `thumb`: pointing at the thumb, its length growing from 0 at the dead zone's edge to 1 at
 * the radius and staying 1 beyond, so speed follows how far the thumb leans.
 */
export function stickVector(origin: ScreenPoint, thumb: ScreenPoint, radiusPx = STICK_RADIUS_PX, deadZonePx = STICK_DEAD_ZONE_PX): StickVector {
  const dx = thumb.x - origin.x;
  const dy = thumb.y - origin.y;
  const distance = Math.hypot(dx, dy);
  if (!(distance > deadZonePx)) return STILL;
  const strength = Math.min(1, (distance - deadZonePx) / Math.max(1e-6, radiusPx - deadZonePx));
  return { x: (dx / distance) * strength, y: (dy / distance) * strength };
}

/** Where the stick's knob is drawn: under the thumb, but never outside the ring. */
export function knobPoint(origin: ScreenPoint, thumb: ScreenPoint, radiusPx = STICK_RADIUS_PX): ScreenPoint {
  const dx = thumb.x - origin.x;
  const dy = thumb.y - origin.y;
  const distance = Math.hypot(dx, dy);
  if (distance <= radiusPx) return { x: thumb.x, y: thumb.y };
  return { x: origin.x + (dx / distance) * radiusPx, y: origin.y + (dy / distance) * radiusPx };
}
