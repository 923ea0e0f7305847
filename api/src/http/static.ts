import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context';

/** Serves the built web bundle at '/', answering unknown page paths with index.html. */
export function serveWebBundle(app: OpenAPIHono<AppEnv>, distDir: string): void {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  app.use('/*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/idp/') || path.startsWith('/socket.io/') || path === '/health') return next();
    return serveStatic({ root: relative(process.cwd(), root) || '.' })(c, next);
  });
  app.get('/*', (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/idp/') || path.includes('.') || !existsSync(indexPath)) return next();
    return c.html(readFileSync(indexPath, 'utf8'));
  });
}
