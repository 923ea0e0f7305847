import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppContext, AppEnv } from '../../context';
import { jsonContent } from '../../http/openapi';
import { refuse } from '../../http/refusal';
import { createRouter } from '../../http/router';
import { withQuery } from './client-redirects';
import { LOCAL_CLIENT_ID, localIssuer, relyingPartyCallbackUrl } from './endpoints';
import { LOCAL_ID_TOKEN_TTL_S, localSigningKey, signLocalIdToken } from './local-idp-keys';
import { renderErrorPage, renderSignInPage } from './auth-pages';
import { challengeOfVerifier } from './pkce';
import { hashSecret, randomSecret } from './secrets';

/** Local codes only have to survive one in-process round trip; Google's live about as long. */
export const LOCAL_CODE_TTL_MS = 2 * 60 * 1000;
const MAX_FORM_BYTES = 16 * 1024;

/**
 * The stable subject for an email address: accounts survive a change of display name, and
 * "Ada@Example.test" and "ada@example.test" are one person.
 */
export function localSubject(email: string): string {
  return hashSecret(email.trim().toLowerCase());
}

const authorizationParams = {
  response_type: z.string().max(64).optional(),
  client_id: z.string().max(256).optional(),
  redirect_uri: z.string().max(2048).optional(),
  scope: z.string().max(512).optional(),
  state: z.string().max(1024).optional(),
  nonce: z.string().max(512).optional(),
  code_challenge: z.string().max(256).optional(),
  code_challenge_method: z.string().max(16).optional(),
};
const authorizationQuerySchema = z.object(authorizationParams);
const authorizationFormSchema = z.object({ ...authorizationParams, email: z.string().max(512).optional(), name: z.string().max(512).optional() });
type AuthorizationParams = z.infer<typeof authorizationQuerySchema>;

interface AuthorizationRequest {
  redirectUri: string;
  state: string | null;
  nonce: string | null;
  codeChallenge: string;
  /** Echoed into the form as hidden fields. */
  fields: Record<string, string>;
}

type RequestCheck = { ok: true; request: AuthorizationRequest } | { ok: false; redirectTo: string | null; description: string };

/**
 * RFC 6749 §4.1.2.1: with an unknown client or redirect URI, tell the user and never redirect;
 * other mistakes go back to the (registered) redirect URI as error=invalid_request.
 */
function checkAuthorizationRequest(ctx: AppContext, params: AuthorizationParams): RequestCheck {
  if (params.client_id !== LOCAL_CLIENT_ID) return { ok: false, redirectTo: null, description: 'Unknown client.' };
  const registered = relyingPartyCallbackUrl(ctx.config);
  if (params.redirect_uri !== registered) return { ok: false, redirectTo: null, description: 'This redirect address is not registered with the local identity provider.' };
  const state = params.state || null;
  const fail = (description: string): RequestCheck => ({ ok: false, redirectTo: withQuery(registered, { error: 'invalid_request', error_description: description, ...(state ? { state } : {}) }), description });
  if (params.response_type !== 'code') return fail('Only the authorization code flow is supported.');
  if (!(params.scope ?? '').split(' ').includes('openid')) return fail('The openid scope is required.');
  // A public client: PKCE is what stops a stolen code from being redeemed.
  if (params.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(params.code_challenge ?? '')) return fail('A PKCE S256 code challenge is required.');
  const fields: Record<string, string> = {};
  for (const key of Object.keys(authorizationParams) as (keyof AuthorizationParams)[]) {
    const value = params[key];
    if (value !== undefined) fields[key] = value;
  }
  return { ok: true, request: { redirectUri: registered, state, nonce: params.nonce || null, codeChallenge: params.code_challenge as string, fields } };
}

function cancelUrl(request: AuthorizationRequest): string {
  return withQuery(request.redirectUri, { error: 'access_denied', error_description: 'The user cancelled the sign-in.', ...(request.state ? { state: request.state } : {}) });
}

const emailSchema = z.email().max(254);

/**
 * What is wrong with an identity offered to the local provider, in the words its form shows, or
 * null. Its form and the in-process sign-in of the offline player (local-session.ts) both ask it.
 */
