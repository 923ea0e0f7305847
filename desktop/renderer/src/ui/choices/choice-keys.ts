import type { EncounterChoiceView } from '@silkroad/shared';

/*
 * The numbered choices of the road's dialogs, the encounter and the random event (002 §2: "numbered
 * choices (keys 1 to 9 pick a choice)"): which key picks which, and how their odds read.
 */

/** Keys 1 to 9 pick the choices in order; no more than nine are numbered. */
export const CHOICE_KEYS = 9;

type Pickable = Pick<EncounterChoiceView, 'enabled'>;

/** The choice a number key picks: its index when it names one that may be taken, else null (disabled ones cannot be picked). */
export function choiceIndexForKey(key: string, choices: readonly Pickable[]): number | null {
  if (!/^[1-9]$/.test(key)) return null;
  const index = Number(key) - 1;
  return index < choices.length && index < CHOICE_KEYS && choices[index]!.enabled ? index : null;
}

export interface ChoiceKeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  repeat: boolean;
}

/**
 * The choice a key press in a choice dialog answers with: its id, or null. A key held down picks
 * nothing more (one answer per press), and a number typed with a modifier is the browser's
 * (Ctrl+1 switches tabs).
 */
export function choiceForKeyPress(press: ChoiceKeyPress, choices: readonly (Pickable & Pick<EncounterChoiceView, 'id'>)[]): string | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.repeat) return null;
  const index = choiceIndexForKey(press.key, choices);
  return index === null ? null : choices[index]!.id;
}

/** "60% chance" for a choice with odds, nothing for a sure one. */
export function chanceLabel(chance: number | null): string | null {
  return chance === null ? null : `${Math.round(chance * 100)}% chance`;
}
