import { INVENTORY_SLOTS, slotsFor, slotsUsed, type TradeExecuteRequest } from '@silkroad/shared';
import pg from 'pg';
import type { AppContext } from '../../context';
import type { TradesTable } from '../../db/schema';
import { Refusal } from '../../http/refusal';
import { parseSkills, withSkillExperience } from '../economy/experience';
import type { MarketRow } from '../market/market-store';
import { storedTradeKey } from './idempotency-store';
import { fingerprintOf, successOf } from './trade-answer';
import { executedTrade, planTrade, type ExecutedTrade, type TraderRow } from './trade-plan';

/**
 * The trades of one market that a transaction serves together on PostgreSQL (issue 22; the desk
 * in trade-desk.ts forms the batches). Two round trips whatever the batch's size:
 *
 * 1. with BEGIN, claim the batch's idempotency keys, lock its traders' rows (in id order, as every
 *    transaction that takes several does), then the market's row, then the traders' stacks of
 *    the good, and read them with the traders' other goods (their room for a purchase);
 * 2. after the game has decided each trade in turn (shared/rules prices each against the market
 *    the one before left; each refusal is that trade's alone), write everything in one statement:
 *    each trader's purse and skills, their goods, the market, the ledger rows, the trades, the
 *    stored answers, and the claims of refused trades removed, with COMMIT. Every write is
 *    guarded by the value read in statement 1 (a purse or a stack changes only from what was
 *    read), and the statement fails unless every write happened, so the COMMIT never keeps a
 *    part of a batch.
 *
 * The rows a trade changes are locked before they are read, and a locked row is read at its
 * latest; so a guard that held a write back means something wrote without the locks (a new
 * stack of the good that appeared meanwhile, say). The whole transaction is then rolled back
 * and the desk runs the batch again.
 */

export interface BatchOrder {
  playerId: string;
  request: TradeExecuteRequest;
}

/** What became of one order of the batch. */
export type BatchResult = { kind: 'executed'; executed: ExecutedTrade } | { kind: 'refused'; error: unknown } | { kind: 'replay'; key: string };

/** A write of the batch held back by its guard: a read was stale, and the batch runs again. */
export class StaleBatch extends Error {
  constructor(what: string) {
    super(`a trade batch's read was stale (${what}); it runs again`);
  }
}

/**
 * The values of a batch's statements, written into their text as literals (strings through pg's
 * escapeLiteral): a statement with parameters cannot share a round trip with another, and these
 * share theirs with BEGIN and COMMIT. Each value is the game's own (ids, numbers, JSON it wrote)
 * or a request's, validated by its schema before it came here.
 */
