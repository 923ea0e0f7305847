import { opensStack, overfull, type TradeExecuteRequest } from '@silkroad/shared';
import { sqlLiteral } from '../../db/sql-literal';
import type { AppContext } from '../../context';
import type { TradesTable } from '../../db/schema';
import { Refusal } from '../../http/refusal';
import { parseSkills, withSkillExperience } from '../economy/experience';
import type { MarketRow } from '../market/market-store';
import { storedTradeKey } from './idempotency-store';
import { fingerprintOf, successOf } from './trade-answer';
import { executedTrade, planTrade, type ExecutedTrade, type TraderRow } from './trade-plan';

/**
 * The trades of one city that a transaction serves together on PostgreSQL (issue 22; the desk
 * in trade-desk.ts forms the batches). Two round trips whatever the batch's size, each a call of
 * a function that moves the rows (migrations 0023 and 0024: PostgreSQL plans its statements once):
 *
 * 1. with BEGIN, claim the batch's idempotency keys, lock its traders' rows (in id order, as every
 *    transaction that takes several does), then the rows of the markets it trades in (in the
 *    order of their goods), then the traders' stacks of those goods, and read them with the
 *    traders' other goods (their room for a purchase);
 * 2. after the game has decided each trade in turn (shared/rules prices each against the market
 *    the one before left; each refusal is that trade's alone), write everything in one statement:
 *    each trader's purse and skills, their goods, the markets, the ledger rows, the trades, the
 *    stored answers, and the claims of refused trades removed, with COMMIT. Every write is
 *    guarded by the value read in statement 1 (a purse or a stack changes only from what was
 *    read), and the statement fails unless every write happened, so the COMMIT never keeps a
 *    part of a batch.
 *
 * The rows a trade changes are locked before they are read, and a locked row is read at its
 * latest (a new stack of a locked trader waits for the lock too, through its foreign key); so a
 * guard that held a write back means something wrote without the locks. The whole transaction
 * is then rolled back and the desk runs the batch again.
 */

export interface BatchOrder {
  playerId: string;
  request: TradeExecuteRequest;
}

/** What became of one order of the batch. */
export type BatchResult = { kind: 'executed'; executed: ExecutedTrade } | { kind: 'refused'; error: unknown } | { kind: 'replay'; key: string };

/** A batch whose guarded writes were held back on every run: its reads stayed stale. */
export class StaleBatch extends Error {
  constructor(runs: number, what: string) {
    super(`a trade batch's reads were stale on each of its ${runs} runs (${what})`);
  }
}

/**
 * The batch as the one argument of its function (migration 0023), written into the statement's
 * text as a literal (sqlLiteral, pg's escapeLiteral without its garbage): a statement with
 * parameters cannot share a round trip with BEGIN or COMMIT.
 */
function jsonArgument(value: unknown): string {
  return `${sqlLiteral(JSON.stringify(value))}::jsonb`;
}

/**
 * How a batch speaks to its connection: the first statement goes with BEGIN, the last with
 * COMMIT (trade-desk.ts), each answering the rows of the batch's own statement.
 */
export interface BatchSession {
  begin<Row>(text: string): Promise<Row[]>;
  /** `text` null: nothing to write, only the COMMIT. */
  commit<Row>(text: string | null): Promise<Row[]>;
}

/** The SQLSTATE trade_batch_write raises when a guard held a write back (trade-desk.ts reads it). */
export const STALE_BATCH_SQLSTATE = 'SR001';

interface Trader {
  row: TraderRow;
  copperBefore: number;
  copper: number;
  skillsBefore: string;
  /** The goods held, as read, then as the batch leaves them. */
  goodsBefore: Map<string, number>;
  goods: Map<string, number>;
  touched: boolean;
}

/** What trade_batch_lock answers. */
interface LockedBatch {
  traders: (TraderRow & { user_id: string; copper: number })[] | null;
  markets: MarketRow[] | null;
  stock: [string, string, number][] | null;
  goods: [string, string, number][] | null;
  claimed: [string, string][] | null;
}

interface Read {
  traders: Map<string, Trader>;
  /** The batch's markets, by good. */
  markets: Map<string, MarketRow>;
  claimed: Set<string>;
}

const claimId = (playerId: string, storedKey: string) => `${playerId}\u0000${storedKey}`;

