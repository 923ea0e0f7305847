import { z } from 'zod';
import { RANDOM_EVENT_KINDS } from '../catalogue/random-events';
import { randomEventViewSchema } from './events';
import { journeyViewSchema } from './journeys';
import { professionSiteById } from '../catalogue/profession-sites';
import { CITIES, WORLD_HEIGHT, WORLD_WIDTH } from '../catalogue/world';
import { LOCATION_STATES } from '../rules/location';

/** The cities whose market stands on the map (Venice's is reached by caravan: nobody stands in it). */
const MAP_MARKET_CITY_IDS: readonly number[] = CITIES.filter((city) => city.buildings.some((building) => building.kind === 'market')).map((city) => city.id);

/**
 * POST /api/dev/place (development servers only): where to put the signed-in player, so a test
 * starts its story there instead of walking to it.
 */
export const devPlaceRequestSchema = z.discriminatedUnion('at', [
  /** Before a city's market, within reach of its door. */
  z.object({
    at: z.literal('market'),
    cityId: z
      .number()
      .int()
      .refine((id) => MAP_MARKET_CITY_IDS.includes(id), { error: 'must be a city with a market on the map' }),
  }),
  /** The middle of a profession site: a forge yard, a workshop, a logging camp, a mine. */
  z.object({
    at: z.literal('site'),
    siteId: z
      .string()
      .max(100)
      .refine((id) => professionSiteById(id) !== undefined, { error: 'must be a profession site' }),
  }),
  /** A point of the main world. */
  z.object({ at: z.literal('point'), x: z.number().min(0).max(WORLD_WIDTH), y: z.number().min(0).max(WORLD_HEIGHT) }),
  /** On the player's own farm, having come through its gate (where the character waits in the world). */
  z.object({ at: z.literal('farm') }),
]);
export type DevPlaceRequest = z.infer<typeof devPlaceRequestSchema>;

export const devPlaceResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Where the character stands in the main world (on the farm: at its gate). */
    x: z.number(),
    y: z.number(),
    currentState: z.enum(LOCATION_STATES),
    /** The city whose grounds hold the point, if any. */
    cityId: z.number().int().nullable(),
  }),
});
export type DevPlaceResponse = z.infer<typeof devPlaceResponseSchema>;

/** POST /api/dev/random-event: a random event of this kind happens to the player now (development servers only). */
export const devRandomEventRequestSchema = z.object({ kind: z.enum(RANDOM_EVENT_KINDS) }).strict();
export const devRandomEventResponseSchema = z.object({ success: z.literal(true), data: z.object({ event: randomEventViewSchema.nullable() }) });

/** POST /api/dev/encounter: the caravan under way meets an encounter now, the one named or one at random (development servers only). */
export const devEncounterRequestSchema = z.object({ encounterId: z.string().min(1).max(64).optional() }).strict();
export const devEncounterResponseSchema = z.object({ success: z.literal(true), data: z.object({ journey: journeyViewSchema.nullable() }) });
