import { z } from 'zod';
import { defineRoute } from './route-spec';

export const healthyReplySchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export const unhealthyReplySchema = z.object({ status: z.literal('error'), database: z.string().describe('What is wrong, e.g. "database file is damaged (SQLITE_CORRUPT)"') });

/** Beside the API (not under /api): load balancers and monitors probe it. */
export const HEALTH_ROUTES = {
  health: defineRoute({
    method: 'get',
    path: '/health',
    tag: 'operations',
    summary: 'Whether this server can serve players: for load balancers and monitors',
    description:
      'Reads one row of every table, and reports a storage fault (damaged file, I/O error, disk full, read-only) that any query met since the server started. A storage fault stays reported until the server is restarted.',
    access: 'public',
    reply: healthyReplySchema,
    otherReplies: { 503: { schema: unhealthyReplySchema, description: 'The database does not answer, or its storage failed' } },
    refusals: [],
  }),
};
