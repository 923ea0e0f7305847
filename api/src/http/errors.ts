import { HTTPException } from 'hono/http-exception';

export function isHttpException(error: unknown): error is HTTPException {
  return error instanceof HTTPException;
}
