import { cityName, contractById, contractPenaltyCopper, contractRewardCopper, itemDisplayName, type ContractDefinition, type ContractStatus, type ContractView } from '@silkroad/shared';
import type { Executor } from '../../db/database';
import type { PlayerContractsTable } from '../../db/schema';

export type PlayerContractRow = PlayerContractsTable;

/** The player's settled and active contracts this list shows, newest first. */
const MINE_LIMIT = 50;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function contractView(contract: ContractDefinition, row?: PlayerContractRow, penaltyPaid: number | null = null): ContractView {
  return {
    id: contract.id,
    clientId: contract.clientId,
    clientName: contract.clientName,
    goodId: contract.goodId,
    itemName: itemDisplayName(contract.goodId),
    quantity: contract.quantity,
    destination: { id: contract.destinationCityId, name: cityName(contract.destinationCityId) },
    reward: contractRewardCopper(contract),
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

/** Copper the ledger shows was taken for each failed contract: the penalty, or less when the purse ran short. */
async function penaltiesPaid(db: Executor, playerId: string, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['ref_id'])
    .select((eb) => eb.fn.sum<number>('copper_delta').as('delta'))
    .where('player_id', '=', playerId)
    .where('kind', '=', 'contract-penalty')
    .where('ref_id', 'in', ids)
    .groupBy('ref_id')
    .execute();
  return new Map(rows.map((r) => [r.ref_id ?? '', -Number(r.delta)]));
}

export async function playerContractViews(db: Executor, playerId: string, only?: string[]): Promise<ContractView[]> {
  let query = db.selectFrom('player_contracts').selectAll().where('player_id', '=', playerId);
  if (only) query = query.where('id', 'in', only);
  const rows = await query.orderBy('accepted_at', 'desc').orderBy('id', 'desc').limit(MINE_LIMIT).execute();
  const paid = await penaltiesPaid(
    db,
    playerId,
    rows.filter((r) => r.status === 'failed').map((r) => r.id),
  );
  return rows.flatMap((row) => {
    const contract = contractById(row.contract_id);
    // A contract withdrawn from the catalogue has nothing left to show.
    return contract ? [contractView(contract, row, row.status === 'failed' ? (paid.get(row.id) ?? 0) : null)] : [];
  });
}
