/**
 * The end of a profession action (spec 001 §3 "Action result"): one roll for success, then what
 * it made, what that is worth, the experience and the market's reaction. Availability is checked
 * before the action starts (rules/action-availability.ts), not here; the cost and materials were
 * taken then, whatever the outcome.
 */
import { PROFESSION_ACTION_TEXTS, type ProfessionAction } from '../catalogue/profession-actions';
import type { MarketCondition } from '../catalogue/markets';
import { formatCoins } from './currency';
import { failureExperience, successExperience, totalValueCopper, type ProducedItem } from './action-experience';
import { rollActionOutputs } from './action-output';
import { actionSuccessRate, rollMarketCondition, type SuccessContext } from './action-success-rate';
import { madeItemValueCopper } from './item-value';
import { activityMarketImpacts, type MarketImpact } from './market-impact';
import type { Random } from './random';

export interface ActionResult {
  success: boolean;
  items: ProducedItem[];
  xpGained: number;
  message: string;
  totalValueCopper: number;
  successRate: number;
  /** Trading's market mood for this deal; null for the other professions. */
  marketCondition: MarketCondition | null;
  marketImpacts: MarketImpact[];
}

/**
 * Random draws, in order: trading's market condition (unless given), the success roll, the
 * uncertain outputs, then one value spread per made item.
 */
export function resolveAction(action: ProfessionAction, context: SuccessContext, random: Random): ActionResult {
  const marketCondition = action.profession === 'trading' ? (context.marketCondition ?? rollMarketCondition(random)) : null;
  const successRate = actionSuccessRate(action, { ...context, marketCondition: marketCondition ?? undefined });
  if (random() >= successRate) {
    return {
      success: false,
      items: [],
      xpGained: failureExperience(action),
      message: PROFESSION_ACTION_TEXTS[action.profession].failure,
      totalValueCopper: 0,
      successRate,
      marketCondition,
      marketImpacts: [],
    };
  }
  const made = rollActionOutputs(action, context.level, random);
  const items = Object.entries(made).map(([itemId, quantity]) => ({
    itemId,
    quantity,
    unitValueCopper: madeItemValueCopper(itemId, action.profession, context.level, random),
  }));
  const total = totalValueCopper(items);
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    success: true,
    items,
    xpGained: successExperience(action, items, context.season),
    message: `${action.name} succeeded: ${units} item${units === 1 ? '' : 's'} worth ${formatCoins(total)}`,
    totalValueCopper: total,
    successRate,
    marketCondition,
    marketImpacts: activityMarketImpacts(action.profession, made),
  };
}
