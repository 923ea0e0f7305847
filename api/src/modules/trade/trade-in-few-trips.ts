import { INVENTORY_SLOTS, slotsFor, slotsUsed, type TradeExecuteRequest } from '@silkroad/shared';
import { CompiledQuery } from 'kysely';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { Refusal } from '../../http/refusal';
import { parseSkills, withSkillExperience } from '../economy/experience';
import type { MarketRow } from '../market/market-store';
import { storedTradeKey, type StoredAnswer } from './idempotency-store';
import { checkTradeRequest, executedTrade, planTrade, type ExecutedTrade, type TradePlan, type TraderRow } from './trade-plan';

/**
 * A trade on PostgreSQL in two statements between BEGIN and COMMIT (issue 22). Statement by
 * statement, a trade made ten round trips, six of them holding the market's row, which every
 * trade of that good waits for: the row was held about 3 ms, so a good traded at most a few
 * hundred times a second, and each round trip cost the server a socket write. Here:
 *
 * 1. claim the idempotency key, and lock and read the trader's row and the market's row (the
 *    trader first, as every transaction that takes both does);
 * 2. price the trade in the game's code (shared/rules: one rule for the server and the screens),
 *    refuse what the locked rows refuse, then write everything in one statement: the purse and
 *    skills, the stock, the market, the ledger rows, the trade, the stored answer. Each write
 *    keeps its guard in its SQL, and the statement answers what each changed: a guard that
 *    held nothing back is a refusal (the goods a sale needs) or a broken invariant, and either
 *    rolls the whole transaction back.
 *
 * SQLite keeps the statement-by-statement trade (trade-service.ts): each of its statements is a
 * call into the embedded database, not a round trip. Both write the same rows, which the
 * conservation and ledger tests check on both databases.
 */
export async function tradeInFewTrips(
  trx: Executor,
  ctx: AppContext,
  playerId: string,
  request: TradeExecuteRequest,
  now: number,
  idempotency: { key: string; answerOf(executed: ExecutedTrade): StoredAnswer } | null,
): Promise<{ replay: true } | { replay: false; executed: ExecutedTrade }> {
  checkTradeRequest(request);
  const locked = await lockTraderAndMarket(trx, playerId, request, idempotency ? storedTradeKey(idempotency.key) : null, now);
  if (!locked) throw new Refusal((await playerExists(trx, playerId)) ? 'NOT_TRADED_HERE' : 'PLAYER_NOT_FOUND');
  if (idempotency && !locked.claimed) return { replay: true };

  const plan = planTrade(ctx, playerId, request, locked.trader, locked.market, now);
  const copperDelta = request.type === 'buy' ? -plan.price.total : plan.price.total;
  // The trader's row is locked and was read at its latest: the purse the trade leaves is known now.
  if (locked.copper + copperDelta < 0) throw new Refusal('INSUFFICIENT_FUNDS');
  const executed = executedTrade(plan, locked.copper + copperDelta);
  const written = await writeTrade(trx, plan, copperDelta, idempotency ? { key: storedTradeKey(idempotency.key), answer: idempotency.answerOf(executed) } : null);

  if (written.held === null) throw new Refusal('INSUFFICIENT_ITEMS');
  if (request.type === 'buy' && slotsFor(request.itemId, written.held) !== slotsFor(request.itemId, written.held - request.quantity)) {
    if (slotsUsed({ ...written.others, [request.itemId]: written.held }) > INVENTORY_SLOTS) throw new Refusal('INVENTORY_FULL');
  }
  if (written.copper !== executed.record.playerCopper || !written.allWritten) throw new Error(`a guarded write of trade ${plan.row.id} changed less than it should have`);
  return { replay: false, executed };
}

/** Positional parameters, numbered as they are used: each use its own, so PostgreSQL infers each one's type from its one place. */
class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

interface Locked {
  trader: TraderRow;
  copper: number;
  market: MarketRow;
  claimed: boolean;
}

