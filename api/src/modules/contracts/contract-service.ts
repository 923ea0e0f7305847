import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  cityName,
  CONTRACT_SWEEP_MS,
  CONTRACTS,
  contractById,
  contractDeadline,
  contractPenaltyCopper,
  contractRewardCopper,
  contractsOfProfession,
  formatCoins,
  itemDisplayName,
  playerLevelForXp,
  type ContractDefinition,
  type ContractProfession,
  type ContractView,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { removeItems } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { changeReputation } from '../economy/experience';
import { copperOf, creditCopper, debitCopper } from '../economy/wallet';
import { readPlace, requireNotAway, requirePlayerIn } from '../players/player-position';
import { startSweep, type Sweep } from '../../sweep';
import { closePosting, deliveryReward, isOpen, postingOf, renewBoard, takePosting } from './contract-board';
import { activeContract, contractView, latestContract, playerContractViews } from './contract-store';
import { Refusal } from '../../http/refusal';
import { isUniqueViolation, lockPlayers, transact } from '../../db/transaction';

/** Reputation a kept contract earns and a broken one costs (issue 20; docs/decisions.md "Skills that move"). */
export const CONTRACT_KEPT_REPUTATION = 1;
export const CONTRACT_BROKEN_REPUTATION = 2;

const SETTLE_BATCH = 500;

function templateOf(id: string): ContractDefinition {
  const contract = contractById(id);
  if (!contract) throw new Refusal('CONTRACT_NOT_FOUND');
  return contract;
}

/** The player's purse and experience; 404 for a user without a character. */
export async function playerRow(ctx: AppContext, playerId: string) {
  const row = await ctx.db.selectFrom('players').select(['copper', 'experience']).where('user_id', '=', playerId).executeTakeFirst();
  if (!row) throw new Refusal('PLAYER_NOT_FOUND');
  return row;
}

export interface FailedContract {
  playerId: string;
  contractId: string;
  taken: number;
  penalty: number;
}

/**
 * Fails an active contract (only if overdue, unless `scope` is 'any': a reset settles every open
 * obligation) and charges its penalty, inside the caller's transaction. A purse that cannot
 * cover the penalty pays what it holds: a purse never goes below zero and no debt is carried;
 * the ledger row shows what was taken, so the shortfall stays visible (penaltyPaid).
 */
export async function failContractIn(trx: Executor, id: string, now: number, scope: 'overdue' | 'any'): Promise<FailedContract | undefined> {
  let claim = trx.updateTable('player_contracts').set({ status: 'failed', settled_at: now }).where('id', '=', id).where('status', '=', 'active');
  if (scope === 'overdue') claim = claim.where('deadline_at', '<=', now);
  if (Number((await claim.executeTakeFirst()).numUpdatedRows) !== 1) return undefined;
  const row = await trx.selectFrom('player_contracts').select(['player_id', 'contract_id', 'posting_id']).where('id', '=', id).executeTakeFirstOrThrow();
  // The posting closes with it: the board posts the contract again after the delay, not at once,
  // so failing (or starting over) is no way to take the same posting again.
  await closePosting(trx, row.posting_id, 'failed', now);
  const contract = contractById(row.contract_id);
  const penalty = contract ? contractPenaltyCopper(contract) : 0;
  await lockPlayers(trx, [row.player_id]);
  const taken = Math.min(penalty, await copperOf(trx, row.player_id));
  // Guarded like every debit: should the purse shrink meanwhile, this rolls back and the next pass retries.
  if (taken > 0) await debitCopper(trx, row.player_id, taken, now);
  await recordLedger(trx, { playerId: row.player_id, kind: 'contract-penalty', itemId: contract?.goodId ?? null, copperDelta: -taken, cityId: contract?.destinationCityId ?? null, refId: id }, now);
  await changeReputation(trx, row.player_id, -CONTRACT_BROKEN_REPUTATION, { kind: 'contract-penalty', cityId: contract?.destinationCityId ?? null, refId: id }, now);
  return { playerId: row.player_id, contractId: row.contract_id, taken, penalty };
}

/**
 * A player starting over: fails every active contract of theirs with its penalty, inside the
 * caller's transaction (see failContractIn). Answers what failed, to be told after the commit.
 */
export async function failAllContractsOf(trx: Executor, playerId: string, now: number): Promise<FailedContract[]> {
  const active = await trx.selectFrom('player_contracts').select('id').where('player_id', '=', playerId).where('status', '=', 'active').orderBy('id').execute();
  const failed: FailedContract[] = [];
  for (const { id } of active) {
    const result = await failContractIn(trx, id, now, 'any');
    if (result) failed.push(result);
  }
  return failed;
}

