import { BENCH_PROFESSIONS, benchTiersOf, type BenchProfession, type BenchTier, type PlacedBench } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { placeOfPlayer, type Whereabouts } from '../players/player-position';

export type WorkshopSite = 'personal' | 'city';

/**
 * Where the player can craft at benches now: their personal workshop when they are on their farm
 * (002 §1: the farm "includes home workshop"), a city workshop when they stand inside a city, or
 * nowhere.
 */
export function workshopSite(ctx: AppContext, playerId: string, player: Whereabouts): WorkshopSite | null {
  const place = placeOfPlayer(ctx, playerId, player);
  return place.kind === 'farm' ? 'personal' : place.kind === 'city' ? 'city' : null;
}

/** A city workshop offers a tier-1 bench of every station; the personal one has the benches placed in it. */
export const CITY_BENCH_TIERS: Readonly<Partial<Record<BenchProfession, BenchTier>>> = Object.fromEntries(BENCH_PROFESSIONS.map((profession) => [profession, 1]));

export function benchTiersAt(site: WorkshopSite | null, benches: readonly PlacedBench[]): Partial<Record<BenchProfession, BenchTier>> {
  if (site === 'city') return CITY_BENCH_TIERS;
  if (site === 'personal') return benchTiersOf(benches.map((bench) => bench.benchId));
  return {};
}