export function localIdentityProblem(email: string, name: string): string | null {
  if (!emailSchema.safeParse(email).success) return 'Enter a valid email address.';
  if (name.length === 0) return 'Enter a name.';
  if (name.length > 64) return 'The name must be 64 characters or less.';
  // The name becomes the account's username, shown to other players.
  if (/[\p{Cc}\p{Cf}<>]/u.test(name)) return 'The name may not contain control characters or angle brackets.';
  return null;
}

/** Never cached: the page carries the request's state and challenge. CSP and framing rules come from http/security-headers.ts. */
function htmlHeaders(c: Context<AppEnv>): void {
  c.header('Cache-Control', 'no-store');
}

const htmlContent = { 'text/html': { schema: z.string() } };
const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

const discoveryRoute = createRoute({
  method: 'get',
  path: '/.well-known/openid-configuration',
  tags: ['Local identity provider'],
  summary: 'OpenID Connect discovery document of the local identity provider',
  responses: { 200: jsonContent(z.record(z.string(), z.unknown()), 'Discovery document') },
});

const authorizePageRoute = createRoute({
  method: 'get',
  path: '/authorize',
  tags: ['Local identity provider'],
  summary: 'The local sign-in page (an HTML form)',
  request: { query: authorizationQuerySchema },
  responses: {
    200: { description: 'Sign-in form', content: htmlContent },
    302: { description: 'Invalid request parameters, reported to the registered redirect URI' },
    400: { description: 'Unknown client or redirect URI', content: htmlContent },
  },
});

const authorizeSubmitRoute = createRoute({
  method: 'post',
  path: '/authorize',
  tags: ['Local identity provider'],
  summary: 'Submit the local sign-in form',
  request: { body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: authorizationFormSchema } } } },
  responses: {
    302: { description: 'Back to the relying party with code and state' },
    400: { description: 'The form again, with what to correct', content: htmlContent },
  },
});

const tokenRoute = createRoute({
  method: 'post',
  path: '/token',
  tags: ['Local identity provider'],
  summary: 'Token endpoint (authorization_code grant with PKCE)',
  request: {
    body: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: z.object({
            grant_type: z.string().max(64).optional(),
            code: z.string().max(512).optional(),
            redirect_uri: z.string().max(2048).optional(),
            client_id: z.string().max(256).optional(),
            client_secret: z.string().max(512).optional(),
            code_verifier: z.string().max(256).optional(),
          }),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'Tokens',
      content: { 'application/json': { schema: z.object({ id_token: z.string(), access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number().int() }) } },
    },
    400: jsonContent(oauthErrorSchema, 'OAuth error'),
    401: jsonContent(oauthErrorSchema, 'Unknown client'),
  },
});

const jwksRoute = createRoute({
  method: 'get',
  path: '/jwks',
  tags: ['Local identity provider'],
  summary: 'Public keys the id tokens are signed with',
  responses: { 200: jsonContent(z.object({ keys: z.array(z.record(z.string(), z.unknown())) }), 'JWK set') },
});

/**
 * A development and offline stand-in for Google with the same protocol surface, so the relying
 * party code is the same in every mode. It asks for no password: whoever reaches it may be
 * anyone. It is therefore switched off whenever Google is configured.
 */
