import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error whose message is meant for the player, with the status it should answer. */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

export function isHttpException(error: unknown): error is HTTPException {
  return error instanceof HTTPException;
}
