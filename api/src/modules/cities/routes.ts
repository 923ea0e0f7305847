import { createRoute } from '@hono/zod-openapi';
import { CITIES, citiesResponseSchema, VENICE, type City, type CitySummary } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { jsonContent } from '../../http/openapi';
import { createRouter } from '../../http/router';

function summary(city: City): CitySummary {
  const { id, name, x, y, radius, onMap, buildings } = city;
  return { id, name, x, y, radius, onMap, buildings: buildings.map((b) => ({ ...b })) };
}

/** Built once: the catalogue is constant for the life of the process. */
const CITY_LIST = { success: true as const, data: { cities: [...CITIES, VENICE].map(summary) } };

const listCities = createRoute({
  method: 'get',
  path: '/cities',
  tags: ['world'],
  summary: 'The cities of the world map, and Venice (onMap false: reached by caravan only)',
  responses: { 200: jsonContent(citiesResponseSchema, 'Every city') },
});

export function citiesRoutes(_ctx: AppContext) {
  const router = createRouter();
  router.openapi(listCities, (c) => c.json(CITY_LIST, 200));
  return router;
}