export function localIdpRoutes(ctx: AppContext) {
  const router = createRouter();
  const issuer = localIssuer(ctx.config);

  router.use('*', async (c, next) => {
    if (ctx.config.google) return refuse(c, 'NOT_FOUND');
    await next();
    return undefined;
  });
  router.use('*', bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => refuse(c, 'BODY_TOO_LARGE') }));

  router.openapi(discoveryRoute, (c) =>
    c.json(
      {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        claims_supported: ['iss', 'aud', 'sub', 'iat', 'exp', 'nonce', 'email', 'email_verified', 'name'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none'],
      },
      200,
    ),
  );

  router.openapi(
    authorizePageRoute,
    (c) => {
      const check = checkAuthorizationRequest(ctx, c.req.valid('query'));
      htmlHeaders(c);
      if (!check.ok) return check.redirectTo ? c.redirect(check.redirectTo, 302) : c.html(renderErrorPage(check.description), 400);
      return c.html(renderSignInPage({ request: check.request.fields, cancelUrl: cancelUrl(check.request) }), 200);
    },
    (result, c) => {
      if (result.success) return undefined;
      htmlHeaders(c);
      return c.html(renderErrorPage('The sign-in request is malformed.'), 400);
    },
  );

  router.openapi(
    authorizeSubmitRoute,
    async (c) => {
      const form = c.req.valid('form');
      const check = checkAuthorizationRequest(ctx, form);
      htmlHeaders(c);
      if (!check.ok) return check.redirectTo ? c.redirect(check.redirectTo, 302) : c.html(renderErrorPage(check.description), 400);
      const { request } = check;
      const email = (form.email ?? '').trim();
      const name = (form.name ?? '').trim();
      const problem = localIdentityProblem(email, name);
      if (problem) return c.html(renderSignInPage({ request: request.fields, cancelUrl: cancelUrl(request), email, name, error: problem }), 400);

      const code = randomSecret();
      const now = ctx.clock.now();
      await ctx.db
        .insertInto('local_idp_codes')
        .values({
          // Only the hash is kept, like every other bearer secret of ours.
          code: hashSecret(code),
          email,
          name,
          client_id: LOCAL_CLIENT_ID,
          redirect_uri: request.redirectUri,
          nonce: request.nonce,
          code_challenge: request.codeChallenge,
          expires_at: now + LOCAL_CODE_TTL_MS,
          used_at: null,
        })
        .execute();
      return c.redirect(withQuery(request.redirectUri, { code, ...(request.state ? { state: request.state } : {}) }), 302);
    },
    (result, c) => {
      if (result.success) return undefined;
      htmlHeaders(c);
      return c.html(renderErrorPage('The sign-in form is malformed.'), 400);
    },
  );

  router.openapi(
    tokenRoute,
    async (c) => {
      const form = c.req.valid('form');
      c.header('Cache-Control', 'no-store');
      if (form.grant_type !== 'authorization_code') return c.json({ error: 'unsupported_grant_type' }, 400);
      if (form.client_id !== LOCAL_CLIENT_ID) return c.json({ error: 'invalid_client' }, 401);
      if (!form.code || !form.code_verifier || !form.redirect_uri) return c.json({ error: 'invalid_request', error_description: 'code, redirect_uri and code_verifier are required' }, 400);
      const challenge = await challengeOfVerifier(form.code_verifier);
      if (challenge === null) return c.json({ error: 'invalid_grant', error_description: 'The code verifier is malformed.' }, 400);

      const now = ctx.clock.now();
      // Single use even under concurrency: the guard is in the UPDATE, and so is the PKCE check.
      const redeemed = await ctx.db
        .updateTable('local_idp_codes')
        .set({ used_at: now })
        .where('code', '=', hashSecret(form.code))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('client_id', '=', form.client_id)
        .where('redirect_uri', '=', form.redirect_uri)
        .where('code_challenge', '=', challenge)
        .returning(['email', 'name', 'nonce'])
        .executeTakeFirst();
      if (!redeemed) return c.json({ error: 'invalid_grant', error_description: 'The code is invalid, expired, already used, or the verifier does not match.' }, 400);

      const idToken = await signLocalIdToken(ctx.db, {
        issuer,
        audience: LOCAL_CLIENT_ID,
        subject: localSubject(redeemed.email),
        email: redeemed.email,
        name: redeemed.name,
        nonce: redeemed.nonce,
        issuedAt: Math.floor(now / 1000),
      });
      return c.json({ id_token: idToken, access_token: randomSecret(), token_type: 'Bearer' as const, expires_in: LOCAL_ID_TOKEN_TTL_S }, 200);
    },
    (result, c) => (result.success ? undefined : c.json({ error: 'invalid_request' }, 400)),
  );

  router.openapi(jwksRoute, async (c) => {
    const key = await localSigningKey(ctx.db);
    return c.json({ keys: [key.publicJwk as Record<string, unknown>] }, 200);
  });

  return router;
}