/**
 * Round trip 1. `FOR UPDATE OF p, m` locks the trader's row, then the market's, and answers
 * their latest versions; the key's claim waits for a request holding the same key to end.
 */
async function lockTraderAndMarket(trx: Executor, playerId: string, request: TradeExecuteRequest, storedKey: string | null, now: number): Promise<Locked | null> {
  const $ = new Parameters();
  const player = $.add(playerId);
  const claim = storedKey
    ? `WITH claim AS (
         INSERT INTO idempotent_requests (player_id, key, status, response, created_at) VALUES (${$.add(playerId)}, ${$.add(storedKey)}, 0, '', ${$.add(now)})
         ON CONFLICT (player_id, key) DO NOTHING RETURNING 1
       )`
    : '';
  const text = `${claim}
    SELECT p.x, p.y, p.location_state, p.skills, p.home_city_id, p.copper,
           m.city_id, m.item_id, m.base_price, m.price, m.supply, m.demand, m.volatility, m.trend, m.updated_at,
           ${storedKey ? '(SELECT count(*) FROM claim)::int' : '1'} AS claimed
      FROM players p
      JOIN market_entries m ON m.city_id = ${$.add(request.cityId)} AND m.item_id = ${$.add(request.itemId)}
     WHERE p.user_id = ${player}
       FOR UPDATE OF p, m`;
  const { rows } = await trx.executeQuery<LockedRow>(CompiledQuery.raw(text, $.values));
  const row = rows[0];
  if (!row) return null;
  return {
    trader: { x: row.x, y: row.y, location_state: row.location_state, skills: row.skills, home_city_id: row.home_city_id },
    copper: row.copper,
    market: {
      city_id: row.city_id,
      item_id: row.item_id,
      base_price: row.base_price,
      price: row.price,
      supply: row.supply,
      demand: row.demand,
      volatility: row.volatility,
      trend: row.trend,
      updated_at: row.updated_at,
    },
    claimed: row.claimed === 1,
  };
}

type LockedRow = TraderRow & MarketRow & { copper: number; claimed: number };

async function playerExists(trx: Executor, playerId: string): Promise<boolean> {
  return (await trx.selectFrom('players').select('user_id').where('user_id', '=', playerId).executeTakeFirst()) !== undefined;
}

interface Written {
  /** The purse after the statement, or null if its guard held it back. */
  copper: number | null;
  /** The traded good held after it, or null if the stock's guard held it back (a sale of goods not held). */
  held: number | null;
  /** The trader's other goods (a buy's room is counted with them). */
  others: Record<string, number>;
  /** The market, the ledger rows, the trade and the stored answer all written. */
  allWritten: boolean;
}

