import type { QueuedCraft } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { Refusal } from '../../http/refusal';
import { toQueuedCraft, unclaimedCrafts } from './craft-store';

/** GET /crafts/queue: every unclaimed craft of the player, window batches and bench crafts, in the order they run. */
export async function craftQueue(ctx: AppContext, playerId: string): Promise<{ queue: QueuedCraft[]; now: number }> {
  const player = await ctx.db.selectFrom('players').select('user_id').where('user_id', '=', playerId).executeTakeFirst();
  if (!player) throw new Refusal('PLAYER_NOT_FOUND');
  const now = ctx.clock.now();
  return { queue: (await unclaimedCrafts(ctx.db, playerId)).map((row) => toQueuedCraft(row, now)), now };
}
