import { offlineProgressionResponseSchema } from '../farming';
import { timeSyncQuerySchema, timeSyncResponseSchema } from '../time';
import { defineRoute } from './route-spec';

const tag = 'time';

export const TIME_ROUTES = {
  sync: defineRoute({
    method: 'get',
    path: '/api/time/sync',
    tag,
    summary: 'The server’s time, the game time (6x real), time of day, season and weather (spec 000 §7; no token needed)',
    description:
      'Give clientTime (ms since 1970) to get timeDrift = serverTime - clientTime. Game time, season and weather are pure functions of serverTime (shared game-clock rules): a client that knows the offset computes them itself between syncs.',
    access: 'public',
    query: timeSyncQuerySchema,
    reply: timeSyncResponseSchema,
    refusals: [],
  }),
  processOffline: defineRoute({
    method: 'post',
    path: '/api/time/process-offline',
    tag,
    summary: 'What happened while the player was away: call on entering the world and with every clock sync',
    description:
      'After more than 5 minutes since the last call: hours away, the crops that grew and ripened meanwhile (nothing is harvested for the player), and the farm tax paid. Otherwise all zeros.',
    access: 'player',
    reply: offlineProgressionResponseSchema,
    refusals: [],
  }),
};
