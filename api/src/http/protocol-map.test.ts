import { afterEach, describe, expect, it } from 'vitest';
import { allRoutes, type RouteSpec } from '@silkroad/shared';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { REFUSAL_STATUS } from './refusal';
import { declaredRefusals } from './serve-route';

/** The map's `{param}` paths in Hono's `:param` form, with the method: what the router holds. */
const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** Routes a Hono app serves, apart from middleware and what is not the game API (the local identity provider's pages, the web bundle, the document itself). */
function servedRoutes(test: TestApp): Set<string> {
  return new Set(
    test.app.routes
      .filter((route) => route.method !== 'ALL')
      .filter((route) => route.path.startsWith('/api/') || route.path === '/health')
      .filter((route) => route.path !== '/api/doc')
      .map((route) => routeKey(route.method, route.path)),
  );
}

const mapKeys = (routes: RouteSpec[]) => new Set(routes.map((route) => routeKey(route.method, route.path)));

describe('the HTTP protocol map and the API agree', () => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  it('a development server serves every route of the map, and no route outside it', async () => {
    test = await createTestApp({ devMode: true });
    expect([...servedRoutes(test)].sort()).toEqual([...mapKeys(allRoutes())].sort());
  });

  it('a production server serves every route of the map but the development-only ones', async () => {
    test = await createTestApp({ devMode: false });
    const production = allRoutes().filter((route) => !route.devOnly);
    expect([...servedRoutes(test)].sort()).toEqual([...mapKeys(production)].sort());
  });

  it('the OpenAPI document lists every route with the status of each refusal it declares', async () => {
    test = await createTestApp({ devMode: true });
    const doc = (await (await test.app.request('/api/doc')).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    for (const route of allRoutes()) {
      const entry = doc.paths[route.path]?.[route.method];
      expect(entry, `${route.method} ${route.path} in the document`).toBeDefined();
      const statuses = new Set(Object.keys(entry?.responses ?? {}));
      for (const code of route.refusals) expect(statuses.has(String(REFUSAL_STATUS[code])), `${route.path}: ${code}`).toBe(true);
    }
  });

  it('every route of the map has a unique method and path, a reply, and refusals the API knows', () => {
    const keys = allRoutes().map((route) => routeKey(route.method, route.path));
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of allRoutes()) {
      for (const code of declaredRefusals(route)) expect(REFUSAL_STATUS[code], `${route.path}: ${code}`).toBeDefined();
    }
  });
});
