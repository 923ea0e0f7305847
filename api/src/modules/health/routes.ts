import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { jsonContent } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { probeDatabase } from './health-probe';

const healthySchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const unhealthySchema = z.object({ status: z.literal('error'), database: z.string().describe('What is wrong, e.g. "database file is damaged (SQLITE_CORRUPT)"') });

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['operations'],
  summary: 'Whether this server can serve players: for load balancers and monitors',
  description:
    'Reads one row of every table, and reports a storage fault (damaged file, I/O error, disk full, read-only) that any query met since the server started. A storage fault stays reported until the server is restarted.',
  responses: {
    200: jsonContent(healthySchema, 'The server and its database answer'),
    503: jsonContent(unhealthySchema, 'The database does not answer, or its storage failed'),
  },
});

export function healthRoutes(ctx: AppContext) {
  const router = createRouter();
  router.openapi(health, async (c) => {
    const problem = await probeDatabase(ctx.db, ctx.storage);
    if (problem) return c.json({ status: 'error' as const, database: problem }, 503);
    return c.json({ status: 'ok' as const, database: 'ok' as const }, 200);
  });
  return router;
}
