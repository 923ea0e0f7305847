import type { RouteSpec } from './route-spec';

/** One route per id, keyed `${id}${suffix}`: `miningStart`, `loggingStart`, ... */
export type RoutesPer<I extends string, K extends string, S extends RouteSpec> = { readonly [P in I as `${P}${K}`]: S };

/**
 * The same route for each of `ids` (each profession's /{profession}/start...), each with its own
 * explicit path: a `{profession}` pattern would also catch other areas' routes (/workshop/craft).
 */
export function routesPer<I extends string, K extends string, S extends RouteSpec>(ids: readonly I[], suffix: K, route: (id: I) => S): RoutesPer<I, K, S> {
  return Object.fromEntries(ids.map((id) => [`${id}${suffix}`, route(id)])) as RoutesPer<I, K, S>;
}
