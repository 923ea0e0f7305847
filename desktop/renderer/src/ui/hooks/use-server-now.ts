import { useEffect, useState } from 'react';

/**
 * The server's time now, refreshed every `intervalMs` while `active` (the journey's ETA and the
 * encounter's countdown are the server's moments, so they count against its clock, not ours).
 */
export function useServerNow(serverNow: () => number, intervalMs: number, active = true): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(serverNow());
    // At once too: what was read while inactive (or before the clock first synced) is stale by now.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [serverNow, intervalMs, active]);
  return now;
}
