import { z } from 'zod';
import { GAME_TIME_ACCELERATION, SEASONS, WEATHER_CONDITIONS } from '../rules/game-clock';

export const TIME_MESSAGES = {
  /** Spec 000 §8. */
  syncFailed: 'Failed to sync time',
  clientTimeNotInteger: 'must be a whole number of milliseconds since 1970',
  advanceNotPositive: 'must be a whole number of milliseconds, from 1 to 30 days',
} as const;

/** GET /api/time/sync?clientTime=: the client's clock, optional, so the reply can say how far it is off. */
export const timeSyncQuerySchema = z.object({
  clientTime: z
    .string()
    .regex(/^[0-9]{1,16}$/, { error: TIME_MESSAGES.clientTimeNotInteger })
    .optional(),
});

export const timeSyncDataSchema = z.object({
  /** The server's real time, ms since 1970. */
  serverTime: z.number().int(),
  /** The game calendar's time, ms since 1970 on that calendar. */
  gameTime: z.number(),
  acceleration: z.literal(GAME_TIME_ACCELERATION),
  /** serverTime minus the clientTime given (0 without one): add it to the client's clock. */
  timeDrift: z.number().int(),
  /** Hours since game midnight, fractional. */
  timeOfDay: z.number().min(0).max(24),
  hour: z.number().int(),
  minute: z.number().int(),
  day: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
  season: z.enum(SEASONS),
  weather: z.enum(WEATHER_CONDITIONS),
});
export type TimeSyncData = z.infer<typeof timeSyncDataSchema>;

export const timeSyncResponseSchema = z.object({ success: z.literal(true), data: timeSyncDataSchema });
export type TimeSyncResponse = z.infer<typeof timeSyncResponseSchema>;

/** The longest single step of the development clock: a month of real time is more than any crop or respawn needs. */
export const MAX_CLOCK_ADVANCE_MS = 30 * 24 * 3_600_000;

/** POST /api/dev/clock (development servers only): moves the server's clock forward. */
export const devClockRequestSchema = z.object({
  advanceMs: z.number().int({ error: TIME_MESSAGES.advanceNotPositive }).min(1, { error: TIME_MESSAGES.advanceNotPositive }).max(MAX_CLOCK_ADVANCE_MS, { error: TIME_MESSAGES.advanceNotPositive }),
});
export type DevClockRequest = z.infer<typeof devClockRequestSchema>;

export const devClockResponseSchema = z.object({ success: z.literal(true), data: timeSyncDataSchema });
