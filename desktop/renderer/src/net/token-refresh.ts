/** Refresh this long before the access token expires, so no request races its expiry. */
export const TOKEN_REFRESH_LEAD_MS = 60_000;
/** After a refresh that failed for network reasons, try again this much later. */
export const TOKEN_REFRESH_RETRY_MS = 10_000;
/** setTimeout stores its delay in 32 bits; longer delays fire at once. */
const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** Milliseconds from `now` until the access token should be refreshed (0 = now). */
export function refreshDelayMs(expiresAt: number, now: number, leadMs: number = TOKEN_REFRESH_LEAD_MS): number {
  const delay = expiresAt - leadMs - now;
  if (!Number.isFinite(delay) || delay <= 0) return 0;
  return Math.min(delay, MAX_TIMER_DELAY_MS);
}

export function needsRefresh(expiresAt: number, now: number, leadMs: number = TOKEN_REFRESH_LEAD_MS): boolean {
  return refreshDelayMs(expiresAt, now, leadMs) === 0;
}
