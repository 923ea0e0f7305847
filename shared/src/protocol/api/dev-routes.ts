import { devEncounterRequestSchema, devEncounterResponseSchema, devPlaceRequestSchema, devPlaceResponseSchema, devRandomEventRequestSchema, devRandomEventResponseSchema } from '../dev';
import { devClockRequestSchema, devClockResponseSchema } from '../time';
import { defineRoute } from './route-spec';

const tag = 'development';

/** Served by development servers whose clock can move; a production server answers 404 (DESIGN §2 "test mode"). */
export const DEV_ROUTES = {
  clock: defineRoute({
    method: 'post',
    path: '/api/dev/clock',
    tag,
    summary: 'Moves the server clock forward (development servers only; a production server answers 404)',
    description:
      'Crops grow, nodes respawn and deadlines pass as if advanceMs of real time had gone by. One process’s clock: in a cluster each process keeps its own. Tokens expire by the same clock, so a long step may make a client refresh its session.',
    access: 'public',
    devOnly: true,
    body: devClockRequestSchema,
    reply: devClockResponseSchema,
    refusals: [],
  }),
  place: defineRoute({
    method: 'post',
    path: '/api/dev/place',
    tag,
    summary: 'Puts the signed-in player at a place: before a city’s market, at a profession site, at a point of the world, or on their farm (development servers only; a production server answers 404)',
    description:
      'For tests that start a story somewhere: the player is put there as a reset puts a character at the start, through presence, so a live session stands there at once (its client gets position-corrected) and the players who see it watch it arrive. The farm is the gate, then through it.',
    access: 'player',
    devOnly: true,
    body: devPlaceRequestSchema,
    reply: devPlaceResponseSchema,
    refusals: ['UNKNOWN_CITY'],
  }),
  randomEvent: defineRoute({
    method: 'post',
    path: '/api/dev/random-event',
    tag,
    summary: 'A random event of the kind asked happens to the signed-in player now, whatever the roll (development servers only; a production server answers 404)',
    description: 'What the dev clock is to time, this is to chance: a story can meet an event without waiting for the 2-minute checks. Null when an event already waits for the player’s answer.',
    access: 'player',
    devOnly: true,
    body: devRandomEventRequestSchema,
    reply: devRandomEventResponseSchema,
    refusals: [],
  }),
  encounter: defineRoute({
    method: 'post',
    path: '/api/dev/encounter',
    tag,
    summary: 'The signed-in player’s caravan meets an encounter now, the one named or one at random (development servers only; a production server answers 404)',
    description: 'The journey stops where it is, as at one of its checks, and the encounter is presented (encounter-start) with its 10 s to answer. Null when no journey is moving.',
    access: 'player',
    devOnly: true,
    body: devEncounterRequestSchema,
    reply: devEncounterResponseSchema,
    refusals: ['ENCOUNTER_NOT_FOUND'],
  }),
};
