/**
 * What a successful profession action makes (spec 001 §9 "Output count"): a number of draws that
 * grows with the player's level in the profession, each draw holding every output of the action
 * whose chance comes up (rules in shared/src/catalogue/profession-actions.ts).
 */
import type { ProfessionAction } from '../catalogue/profession-actions';
import type { ProfessionId } from '../catalogue/professions';
import type { Random } from './random';

/** 1 up to `low`, 2 up to `high`, else 3. */
function byThresholds(level: number, low: number, high: number): number {
  if (level <= low) return 1;
  return level <= high ? 2 : 3;
}

/**
 * Draws per success. Mining and logging have no rule in the spec: one draw, their catalogue
 * counts being the whole yield.
 */
export function outputCount(profession: ProfessionId, level: number): number {
  switch (profession) {
    case 'blacksmithing':
      return Math.min(3, byThresholds(level, 2, 5) + Math.floor(level / 4));
    case 'crafting':
      return Math.min(3, byThresholds(level, 2, 4) + Math.floor(level / 3));
    case 'trading':
      return Math.min(2, (level <= 3 ? 1 : 2) + (level >= 6 ? 1 : 0));
    case 'alchemy':
      return Math.min(3, byThresholds(level, 2, 5) + Math.floor(level / 3));
    case 'cooking':
    case 'textiles':
      return 1 + (level >= 3 ? 1 : 0) + (level >= 6 ? 1 : 0) + (level >= 9 ? 1 : 0);
    case 'mining':
    case 'logging':
      return 1;
  }
}

/**
 * Item id to units made. Outputs with a chance of 1 take no roll, so the random source is asked
 * only for the uncertain ones, in catalogue order, draw after draw.
 */
export function rollActionOutputs(action: ProfessionAction, level: number, random: Random): Record<string, number> {
  const made: Record<string, number> = {};
  const draws = outputCount(action.profession, level);
  for (let draw = 0; draw < draws; draw++) {
    for (const output of action.outputs) {
      if (level < output.minLevel) continue;
      if (output.chance < 1 && random() >= output.chance) continue;
      made[output.itemId] = (made[output.itemId] ?? 0) + output.count;
    }
  }
  return made;
}
