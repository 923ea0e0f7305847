import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { API_ERRORS, apiErrorSchema, type ApiErrorCode, type RouteReply, type RouteSpec } from '@silkroad/shared';
import type { AppEnv } from '../context';
import { rateLimit } from './rate-limit';
import { Refusal, REFUSAL_STATUS } from './refusal';
import { requireAuth } from './require-auth';
import { COMMON_FIELD_FAILURES, validationRefusal } from './router';

type Output<S, K extends 'params' | 'query' | 'body'> = S extends Record<K, infer T extends z.ZodType> ? z.output<T> : undefined;

/** What a handler gets: the validated path parameters, query and body of its route. */
export interface RouteInput<S extends RouteSpec> {
  params: Output<S, 'params'>;
  query: Output<S, 'query'>;
  body: Output<S, 'body'>;
}

/** What a handler answers: the route's reply, or its own Response for a route without one (a redirect) or with `otherReplies`. */
type Answer<S extends RouteSpec> = (S['reply'] extends z.ZodType ? RouteReply<S> : Response) | (S extends { otherReplies: object } ? Response : never);

/** A handler answers the route's reply (or, for a route without one, its own Response: a redirect). */
export type RouteHandler<S extends RouteSpec> = (c: Context<AppEnv>, input: RouteInput<S>) => Answer<S> | Promise<Answer<S>>;

/** What any route may answer whatever it does: the caller's identity, malformed input, limits, faults. */
const IMPLIED_REFUSALS: readonly ApiErrorCode[] = ['INVALID_REQUEST', 'INVALID_JSON', 'UNSUPPORTED_MEDIA_TYPE', 'BODY_TOO_LARGE', 'RATE_LIMITED', 'INTERNAL_ERROR', 'DATABASE_UNAVAILABLE', 'NOT_FOUND'];
const PLAYER_REFUSALS: readonly ApiErrorCode[] = ['UNAUTHENTICATED', 'TOKEN_EXPIRED', 'PLAYER_NOT_FOUND'];

/** Every code a route may answer with: its own, its fields', and the implied ones. */
export function declaredRefusals(spec: RouteSpec): ReadonlySet<ApiErrorCode> {
  const fieldCodes = Object.values({ ...COMMON_FIELD_FAILURES, ...spec.fields }).map((failure) => failure.code);
  return new Set([...spec.refusals, ...fieldCodes, ...IMPLIED_REFUSALS, ...(spec.access === 'public' ? [] : PLAYER_REFUSALS)]);
}

function jsonContent(schema: unknown, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/** The OpenAPI responses of a route: its reply, and one entry per refusal status listing the codes and their words. */
function openApiResponses(spec: RouteSpec) {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of declaredRefusals(spec)) {
    if (code === 'NOT_FOUND' && !spec.refusals.includes('NOT_FOUND')) continue;
    const status = REFUSAL_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<number, unknown> = spec.reply ? { [spec.status ?? 200]: jsonContent(spec.reply, spec.summary) } : { 302: { description: 'A redirect' } };
  for (const [status, other] of Object.entries(spec.otherReplies ?? {})) responses[Number(status)] = jsonContent(other.schema, other.description);
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[status] = jsonContent(apiErrorSchema, codes.map((code) => `${code} (${API_ERRORS[code]})`).join('; '));
  }
  return responses;
}

/** Extra middleware a route needs before its handler (a body limit of its own). */
export interface ServeOptions {
  middleware?: readonly MiddlewareHandler<AppEnv>[];
}

/** A `player` route checks the token first; an `optional-player` route reads it in its handler. */
function middlewareOf(spec: RouteSpec, options: ServeOptions): MiddlewareHandler<AppEnv>[] {
  return [...(spec.access === 'player' ? [requireAuth] : []), ...(spec.rateLimit ? [rateLimit(spec.rateLimit)] : []), ...(options.middleware ?? [])];
}

/**
 * Serves one route of the protocol map on `router`: its middleware (token, budget), validation
 * with the route's field codes, its OpenAPI entry, and a check that it refuses only with the codes
 * the map declares (a fault in development and tests: the map is what clients are written against).
 */
export function serveRoute<S extends RouteSpec>(router: OpenAPIHono<AppEnv>, spec: S, handler: RouteHandler<S>, options: ServeOptions = {}): void {
  const route = createRoute({
    method: spec.method,
    path: spec.path,
    tags: [spec.tag],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.access === 'player' ? { security: [{ bearer: [] }] } : spec.access === 'optional-player' ? { security: [{ bearer: [] }, {}] } : {}),
    middleware: middlewareOf(spec, options),
    request: {
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.body ? { body: { required: !spec.optionalBody, content: { 'application/json': { schema: spec.body } } } } : {}),
    },
    responses: openApiResponses(spec),
  } as Parameters<typeof createRoute>[0]);
  const declared = declaredRefusals(spec);

  router.openapi(
    route,
    (async (c: Context<AppEnv>) => {
      const valid = c.req as unknown as { valid(target: string): unknown };
      const input = {
        params: spec.params ? valid.valid('param') : undefined,
        query: spec.query ? valid.valid('query') : undefined,
        body: spec.body ? valid.valid('json') : undefined,
      } as RouteInput<S>;
      try {
        const reply: unknown = await handler(c, input);
        return reply instanceof Response ? reply : c.json(reply as object, spec.status ?? 200);
      } catch (error) {
        if (error instanceof Refusal && !declared.has(error.code)) undeclaredRefusal(c, spec, error);
        throw error;
      }
    }) as never,
    (result: { success: boolean; error?: z.ZodError }) => {
      if (!result.success && result.error) throw validationRefusal(result.error, spec.fields);
      return undefined;
    },
  );
}

function undeclaredRefusal(c: Context<AppEnv>, spec: RouteSpec, refusal: Refusal): void {
  const what = `${spec.method.toUpperCase()} ${spec.path} refused with ${refusal.code}, which the protocol map does not declare for it`;
  if (c.var.ctx.config.devMode) throw new Error(what);
  c.var.log?.warn({ code: refusal.code, route: spec.path }, what);
}
