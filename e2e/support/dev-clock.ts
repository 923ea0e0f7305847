import { API_ROUTES, routeUrl, timeOfDayAt, weatherAt, type TimeSyncData } from '@silkroad/shared';

/** A game hour lasts this long in real time (a game day, 4 real hours). */
const GAME_HOUR_REAL_MS = 10 * 60_000;

/**
 * Moves a development server's clock forward (POST /api/dev/clock), as if that much time had
 * passed. The clock takes whole milliseconds; a span read off the page (a bed's countdown, by a
 * clock offset measured in fractions) is rounded.
 */
export async function advanceClock(url: string, ms: number): Promise<TimeSyncData> {
  const route = API_ROUTES.dev.clock;
  const response = await fetch(new URL(routeUrl(route), url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ advanceMs: Math.round(ms) }) });
  if (!response.ok) throw new Error(`the development clock refused: HTTP ${response.status}`);
  return route.reply.parse(await response.json()).data;
}

/** Moves a development server's clock on to the next time the game clock shows `hour`:00. */
export async function advanceToHour(url: string, hour: number): Promise<TimeSyncData> {
  const { timeOfDay } = await advanceClock(url, 1);
  return advanceClock(url, Math.max(1, Math.round((((hour - timeOfDay + 24) % 24) * GAME_HOUR_REAL_MS))));
}

/**
 * Moves a development server's clock to a clear late morning (between `fromHour` and `toHour`,
 * clear or cloudy), so the pictures are by daylight and no weather refuses, whatever the hour the
 * test runs at (a game day lasts 4 real hours).
 */
export async function advanceToDaylight(url: string, fromHour = 9, toHour = 13): Promise<void> {
  const now = Date.now();
  const step = 5 * 60_000;
  for (let advance = 0; advance < 2 * 24 * 3_600_000; advance += step) {
    const hour = timeOfDayAt(now + advance);
    const weather = weatherAt(now + advance);
    if (hour < fromHour || hour > toHour || (weather !== 'clear' && weather !== 'cloudy')) continue;
    if (advance === 0) return;
    await advanceClock(url, advance);
    return;
  }
}
