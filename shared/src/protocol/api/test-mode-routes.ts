import {
  harvestCropRequestSchema,
  harvestCropResponseSchema,
  plantCropRequestSchema,
  plantCropResponseSchema,
  playerLocationResponseSchema,
  playerMoveRequestSchema,
  playerMoveResponseSchema,
  plotsResponseSchema,
  purchasePlotRequestSchema,
  purchasePlotResponseSchema,
} from '../farming';
import { FARMING_ROUTES } from './farming-routes';
import { LOCATION_ROUTES } from './location-routes';
import { defineRoute } from './route-spec';

const tag = 'test mode (development servers only)';

/**
 * The spec's test-mode calls (000 §7 "/test/*"): no token, acting on one test farmer with the
 * same rules, and the same refusals, as the signed-in routes they stand in for.
 */
export const TEST_MODE_ROUTES = {
  location: defineRoute({ method: 'get', path: '/api/test/movement', tag, summary: 'The test farmer’s location', access: 'public', devOnly: true, reply: playerLocationResponseSchema, refusals: [] }),
  move: defineRoute({
    method: 'post',
    path: '/api/test/movement',
    tag,
    summary: 'Move the test farmer to its farm or back (it is put at the farm gate first)',
    access: 'public',
    devOnly: true,
    body: playerMoveRequestSchema,
    reply: playerMoveResponseSchema,
    refusals: LOCATION_ROUTES.move.refusals,
  }),
  plots: defineRoute({ method: 'get', path: '/api/test/farming/plots', tag, summary: 'The test farmer’s farm', access: 'public', devOnly: true, reply: plotsResponseSchema, refusals: [] }),
  purchasePlot: defineRoute({
    method: 'post',
    path: '/api/test/farming/buy-plot',
    tag,
    summary: 'Buy the test farmer’s plot',
    access: 'public',
    devOnly: true,
    body: purchasePlotRequestSchema,
    reply: purchasePlotResponseSchema,
    refusals: FARMING_ROUTES.purchasePlot.refusals,
    fields: FARMING_ROUTES.purchasePlot.fields,
  }),
  plant: defineRoute({
    method: 'post',
    path: '/api/test/farming/plant',
    tag,
    summary: 'Plant on the test farmer’s plot',
    access: 'public',
    devOnly: true,
    body: plantCropRequestSchema,
    reply: plantCropResponseSchema,
    refusals: FARMING_ROUTES.plant.refusals,
    fields: FARMING_ROUTES.plant.fields,
  }),
  harvest: defineRoute({
    method: 'post',
    path: '/api/test/farming/harvest',
    tag,
    summary: 'Harvest a crop of the test farmer’s',
    access: 'public',
    devOnly: true,
    body: harvestCropRequestSchema,
    reply: harvestCropResponseSchema,
    refusals: FARMING_ROUTES.harvest.refusals,
    fields: FARMING_ROUTES.harvest.fields,
  }),
};
