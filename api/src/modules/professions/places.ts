import { CITIES } from '@silkroad/shared';
import type { z } from 'zod';
import type { placeSchema } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { readWorker, workerPosition } from './work-site';

type Place = z.infer<typeof placeSchema>;

/**
 * POST /blacksmithing/forges and /crafting/workshops: every city on the map has a forge and a
 * workshop the professions use (docs/decisions.md), so both list the cities, nearest first.
 */
export async function citiesByDistance(ctx: AppContext, playerId: string): Promise<Place[]> {
  const worker = await readWorker(ctx.db, playerId, { lock: false });
  const { x, y } = workerPosition(ctx, playerId, worker);
  return CITIES.filter((city) => city.onMap)
    .map((city) => ({ cityId: city.id, name: city.name, x: city.x, y: city.y, distance: Math.round(Math.hypot(city.x - x, city.y - y) * 10) / 10 }))
    .sort((a, b) => a.distance - b.distance);
}
