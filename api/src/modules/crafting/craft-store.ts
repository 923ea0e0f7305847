import { randomUUID } from 'node:crypto';
import { CRAFT_QUEUE_LIMIT, itemDisplayName, professionRecipeById, stationRecipeById, type QueuedCraft } from '@silkroad/shared';
import type { Executor } from '../../db/database';
import type { CraftsTable } from '../../db/schema';
import { onPostgres } from '../../db/transaction';
import { Refusal } from '../../http/refusal';

/** A Professions-window batch, a bench's station craft, or an item commissioned from a town's master crafter (recipe_id is the item). */
export type CraftKind = QueuedCraft['kind'];
export type CraftRow = CraftsTable;

/**
 * The crafter's row, locked on PostgreSQL until the transaction ends: every craft call counts the
 * queue, the inventory's slots or the benches after it, so two calls of one player run one after
 * the other there as they do on SQLite.
 */
export async function lockCrafter(trx: Executor, playerId: string) {
  const row = await trx
    .selectFrom('players')
    .select(['user_id', 'copper', 'level', 'x', 'y', 'location_state'])
    .where('user_id', '=', playerId)
    .$if(onPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw new Refusal('PLAYER_NOT_FOUND');
  return row;
}
export type Crafter = Awaited<ReturnType<typeof lockCrafter>>;

export function craftName(row: Pick<CraftRow, 'kind' | 'recipe_id'>): string {
  if (row.kind === 'commission') return itemDisplayName(row.recipe_id);
  const recipe = row.kind === 'station' ? stationRecipeById(row.recipe_id) : professionRecipeById(row.recipe_id);
  return recipe?.name ?? row.recipe_id;
}

function kindOf(row: Pick<CraftRow, 'kind'>): CraftKind {
  return row.kind === 'station' || row.kind === 'commission' ? row.kind : 'recipe';
}

/** A queue entry as the client shows it, by the server's clock at `now`. */
export function toQueuedCraft(row: CraftRow, now: number): QueuedCraft {
  const duration = Math.max(1, row.ends_at - row.starts_at);
  const progress = Math.min(1, Math.max(0, (now - row.starts_at) / duration));
  const status = now >= row.ends_at ? 'ready' : now >= row.starts_at ? 'in-progress' : 'queued';
  return {
    id: row.id,
    kind: kindOf(row),
    recipeId: row.recipe_id,
    name: craftName(row),
    quantity: row.quantity,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    progress,
    status,
  };
}

/** The player's crafts not yet claimed, in the order they run. */
export function unclaimedCrafts(trx: Executor, playerId: string): Promise<CraftRow[]> {
  return trx.selectFrom('crafts').selectAll().where('player_id', '=', playerId).where('claimed_at', 'is', null).orderBy('starts_at').orderBy('ends_at').orderBy('id').execute();
}

export interface NewCraft {
  playerId: string;
  kind: CraftKind;
  recipeId: string;
  quantity: number;
  /** The level the craft was queued at (profession level or crafting level). */
  level: number;
  durationMs: number;
  plan: unknown;
}

/**
 * Puts a craft at the end of the player's queue: it starts when the last unclaimed craft ends (or
 * now). The caller holds the player's row (lockCrafter), so the count and the last end read here
 * cannot change before the insert: concurrent crafts never pass CRAFT_QUEUE_LIMIT nor overlap.
 */
export async function enqueueCraft(trx: Executor, craft: NewCraft, now: number): Promise<CraftRow> {
  const queue = await trx
    .selectFrom('crafts')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('ends_at').as('last_end')])
    .where('player_id', '=', craft.playerId)
    .where('claimed_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(queue.count) >= CRAFT_QUEUE_LIMIT) throw new Refusal('CRAFT_QUEUE_FULL');
  const startsAt = Math.max(now, Number(queue.last_end ?? 0));
  const row: CraftRow = {
    id: randomUUID(),
    player_id: craft.playerId,
    kind: craft.kind,
    recipe_id: craft.recipeId,
    quantity: craft.quantity,
    level: craft.level,
    starts_at: startsAt,
    ends_at: startsAt + craft.durationMs,
    plan: JSON.stringify(craft.plan),
    claimed_at: null,
    result: null,
  };
  await trx.insertInto('crafts').values(row).execute();
  return row;
}

/**
 * A character starting over forgets its crafts under way: their ingredients (and a commission's
 * price) were taken, and recorded, when they were queued, so nothing is handed out. Claimed
 * crafts stay: they are the record of what was made and paid.
 */
export async function forgetCraftsUnderWay(trx: Executor, playerId: string): Promise<void> {
  await trx.deleteFrom('crafts').where('player_id', '=', playerId).where('claimed_at', 'is', null).execute();
}