/** The argument of a batch's first statement: its city, goods, traders and keys, at `now`. */
export function lockArgumentOf(orders: readonly BatchOrder[], now: number): string {
  return jsonArgument({
    now,
    city_id: orders[0]!.request.cityId,
    item_ids: [...new Set(orders.map((order) => order.request.itemId))],
    players: [...new Set(orders.map((order) => order.playerId))],
    keys: orders.filter((order) => order.request.idempotencyKey).map((order) => ({ player_id: order.playerId, key: storedTradeKey(order.request.idempotencyKey!) })),
  });
}

/** Statement 1 as lockAndRead sends it. */
export const lockStatement = (argument: string) => `SELECT trade_batch_lock(${argument}) AS batch`;

/** Statement 1 behind a guard that answers {"failed": SQLSTATE} rather than raising (migration 0026). */
export const guardedLockStatement = (argument: string) => `SELECT trade_batch_lock_guarded(${argument}) AS batch`;

/** Statement 1: the claims, the locks, the reads. */
async function lockAndRead(session: BatchSession, orders: readonly BatchOrder[], now: number): Promise<Read> {
  const [result] = await session.begin<{ batch: LockedBatch }>(lockStatement(lockArgumentOf(orders, now)));
  const row = result!.batch;
  const traders = new Map<string, Trader>();
  for (const t of row.traders ?? []) {
    traders.set(t.user_id, {
      row: { x: t.x, y: t.y, location_state: t.location_state, skills: t.skills, home_city_id: t.home_city_id },
      copperBefore: t.copper,
      copper: t.copper,
      skillsBefore: t.skills,
      goodsBefore: new Map(),
      goods: new Map(),
      touched: false,
    });
  }
  for (const [playerId, good, quantity] of [...(row.stock ?? []), ...(row.goods ?? [])]) {
    traders.get(playerId)?.goodsBefore.set(good, quantity);
    traders.get(playerId)?.goods.set(good, quantity);
  }
  return { traders, markets: new Map((row.markets ?? []).map((market) => [market.item_id, market])), claimed: new Set((row.claimed ?? []).map(([playerId, key]) => claimId(playerId, key))) };
}

interface Decided {
  results: BatchResult[];
  /** The markets the executed trades left, by good. */
  markets: Map<string, MarketRow>;
  /** The ledger rows, trade rows and stored answers of the executed trades, and the claims of the refused ones. */
  ledger: { playerId: string; kind: string; itemId: string | null; quantity: number; copper: number; cityId: number; refId: string; track: string | null; experience: number }[];
  tradeRows: TradesTable[];
  answers: { playerId: string; key: string; response: string }[];
  releasedClaims: { playerId: string; key: string }[];
}

/** The game decides each order in turn, against the market and the purses the ones before left. */
function decide(ctx: AppContext, orders: readonly BatchOrder[], read: Read, now: number): Decided {
  const markets = new Map(read.markets);
  const decided: Decided = { results: [], markets: new Map(), ledger: [], tradeRows: [], answers: [], releasedClaims: [] };
  for (const { playerId, request } of orders) {
    const storedKey = request.idempotencyKey ? storedTradeKey(request.idempotencyKey) : null;
    if (storedKey && !read.claimed.has(claimId(playerId, storedKey))) {
      decided.results.push({ kind: 'replay', key: request.idempotencyKey! });
      continue;
    }
    try {
      const trader = read.traders.get(playerId);
      if (!trader) throw new Refusal('PLAYER_NOT_FOUND');
      const market = markets.get(request.itemId);
      if (!market) throw new Refusal('NOT_TRADED_HERE');
      const plan = planTrade(ctx, playerId, request, trader.row, market, now);
      const { itemId, quantity } = request;
      const held = trader.goods.get(itemId) ?? 0;
      const copperDelta = request.type === 'buy' ? -plan.price.total : plan.price.total;
      if (request.type === 'buy') {
        if (trader.copper + copperDelta < 0) throw new Refusal('INSUFFICIENT_FUNDS');
        if (opensStack(itemId, held, quantity) && overfull({ ...Object.fromEntries(trader.goods), [itemId]: held + quantity })) throw new Refusal('INVENTORY_FULL');
      } else if (held < quantity) {
        throw new Refusal('INSUFFICIENT_ITEMS');
      }
      // The trade happens: the trader, the goods and the market as it leaves them, for the next order.
      const { skills, changes } = withSkillExperience(parseSkills(trader.row.skills), plan.skills.gained);
      trader.copper += copperDelta;
      trader.row = { ...trader.row, skills: JSON.stringify(skills) };
      trader.goods.set(itemId, request.type === 'buy' ? held + quantity : held - quantity);
      trader.touched = true;
      const after = { ...market, ...plan.price.after, updated_at: now };
      markets.set(request.itemId, after);
      const executed = executedTrade(plan, trader.copper);
      const ledgerRow = { playerId, kind: plan.ledger.kind, cityId: request.cityId, refId: plan.row.id };
      decided.ledger.push({ ...ledgerRow, itemId, quantity: plan.ledger.quantity ?? 0, copper: plan.ledger.copperDelta, track: null, experience: 0 });
      for (const change of changes) decided.ledger.push({ ...ledgerRow, itemId: null, quantity: 0, copper: 0, track: change.track, experience: change.delta });
      decided.tradeRows.push(plan.row);
      if (storedKey) decided.answers.push({ playerId, key: storedKey, response: JSON.stringify({ request: fingerprintOf(request), body: successOf(executed) }) });
      decided.results.push({ kind: 'executed', executed });
      decided.markets.set(request.itemId, after);
    } catch (error) {
      // A refused trade changed nothing and keeps no claim: its retry runs again.
      if (storedKey) decided.releasedClaims.push({ playerId, key: storedKey });
      decided.results.push({ kind: 'refused', error });
    }
  }
  return decided;
}

