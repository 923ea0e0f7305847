/**
 * The chance that a profession action succeeds (spec 001 §9 "Success rate formulas"). The level
 * is the player's real level in the action's profession (DESIGN §2), never a fixed 4.
 */
import type { ProfessionAction, ProfessionActionId } from '../catalogue/profession-actions';
import type { ProfessionId } from '../catalogue/professions';
import type { Terrain } from '../catalogue/world';
import { MARKET_CONDITIONS, type MarketCondition } from '../catalogue/markets';
import type { Season, WeatherCondition } from './game-clock';
import { pick, type Random } from './random';

export interface SuccessContext {
  level: number;
  terrain: Terrain;
  weather: WeatherCondition;
  season: Season;
  /** Trading only: the market's mood multiplies the chance; without one the market is stable. */
  marketCondition?: MarketCondition;
}

/**
 * How a profession's level raises the base chance: by `perLevel` for each level (of the player,
 * above 1, or above the action's own level), up to `bonusCap`; the result is then clamped.
 */
interface LevelCurve {
  base: number;
  perLevel: number;
  counts: 'level' | 'above-one' | 'above-action';
  bonusCap: number;
  min: number;
  max: number;
}

export const SUCCESS_CURVES: Readonly<Record<ProfessionId, LevelCurve>> = {
  mining: { base: 0.7, perLevel: 0.05, counts: 'above-one', bonusCap: Infinity, min: 0, max: 0.95 },
  // 001 §9 gives logging only its base and clamp; its level bonus is the +2% success rate per level of the skill bonuses (001 §9).
  logging: { base: 0.75, perLevel: 0.02, counts: 'above-one', bonusCap: Infinity, min: 0.1, max: 0.95 },
  blacksmithing: { base: 0.8, perLevel: 0.03, counts: 'above-action', bonusCap: 0.15, min: 0.15, max: 0.95 },
  crafting: { base: 0.75, perLevel: 0.04, counts: 'level', bonusCap: 0.2, min: 0.2, max: 0.95 },
  trading: { base: 0.85, perLevel: 0.03, counts: 'level', bonusCap: 0.12, min: 0.3, max: 0.95 },
  alchemy: { base: 0.75, perLevel: 0.02, counts: 'level', bonusCap: 0.2, min: 0.1, max: 0.95 },
  cooking: { base: 0.85, perLevel: 0.03, counts: 'level', bonusCap: 0.15, min: 0.1, max: 0.95 },
  textiles: { base: 0.65, perLevel: 0.05, counts: 'above-one', bonusCap: Infinity, min: 0.2, max: 0.95 },
};

/** Harder actions lose, the easiest alchemy gains (001 §9). */
export const ACTION_SUCCESS_ADJUSTMENTS: Readonly<Partial<Record<ProfessionActionId, number>>> = {
  'advanced-smithing': -0.1,
  'jewelry-crafting': -0.05,
  'luxury-crafting': -0.15,
  'silk-working': -0.08,
  'garment-making': -0.05,
  'diplomatic-trading': -0.2,
  'speculation-trading': -0.15,
  'caravan-trading': -0.08,
  'master-transmutation': -0.25,
  'advanced-brewing': -0.15,
  'poison-brewing': -0.1,
  'basic-brewing': 0.1,
  'advanced-weaving': -0.1,
  'luxury-clothing': -0.1,
  'master-textiles': -0.1,
};

/** A bonus or penalty that applies where, when or with what an action is done (001 §9). */
interface SituationalModifier {
  profession: ProfessionId;
  /** Only these actions; null: every action of the profession. */
  actions: readonly ProfessionActionId[] | null;
  terrain?: Terrain;
  weather?: WeatherCondition;
  seasons?: readonly Season[];
  /** Only actions that consume this item (textiles' "wool"). */
  material?: string;
  bonus: number;
}