/** Tells a player their contract failed and what it cost. */
export function tellContractFailed(ctx: AppContext, result: FailedContract, why: string): void {
  const name = contractById(result.contractId)?.clientName ?? 'a client';
  const shortfall = result.taken < result.penalty ? ` You could pay only ${formatCoins(result.taken)}.` : '';
  ctx.events.emit('player-changed', { playerId: result.playerId, reason: 'contract-failed' });
  ctx.events.emit('player-notification', {
    playerId: result.playerId,
    notification: { message: `Your contract with ${name} failed: ${why}. Penalty ${formatCoins(result.penalty)}.${shortfall}`, type: 'warning' },
  });
}

/**
 * Settles contracts past their deadline: lazily before a player's contracts are read or
 * delivered, and from the periodic sweep. Returns how many failed.
 */
export async function settleOverdueContracts(ctx: AppContext, scope: { playerId?: string } = {}): Promise<number> {
  const now = ctx.clock.now();
  let query = ctx.db.selectFrom('player_contracts').select('id').where('status', '=', 'active').where('deadline_at', '<=', now);
  if (scope.playerId !== undefined) query = query.where('player_id', '=', scope.playerId);
  const due = await query.limit(SETTLE_BATCH).execute();
  let failed = 0;
  for (const { id } of due) {
    const result = await transact(ctx.db, (trx) => failContractIn(trx, id, now, 'overdue'));
    if (!result) continue;
    failed += 1;
    tellContractFailed(ctx, result, 'the deadline passed');
  }
  return failed;
}

export function startContractSweep(ctx: AppContext, intervalMs = CONTRACT_SWEEP_MS): Sweep {
  return startSweep('contract deadline', intervalMs, () => settleOverdueContracts(ctx), ctx);
}

/** The board's open postings (in catalogue order) and the player's own contracts. */
export async function listContracts(ctx: AppContext, playerId: string): Promise<{ available: ContractView[]; mine: ContractView[] }> {
  await playerRow(ctx, playerId);
  await settleOverdueContracts(ctx, { playerId });
  const now = ctx.clock.now();
  const board = await renewBoard(ctx, now);
  const mine = await playerContractViews(ctx.db, playerId);
  const active = new Set(mine.filter((c) => c.status === 'active').map((c) => c.id));
  const available = CONTRACTS.flatMap((contract) => {
    const posting = board.get(contract.id);
    return isOpen(posting, now) && !active.has(contract.id) ? [contractView(contract, undefined, null, posting)] : [];
  });
  return { available, mine };
}

/**
 * GET /blacksmithing/contracts, /crafting/contracts: the profession's contracts from the same
 * board as GET /trading/contracts, each once: the player's active instance, else on offer.
 */
export async function listProfessionContracts(ctx: AppContext, playerId: string, profession: ContractProfession): Promise<ContractView[]> {
  const { available, mine } = await listContracts(ctx, playerId);
  const views = new Map([...available, ...mine.filter((c) => c.status === 'active')].map((view) => [view.id, view]));
  return contractsOfProfession(profession).flatMap((contract) => views.get(contract.id) ?? []);
}

/** Accepts through a profession's board: only that profession's contracts are found there. */
export async function acceptProfessionContract(ctx: AppContext, playerId: string, profession: ContractProfession, contractId: string): Promise<{ contract: ContractView; playerCopper: number }> {
  if (contractById(contractId)?.profession !== profession) throw new Refusal('CONTRACT_NOT_FOUND');
  return acceptContract(ctx, playerId, contractId);
}

async function viewOfInstance(ctx: AppContext, playerId: string, instanceId: string): Promise<ContractView> {
  const [view] = await playerContractViews(ctx.db, playerId, [instanceId]);
  if (!view) throw new Refusal('CONTRACT_NOT_FOUND');
  return view;
}

/**
 * Takes the contract's posting off the board: one trader gets it (the guarded update in
 * takePosting), and a player still holds one active instance per contract at most. The deadline
 * is the contract's game days from now.
 */
