import { activityText, ACHIEVEMENTS, achievementById, achievementUnlockedText, nextResetAllowedAt, PROFESSION_IDS, professionLevelForXp, type ActivityEntry, type PlayerStatsView, type ProfessionId } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { Refusal } from '../../http/refusal';
import { unlockedAchievements } from './achievements';
import { countStatistics } from './statistics-count';

/** How many entries the recent-activity feed shows. */
export const ACTIVITY_FEED_LENGTH = 12;
/** How many of the latest ledger rows are read to fill it (many rows are experience or escrow, not told). */
const ACTIVITY_ROWS_READ = 60;

/** The last things that happened to the player, newest first: ledger rows put into words, and achievements unlocked. */
async function recentActivity(db: Executor, playerId: string, unlocked: ReadonlyMap<string, number>): Promise<ActivityEntry[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['id', 'kind', 'item_id', 'quantity', 'copper_delta', 'city_id', 'created_at'])
    .where('player_id', '=', playerId)
    .where('experience_track', 'is', null)
    .orderBy('id', 'desc')
    .limit(ACTIVITY_ROWS_READ)
    .execute();
  const told = rows.flatMap((row) => {
    const text = activityText({ kind: row.kind, itemId: row.item_id, quantity: Number(row.quantity), copper: Number(row.copper_delta), cityId: row.city_id === null ? null : Number(row.city_id) });
    return text === null ? [] : [{ at: Number(row.created_at), text, kind: row.kind }];
  });
  const achievements = [...unlocked].flatMap(([id, at]) => {
    const definition = achievementById(id);
    return definition ? [{ at, text: achievementUnlockedText(definition.name), kind: 'achievement' }] : [];
  });
  // Stable: of two things at the same moment, the later row stays first.
  return [...told, ...achievements].sort((a, b) => b.at - a.at).slice(0, ACTIVITY_FEED_LENGTH);
}

/** The Player Stats window (002 §2): the overview, the statistics and the recent activity, all counted here. */
export async function playerStatsOf(ctx: AppContext, playerId: string): Promise<PlayerStatsView> {
  const now = ctx.clock.now();
  const [player, user, kinds, professions, statistics, unlocked] = await Promise.all([
    ctx.db.selectFrom('players').select(['level', 'experience', 'reputation', 'copper']).where('user_id', '=', playerId).executeTakeFirst(),
    ctx.db.selectFrom('users').select(['in_game_name', 'display_name', 'character_reset_at']).where('id', '=', playerId).executeTakeFirst(),
    ctx.db.selectFrom('inventory_items').select((eb) => eb.fn.countAll<number>().as('n')).where('player_id', '=', playerId).where('quantity', '>', 0).executeTakeFirst(),
    ctx.db.selectFrom('player_professions').select(['profession', 'experience']).where('player_id', '=', playerId).execute(),
    countStatistics(ctx.db, playerId, now),
    unlockedAchievements(ctx.db, playerId),
  ]);
  if (!player || !user) throw new Refusal('PLAYER_NOT_FOUND');
  const resetAt = nextResetAllowedAt(user.character_reset_at === null ? null : Number(user.character_reset_at));
  return {
    overview: {
      name: user.in_game_name ?? user.display_name,
      level: Number(player.level),
      experience: Number(player.experience),
      reputation: Number(player.reputation),
      totalCopper: Number(player.copper),
      itemKinds: Number(kinds?.n ?? 0),
      professions: professions
        .filter((row) => (PROFESSION_IDS as readonly string[]).includes(row.profession))
        .map((row) => ({ id: row.profession as ProfessionId, level: professionLevelForXp(Number(row.experience)) })),
      achievementsUnlocked: unlocked.size,
      achievementsTotal: ACHIEVEMENTS.length,
    },
    statistics,
    activity: await recentActivity(ctx.db, playerId, unlocked),
    resetAvailableAt: resetAt > now ? resetAt : null,
  };
}
