import { isTypingTarget, type FocusTarget } from '../input/typing-target';

/** Elements whose focus leaves the keyboard to the world: nothing in particular, the page, the canvas. */
const WORLD_FOCUS_TAGS = new Set(['BODY', 'HTML', 'CANVAS']);

/**
 * Whether Space is the world's (toggle auto-harvest on the focused node) rather than the page's.
 * Not while typing in the chat or a name field, and not while a button, link or dialog has focus
 * either: Space presses those itself, and one key must not do two things.
 */
export function spaceIsForTheWorld(element: FocusTarget | null | undefined): boolean {
  if (!element) return true;
  if (isTypingTarget(element)) return false;
  return WORLD_FOCUS_TAGS.has((element.tagName ?? '').toUpperCase());
}
