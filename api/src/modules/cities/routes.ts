import { API_ROUTES, CITIES, VENICE, type City, type CitySummary } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';

function summary(city: City): CitySummary {
  const { id, name, x, y, radius, onMap, buildings } = city;
  return { id, name, x, y, radius, onMap, buildings: buildings.map((b) => ({ ...b })) };
}

/** Built once: the catalogue is constant for the life of the process. */
const CITY_LIST = { success: true as const, data: { cities: [...CITIES, VENICE].map(summary) } };

export function citiesRoutes(_ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, API_ROUTES.cities.list, () => CITY_LIST);
  return router;
}