class Literals {
  add(value: unknown, type?: 'text' | 'bigint' | 'int' | 'double precision'): string {
    return type ? `${literal(value)}::${type}` : literal(value);
  }
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new TypeError(`no literal for a ${typeof value}`);
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

/** The marker of the error the write statement raises when a guard held a write back (trade-desk.ts reads it). */
export const STALE_MARKER = 'stale trade batch';

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

interface Read {
  traders: Map<string, Trader>;
  market: MarketRow | null;
  claimed: Set<string>;
}

const claimId = (playerId: string, storedKey: string) => `${playerId}\u0000${storedKey}`;

/** Statement 1: the claims, the locks, the reads. */
async function lockAndRead(session: BatchSession, orders: readonly BatchOrder[], now: number): Promise<Read> {
  const $ = new Literals();
  const { cityId, itemId } = orders[0]!.request;
  const playerIds = [...new Set(orders.map((order) => order.playerId))];
  const keyed = orders.filter((order) => order.request.idempotencyKey);
  const claim = keyed.length
    ? `claim AS (
         INSERT INTO idempotent_requests (player_id, key, status, response, created_at)
         VALUES ${keyed.map((order) => `(${$.add(order.playerId)}, ${$.add(storedTradeKey(order.request.idempotencyKey!))}, 0, '', ${$.add(now)})`).join(', ')}
         ON CONFLICT (player_id, key) DO NOTHING
         RETURNING player_id, key
       ),`
    : '';
  const text = `WITH ${claim}
    traders AS (
      SELECT user_id, x, y, location_state, skills, home_city_id, copper FROM players
       WHERE user_id IN (${playerIds.map((id) => $.add(id)).join(', ')})
       ORDER BY user_id
         FOR UPDATE
    ),
    market AS (
      SELECT city_id, item_id, base_price, price, supply, demand, volatility, trend, updated_at FROM market_entries
       WHERE city_id = ${$.add(cityId)} AND item_id = ${$.add(itemId)}
         FOR UPDATE
    ),
    stock AS (
      SELECT player_id, item_id, quantity FROM inventory_items
       WHERE player_id IN (SELECT user_id FROM traders) AND item_id = ${$.add(itemId)}
       ORDER BY player_id
         FOR UPDATE
    )
    SELECT (SELECT json_agg(t) FROM traders t) AS traders,
           (SELECT row_to_json(m) FROM market m) AS market,
           (SELECT json_agg(json_build_array(s.player_id, s.item_id, s.quantity)) FROM stock s) AS stock,
           (SELECT json_agg(json_build_array(i.player_id, i.item_id, i.quantity)) FROM inventory_items i
             WHERE i.player_id IN (SELECT user_id FROM traders) AND i.item_id <> ${$.add(itemId)}) AS goods,
           ${keyed.length ? '(SELECT json_agg(json_build_array(c.player_id, c.key)) FROM claim c)' : 'NULL::json'} AS claimed`;
  const rows = await session.begin<{
    traders: (TraderRow & { user_id: string; copper: number })[] | null;
    market: MarketRow | null;
    stock: [string, string, number][] | null;
    goods: [string, string, number][] | null;
    claimed: [string, string][] | null;
  }>(text);
  const row = rows[0]!;
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
  return { traders, market: row.market, claimed: new Set((row.claimed ?? []).map(([playerId, key]) => claimId(playerId, key))) };
}

interface Decided {
  results: BatchResult[];
  market: MarketRow | null;
  /** The ledger rows, trades and stored answers of the executed trades; the claims of refused ones. */
  ledger: { playerId: string; kind: string; itemId: string | null; quantity: number; copper: number; cityId: number; refId: string; track: string | null; experience: number }[];
  tradeRows: TradesTable[];
  answers: { playerId: string; key: string; response: string }[];
  releasedClaims: { playerId: string; key: string }[];
}

/** The game decides each order in turn, against the market and the purses the ones before left. */
function decide(ctx: AppContext, orders: readonly BatchOrder[], read: Read, now: number): Decided {
  let market = read.market;
  const decided: Decided = { results: [], market: null, ledger: [], tradeRows: [], answers: [], releasedClaims: [] };
  for (const { playerId, request } of orders) {
    const storedKey = request.idempotencyKey ? storedTradeKey(request.idempotencyKey) : null;
    if (storedKey && !read.claimed.has(claimId(playerId, storedKey))) {
      decided.results.push({ kind: 'replay', key: request.idempotencyKey! });
      continue;
    }
    try {
      const trader = read.traders.get(playerId);
      if (!trader) throw new Refusal('PLAYER_NOT_FOUND');
      if (!market) throw new Refusal('NOT_TRADED_HERE');
      const plan = planTrade(ctx, playerId, request, trader.row, market, now);
      const { itemId, quantity } = request;
      const held = trader.goods.get(itemId) ?? 0;
      const copperDelta = request.type === 'buy' ? -plan.price.total : plan.price.total;
      if (request.type === 'buy') {
        if (trader.copper + copperDelta < 0) throw new Refusal('INSUFFICIENT_FUNDS');
        if (slotsFor(itemId, held + quantity) !== slotsFor(itemId, held) && slotsUsed({ ...Object.fromEntries(trader.goods), [itemId]: held + quantity }) > INVENTORY_SLOTS) {
          throw new Refusal('INVENTORY_FULL');
        }
      } else if (held < quantity) {
        throw new Refusal('INSUFFICIENT_ITEMS');
      }
      // The trade happens: the trader, the goods and the market as it leaves them, for the next order.
      const { skills, changes } = withSkillExperience(parseSkills(trader.row.skills), plan.skills.gained);
      trader.copper += copperDelta;
      trader.row = { ...trader.row, skills: JSON.stringify(skills) };
      trader.goods.set(itemId, request.type === 'buy' ? held + quantity : held - quantity);
      trader.touched = true;
      market = { ...market, ...plan.price.after, updated_at: now };
      const executed = executedTrade(plan, trader.copper);
      const ledgerRow = { playerId, kind: plan.ledger.kind, cityId: request.cityId, refId: plan.row.id };
      decided.ledger.push({ ...ledgerRow, itemId, quantity: plan.ledger.quantity ?? 0, copper: plan.ledger.copperDelta, track: null, experience: 0 });
      for (const change of changes) decided.ledger.push({ ...ledgerRow, itemId: null, quantity: 0, copper: 0, track: change.track, experience: change.delta });
      decided.tradeRows.push(plan.row);
      if (storedKey) decided.answers.push({ playerId, key: storedKey, response: JSON.stringify({ request: fingerprintOf(request), body: successOf(executed) }) });
      decided.results.push({ kind: 'executed', executed });
      decided.market = market;
    } catch (error) {
      // A refused trade changed nothing and keeps no claim: its retry runs again.
      if (storedKey) decided.releasedClaims.push({ playerId, key: storedKey });
      decided.results.push({ kind: 'refused', error });
    }
  }
  return decided;
}

/** Statement 2: every write of the batch, each guarded by what statement 1 read, answering whether all happened. */
async function writeBatch(session: BatchSession, read: Read, decided: Decided, now: number): Promise<void> {
  const $ = new Literals();
  const parts: { name: string; sql: string; expected: number }[] = [];
  const add = (name: string, sql: string, expected: number) => parts.push({ name, sql, expected });

  const touched = [...read.traders.entries()].filter(([, trader]) => trader.touched);
  if (touched.length) {
    add(
      'purses',
      `UPDATE players p SET copper = v.copper, skills = v.skills, updated_at = ${$.add(now, 'bigint')}
         FROM (VALUES ${touched.map(([id, t]) => `(${$.add(id, 'text')}, ${$.add(t.copper, 'bigint')}, ${$.add(t.row.skills, 'text')}, ${$.add(t.copperBefore, 'bigint')}, ${$.add(t.skillsBefore, 'text')})`).join(', ')})
           AS v(user_id, copper, skills, copper_before, skills_before)
        WHERE p.user_id = v.user_id AND p.copper = v.copper_before AND p.skills = v.skills_before AND v.copper >= 0
        RETURNING 1`,
      touched.length,
    );
  }
  // The goods: a stack that changes from what was read, one emptied, one new.
  const changed: { playerId: string; itemId: string; before: number; after: number }[] = [];
  for (const [playerId, trader] of touched) {
    for (const [itemId, after] of trader.goods) {
      const before = trader.goodsBefore.get(itemId) ?? 0;
      if (after !== before) changed.push({ playerId, itemId, before, after });
    }
  }
  const restocked = changed.filter((c) => c.before > 0 && c.after > 0);
  const emptied = changed.filter((c) => c.before > 0 && c.after === 0);
  const stocked = changed.filter((c) => c.before === 0 && c.after > 0);
  if (restocked.length) {
    add(
      'restocked',
      `UPDATE inventory_items i SET quantity = v.quantity
         FROM (VALUES ${restocked.map((c) => `(${$.add(c.playerId, 'text')}, ${$.add(c.itemId, 'text')}, ${$.add(c.after, 'bigint')}, ${$.add(c.before, 'bigint')})`).join(', ')})
           AS v(player_id, item_id, quantity, before)
        WHERE i.player_id = v.player_id AND i.item_id = v.item_id AND i.quantity = v.before
        RETURNING 1`,
      restocked.length,
    );
  }
  if (emptied.length) {
    add(
      'emptied',
      `DELETE FROM inventory_items i
        USING (VALUES ${emptied.map((c) => `(${$.add(c.playerId, 'text')}, ${$.add(c.itemId, 'text')}, ${$.add(c.before, 'bigint')})`).join(', ')}) AS v(player_id, item_id, before)
        WHERE i.player_id = v.player_id AND i.item_id = v.item_id AND i.quantity = v.before
        RETURNING 1`,
      emptied.length,
    );
  }
  if (stocked.length) {
    // No row was read: one that appeared since conflicts, and the batch runs again.
    add(
      'stocked',
      `INSERT INTO inventory_items (player_id, item_id, quantity)
       VALUES ${stocked.map((c) => `(${$.add(c.playerId)}, ${$.add(c.itemId)}, ${$.add(c.after)})`).join(', ')}
       ON CONFLICT (player_id, item_id) DO NOTHING
       RETURNING 1`,
      stocked.length,
    );
  }
  if (decided.market && decided.tradeRows.length) {
    const m = decided.market;
    add(
      'market',
      `UPDATE market_entries SET supply = ${$.add(m.supply)}, demand = ${$.add(m.demand)}, price = ${$.add(m.price)}, updated_at = ${$.add(now)}
        WHERE city_id = ${$.add(m.city_id)} AND item_id = ${$.add(m.item_id)}
        RETURNING 1`,
      1,
    );
  }
  if (decided.ledger.length) {
    add(
      'ledger',
      `INSERT INTO ledger_entries (player_id, kind, item_id, quantity, copper_delta, city_id, ref_id, created_at, experience_track, experience_delta)
       VALUES ${decided.ledger
         .map((r) => `(${[r.playerId, r.kind, r.itemId, r.quantity, r.copper, r.cityId, r.refId, now, r.track, r.experience].map((value) => $.add(value)).join(', ')})`)
         .join(', ')}
       RETURNING 1`,
      decided.ledger.length,
    );
  }
  if (decided.tradeRows.length) {
    add(
      'trades',
      `INSERT INTO trades (id, player_id, type, item_id, city_id, quantity, price_per_unit, total, discount, market_price, executed_at)
       VALUES ${decided.tradeRows
         .map((r) => `(${[r.id, r.player_id, r.type, r.item_id, r.city_id, r.quantity, r.price_per_unit, r.total, r.discount, r.market_price, r.executed_at].map((value) => $.add(value)).join(', ')})`)
         .join(', ')}
       RETURNING 1`,
      decided.tradeRows.length,
    );
  }
  if (decided.answers.length) {
    add(
      'answers',
      `UPDATE idempotent_requests r SET status = 200, response = v.response
         FROM (VALUES ${decided.answers.map((a) => `(${$.add(a.playerId, 'text')}, ${$.add(a.key, 'text')}, ${$.add(a.response, 'text')})`).join(', ')}) AS v(player_id, key, response)
        WHERE r.player_id = v.player_id AND r.key = v.key
        RETURNING 1`,
      decided.answers.length,
    );
  }
  if (decided.releasedClaims.length) {
    add(
      'released',
      `DELETE FROM idempotent_requests r
        USING (VALUES ${decided.releasedClaims.map((c) => `(${$.add(c.playerId, 'text')}, ${$.add(c.key, 'text')})`).join(', ')}) AS v(player_id, key)
        WHERE r.player_id = v.player_id AND r.key = v.key
        RETURNING 1`,
      decided.releasedClaims.length,
    );
  }
  if (parts.length === 0) {
    await session.commit(null);
    return;
  }
  // Every write is a CTE, which PostgreSQL runs to completion whatever the query reads; a count
  // short of what the batch decided makes the query fail (the cast of the marker), so that the
  // COMMIT sent with it does not run and nothing of the batch is kept.
  const counts = parts.map((part) => `'${part.name}', (SELECT count(*) FROM ${part.name})`).join(', ');
  const text = `WITH ${parts.map((part) => `${part.name} AS (${part.sql})`).join(',\n')}
    SELECT CAST(CASE WHEN ${parts.map((part) => `(SELECT count(*) FROM ${part.name}) = ${part.expected}`).join(' AND ')}
                     THEN '1'
                     ELSE '${STALE_MARKER}: ' || json_build_object(${counts})::text END AS int) AS written`;
  await session.commit(text);
}

/**
 * Runs one batch of one market's orders in one transaction on `session`: each order's result, in
 * order. The write statement fails with STALE_MARKER (the caller rolls back and runs the batch
 * again) when a guarded write found its row changed since it was read.
 */
export async function tradeBatch(session: BatchSession, ctx: AppContext, orders: readonly BatchOrder[], now: number): Promise<BatchResult[]> {
  const read = await lockAndRead(session, orders, now);
  const decided = decide(ctx, orders, read, now);
  await writeBatch(session, read, decided, now);
  return decided.results;
}
