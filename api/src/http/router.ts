import { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { MESSAGES, type FieldFailure } from '@silkroad/shared';
import type { AppEnv } from '../context';
import { answerRefusal } from './errors';
import { Refusal } from './refusal';

/** The first problem of a failed validation, in words a developer can act on. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return MESSAGES.invalidRequest;
  const path = issue.path.join('.');
  return path ? `${MESSAGES.invalidRequest}: ${path}: ${issue.message}` : `${MESSAGES.invalidRequest}: ${issue.message}`;
}

/** Code and words for a top-level field that failed validation, where a player can act on them. */
export type FieldFailures = Readonly<Record<string, FieldFailure>>;

/** Every route answers a quantity a player typed with the spec's own text. */
export const COMMON_FIELD_FAILURES: FieldFailures = { quantity: { code: 'INVALID_QUANTITY' } };

/** The refusal for a request that failed validation: the first failed field picks the code. */
export function validationRefusal(error: ZodError, fields: FieldFailures = {}): Refusal {
  const issue = error.issues[0];
  const field = issue?.path.length === 1 && typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
  const known = field === undefined ? undefined : (fields[field] ?? COMMON_FIELD_FAILURES[field]);
  return known ? new Refusal(known.code, known.message) : new Refusal('INVALID_REQUEST', describeZodError(error));
}

/**
 * Every router validates with the shared zod schemas; a failure is thrown as a refusal, which
 * the app's error handler answers in the one error body.
 */
export function createRouter(fields: FieldFailures = {}): OpenAPIHono<AppEnv> {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationRefusal(result.error, fields);
      return undefined;
    },
  });
  router.onError(answerRefusal);
  return router;
}
