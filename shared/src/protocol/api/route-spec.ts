import type { z } from 'zod';
import type { ApiErrorCode } from '../errors';
import type { RateLimitName } from '../rate-limits';

export type HttpMethod = 'get' | 'post' | 'delete';

/**
 * Who may call a route: `player` needs the access token (401 without it), `public` needs none,
 * `optional-player` takes a token when there is one (error reports: a signed-in player's budget
 * is their own). `dev` routes are served by development servers only.
 */
export type RouteAccess = 'player' | 'public' | 'optional-player';

/** The code (and, where a player can act on it, the words) for a top-level field that failed validation. */
export interface FieldFailure {
  code: ApiErrorCode;
  message?: string;
}

/**
 * One route of the HTTP API: everything both sides need to agree on. The API builds the route,
 * its middleware and its OpenAPI entry from it; the renderer calls it through one typed function.
 * `refusals` are the codes this route's own logic answers with; the ones every route may give
 * (authentication for `player` routes, malformed input, rate limits, server faults) are implied.
 */
export interface RouteSpec {
  method: HttpMethod;
  /** The full path, OpenAPI style: `/api/farming/crops/{id}`. */
  path: `/${string}`;
  tag: string;
  summary: string;
  description?: string;
  access: RouteAccess;
  /** Served by development servers only (production answers 404). */
  devOnly?: boolean;
  /** The route's own budget (on top of the one every API request takes). */
  rateLimit?: RateLimitName;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The body may be left out altogether (no content type): it is validated only when sent. */
  optionalBody?: boolean;
  /** The reply of a success; `null` for a route that redirects. */
  reply: z.ZodType | null;
  /** The status of that reply: 201 for a route that creates something; 200 unless given. */
  status?: 200 | 201;
  /** Answers besides the reply and the refusals, by status (GET /health: 503 with what is wrong). */
  otherReplies?: Readonly<Record<number, { schema: z.ZodType; description: string }>>;
  refusals: readonly ApiErrorCode[];
  fields?: Readonly<Record<string, FieldFailure>>;
}

/** Declares a route, keeping its literal types (path, schemas) for both sides. */
export function defineRoute<const S extends RouteSpec>(spec: S): S {
  return spec;
}

type Part<S, K extends 'params' | 'query' | 'body'> = S extends Record<K, infer T extends z.ZodType> ? { [P in K]: z.input<T> } : { [P in K]?: never };

/** What a caller sends: the path parameters, query and body its schemas take. */
export type RouteRequest<S extends RouteSpec> = Part<S, 'params'> & Part<S, 'query'> & Part<S, 'body'>;

/** What a caller gets back from a success. */
export type RouteReply<S extends RouteSpec> = S['reply'] extends z.ZodType ? z.output<S['reply']> : never;

/** The path with its `{name}` parameters filled in and the query appended. */
export function routeUrl(spec: RouteSpec, params?: Readonly<Record<string, string | number>>, query?: Readonly<Record<string, unknown>>): string {
  const path = spec.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${spec.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const pairs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}
