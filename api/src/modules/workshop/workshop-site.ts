import { BENCH_PROFESSIONS, benchTiersOf, cityIdAt, type BenchProfession, type BenchTier, type PlacedBench } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { standingPosition } from '../players/player-position';

export type WorkshopSite = 'personal' | 'city';

/**
 * Where the player can craft at benches now: their personal workshop when they are on their farm
 * (002 §1: the farm "includes home workshop"), a city workshop when they stand inside a city, or
 * nowhere.
 */
export function workshopSite(ctx: AppContext, playerId: string, player: { x: number; y: number; location_state: string }): WorkshopSite | null {
  if (player.location_state === 'IN_COUNTRYSIDE') return 'personal';
  const position = standingPosition(ctx, playerId, player);
  return cityIdAt(position.x, position.y) !== null ? 'city' : null;
}

/** A city workshop offers a tier-1 bench of every station; the personal one has the benches placed in it. */
export const CITY_BENCH_TIERS: Readonly<Partial<Record<BenchProfession, BenchTier>>> = Object.fromEntries(BENCH_PROFESSIONS.map((profession) => [profession, 1]));

export function benchTiersAt(site: WorkshopSite | null, benches: readonly PlacedBench[]): Partial<Record<BenchProfession, BenchTier>> {
  if (site === 'city') return CITY_BENCH_TIERS;
  if (site === 'personal') return benchTiersOf(benches.map((bench) => bench.benchId));
  return {};
}
