import { citiesResponseSchema } from '../http';
import { defineRoute } from './route-spec';

export const CITIES_ROUTES = {
  list: defineRoute({
    method: 'get',
    path: '/api/cities',
    tag: 'world',
    summary: 'The cities of the world map, and Venice (onMap false: reached by caravan only)',
    access: 'public',
    reply: citiesResponseSchema,
    refusals: [],
  }),
};
