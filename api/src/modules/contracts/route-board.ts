import { cityName, itemDisplayName, playerLevelForXp, routeCapitalCopper, routeEligibility, routeProfitPerUnit, TRADE_ROUTES, tradeRouteMinutes, type TradeRouteView } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { playerRow } from './contract-service';

/** Every trade route with whether this player meets its level and capital, and what is missing. */
export async function routeBoard(ctx: AppContext, playerId: string): Promise<{ playerLevel: number; playerCopper: number; routes: TradeRouteView[] }> {
  const player = await playerRow(ctx, playerId);
  const playerLevel = playerLevelForXp(player.experience);
  const routes = TRADE_ROUTES.map((route): TradeRouteView => {
    const goods = routeProfitPerUnit(route).map(({ itemId, copper }) => ({ itemId, itemName: itemDisplayName(itemId), profitPerUnit: copper }));
    const { eligible, unmet } = routeEligibility(route, playerLevel, player.copper);
    return {
      id: route.id,
      name: route.name,
      start: { id: route.startCityId, name: cityName(route.startCityId) },
      end: { id: route.endCityId, name: cityName(route.endCityId) },
      distance: route.distance,
      difficulty: route.difficulty,
      goods,
      profit: Math.max(...goods.map((g) => g.profitPerUnit)),
      durationMinutes: tradeRouteMinutes(route),
      requirements: { level: route.requirements.level, capitalSilver: route.requirements.capitalSilver, capitalCopper: routeCapitalCopper(route) },
      description: route.description,
      eligible,
      unmetRequirements: unmet,
    };
  });
  return { playerLevel, playerCopper: player.copper, routes };
}
