/**
 * Every key of the game, as the Help window lists them (docs/decisions.md "keymap"): the
 * overlay letters, E for whatever is in reach (markets, gates, profession sites, the people of
 * the cities), the workshop's V, Escape, movement and gathering (Space talks to people too), and
 * the numbers of the encounter and random-event dialogs.
 */
export interface HelpKey {
  keys: readonly string[];
  action: string;
}

export const HELP_KEYS: readonly HelpKey[] = [
  { keys: ['T'], action: 'Trading' },
  { keys: ['P'], action: 'Professions' },
  { keys: ['I'], action: 'Inventory' },
  { keys: ['C'], action: 'Player Stats' },
  { keys: ['M'], action: 'Market overview' },
  { keys: ['H'], action: 'Help' },
  { keys: ['J'], action: 'Journey Planner' },
  { keys: ['Q'], action: 'Quest Log' },
  { keys: ['F'], action: 'Farming (on the farm)' },
  { keys: ['E'], action: 'Use what is in reach (markets, gates, profession sites), or talk to the person in reach' },
  { keys: ['V'], action: 'Workshop (in the workshop scenes)' },
  { keys: ['Esc'], action: 'Close the open window / Settings' },
  { keys: ['↑', '↓', '←', '→'], action: 'Move (or W A S D)' },
  { keys: ['Space'], action: 'Gather the resource in focus, or talk to the person in reach' },
  { keys: ['1–9'], action: 'Pick a choice of an encounter on the road or of a random event' },
  { keys: ['Esc'], action: 'Put off a random event (it waits: “An event awaits” on the HUD opens it again)' },
];

/** On a touch screen (000 §9 "touch input"), the Help window adds how a finger does what the keys do. */
export const TOUCH_HELP: readonly string[] = [
  'Tap the ground to walk there, or drag on the map to steer with the stick that appears under your thumb.',
  'The buttons at the top right open the windows; the round E button uses what is in reach and Gather gathers. Tap a market, a bed, a resource or a person to use it.',
];
