import { achievementById, achievementsView, achievementUnlockedText, reachedAchievements, type AchievementsView } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { lockPlayers, transact } from '../../db/transaction';
import { gainExperience } from '../economy/experience';
import { recordLedger } from '../economy/ledger';
import { changePurse } from '../economy/wallet';
import { progressEpoch } from './progress-store';
import { countStatistics } from './statistics-count';

/** The achievements a player has unlocked, by id, with when. */
export async function unlockedAchievements(db: Executor, playerId: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom('player_achievements').select(['achievement_id', 'unlocked_at']).where('player_id', '=', playerId).execute();
  return new Map(rows.map((row) => [row.achievement_id, Number(row.unlocked_at)]));
}

export async function achievementsOf(ctx: AppContext, playerId: string): Promise<AchievementsView> {
  const [statistics, unlocked] = await Promise.all([countStatistics(ctx.db, playerId, ctx.clock.now()), unlockedAchievements(ctx.db, playerId)]);
  return achievementsView(statistics, unlocked);
}

/**
 * Unlocks one achievement and pays its reward, in one transaction: the row's primary key lets
 * one unlock through however many evaluations race (two processes, two events), and the reward
 * goes through the wallet and the ledger, once for the character's lifetime (achievement_rewards:
 * a start over re-arms the display, never the reward, issue 33). `fromSeq` is the statistics' start the evaluation
 * counted from: a start over since then (another epoch) means the count is of the old character,
 * and nothing is unlocked. Answers whether this call unlocked it, and whether it paid.
 */
async function unlock(ctx: AppContext, playerId: string, achievementId: string, fromSeq: number): Promise<'paid' | 'paid-before' | false> {
  const definition = achievementById(achievementId)!;
  return transact(ctx.db, async (trx) => {
    await lockPlayers(trx, [playerId]);
    if ((await progressEpoch(trx, playerId)).fromSeq !== fromSeq) return false;
    const now = ctx.clock.now();
    const inserted = await trx
      .insertInto('player_achievements')
      .values({ player_id: playerId, achievement_id: achievementId, unlocked_at: now })
      .onConflict((oc) => oc.columns(['player_id', 'achievement_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    // The reward's own record outlives a start over: unlocked again, the achievement shows, but pays nothing twice.
    const paid = await trx
      .insertInto('achievement_rewards')
      .values({ player_id: playerId, achievement_id: achievementId, paid_at: now })
      .onConflict((oc) => oc.columns(['player_id', 'achievement_id']).doNothing())
      .executeTakeFirst();
    if (Number(paid.numInsertedOrUpdatedRows ?? 0) !== 1) return 'paid-before';
    const cause = { kind: 'achievement-reward' as const, refId: achievementId };
    if (definition.rewards.copper > 0) {
      await changePurse(trx, playerId, definition.rewards.copper, now);
      await recordLedger(trx, { playerId, kind: 'achievement-reward', copperDelta: definition.rewards.copper, refId: achievementId }, now);
    }
    if (definition.rewards.experience > 0) await gainExperience(trx, playerId, 'player', definition.rewards.experience, cause, now);
    return 'paid';
  });
}

/**
 * Counts the player's statistics and unlocks every achievement they have reached and not yet
 * unlocked, each paid once and announced (the achievement notification, 5 s). Answers the ids
 * unlocked by this call.
 */
export async function evaluateAchievements(ctx: AppContext, playerId: string): Promise<string[]> {
  // The counting's dozen queries go through one connection, one after another: at once they
  // would take most of a PostgreSQL pool for a moment, and the trades behind them would wait.
  const { epoch, statistics, unlocked } = await ctx.db.connection().execute(async (db) => {
    const epoch = await progressEpoch(db, playerId);
    const [statistics, unlocked] = await Promise.all([countStatistics(db, playerId, ctx.clock.now()), unlockedAchievements(db, playerId)]);
    return { epoch, statistics, unlocked };
  });
  const due = reachedAchievements(statistics).filter((definition) => !unlocked.has(definition.id));
  const done: string[] = [];
  for (const definition of due) {
    const unlocked = await unlock(ctx, playerId, definition.id, epoch.fromSeq);
    if (!unlocked) continue;
    done.push(definition.id);
    const message = unlocked === 'paid' ? achievementUnlockedText(definition.name) : `${achievementUnlockedText(definition.name)} (its reward was paid to you before you started over)`;
    ctx.events.emit('player-notification', { playerId, notification: { type: 'achievement', message, duration: 5_000 } });
  }
  if (done.length > 0) ctx.events.emit('player-changed', { playerId, reason: 'achievement' });
  return done;
}
