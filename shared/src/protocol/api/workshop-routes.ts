import { z } from 'zod';
import {
  benchMoveRequestSchema,
  benchMoveResponseSchema,
  benchPlaceRequestSchema,
  benchPlaceResponseSchema,
  craftQueuedResponseSchema,
  stationCraftRequestSchema,
  workshopResponseSchema,
  workshopUpgradeResponseSchema,
} from '../crafting';
import { defineRoute } from './route-spec';

const tag = 'workshop';

/** The personal workshop's calls (002 §2, §4): the workshop, upgrading it, placing and moving benches, and station crafts. */
export const WORKSHOP_ROUTES = {
  workshop: defineRoute({
    method: 'get',
    path: '/api/workshop',
    tag,
    summary: 'The personal workshop and the station recipes',
    description: [
      'The personal workshop (level, placed benches), the crafting system’s experience, level and knowledge points, where the player can craft now',
      '(site: personal on the farm, city inside a city with a tier-1 bench of every station, or null), and each station recipe: known or not, whether it can be crafted here now and why not,',
      'the combination effects the player’s held items would give, its quality and time. Recipes whose unlock conditions are met become known.',
    ].join(' '),
    access: 'player',
    reply: workshopResponseSchema,
    refusals: [],
  }),
  upgrade: defineRoute({
    method: 'post',
    path: '/api/workshop/upgrade',
    tag,
    summary: 'Upgrade the personal workshop one level',
    description: 'Pays the next level’s cost (002 §9 "Workshop upgrades", silver as copper) and raises the level: a larger floor and more benches.',
    access: 'player',
    rateLimit: 'crafting',
    reply: workshopUpgradeResponseSchema,
    refusals: ['INSUFFICIENT_FUNDS', 'WORKSHOP_MAX_LEVEL'],
  }),
  placeBench: defineRoute({
    method: 'post',
    path: '/api/workshop/benches',
    tag,
    summary: 'Buy a bench and place it in the personal workshop',
    description: [
      'Only on the farm (NO_WORKSHOP_HERE elsewhere). The bench’s centre (x, y) is measured from the centre of the floor on a 20 px grid (INVALID_REQUEST off it); the 80x60 bench must lie wholly on the floor and clear of the others,',
      'within the level’s bench capacity, at or above the bench’s player level; its cost is paid.',
    ].join(' '),
    access: 'player',
    rateLimit: 'crafting',
    body: benchPlaceRequestSchema,
    reply: benchPlaceResponseSchema,
    refusals: ['NO_WORKSHOP_HERE', 'BENCH_NOT_FOUND', 'BENCH_LEVEL_TOO_LOW', 'BENCH_CAPACITY', 'BENCH_OUTSIDE', 'BENCH_OVERLAP', 'INSUFFICIENT_FUNDS'],
  }),
  moveBench: defineRoute({
    method: 'post',
    path: '/api/workshop/benches/{id}/move',
    tag,
    summary: 'Move a placed bench',
    description: 'Free; the same checks as placing (on the farm, grid, floor, clear of the other benches).',
    access: 'player',
    rateLimit: 'crafting',
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: benchMoveRequestSchema,
    reply: benchMoveResponseSchema,
    refusals: ['NO_WORKSHOP_HERE', 'BENCH_NOT_FOUND', 'BENCH_OUTSIDE', 'BENCH_OVERLAP'],
    /** A bench id in the path that is not a positive whole number names no bench. */
    fields: { id: { code: 'BENCH_NOT_FOUND' } },
  }),
  craft: defineRoute({
    method: 'post',
    path: '/api/workshop/craft',
    tag,
    summary: 'Queue a station recipe at a bench',
    description: [
      'At the personal workshop (its placed benches) or a city workshop (tier-1 benches of every station). The recipe must be known, the crafting level and bench tier reached,',
      'and every requirement held; the consumed ones are taken now (tools stay). The craft joins the same queue as the Professions window’s and is claimed with POST /crafts/{id}/claim.',
      'CRAFT_NOT_ALLOWED says why (level, bench or missing materials).',
    ].join(' '),
    access: 'player',
    rateLimit: 'crafting',
    body: stationCraftRequestSchema,
    reply: craftQueuedResponseSchema,
    refusals: ['NO_WORKSHOP_HERE', 'RECIPE_NOT_FOUND', 'RECIPE_NOT_DISCOVERED', 'CRAFT_NOT_ALLOWED', 'CRAFT_QUEUE_FULL', 'INSUFFICIENT_ITEMS'],
  }),
};