export const SITUATIONAL_MODIFIERS: readonly SituationalModifier[] = [
  { profession: 'mining', actions: null, terrain: 'mountains', bonus: 0.1 },
  { profession: 'mining', actions: null, weather: 'storm', bonus: -0.2 },
  { profession: 'alchemy', actions: ['basic-brewing', 'advanced-brewing', 'poison-brewing'], terrain: 'forest', bonus: 0.05 },
  { profession: 'alchemy', actions: ['mineral-transmutation', 'master-transmutation'], terrain: 'mountains', bonus: 0.05 },
  { profession: 'cooking', actions: null, terrain: 'coastal', bonus: 0.05 },
  { profession: 'cooking', actions: null, terrain: 'mountains', bonus: -0.05 },
  { profession: 'cooking', actions: ['seafood-preparation'], terrain: 'coastal', bonus: 0.1 },
  { profession: 'cooking', actions: ['bread-baking'], weather: 'clear', bonus: 0.05 },
  { profession: 'cooking', actions: ['preservation'], weather: 'snow', bonus: 0.08 },
  { profession: 'textiles', actions: ['silk-processing'], seasons: ['spring', 'summer'], bonus: 0.1 },
  { profession: 'textiles', actions: null, material: 'wool', seasons: ['winter'], bonus: 0.08 },
  { profession: 'textiles', actions: ['simple-weaving', 'advanced-weaving'], weather: 'clear', bonus: 0.05 },
  { profession: 'textiles', actions: null, terrain: 'plains', bonus: 0.05 },
];

/** Trading's chance is multiplied by the market's mood (001 §9). */
export const MARKET_CONDITION_MULTIPLIERS: Readonly<Record<MarketCondition, number>> = {
  bull: 1.15,
  bear: 0.85,
  volatile: 0.9,
  stable: 1,
  growing: 1.1,
};

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function levelBonus(action: Pick<ProfessionAction, 'profession' | 'requiredLevel'>, level: number): number {
  const curve = SUCCESS_CURVES[action.profession];
  const levels = curve.counts === 'level' ? level : curve.counts === 'above-one' ? level - 1 : level - action.requiredLevel;
  return Math.min(curve.bonusCap, levels * curve.perLevel);
}

function applies(modifier: SituationalModifier, action: ProfessionAction, context: SuccessContext): boolean {
  if (modifier.profession !== action.profession) return false;
  if (modifier.actions && !(modifier.actions as readonly string[]).includes(action.id)) return false;
  if (modifier.terrain && modifier.terrain !== context.terrain) return false;
  if (modifier.weather && modifier.weather !== context.weather) return false;
  if (modifier.seasons && !modifier.seasons.includes(context.season)) return false;
  if (modifier.material && !(modifier.material in action.materials)) return false;
  return true;
}

export function situationalBonus(action: ProfessionAction, context: SuccessContext): number {
  return SITUATIONAL_MODIFIERS.filter((modifier) => applies(modifier, action, context)).reduce((sum, modifier) => sum + modifier.bonus, 0);
}

/** The chance in [0, 1] that `action` succeeds for a player of `context.level`. */
export function actionSuccessRate(action: ProfessionAction, context: SuccessContext): number {
  const curve = SUCCESS_CURVES[action.profession];
  const adjustment = (ACTION_SUCCESS_ADJUSTMENTS as Readonly<Record<string, number>>)[action.id] ?? 0;
  const rate = clamp(curve.base + levelBonus(action, context.level) + adjustment + situationalBonus(action, context), curve.min, curve.max);
  if (action.profession !== 'trading') return rate;
  // The spec multiplies after the clamp; a bull market can make a deal certain, never more.
  return Math.min(1, rate * MARKET_CONDITION_MULTIPLIERS[context.marketCondition ?? 'stable']);
}

/** The spec's "random market condition": each of the five is as likely. */
export function rollMarketCondition(random: Random): MarketCondition {
  return pick(random, MARKET_CONDITIONS);
}
