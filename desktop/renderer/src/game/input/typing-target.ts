/** The parts of a DOM element that tell whether it takes typed text (kept minimal to test without a DOM). */
export interface FocusTarget {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
}

/** Inputs that are clicked rather than typed into: keys pressed while they have focus still move the player. */
const NON_TEXT_INPUT_TYPES = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/**
 * Whether the focused element takes the keyboard (a chat box, a name field, a select): while it
 * does, movement keys belong to it and the world must ignore them.
 */
export function isTypingTarget(element: FocusTarget | null | undefined): boolean {
  if (!element) return false;
  if (element.isContentEditable) return true;
  const tag = (element.tagName ?? '').toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NON_TEXT_INPUT_TYPES.has((element.type ?? 'text').toLowerCase());
  return false;
}