/** Round trip 2: every write of the trade in one statement, each with its guard, answering what each changed. */
async function writeTrade(trx: Executor, plan: TradePlan, copperDelta: number, answer: { key: string; answer: StoredAnswer } | null): Promise<Written> {
  const { request, playerId, now, row } = plan;
  const { skills, changes } = withSkillExperience(parseSkills(plan.skills.from), plan.skills.gained);
  const $ = new Parameters();
  const ledgerRow = (values: { kind: string; itemId: string | null; quantity: number; copper: number; track: string | null; experience: number }) =>
    `(${$.add(playerId)}, ${$.add(values.kind)}, ${$.add(values.itemId)}, ${$.add(values.quantity)}, ${$.add(values.copper)}, ${$.add(request.cityId)}, ${$.add(row.id)}, ${$.add(now)}, ${$.add(values.track)}, ${$.add(values.experience)})`;
  const ledgerRows = [
    ledgerRow({ kind: plan.ledger.kind, itemId: request.itemId, quantity: plan.ledger.quantity ?? 0, copper: plan.ledger.copperDelta, track: null, experience: 0 }),
    ...changes.map((change) => ledgerRow({ kind: plan.ledger.kind, itemId: null, quantity: 0, copper: 0, track: change.track, experience: change.delta })),
  ];

  const stock =
    request.type === 'buy'
      ? `stock AS (
           INSERT INTO inventory_items (player_id, item_id, quantity) VALUES (${$.add(playerId)}, ${$.add(request.itemId)}, ${$.add(request.quantity)})
           ON CONFLICT (player_id, item_id) DO UPDATE SET quantity = inventory_items.quantity + excluded.quantity
           RETURNING quantity
         )`
      : // A sale shrinks the stack when more is held, empties it when exactly the quantity is: one of the two, or neither.
        `shrunk AS (
           UPDATE inventory_items SET quantity = quantity - ${$.add(request.quantity)}
            WHERE player_id = ${$.add(playerId)} AND item_id = ${$.add(request.itemId)} AND quantity > ${$.add(request.quantity)}
           RETURNING quantity
         ),
         emptied AS (
           DELETE FROM inventory_items WHERE player_id = ${$.add(playerId)} AND item_id = ${$.add(request.itemId)} AND quantity = ${$.add(request.quantity)}
           RETURNING 0 AS quantity
         ),
         stock AS (SELECT quantity FROM shrunk UNION ALL SELECT quantity FROM emptied)`;
  const text = `WITH
    purse AS (
      UPDATE players SET copper = copper + ${$.add(copperDelta)}, updated_at = ${$.add(now)}, skills = ${$.add(JSON.stringify(skills))}
       WHERE user_id = ${$.add(playerId)} AND copper >= ${$.add(Math.max(0, -copperDelta))} AND skills = ${$.add(plan.skills.from)}
      RETURNING copper
    ),
    ${stock},
    market AS (
      UPDATE market_entries SET supply = ${$.add(plan.price.after.supply)}, demand = ${$.add(plan.price.after.demand)}, price = ${$.add(plan.price.after.price)}, updated_at = ${$.add(now)}
       WHERE city_id = ${$.add(request.cityId)} AND item_id = ${$.add(request.itemId)}
      RETURNING 1
    ),
    ledger AS (
      INSERT INTO ledger_entries (player_id, kind, item_id, quantity, copper_delta, city_id, ref_id, created_at, experience_track, experience_delta)
      VALUES ${ledgerRows.join(', ')}
      RETURNING 1
    ),
    trade AS (
      INSERT INTO trades (id, player_id, type, item_id, city_id, quantity, price_per_unit, total, discount, market_price, executed_at)
      VALUES (${[row.id, row.player_id, row.type, row.item_id, row.city_id, row.quantity, row.price_per_unit, row.total, row.discount, row.market_price, row.executed_at].map((value) => $.add(value)).join(', ')})
      RETURNING 1
    )${
      answer
        ? `,
    answer AS (
      UPDATE idempotent_requests SET status = 200, response = ${$.add(JSON.stringify(answer.answer))} WHERE player_id = ${$.add(playerId)} AND key = ${$.add(answer.key)}
      RETURNING 1
    )`
        : ''
    }
    SELECT (SELECT copper FROM purse) AS copper,
           (SELECT quantity FROM stock) AS held,
           (SELECT coalesce(json_object_agg(item_id, quantity), '{}'::json) FROM inventory_items WHERE player_id = ${$.add(playerId)} AND item_id <> ${$.add(request.itemId)}) AS others,
           (SELECT count(*) FROM market) = 1
             AND (SELECT count(*) FROM ledger) = ${ledgerRows.length}
             AND (SELECT count(*) FROM trade) = 1
             ${answer ? 'AND (SELECT count(*) FROM answer) = 1' : ''} AS all_written`;
  const { rows } = await trx.executeQuery<{ copper: number | null; held: number | null; others: Record<string, number>; all_written: boolean }>(CompiledQuery.raw(text, $.values));
  const result = rows[0]!;
  return { copper: result.copper === null ? null : Number(result.copper), held: result.held, others: result.others, allWritten: result.all_written };
}
