import { HEALTH_ROUTES } from '@silkroad/shared';
import type { ApiClient } from './api-client';

/** A server slower than this to say it is well is not one to start a game on. */
const HEALTH_TIMEOUT_MS = 5_000;

/** Resolves when the server and its database answer; an unhealthy server (503) or none throws ApiError. */
export async function checkServerHealth(api: ApiClient): Promise<void> {
  await api.send(HEALTH_ROUTES.health, {}, { timeoutMs: HEALTH_TIMEOUT_MS });
}
