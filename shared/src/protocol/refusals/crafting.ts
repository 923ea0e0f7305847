import { RECIPE_NOT_DISCOVERED_TEXT, RECIPE_NOT_FOUND_TEXT } from '../../rules/station-crafting';
import { BENCH_CAPACITY_TEXT, BENCH_OUTSIDE_TEXT, WORKSHOP_MAX_TEXT } from '../../rules/workshop';

/** Refusals of the crafting calls, with the spec's texts where it has them (001 §8, 002 §8). */
export const CRAFTING_ERRORS = {
  RECIPE_NOT_FOUND: RECIPE_NOT_FOUND_TEXT,
  RECIPE_NOT_DISCOVERED: RECIPE_NOT_DISCOVERED_TEXT,
  /** The rule's own reason is the message: level, ingredients, bench ('Requires Anvil (blacksmithing tier 1)'). */
  CRAFT_NOT_ALLOWED: 'Cannot craft this recipe now',
  CRAFT_QUEUE_FULL: 'Your crafting queue is full',
  CRAFT_NOT_FOUND: 'Craft not found',
  CRAFT_NOT_READY: 'This craft is not finished yet',
  TRANSMUTE_INVALID: 'Choose two different metals to transmute',
  TRANSMUTE_NOT_ENOUGH: 'Not enough metal to transmute',
  WORKSHOP_MAX_LEVEL: WORKSHOP_MAX_TEXT,
  BENCH_NOT_FOUND: 'Bench not found',
  BENCH_LEVEL_TOO_LOW: 'Your level is too low for this bench',
  BENCH_CAPACITY: BENCH_CAPACITY_TEXT,
  BENCH_OUTSIDE: BENCH_OUTSIDE_TEXT,
  BENCH_OVERLAP: 'Another bench is already there',
  NO_WORKSHOP_HERE: 'You need a workshop: go to your farm or to a city',
} as const;
