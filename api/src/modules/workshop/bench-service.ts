import {
  BENCH_OFF_GRID_TEXT,
  benchById,
  benchCapacityRefusal,
  benchesOverlap,
  benchFitsFloor,
  benchOnGrid,
  COPPER_PER_SILVER,
  insufficientFundsText,
  type PlacedBench,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { recordLedger } from '../economy/ledger';
import { changePurse } from '../economy/wallet';
import { lockCrafter, type Crafter } from '../crafting/craft-store';
import { workshopSite } from './workshop-site';
import { ensureWorkshop, placedBenches } from './workshop-store';

/** Benches are placed in the personal workshop, so only on the farm. */
function requirePersonalWorkshop(ctx: AppContext, playerId: string, player: Crafter): void {
  if (workshopSite(ctx, playerId, player) !== 'personal') throw new Refusal('NO_WORKSHOP_HERE', 'Benches are placed in your personal workshop: go to your farm');
}

/** On the grid, on the floor of a workshop of `level`, clear of `others`. */
function checkSpot(level: number, x: number, y: number, others: readonly PlacedBench[]): void {
  if (!benchOnGrid(x, y)) throw new Refusal('INVALID_REQUEST', BENCH_OFF_GRID_TEXT);
  if (!benchFitsFloor(level, x, y)) throw new Refusal('BENCH_OUTSIDE');
  if (others.some((other) => benchesOverlap(other, { x, y }))) throw new Refusal('BENCH_OVERLAP');
}

async function workshopOf(trx: Executor, playerId: string, now: number) {
  const workshop = await ensureWorkshop(trx, playerId, now);
  return { workshop, benches: await placedBenches(trx, playerId) };
}

/**
 * POST /workshop/benches: buys a bench and places it (002 §4 "Bench placement"). The player's row
 * is held while the benches are counted, so concurrent placements never pass the level's
 * capacity; the debit is guarded in SQL besides.
 */
export async function placeBench(ctx: AppContext, playerId: string, request: { benchId: string; x: number; y: number }) {
  const result = await transact(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const player = await lockCrafter(trx, playerId);
    requirePersonalWorkshop(ctx, playerId, player);
    const bench = benchById(request.benchId);
    if (!bench) throw new Refusal('BENCH_NOT_FOUND');
    if (player.level < bench.requiredLevel) throw new Refusal('BENCH_LEVEL_TOO_LOW', `${bench.name} needs player level ${bench.requiredLevel}`);
    const { workshop, benches } = await workshopOf(trx, playerId, now);
    const full = benchCapacityRefusal(workshop.level, benches.length);
    if (full) throw new Refusal('BENCH_CAPACITY', full);
    checkSpot(workshop.level, request.x, request.y, benches);
    const costCopper = bench.costSilver * COPPER_PER_SILVER;
    if (player.copper < costCopper) throw new Refusal('INSUFFICIENT_FUNDS', insufficientFundsText(costCopper));

    const copper = await changePurse(trx, playerId, -costCopper, now);
    const row = await trx
      .insertInto('workshop_benches')
      .values({ player_id: playerId, bench_id: bench.id, x: request.x, y: request.y, placed_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordLedger(trx, { playerId, kind: 'bench-purchase', copperDelta: -costCopper, refId: `bench-${row.id}` }, now);
    return { bench: { id: Number(row.id), benchId: bench.id, x: request.x, y: request.y }, costCopper, copper };
  });
  ctx.events.emit('player-changed', { playerId, reason: 'bench-purchase' });
  return result;
}

/** POST /workshop/benches/{id}/move: the same spot checks as placing, for free. */
export async function moveBench(ctx: AppContext, playerId: string, benchRowId: number, to: { x: number; y: number }): Promise<PlacedBench> {
  return transact(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const player = await lockCrafter(trx, playerId);
    requirePersonalWorkshop(ctx, playerId, player);
    const { workshop, benches } = await workshopOf(trx, playerId, now);
    const bench = benches.find((placed) => placed.id === benchRowId);
    if (!bench) throw new Refusal('BENCH_NOT_FOUND');
    checkSpot(workshop.level, to.x, to.y, benches.filter((placed) => placed.id !== benchRowId));
    await trx.updateTable('workshop_benches').set({ x: to.x, y: to.y }).where('id', '=', benchRowId).where('player_id', '=', playerId).execute();
    return { ...bench, x: to.x, y: to.y };
  });
}
