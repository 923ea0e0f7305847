import { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { MESSAGES } from '@silkroad/shared';
import type { AppEnv } from '../context';

/** The first problem of a failed validation, in words a developer can act on. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return MESSAGES.invalidRequest;
  const path = issue.path.join('.');
  return path ? `${MESSAGES.invalidRequest}: ${path}: ${issue.message}` : `${MESSAGES.invalidRequest}: ${issue.message}`;
}

/** Every router validates with the shared zod schemas and answers failures in one shape. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json({ success: false as const, error: describeZodError(result.error) }, 400);
      return undefined;
    },
  });
}
