import {
  canSee,
  GATHERING_MESSAGES,
  gatherTimeMs,
  harvestExperience,
  harvestYield,
  locusAt,
  professionOnGather,
  professionProgress,
  resourceTypeById,
  VIEW_RADIUS_PX,
  withinReach,
  type HarvestResponse,
  type ProfessionGain,
  type ResourceNodeView,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { onPostgres, transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { gainExperience, professionTrack } from '../economy/experience';
import { addItems } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { currentPosition, placeOfPlayer, requireWorld } from '../players/player-position';
import { chooseFirstProfession, takeGatheringPace } from '../players/player-state';
import { settleResourceNodes } from './node-settlement';
import { nodesAround, readNode, toNodeView } from './node-store';

type HarvestData = HarvestResponse['data'];

/**
 * GET /gathering/nodes: the nodes the player can see from where they stand, after settling the
 * world to the clock, and that standing point. Judged from the server's own position (never one
 * the client claims): the client compares `seenFrom` with where it stands and asks again when the
 * server was still a move behind (e.g. inside the city it has just left).
 */
export async function visibleNodes(ctx: AppContext, playerId: string): Promise<{ nodes: ResourceNodeView[]; seenFrom: { x: number; y: number } }> {
  const position = await currentPosition(ctx, playerId);
  if (!position) throw new Refusal('PLAYER_NOT_FOUND');
  await settleResourceNodes(ctx);
  const viewer = locusAt(position.x, position.y);
  const rows = await nodesAround(ctx.db, position.x, position.y, VIEW_RADIUS_PX);
  const nodes = rows.flatMap((row) => {
    const node = toNodeView(row);
    return node && canSee(viewer, locusAt(node.x, node.y)) ? [node] : [];
  });
  return { nodes, seenFrom: { x: position.x, y: position.y } };
}

/** The gatherer's row; on PostgreSQL it takes the row lock first, as every transaction that counts inventory slots does. */
function readGatherer(trx: Executor, playerId: string) {
  return trx
    .selectFrom('players')
    .select(['x', 'y', 'profession', 'last_gathered_at', 'location_state'])
    .where('user_id', '=', playerId)
    .$if(onPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
}

/**
 * Takes `amount` from a node, if it holds that much now: the guard is in the statement, so
 * concurrent harvests of one node never take more than it holds. A node whose respawn time has
 * passed is made full first. Answers the node after the harvest, or undefined when it is empty.
 */
async function takeFromNode(trx: Executor, nodeId: number, amount: number, respawnMs: number, now: number) {
  await trx
    .updateTable('resource_nodes')
    .set((eb) => ({ quantity: eb.ref('max_quantity'), regrows_at: null }))
    .where('id', '=', nodeId)
    .where('depleted_at', 'is', null)
    .where('regrows_at', '<=', now)
    .execute();
  return trx
    .updateTable('resource_nodes')
    .set((eb) => ({
      quantity: eb('quantity', '-', amount),
      last_harvest_at: now,
      // The respawn time runs from the harvest that took the node below full; a planted tree does not grow back.
      regrows_at: eb.case().when('planted_tree_id', 'is', null).then(eb.fn.coalesce('regrows_at', eb.val(now + respawnMs))).else(null).end(),
      depleted_at: eb.case().when('quantity', '=', amount).then(now).else(eb.ref('depleted_at')).end(),
    }))
    .where('id', '=', nodeId)
    .where('quantity', '>=', amount)
    .returningAll()
    .executeTakeFirst();
}

/**
 * POST /gathering/harvest: one harvest of a node by a player standing at it in the countryside,
 * no sooner after their last harvest than the resource's gather time. Node, inventory, ledger,
 * pace and profession change in one transaction, which any refusal rolls back whole.
 */
export async function harvestNode(ctx: AppContext, playerId: string, nodeId: number): Promise<HarvestData> {
  const data = await transact(ctx.db, async (trx): Promise<HarvestData> => {
    const now = ctx.clock.now();
    const player = await readGatherer(trx, playerId);
    if (!player) throw new Refusal('PLAYER_NOT_FOUND');
    const node = await readNode(trx, nodeId);
    const type = node && resourceTypeById(node.type);
    if (!node || !type) throw new Refusal('UNKNOWN_NODE');

    // On the farm the player's body waits at the gate: the world's nodes are out of their hands.
    const place = placeOfPlayer(ctx, playerId, player);
    const position = requireWorld(place, new Refusal('GATHERING_ON_FARM'));
    if (place.kind === 'city') throw new Refusal('GATHERING_IN_CITY');
    if (!withinReach(position, node)) throw new Refusal('NODE_OUT_OF_REACH');
    // An emptied node stays empty until it is replaced (its respawn never comes first: nodeFateAt).
    if (node.depleted_at !== null) throw new Refusal('NODE_DEPLETED');

    // The pace: the row is the player's (locked on PostgreSQL), and the UPDATE carries the guard too.
    const gatherMs = gatherTimeMs(type);
    if (player.last_gathered_at !== null && now - player.last_gathered_at < gatherMs) {
      throw new Refusal('GATHERING_TOO_FAST', undefined, player.last_gathered_at + gatherMs - now);
    }
    if (!(await takeGatheringPace(trx, playerId, gatherMs, now))) throw new Refusal('GATHERING_TOO_FAST', undefined, gatherMs);

    const amount = harvestYield();
    const after = await takeFromNode(trx, node.id, amount, type.respawnTimeMs, now);
    if (!after) throw new Refusal('NODE_DEPLETED');
    try {
      await addItems(trx, playerId, type.itemId, amount);
    } catch (error) {
      if (error instanceof Refusal && error.code === 'INVENTORY_FULL') throw new Refusal('HARVEST_INVENTORY_FULL');
      throw error;
    }
    await recordLedger(trx, { playerId, kind: 'gather', itemId: type.itemId, quantity: amount, copperDelta: 0, refId: String(node.id) }, now);

    const view = toNodeView(after)!;
    const outcome = professionOnGather(player.profession, type.profession);
    if (!outcome.grantsXp) return { itemId: type.itemId, yield: amount, xpGained: 0, node: view, message: GATHERING_MESSAGES.noXp(type.profession) };
    if (outcome.chosen) await chooseFirstProfession(trx, playerId, type.profession);
    const xp = harvestExperience(amount);
    const total = await gainExperience(trx, playerId, professionTrack(type.profession), xp, { kind: 'gather', refId: String(node.id) }, now);
    const level = professionProgress(total).level;
    const profession: ProfessionGain = { id: type.profession, level, experience: total, chosen: outcome.chosen, leveledUp: level > professionProgress(total - xp).level };
    return { itemId: type.itemId, yield: amount, xpGained: xp, node: view, profession };
  });

  // Told once committed: the players around the node see it shrink, the gatherer's client refreshes.
  ctx.events.emit('resource-node-changed', { node: data.node, removed: false });
  ctx.events.emit('player-changed', { playerId, reason: 'gather' });
  return data;
}

