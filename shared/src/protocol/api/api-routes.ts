import { AUTH_ROUTES } from './auth-routes';
import { DEV_ROUTES } from './dev-routes';
import { FARMING_ROUTES } from './farming-routes';
import { CITIES_ROUTES } from './cities-routes';
import { CONTRACTS_ROUTES } from './contracts-routes';
import { HEALTH_ROUTES } from './health-routes';
import { LOGS_ROUTES } from './logs-routes';
import { MARKET_ROUTES } from './market-routes';
import { OFFERS_ROUTES } from './offers-routes';
import { PLAYER_ROUTES } from './player-routes';
import { TRADE_API_ROUTES } from './trade-routes';
import { LOCATION_ROUTES } from './location-routes';
import type { RouteSpec } from './route-spec';
import { TEST_MODE_ROUTES } from './test-mode-routes';
import { TIME_ROUTES } from './time-routes';
import { GATHERING_ROUTES } from './gathering-routes';
import { PROFESSIONS_ROUTES } from './professions-routes';
import { CRAFTING_ROUTES } from './crafting-routes';
import { WORKSHOP_ROUTES } from './workshop-routes';
import { JOURNEYS_ROUTES } from './journeys-routes';
import { EVENTS_ROUTES } from './events-routes';
import { NPCS_ROUTES } from './npcs-routes';
import { ORACLE_ROUTES } from './oracle-routes';
import { QUESTS_ROUTES } from './quests-routes';
import { PROGRESS_ROUTES } from './progress-routes';

/**
 * The one HTTP protocol map: every route of the API by area. The API serves exactly these (a
 * contract test holds it to that), and the renderer calls them through `ApiClient.send`.
 */
export const API_ROUTES = {
  auth: AUTH_ROUTES,
  farming: FARMING_ROUTES,
  location: LOCATION_ROUTES,
  time: TIME_ROUTES,
  testMode: TEST_MODE_ROUTES,
  dev: DEV_ROUTES,
  player: PLAYER_ROUTES,
  cities: CITIES_ROUTES,
  market: MARKET_ROUTES,
  trade: TRADE_API_ROUTES,
  offers: OFFERS_ROUTES,
  contracts: CONTRACTS_ROUTES,
  logs: LOGS_ROUTES,
  health: HEALTH_ROUTES,
  gathering: GATHERING_ROUTES,
  professions: PROFESSIONS_ROUTES,
  crafting: CRAFTING_ROUTES,
  workshop: WORKSHOP_ROUTES,
  journeys: JOURNEYS_ROUTES,
  events: EVENTS_ROUTES,
  npcs: NPCS_ROUTES,
  oracle: ORACLE_ROUTES,
  quests: QUESTS_ROUTES,
  progress: PROGRESS_ROUTES,
} as const satisfies Record<string, Record<string, RouteSpec>>;

/** Every route of the map, flat. */
export function allRoutes(): RouteSpec[] {
  return Object.values(API_ROUTES).flatMap((area) => Object.values(area) as RouteSpec[]);
}
