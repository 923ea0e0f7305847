import { z } from 'zod';
import {
  authStartQuerySchema,
  checkNameResponseSchema,
  googleIdTokenRequestSchema,
  logoutRequestSchema,
  nameRequestSchema,
  okResponseSchema,
  sessionResponseSchema,
  setInGameNameResponseSchema,
  tokenRequestSchema,
} from '../http';
import { defineRoute } from './route-spec';

const tag = 'Auth';

/** The identity provider's redirect back: a code and state, or an error (RFC 6749 §4.1.2, RFC 9207's iss). */
export const authCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
  iss: z.string().max(2048).optional(),
});

export const AUTH_ROUTES = {
  start: defineRoute({
    method: 'get',
    path: '/api/auth/google',
    tag,
    summary: 'Start sign-in (a page navigation): redirects to Google, or to the local identity provider when Google is not configured',
    description: "A browser gets a page for a refusal, other clients JSON; when the provider can't be reached, back to redirect_uri with error and error_description.",
    access: 'public',
    query: authStartQuerySchema,
    reply: null,
    refusals: ['REDIRECT_NOT_ALLOWED'],
  }),
  callback: defineRoute({
    method: 'get',
    path: '/api/auth/callback',
    tag,
    summary: "The identity provider's redirect back to the API: on to the client's redirect_uri with code and state, or with error, error_description and state",
    access: 'public',
    query: authCallbackQuerySchema,
    reply: null,
    refusals: ['UNKNOWN_SIGN_IN_REQUEST'],
  }),
  token: defineRoute({
    method: 'post',
    path: '/api/auth/token',
    tag,
    summary: 'Redeem the one-time code with its PKCE verifier, or rotate a refresh token, for a session',
    description: 'UNAUTHENTICATED: an unknown, expired, revoked or reused refresh token.',
    access: 'public',
    rateLimit: 'token',
    body: tokenRequestSchema,
    reply: sessionResponseSchema,
    refusals: ['INVALID_AUTHORIZATION_CODE', 'UNAUTHENTICATED'],
  }),
  googleIdToken: defineRoute({
    method: 'post',
    path: '/api/auth/google',
    tag,
    summary: 'Sign in with an identity token the client obtained itself (verified against the provider JWKS)',
    access: 'public',
    rateLimit: 'token',
    body: googleIdTokenRequestSchema,
    reply: sessionResponseSchema,
    refusals: ['UNAUTHENTICATED'],
  }),
  logout: defineRoute({
    method: 'post',
    path: '/api/auth/logout',
    tag,
    summary: 'End the session: revokes the family of the given refresh token if it is the caller’s (the body may be left out)',
    access: 'player',
    body: logoutRequestSchema,
    optionalBody: true,
    reply: okResponseSchema,
    refusals: [],
  }),
  checkName: defineRoute({
    method: 'post',
    path: '/api/auth/check-name',
    tag,
    summary: 'Is this in-game name valid and free (or already the caller’s)? When taken, `error` says so',
    access: 'player',
    rateLimit: 'checkName',
    body: nameRequestSchema,
    reply: checkNameResponseSchema,
    refusals: ['NAME_INVALID'],
  }),
  setInGameName: defineRoute({
    method: 'post',
    path: '/api/auth/set-in-game-name',
    tag,
    summary: 'Set (or change) the in-game name; unique regardless of case',
    access: 'player',
    rateLimit: 'setName',
    body: nameRequestSchema,
    reply: setInGameNameResponseSchema,
    refusals: ['NAME_INVALID', 'NAME_TAKEN'],
  }),
};
