import { describe, expect, it } from 'vitest';
import { itemById } from './items';
import { MARKET_CITY_IDS } from './markets';
import { journeyDurationMs, journeyRoute } from '../rules/journey';
import { routeCapitalCopper, routeEligibility, routeProfitPerUnit, TRADE_ROUTES, tradeRouteById, tradeRouteDurationMs, tradeRouteMinutes } from './trade-routes';

describe('trade routes', () => {
  it('holds the spec’s two routes with their requirements (002 §9), each taking the one pace of its distance', () => {
    const western = tradeRouteById('western-silk-route')!;
    const southern = tradeRouteById('southern-spice-route')!;
    expect(western).toMatchObject({ name: 'Western Silk Route', distance: 120, requirements: { level: 10, capitalSilver: 5000 } });
    expect(southern).toMatchObject({ name: 'Southern Spice Route', distance: 75, requirements: { level: 15, capitalSilver: 8000 } });
    expect(tradeRouteMinutes(western)).toBe(40);
    expect(tradeRouteMinutes(southern)).toBe(25);
    expect(tradeRouteMinutes(tradeRouteById('tigris-spice-road')!)).toBe(15);
    expect(tradeRouteById('nowhere')).toBeUndefined();
  });

  it('has a route a level-1 player with the starting purse can run', () => {
    expect(TRADE_ROUTES.some((r) => routeEligibility(r, 1, 1_010_000).eligible)).toBe(true);
  });

  it('joins two different market cities with unique ids and marketable goods, each earning along the route', () => {
    expect(new Set(TRADE_ROUTES.map((r) => r.id)).size).toBe(TRADE_ROUTES.length);
    for (const route of TRADE_ROUTES) {
      expect(route.startCityId).not.toBe(route.endCityId);
      expect(MARKET_CITY_IDS).toContain(route.startCityId);
      expect(MARKET_CITY_IDS).toContain(route.endCityId);
      for (const good of route.goods) expect(itemById(good)?.marketable).toBe(true);
      for (const { copper } of routeProfitPerUnit(route)) expect(copper).toBeGreaterThan(0);
    }
  });

  it('reads capital as silver and words each unmet requirement', () => {
    const western = tradeRouteById('western-silk-route')!;
    expect(routeCapitalCopper(western)).toBe(500_000);
    expect(routeEligibility(western, 10, 500_000)).toEqual({ eligible: true, unmet: [] });
    expect(routeEligibility(western, 9, 499_999)).toEqual({ eligible: false, unmet: ['Requires level 10', 'Requires 5000 silver capital'] });
    expect(routeEligibility(western, 12, 100)).toEqual({ eligible: false, unmet: ['Requires 5000 silver capital'] });
  });

  it('estimates profit from base prices, the end city’s merchants paying their sell price', () => {
    // Silk: 100 silver; Kashgar x0.7 = 7,000 copper to buy; Constantinople x1.3 = 13,000, merchants pay 80% = 10,400.
    expect(routeProfitPerUnit(tradeRouteById('western-silk-route')!).find((g) => g.itemId === 'silk')).toEqual({ itemId: 'silk', copper: 3_400 });
  });

  it('runs each route over the journeys’ roads: its distance is the shortest way between its cities', () => {
    for (const route of TRADE_ROUTES) expect(journeyRoute(route.startCityId, route.endCityId)?.distance, route.id).toBe(route.distance);
  });

  it('shows on the board the minutes the planner gives the same road, for every route', () => {
    for (const route of TRADE_ROUTES) {
      const road = journeyRoute(route.startCityId, route.endCityId)!;
      expect(route.distance, route.id).toBe(road.distance);
      expect(tradeRouteDurationMs(route), route.id).toBe(journeyDurationMs(road.distance));
      expect(tradeRouteMinutes(route) * 60_000, route.id).toBe(journeyDurationMs(road.distance));
    }
  });
});
