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

/** How long the fair weather must hold from the start: longer than the longest test file plays. */
const FAIR_SPELL_MS = 30 * 60_000;
const SEARCH_STEP_MS = 60_000;

/**
 * How far ahead of real time the browser tests' servers start their clocks: to the next late
 * morning (between `fromHour` and `toHour`) that stays clear or cloudy for half an hour of real
 * time. Every run then plays in the same light and weather, whatever the hour it runs at (a game
 * day lasts 4 real hours, the weather turns each real hour): the pictures are by daylight, no
 * weather refuses an action, and no run pays for a downpour's particles or the night's shading
 * where another does not.
 */
export function fairDaylightAdvance(now: number, fromHour = 9, toHour = 12): number {
  const fair = (at: number) => {
    const weather = weatherAt(at);
    return weather === 'clear' || weather === 'cloudy';
  };
  for (let advance = 0; advance < 4 * 24 * 3_600_000; advance += SEARCH_STEP_MS) {
    const hour = timeOfDayAt(now + advance);
    if (hour < fromHour || hour > toHour) continue;
    let holds = true;
    for (let later = 0; later <= FAIR_SPELL_MS && holds; later += SEARCH_STEP_MS) holds = fair(now + advance + later);
    if (holds) return advance;
  }
  throw new Error('no fair late morning in the next four days of the game clock');
}
