import { cityName, contractById, contractPenaltyCopper, contractRewardCopper, itemDisplayName, type ContractDefinition, type ContractStatus, type ContractView } from '@silkroad/shared';
import type { Db, Executor } from '../../db/database';
import type { PruneRule } from '../../db/prune-rules';
import type { PlayerContractsTable } from '../../db/schema';
import type { PostingRow } from './contract-board';

export type PlayerContractRow = PlayerContractsTable;

/** What a view shows of a posting: its terms, fixed when posted. */
export type PostingTerms = Pick<PostingRow, 'id' | 'source_city_id' | 'source_price' | 'reward'>;

/** The player's settled and active contracts this list shows, newest first. */
const MINE_LIMIT = 50;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * A contract as a player sees it: a posting on the board (no `row`), or their own instance. An
 * instance taken before the board had postings has none, and keeps the catalogue's reward.
 */
export function contractView(contract: ContractDefinition, row?: PlayerContractRow, penaltyPaid: number | null = null, posting?: PostingTerms): ContractView {
  return {
    id: contract.id,
    postingId: posting?.id ?? null,
    source: posting ? { id: posting.source_city_id, name: cityName(posting.source_city_id) } : null,
    sourcePrice: posting?.source_price ?? null,
    clientId: contract.clientId,
    clientName: contract.clientName,
    goodId: contract.goodId,
    itemName: itemDisplayName(contract.goodId),
    quantity: contract.quantity,
    destination: { id: contract.destinationCityId, name: cityName(contract.destinationCityId) },
    reward: posting?.reward ?? contractRewardCopper(contract),
    penalty: contractPenaltyCopper(contract),
    durationGameDays: contract.durationGameDays,
    requiredLevel: contract.requiredLevel,
    description: contract.description,
    status: (row?.status as ContractStatus | undefined) ?? 'available',
    playerContractId: row?.id ?? null,
    acceptedAt: iso(row?.accepted_at ?? null),
    deadline: iso(row?.deadline_at ?? null),
    settledAt: iso(row?.settled_at ?? null),
    penaltyPaid,
  };
}

export async function activeContract(db: Executor, playerId: string, contractId: string): Promise<PlayerContractRow | undefined> {
  return db.selectFrom('player_contracts').selectAll().where('player_id', '=', playerId).where('contract_id', '=', contractId).where('status', '=', 'active').executeTakeFirst();
}

export async function latestContract(db: Executor, playerId: string, contractId: string): Promise<PlayerContractRow | undefined> {
  return db.selectFrom('player_contracts').selectAll().where('player_id', '=', playerId).where('contract_id', '=', contractId).orderBy('accepted_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

/**
 * Copper the ledger shows moved for each settled contract: the penalty taken for a failed one
 * (less when the purse ran short), the reward paid for a completed one (less than posted when the
 * destination's market sold the goods for less since the posting).
 */
async function ledgerAmounts(db: Executor, playerId: string, kind: 'contract-penalty' | 'contract-reward', ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['ref_id'])
    .select((eb) => eb.fn.sum<number>('copper_delta').as('delta'))
    .where('player_id', '=', playerId)
    .where('kind', '=', kind)
    .where('ref_id', 'in', ids)
    .groupBy('ref_id')
    .execute();
  return new Map(rows.map((r) => [r.ref_id ?? '', Math.abs(Number(r.delta))]));
}

/** The terms of the postings these instances took. */
async function postingsOf(db: Executor, rows: readonly PlayerContractRow[]): Promise<Map<string, PostingTerms>> {
  const ids = rows.flatMap((row) => (row.posting_id === null ? [] : [row.posting_id]));
  if (ids.length === 0) return new Map();
  const postings = await db.selectFrom('contract_postings').select(['id', 'source_city_id', 'source_price', 'reward']).where('id', 'in', ids).execute();
  return new Map(postings.map((posting) => [posting.id, posting]));
}

export async function playerContractViews(db: Executor, playerId: string, only?: string[]): Promise<ContractView[]> {
  let query = db.selectFrom('player_contracts').selectAll().where('player_id', '=', playerId);
  if (only) query = query.where('id', 'in', only);
  const rows = await query.orderBy('accepted_at', 'desc').orderBy('id', 'desc').limit(MINE_LIMIT).execute();
  const idsOf = (status: string) => rows.filter((r) => r.status === status).map((r) => r.id);
  const penalties = await ledgerAmounts(db, playerId, 'contract-penalty', idsOf('failed'));
  const rewards = await ledgerAmounts(db, playerId, 'contract-reward', idsOf('completed'));
  const postings = await postingsOf(db, rows);
  return rows.flatMap((row) => {
    const contract = contractById(row.contract_id);
    // A contract withdrawn from the catalogue has nothing left to show.
    if (!contract) return [];
    const posting = row.posting_id === null ? undefined : postings.get(row.posting_id);
    const view = contractView(contract, row, row.status === 'failed' ? (penalties.get(row.id) ?? 0) : null, posting);
    const paid = rewards.get(row.id);
    return [paid === undefined ? view : { ...view, reward: paid }];
  });
}

/** Settled contracts stay a month in the player's list (their penalties stay in the ledger). */
export const SETTLED_CONTRACT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Both rules delete by an indexed column (housekeeping/prune.test.ts reads the plans). */
export const CONTRACT_PRUNE_RULES = {
  settledContracts: (db: Db, now: number) => db.deleteFrom('player_contracts').where('status', '!=', 'active').where('settled_at', '<', now - SETTLED_CONTRACT_TTL_MS),
  // A closed posting serves the board only as its template's latest (when the next is due, an
  // hour after it closed): a month on, a newer one stands, or the board posts anew when next read.
  closedPostings: (db: Db, now: number) => db.deleteFrom('contract_postings').where('closed_at', '<', now - SETTLED_CONTRACT_TTL_MS),
} as const satisfies Readonly<Record<string, PruneRule>>;
