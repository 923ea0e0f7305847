/**
 * Whether a player can start a profession action here and now, and if not, why (spec 001 §5,
 * with its texts where it has them). The checks run in a fixed order, so the reason shown is
 * always the first thing the player must change: where, when, skill, tools, materials, money.
 */
import { itemDisplayName } from '../catalogue/items';
import { NIGHT_HOURS_TEXT, PROFESSION_ACTION_TEXTS, PROFESSION_ACTIONS, SILK_SEASON_TEXT, type HourWindow, type ProfessionAction } from '../catalogue/profession-actions';
import { PROFESSION_NAMES, type ProfessionId } from '../catalogue/professions';
import type { Terrain } from '../catalogue/world';
import { formatCoins } from './currency';
import type { Season, WeatherCondition } from './game-clock';

export interface ActionConditions {
  /** The player's real level in the action's profession. */
  level: number;
  inventory: Readonly<Record<string, number>>;
  copper: number;
  terrain: Terrain;
  weather: WeatherCondition;
  /** Game hours since midnight, fractional (rules/game-clock.ts timeOfDayAt). */
  timeOfDay: number;
  season: Season;
}

export const AVAILABILITY_CODES = ['terrain', 'weather', 'time-of-day', 'season', 'level', 'tools', 'materials', 'money'] as const;
export type AvailabilityCode = (typeof AVAILABILITY_CODES)[number];

export type ActionAvailability = { available: true } | { available: false; code: AvailabilityCode; reason: string };

/** A window from 20 to 6 wraps past midnight. */
export function inHourWindow(window: HourWindow, hour: number): boolean {
  const h = ((hour % 24) + 24) % 24;
  return window.fromHour <= window.toHour ? h >= window.fromHour && h < window.toHour : h >= window.fromHour || h < window.toHour;
}

export function skillTooLowText(profession: ProfessionId, level: number): string {
  const name = PROFESSION_NAMES[profession];
  return `${name} skill too low (Requires ${name} ${level})`;
}

export function terrainText(action: ProfessionAction): string {
  return action.terrainReason ?? PROFESSION_ACTION_TEXTS[action.profession].terrain ?? `Requires: ${action.terrains.join(' or ')} terrain`;
}

export function insufficientFundsText(costCopper: number): string {
  return `Insufficient funds: ${formatCoins(costCopper)} needed`;
}

function refuse(code: AvailabilityCode, reason: string): ActionAvailability {
  return { available: false, code, reason };
}

export function actionAvailability(action: ProfessionAction, conditions: ActionConditions): ActionAvailability {
  const texts = PROFESSION_ACTION_TEXTS[action.profession];
  if (!action.terrains.includes(conditions.terrain)) return refuse('terrain', terrainText(action));
  if (action.forbiddenWeather.includes(conditions.weather)) return refuse('weather', `Cannot ${texts.weatherVerb} in ${conditions.weather} weather`);
  if (action.hours && !inHourWindow(action.hours, conditions.timeOfDay)) return refuse('time-of-day', NIGHT_HOURS_TEXT);
  let level = action.requiredLevel;
  if (action.seasons && !action.seasons.seasons.includes(conditions.season)) {
    // Out of season the action needs a higher level, or cannot be done at all (001 §5, both readings).
    if (action.seasons.levelOutside === null || conditions.level < action.seasons.levelOutside) return refuse('season', SILK_SEASON_TEXT);
    level = Math.max(level, action.seasons.levelOutside);
  }
  if (conditions.level < level) return refuse('level', skillTooLowText(action.profession, level));
  const missingTool = action.tools.find((tool) => (conditions.inventory[tool] ?? 0) < 1);
  if (missingTool) return refuse('tools', texts.missingTools ?? `Need ${itemDisplayName(missingTool)}!`);
  const short = Object.entries(action.materials).some(([itemId, quantity]) => (conditions.inventory[itemId] ?? 0) < quantity);
  if (short) return refuse('materials', texts.missingMaterials ?? `Missing required materials for ${action.name}`);
  if (conditions.copper < action.costCopper) return refuse('money', insufficientFundsText(action.costCopper));
  return { available: true };
}

/** The actions of a profession a player could start now, in catalogue order. */
export function availableActions(profession: ProfessionId, conditions: ActionConditions): ProfessionAction[] {
  return PROFESSION_ACTIONS.filter((action) => action.profession === profession && actionAvailability(action, conditions).available);
}
