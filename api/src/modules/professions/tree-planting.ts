import { cityIdAt, PLANTING_DAILY_LIMIT, professionProgress, terrainAt, treeTypeById } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { gainExperience } from '../economy/experience';
import { recordLedger } from '../economy/ledger';
import { changePurse } from '../economy/wallet';
import { plantSaplings, saplingsPlantedSince } from '../gathering/planted-tree-store';
import { readWorker, workerPosition } from './work-site';

const DAY_MS = 24 * 3_600_000;

/**
 * POST /logging/plant: saplings bought and planted where the player stands in a forest outside
 * the cities, for logging experience; at most PLANTING_DAILY_LIMIT in any 24 real hours, counted
 * from the planted_trees rows under the player's row lock. Each sapling grows into a wood node
 * near where it was planted once its growth time has passed (gathering/tree-growth.ts).
 */
export async function plantTrees(ctx: AppContext, playerId: string, treeTypeId: string, quantity: number) {
  const tree = treeTypeById(treeTypeId);
  if (!tree) throw new Refusal('UNKNOWN_TREE_TYPE');
  const data = await transact(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const worker = await readWorker(trx, playerId, { lock: true });
    const { x, y } = workerPosition(ctx, playerId, worker);
    if (terrainAt(x, y) !== 'forest' || cityIdAt(x, y) !== null) throw new Refusal('PLANTING_NOT_ALLOWED');
    const left = PLANTING_DAILY_LIMIT - (await saplingsPlantedSince(trx, playerId, now - DAY_MS));
    if (quantity > left) throw new Refusal('PLANTING_NOT_ALLOWED', `You can plant at most ${PLANTING_DAILY_LIMIT} saplings a day: ${Math.max(0, left)} left today`);

    const costCopper = tree.saplingCopper * quantity;
    await changePurse(trx, playerId, -costCopper, now);
    await recordLedger(trx, { playerId, kind: 'tree-plant', copperDelta: -costCopper, refId: tree.id }, now);
    await plantSaplings(trx, { playerId, treeType: tree.id, quantity, x, y, growthMs: tree.growthMs }, now);
    const xpGained = tree.xp * quantity;
    const experience = await gainExperience(trx, playerId, 'profession:logging', xpGained, { kind: 'tree-plant', refId: tree.id }, now);
    const leveledUp = professionProgress(experience).level > professionProgress(experience - xpGained).level;
    const message = `Planted ${quantity} ${tree.name.toLowerCase()} sapling${quantity === 1 ? '' : 's'}: +${xpGained} Logging XP${leveledUp ? ' (level up!)' : ''}`;
    return { planted: quantity, costCopper, xpGained, message };
  });
  ctx.events.emit('player-changed', { playerId, reason: 'tree-plant' });
  return data;
}
