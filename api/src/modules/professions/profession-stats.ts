import { professionProgress, type ProfessionId, type ProfessionStats } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { claimedResultOf, claimedSessions } from './session-store';
import { professionExperiences } from '../economy/experience';
import { readWorker } from './work-site';

/**
 * The newest claimed sessions the stats count: a bound on the rows one call reads. A player
 * past it sees the totals of their latest sessions (docs/decisions.md).
 */
export const STATS_SESSION_LIMIT = 1_000;

/** GET /{profession}/stats: level and experience, and what the player's finished sessions made. */
export async function professionStats(ctx: AppContext, playerId: string, profession: ProfessionId): Promise<ProfessionStats> {
  await readWorker(ctx.db, playerId, { lock: false });
  const experience = (await professionExperiences(ctx.db, playerId))[profession] ?? 0;
  const progress = professionProgress(experience);
  const stats: ProfessionStats = { profession, level: progress.level, experience, current: progress.current, needed: progress.needed, sessionsCompleted: 0, sessionsSucceeded: 0, itemsMade: 0, totalValueCopper: 0 };
  for (const row of await claimedSessions(ctx.db, playerId, profession, STATS_SESSION_LIMIT)) {
    const result = claimedResultOf(row);
    if (!result) continue;
    stats.sessionsCompleted += 1;
    if (result.success) stats.sessionsSucceeded += 1;
    stats.itemsMade += result.items.reduce((sum, item) => sum + item.quantity, 0);
    stats.totalValueCopper += result.totalValueCopper;
  }
  return stats;
}