/** Statement 2: every write of the batch, each guarded by what statement 1 read (trade_batch_write). */
async function writeBatch(session: BatchSession, read: Read, decided: Decided, now: number): Promise<void> {
  const touched = [...read.traders.entries()].filter(([, trader]) => trader.touched);
  // The goods: a stack that changes from what was read, one emptied, one new.
  const changed: { player_id: string; item_id: string; before: number; quantity: number }[] = [];
  for (const [playerId, trader] of touched) {
    for (const [itemId, after] of trader.goods) {
      const before = trader.goodsBefore.get(itemId) ?? 0;
      if (after !== before) changed.push({ player_id: playerId, item_id: itemId, before, quantity: after });
    }
  }
  if (touched.length === 0 && decided.releasedClaims.length === 0) {
    await session.commit(null);
    return;
  }
  const batch = {
    now,
    purses: touched.map(([id, t]) => ({ user_id: id, copper: t.copper, skills: t.row.skills, copper_before: t.copperBefore, skills_before: t.skillsBefore })),
    restocked: changed.filter((c) => c.before > 0 && c.quantity > 0),
    emptied: changed.filter((c) => c.before > 0 && c.quantity === 0).map(({ player_id, item_id, before }) => ({ player_id, item_id, before })),
    stocked: changed.filter((c) => c.before === 0 && c.quantity > 0).map(({ player_id, item_id, quantity }) => ({ player_id, item_id, quantity })),
    markets: [...decided.markets.values()].map((m) => ({ city_id: m.city_id, item_id: m.item_id, supply: m.supply, demand: m.demand, price: m.price })),
    ledger: decided.ledger.map((r) => ({
      player_id: r.playerId,
      kind: r.kind,
      item_id: r.itemId,
      quantity: r.quantity,
      copper_delta: r.copper,
      city_id: r.cityId,
      ref_id: r.refId,
      experience_track: r.track,
      experience_delta: r.experience,
    })),
    trades: decided.tradeRows,
    answers: decided.answers.map((a) => ({ player_id: a.playerId, key: a.key, response: a.response })),
    released: decided.releasedClaims.map((c) => ({ player_id: c.playerId, key: c.key })),
  };
  await session.commit(`SELECT trade_batch_write(${jsonArgument(batch)})`);
}

/**
 * Runs one batch of one city's orders in one transaction on `session`: each order's result, in
 * order. The write fails with STALE_BATCH_SQLSTATE (the caller rolls back and runs the batch
 * again) when a guarded write found its row changed since it was read.
 */
export async function tradeBatch(session: BatchSession, ctx: AppContext, orders: readonly BatchOrder[], now: number): Promise<BatchResult[]> {
  const read = await lockAndRead(session, orders, now);
  const decided = decide(ctx, orders, read, now);
  await writeBatch(session, read, decided, now);
  return decided.results;
}
