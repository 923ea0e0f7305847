import { homeCityRequestSchema, playerLocationResponseSchema, playerMoveRequestSchema, playerMoveResponseSchema } from '../farming';
import { defineRoute } from './route-spec';

const tag = 'world';

export const LOCATION_ROUTES = {
  location: defineRoute({
    method: 'get',
    path: '/api/player/location',
    tag,
    summary: 'Where the player is: IN_CITY (the main world) or IN_COUNTRYSIDE (on their farm), and the city they are at or near',
    access: 'player',
    reply: playerLocationResponseSchema,
    refusals: [],
  }),
  move: defineRoute({
    method: 'post',
    path: '/api/player/move',
    tag,
    summary: 'Go to the countryside farm (GO_TO_COUNTRYSIDE, or LEAVE_CITY) from its gate, or back to the world (RETURN_TO_CITY, or ENTER_CITY)',
    access: 'player',
    rateLimit: 'movement',
    body: playerMoveRequestSchema,
    reply: playerMoveResponseSchema,
    refusals: ['NOT_AT_COUNTRYSIDE_ENTRANCE', 'MOVE_NOT_ALLOWED', 'ON_JOURNEY', 'IN_VENICE'],
  }),
  homeCity: defineRoute({
    method: 'post',
    path: '/api/player/home-city',
    tag,
    summary: "Set the player's home city (one of the four on the map)",
    access: 'player',
    rateLimit: 'movement',
    body: homeCityRequestSchema,
    reply: playerLocationResponseSchema,
    refusals: ['UNKNOWN_HOME_CITY'],
  }),
};