export async function acceptContract(ctx: AppContext, playerId: string, contractId: string): Promise<{ contract: ContractView; playerCopper: number }> {
  const contract = templateOf(contractId);
  // Refused early without taking anything; the transaction below checks the level again on the row it holds.
  if (playerLevelForXp((await playerRow(ctx, playerId)).experience) < contract.requiredLevel) throw new Refusal('LEVEL_TOO_LOW', `Requires level ${contract.requiredLevel}`);
  // An overdue instance fails first, closing its posting.
  await settleOverdueContracts(ctx, { playerId });

  const now = ctx.clock.now();
  const posting = (await renewBoard(ctx, now, [contract])).get(contract.id);
  const id = randomUUID();
  const playerCopper = await transact(ctx.db, async (trx) => {
    // Taken anywhere in the world (docs/decisions.md "contracts"), never from the farm or the road: the place is read under the row lock.
    requireNotAway(await readPlace(trx, ctx, playerId, { lock: true }), new Refusal('ON_FARM'));
    // The level and the purse answered are those of the row this transaction holds (a reset meanwhile starts it over).
    const player = await trx.selectFrom('players').select(['copper', 'experience']).where('user_id', '=', playerId).executeTakeFirstOrThrow();
    if (playerLevelForXp(player.experience) < contract.requiredLevel) throw new Refusal('LEVEL_TOO_LOW', `Requires level ${contract.requiredLevel}`);
    if (!posting || !(await takePosting(trx, posting.id, playerId, now))) {
      throw new Refusal((await activeContract(trx, playerId, contract.id)) ? 'CONTRACT_ALREADY_ACTIVE' : 'CONTRACT_TAKEN');
    }
    // A contract taken before the board had postings is still one active instance: the guard and,
    // on PostgreSQL, the one-active index refuse a second, and the throw puts the posting back.
    const inserted = await sql`
      insert into player_contracts (id, player_id, contract_id, status, accepted_at, deadline_at, settled_at, posting_id)
      select ${id}, ${playerId}, ${contract.id}, 'active', ${now}, ${contractDeadline(contract, now)}, null, ${posting.id}
      where not exists (select 1 from player_contracts where player_id = ${playerId} and contract_id = ${contract.id} and status = 'active')
    `
      .execute(trx)
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return { numAffectedRows: 0n };
        throw error;
      });
    if (Number(inserted.numAffectedRows ?? 0) !== 1) throw new Refusal('CONTRACT_ALREADY_ACTIVE');
    return player.copper;
  });
  return { contract: await viewOfInstance(ctx, playerId, id), playerCopper };
}

/** Hands the goods over in the destination city before the deadline, for the reward. */
export async function deliverContract(ctx: AppContext, playerId: string, contractId: string): Promise<{ contract: ContractView; playerCopper: number }> {
  const contract = templateOf(contractId);
  await playerRow(ctx, playerId);
  await settleOverdueContracts(ctx, { playerId });
  const instance = await activeContract(ctx.db, playerId, contract.id);
  if (!instance) {
    const latest = await latestContract(ctx.db, playerId, contract.id);
    if (latest?.status === 'failed') throw new Refusal('CONTRACT_OVERDUE');
    throw new Refusal('CONTRACT_NOT_ACCEPTED');
  }

  const now = ctx.clock.now();
  const playerCopper = await transact(ctx.db, async (trx) => {
    // In person, in the destination: the place is read under the row lock the delivery holds.
    await requirePlayerIn(trx, ctx, playerId, contract.destinationCityId, { elsewhere: new Refusal('WRONG_CITY', `Deliver the goods in ${cityName(contract.destinationCityId)}`) });
    const claimed = await trx
      .updateTable('player_contracts')
      .set({ status: 'completed', settled_at: now })
      .where('id', '=', instance.id)
      .where('status', '=', 'active')
      .where('deadline_at', '>', now)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new Refusal('CONTRACT_NOT_ACCEPTED');
    // The posting's reward (a contract taken before the board: the catalogue's, from when it was
    // accepted), no more per unit than the destination's market sold the goods for since.
    const posting = instance.posting_id === null ? undefined : await postingOf(trx, instance.posting_id);
    const reward = await deliveryReward(trx, contract, posting?.reward ?? contractRewardCopper(contract), posting?.posted_at ?? instance.accepted_at);
    await closePosting(trx, instance.posting_id, 'completed', now);
    try {
      await removeItems(trx, playerId, contract.goodId, contract.quantity);
    } catch (error) {
      if (error instanceof Refusal && error.code === 'INSUFFICIENT_ITEMS') {
        throw new Refusal('INSUFFICIENT_ITEMS', `You need ${contract.quantity} ${itemDisplayName(contract.goodId)} to deliver this contract`);
      }
      throw error;
    }
    await creditCopper(trx, playerId, reward, now);
    await recordLedger(
      trx,
      { playerId, kind: 'contract-reward', itemId: contract.goodId, quantity: -contract.quantity, copperDelta: reward, cityId: contract.destinationCityId, refId: instance.id },
      now,
    );
    await changeReputation(trx, playerId, CONTRACT_KEPT_REPUTATION, { kind: 'contract-reward', cityId: contract.destinationCityId, refId: instance.id }, now);
    return copperOf(trx, playerId);
  });
  ctx.events.emit('player-changed', { playerId, reason: 'contract-completed' });
  return { contract: await viewOfInstance(ctx, playerId, instance.id), playerCopper };
}
