import { z } from 'zod';
import { sessionTokensSchema, sessionUserSchema } from './player';

/** Every failed request answers this shape; `error` carries the spec's wording. */
export const apiErrorSchema = z.object({ success: z.literal(false), error: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

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
