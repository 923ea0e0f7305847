import { randomUUID } from 'node:crypto';
import {
  basePriceCopper,
  cityById,
  CONTRACT_POSTING_OPEN_MS,
  CONTRACT_REPOST_DELAY_MS,
  CONTRACTS,
  itemById,
  MARKET_CITY_IDS,
  marketModifier,
  postingTerms,
  type ContractDefinition,
  type PostingMarket,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { ContractPostingsTable } from '../../db/schema';
import { transact } from '../../db/transaction';

/*
 * The contract board (docs/decisions.md "Contract board"): each contract template has one
 * posting at a time. A posting is open until one trader takes it (a guarded update, so of any
 * number of concurrent accepts one wins), then closes once: completed or failed. The next
 * posting of the template is due CONTRACT_REPOST_DELAY_MS after the close, or at once when an
 * open posting nobody took has stood CONTRACT_POSTING_OPEN_MS; it is written lazily by the first
 * request that reads the board after that, from the server's clock, like offer expiry.
 */

export type PostingRow = ContractPostingsTable;

/** Cities a carrier can buy in: on the map (Venice is reached by caravan only). */
const SOURCE_CITY_IDS = MARKET_CITY_IDS.filter((id) => cityById(id)?.onMap);

/** When the template's next posting is due, given its latest posting (none: due now). */
export function nextPostingDue(latest: PostingRow | undefined): number {
  if (!latest) return Number.NEGATIVE_INFINITY;
  switch (latest.status) {
    case 'open':
      return latest.posted_at + CONTRACT_POSTING_OPEN_MS;
    case 'taken':
      return Number.POSITIVE_INFINITY;
    case 'withdrawn':
      return latest.closed_at ?? latest.posted_at + CONTRACT_POSTING_OPEN_MS;
    default:
      return (latest.closed_at ?? latest.posted_at) + CONTRACT_REPOST_DELAY_MS;
  }
}

/** Whether a posting can be taken at `now`: open and not yet stale. */
export function isOpen(posting: PostingRow | undefined, now: number): posting is PostingRow {
  return posting?.status === 'open' && now < posting.posted_at + CONTRACT_POSTING_OPEN_MS;
}

/** Each template's latest posting (the highest serial). */
export async function latestPostings(db: Executor, contractIds: readonly string[]): Promise<Map<string, PostingRow>> {
  if (contractIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('contract_postings as p')
    .selectAll()
    .where('p.contract_id', 'in', [...contractIds])
    .where('p.serial', '=', (eb) =>
      eb
        .selectFrom('contract_postings as q')
        .select((q) => q.fn.max('q.serial').as('serial'))
        .whereRef('q.contract_id', '=', 'p.contract_id'),
    )
    .execute();
  return new Map(rows.map((row) => [row.contract_id, row]));
}

/** The good's market in every city a posting reads; a city without one counts at its base price. */
async function postingMarkets(trx: Executor, contract: ContractDefinition): Promise<PostingMarket[]> {
  const cityIds = [...new Set([...SOURCE_CITY_IDS, contract.destinationCityId])];
  const rows = await trx.selectFrom('market_entries').select(['city_id', 'price', 'base_price']).where('item_id', '=', contract.goodId).where('city_id', 'in', cityIds).execute();
  const byCity = new Map(rows.map((row) => [row.city_id, row]));
  const item = itemById(contract.goodId);
  return cityIds.flatMap((cityId) => {
    const row = byCity.get(cityId);
    if (row) return [{ cityId, price: row.price, basePrice: row.base_price }];
    if (!item) return [];
    const base = basePriceCopper(item.basePriceSilver, marketModifier(cityId, item.id));
    return [{ cityId, price: base, basePrice: base }];
  });
}

/**
 * Posts the template's next posting after `previous`, withdrawing `previous` first when it is a
 * stale open one. Keyed by (template, serial): two servers doing this at once write one posting.
 */
async function postNext(trx: Executor, contract: ContractDefinition, previous: PostingRow | undefined, now: number): Promise<void> {
  if (previous?.status === 'open') {
    const closedAt = previous.posted_at + CONTRACT_POSTING_OPEN_MS;
    const withdrawn = await trx.updateTable('contract_postings').set({ status: 'withdrawn', closed_at: closedAt }).where('id', '=', previous.id).where('status', '=', 'open').executeTakeFirst();
    // Taken or withdrawn by someone else meanwhile: nothing is due any more.
    if (Number(withdrawn.numUpdatedRows) !== 1) return;
  }
  const terms = postingTerms(contract, await postingMarkets(trx, contract));
  await trx
    .insertInto('contract_postings')
    .values({
      id: randomUUID(),
      contract_id: contract.id,
      serial: (previous?.serial ?? 0) + 1,
      source_city_id: terms.sourceCityId,
      source_price: terms.sourcePrice,
      reward: terms.reward,
      posted_at: now,
      status: 'open',
      taken_by: null,
      taken_at: null,
      closed_at: null,
    })
    .onConflict((oc) => oc.columns(['contract_id', 'serial']).doNothing())
    .execute();
}

/**
 * Brings the board up to `now` for these templates (every one by default), posting what is due,
 * and answers each template's latest posting.
 */
export async function renewBoard(ctx: AppContext, now: number, contracts: readonly ContractDefinition[] = CONTRACTS): Promise<Map<string, PostingRow>> {
  const ids = contracts.map((c) => c.id);
  const latest = await latestPostings(ctx.db, ids);
  const due = contracts.filter((contract) => nextPostingDue(latest.get(contract.id)) <= now);
  if (due.length === 0) return latest;
  await transact(ctx.db, async (trx) => {
    for (const contract of due) await postNext(trx, contract, latest.get(contract.id), now);
  });
  return latestPostings(ctx.db, ids);
}

/**
 * Takes an open posting for `playerId` inside the caller's transaction. The guard is in the
 * statement: of any number of concurrent takers exactly one changes the row. Answers whether this
 * one did.
 */
export async function takePosting(trx: Executor, postingId: string, playerId: string, now: number): Promise<boolean> {
  const taken = await trx
    .updateTable('contract_postings')
    .set({ status: 'taken', taken_by: playerId, taken_at: now })
    .where('id', '=', postingId)
    .where('status', '=', 'open')
    .where('posted_at', '>', now - CONTRACT_POSTING_OPEN_MS)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Closes a taken posting once, when its contract is delivered or fails, inside the caller's transaction. */
export async function closePosting(trx: Executor, postingId: string | null, status: 'completed' | 'failed', now: number): Promise<void> {
  if (postingId === null) return;
  await trx.updateTable('contract_postings').set({ status, closed_at: now }).where('id', '=', postingId).where('status', '=', 'taken').execute();
}

/** A posting's reward and when it was posted; undefined when it is gone. */
export async function postingOf(trx: Executor, postingId: string): Promise<Pick<PostingRow, 'reward' | 'posted_at'> | undefined> {
  return trx.selectFrom('contract_postings').select(['reward', 'posted_at']).where('id', '=', postingId).executeTakeFirst();
}

/**
 * What a delivery pays: the posted reward, but no more per unit than anyone paid for the goods
 * at the destination's own market since `since` (the posting). A reward fixed at posting cannot
 * follow the market down; this is what keeps a dip at the destination from paying: whoever
 * bought the goods there after the posting paid at least what the contract now pays for them.
 * Every purchase from a city's merchants is a row of `trades` (migration 0010 indexes them by market).
 */
export async function deliveryReward(trx: Executor, contract: ContractDefinition, posted: number, since: number): Promise<number> {
  const row = await trx
    .selectFrom('trades')
    .select((eb) => eb.fn.min<number>('price_per_unit').as('cheapest'))
    .where('city_id', '=', contract.destinationCityId)
    .where('item_id', '=', contract.goodId)
    .where('type', '=', 'buy')
    .where('executed_at', '>=', since)
    .executeTakeFirst();
  const cheapest = row?.cheapest;
  return cheapest === null || cheapest === undefined ? posted : Math.min(posted, contract.quantity * Number(cheapest));
}
