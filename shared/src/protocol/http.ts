import { z } from 'zod';
import type { BuildingKind } from '../catalogue/world';
import { playerDataSchema, sessionTokensSchema, sessionUserSchema } from './player';

export const MAX_JSON_BODY_BYTES = 64 * 1024;
export const MAX_ERROR_REPORT_BYTES = 32 * 1024;

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('authorization_code'), code: z.string().min(1).max(512), code_verifier: z.string().min(43).max(128) }),
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string().min(1).max(512) }),
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const googleIdTokenRequestSchema = z.object({ idToken: z.string().min(1).max(8192) });

export const sessionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ user: sessionUserSchema, tokens: sessionTokensSchema }),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const logoutRequestSchema = z.object({ refreshToken: z.string().min(1).max(512).optional() });

/** The name itself is checked by validateInGameName; the schema bounds the raw input. */
export const nameRequestSchema = z.object({ name: z.string().max(200) });

export const checkNameResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ available: z.boolean() }),
  error: z.string().optional(),
});

export const errorReportSchema = z.object({
  errors: z
    .array(
      z.object({
        timestamp: z.string().max(64).optional(),
        level: z.string().max(16).optional(),
        message: z.string().max(2000),
        stack: z.string().max(8000).optional(),
        context: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .min(1)
    .max(20),
  sessionId: z.string().max(100).optional(),
  timestamp: z.string().max(64).optional(),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

/** Query of GET /api/auth/google: the start of sign-in, PKCE required. */
export const authStartQuerySchema = z.object({
  redirect_uri: z.string().min(1).max(2048),
  state: z.string().min(1).max(512),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  code_challenge_method: z.literal('S256'),
});

export const errorReportResponseSchema = z.object({ success: z.literal(true), data: z.object({ received: z.number().int() }) });

/** GET /api/game/player and POST /api/player/reset-stats. */
export const playerResponseSchema = z.object({ success: z.literal(true), data: playerDataSchema });

/** DELETE /api/player/character: the name is gone, so the client shows the name dialog next. */
export const deleteCharacterResponseSchema = z.object({ success: z.literal(true), data: z.object({ needsInGameName: z.literal(true) }) });

const BUILDING_KINDS = ['market', 'workshop', 'caravanserai', 'landmark', 'palace', 'harbor', 'stable', 'forge'] as const satisfies readonly BuildingKind[];

export const buildingSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(BUILDING_KINDS),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});

/** A city of the catalogue; Venice has `onMap: false` (reached by caravan, no place on the map). */
export const citySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  x: z.number(),
  y: z.number(),
  radius: z.number(),
  onMap: z.boolean(),
  buildings: z.array(buildingSchema),
});
export type CitySummary = z.infer<typeof citySummarySchema>;

export const citiesResponseSchema = z.object({ success: z.literal(true), data: z.object({ cities: z.array(citySummarySchema) }) });
export type CitiesResponse = z.infer<typeof citiesResponseSchema>;

/** POST /api/auth/set-in-game-name: the user as it is now, name included. */
export const setInGameNameResponseSchema = z.object({ success: z.literal(true), data: z.object({ user: sessionUserSchema }) });
export type SetInGameNameResponse = z.infer<typeof setInGameNameResponseSchema>;

/** A success with nothing more to say (e.g. POST /api/auth/logout). */
export const okResponseSchema = z.object({ success: z.literal(true) });
