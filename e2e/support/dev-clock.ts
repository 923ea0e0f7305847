import { timeOfDayAt, weatherAt } from '@silkroad/shared';

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
    const response = await fetch(`${url}/api/dev/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ advanceMs: advance }) });
    if (!response.ok) throw new Error(`the development clock refused: ${response.status}`);
    return;
  }
}
