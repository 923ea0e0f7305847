import { RECONNECT_BASE_DELAY_MS, RECONNECT_MAX_ATTEMPTS } from '@silkroad/shared';

/**
 * Delay before reconnection attempt `attempt` (1-based) after a drop the client did not ask for:
 * 2 s times the attempt number, at most 5 attempts (spec 000 §4 "Socket"). Null means give up.
 */
export function reconnectDelayMs(
  attempt: number,
  baseMs: number = RECONNECT_BASE_DELAY_MS,
  maxAttempts: number = RECONNECT_MAX_ATTEMPTS,
): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > maxAttempts) return null;
  return baseMs * attempt;
}

/** socket.io's reason for a disconnect the client itself asked for: never retried. */
export const CLIENT_DISCONNECT_REASON = 'io client disconnect';

export function shouldReconnectAfter(reason: string): boolean {
  return reason !== CLIENT_DISCONNECT_REASON;
}
