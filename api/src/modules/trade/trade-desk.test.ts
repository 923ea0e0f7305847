import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyTradeImpact, type TradeSide } from '@silkroad/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testDialect } from '../../test-support/test-database';
import { postgresPoolOf } from '../../db/database';
import { TradeDesk } from './trade-desk';
import { stateOf } from '../market/market-store';
import { copperOf, give, marketRow, playerInCity, postTrade, quantityOf, setCopper, tradeBody, type Session, type TradeReply } from './test-helpers';

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp();
});
afterEach(async () => {
  await test.close();
});

/**
 * Trades of one market that arrive together (on PostgreSQL the desk serves them in shared
 * transactions, trade-desk.ts; on SQLite they queue for the one writer): each is decided alone,
 * in turn, against the market the ones before it left.
 */
describe('trades of one market arriving together', () => {
  it('are each priced after the one before, each refused alone, and a key sent twice trades once', async () => {
    const traders: Session[] = [];
    for (let i = 0; i < 6; i += 1) {
      const trader = await playerInCity(test, 1);
      await give(test.db, trader.userId, 'silk', 20);
      traders.push(trader);
    }
    const [poor, empty, twin, ...others] = traders as [Session, Session, Session, ...Session[]];
    await setCopper(test.db, poor.userId, 10);
    await test.db.deleteFrom('inventory_items').where('player_id', '=', empty.userId).execute();
    const start = await marketRow(test.db, 1, 'silk');

    const sends: { who: Session; body: ReturnType<typeof tradeBody> }[] = [
      { who: poor, body: tradeBody({ type: 'buy', quantity: 5, idempotencyKey: 'poor-buy-1' }) },
      { who: empty, body: tradeBody({ type: 'sell', quantity: 3, priceLimit: 1 }) },
      { who: twin, body: tradeBody({ type: 'buy', quantity: 2, idempotencyKey: 'twin-key-1' }) },
      { who: twin, body: tradeBody({ type: 'buy', quantity: 2, idempotencyKey: 'twin-key-1' }) },
      ...others.flatMap((who, i) => [
        { who, body: tradeBody({ type: 'buy', quantity: 1 + i }) },
        { who, body: tradeBody({ type: 'sell', quantity: 2 + i, priceLimit: 1 }) },
      ]),
    ];
    const replies: TradeReply[] = await Promise.all(sends.map(({ who, body }) => postTrade(test, who, body)));

    // Each refusal is its own: the poor buyer's and the empty seller's, and nothing of theirs changed.
    expect(replies[0]).toMatchObject({ body: { success: false, error: { code: 'INSUFFICIENT_FUNDS' } } });
    expect(replies[1]).toMatchObject({ body: { success: false, error: { code: 'INSUFFICIENT_ITEMS' } } });
    expect(await copperOf(test.db, poor.userId)).toBe(10);
    expect(await quantityOf(test.db, empty.userId, 'silk')).toBe(0);
    // The key sent twice traded once, and both answers are that one trade.
    expect(replies[2], JSON.stringify(replies[2])).toMatchObject({ status: 200 });
    expect(replies[3]).toEqual(replies[2]);
    expect(await quantityOf(test.db, twin.userId, 'silk')).toBe(22);
    // Everyone else traded.
    for (const reply of replies.slice(4)) expect(reply.status).toBe(200);

    // The market moved by every executed trade, in the order they executed: each trade's recorded
    // market price is the market after it, priced from the one before.
    const trades = await test.db.selectFrom('trades').selectAll().where('city_id', '=', 1).where('item_id', '=', 'silk').orderBy('id').execute();
    expect(trades).toHaveLength(sends.length - 3);
    let state = stateOf(start);
    for (const trade of trades) {
      const after = applyTradeImpact(state, trade.type as TradeSide, trade.quantity);
      expect(trade.market_price).toBe(after.price);
      state = { ...state, ...after };
    }
    const end = await marketRow(test.db, 1, 'silk');
    expect({ price: end.price, supply: end.supply, demand: end.demand }).toEqual({ price: state.price, supply: state.supply, demand: state.demand });
    // Every executed trade has its goods-and-copper row in the ledger, and no refused one has.
    const rows = await test.db.selectFrom('ledger_entries').select(['ref_id', 'player_id', 'copper_delta']).where('experience_track', 'is', null).where('kind', 'in', ['market-buy', 'market-sell']).execute();
    expect(rows.map((r) => r.ref_id).sort()).toEqual(trades.map((t) => t.id).sort());
    for (const trade of trades) expect(rows.find((r) => r.ref_id === trade.id)!.copper_delta).toBe(trade.type === 'buy' ? -trade.total : trade.total);

    // A refused request kept no claim on its key: once the purse allows, the same key trades.
    await setCopper(test.db, poor.userId, 1_000_000);
    expect((await postTrade(test, poor, tradeBody({ type: 'buy', quantity: 5, idempotencyKey: 'poor-buy-1' }))).status).toBe(200);
    expect(await quantityOf(test.db, poor.userId, 'silk')).toBe(25);
  });
});

/**
 * Trades of several goods in one city arriving together (on PostgreSQL one batch serves them all):
 * each good's trades move that good's market alone, in the order they executed, and a trader
 * buying two goods at once pays for both from one purse.
 */
describe('trades of several goods in one city arriving together', () => {
  it('move each market by its own trades only, and one purse pays for every good', async () => {
    const goods = ['silk', 'spices', 'incense'] as const;
    const traders: Session[] = [];
    for (let i = 0; i < 4; i += 1) traders.push(await playerInCity(test, 1));
    const [shared] = traders as [Session];
    const copperBefore = await copperOf(test.db, shared.userId);
    const starts = new Map(await Promise.all(goods.map(async (good) => [good, await marketRow(test.db, 1, good)] as const)));

    const sends = traders.flatMap((who) => goods.map((itemId, i) => ({ who, body: tradeBody({ type: 'buy', itemId, quantity: 1 + i }) })));
    const replies = await Promise.all(sends.map(({ who, body }) => postTrade(test, who, body)));
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);

    for (const good of goods) {
      const trades = await test.db.selectFrom('trades').selectAll().where('city_id', '=', 1).where('item_id', '=', good).orderBy('id').execute();
      expect(trades).toHaveLength(traders.length);
      let state = stateOf(starts.get(good)!);
      for (const trade of trades) {
        const after = applyTradeImpact(state, trade.type as TradeSide, trade.quantity);
        expect(trade.market_price).toBe(after.price);
        state = { ...state, ...after };
      }
      const end = await marketRow(test.db, 1, good);
      expect({ price: end.price, supply: end.supply, demand: end.demand }).toEqual({ price: state.price, supply: state.supply, demand: state.demand });
    }
    // The trader who bought all three goods paid each trade's total from the one purse, and holds them all.
    const own = await test.db.selectFrom('trades').select(['item_id', 'total']).where('player_id', '=', shared.userId).execute();
    expect(own.map((t) => t.item_id).sort()).toEqual([...goods].sort());
    expect(await copperOf(test.db, shared.userId)).toBe(copperBefore - own.reduce((sum, t) => sum + t.total, 0));
    for (const [i, good] of goods.entries()) expect(await quantityOf(test.db, shared.userId, good)).toBe(1 + i);
  });
});

describe.runIf(testDialect() === 'postgres')('the trade desk on PostgreSQL', () => {
  it('runs a batch again when its write finds a row other than it read: nothing of the first run is kept', async () => {
    const buyer = await playerInCity(test, 1);
    const copperBefore = await copperOf(test.db, buyer.userId);
    const silkBefore = await quantityOf(test.db, buyer.userId, 'silk');
    let runs = 0;
    // The first run reads a purse one copper richer than the row holds: its guarded write must fail whole.
    const desk = new TradeDesk(test.ctx, <Row>(rows: Row[]) => {
      runs += 1;
      if (runs > 1) return rows;
      const [{ batch }] = rows as unknown as [{ batch: { traders: { copper: number }[] } }];
      return [{ batch: { ...batch, traders: batch.traders.map((t) => ({ ...t, copper: t.copper + 1 })) } }] as Row[];
    });
    const outcome = await desk.submit(buyer.userId, { type: 'buy', itemId: 'silk', cityId: 1, quantity: 3, priceLimit: 1_000_000 });
    expect(runs).toBe(2);
    const trades = await test.db.selectFrom('trades').selectAll().where('player_id', '=', buyer.userId).execute();
    expect(trades).toHaveLength(1);
    expect(await quantityOf(test.db, buyer.userId, 'silk')).toBe(silkBefore + 3);
    expect(await copperOf(test.db, buyer.userId)).toBe(copperBefore - trades[0]!.total);
    expect(outcome.executed?.record.playerCopper).toBe(copperBefore - trades[0]!.total);
    const ledger = await test.db.selectFrom('ledger_entries').select('ref_id').where('player_id', '=', buyer.userId).where('kind', '=', 'market-buy').where('experience_track', 'is', null).execute();
    expect(ledger.map((r) => r.ref_id)).toEqual([trades[0]!.id]);
  });

  it('locks the next batch in the message that commits the one before; a chained batch read stale runs again on a lock of its own', async () => {
    const first = await playerInCity(test, 1);
    const second = await playerInCity(test, 1);
    const before = { first: await copperOf(test.db, first.userId), second: await copperOf(test.db, second.userId) };
    let reads = 0;
    // The second read is the chained batch's (its lock ran after the first batch's COMMIT): it reads a purse one copper richer.
    const desk = new TradeDesk(test.ctx, <Row>(rows: Row[]) => {
      reads += 1;
      if (reads !== 2) return rows;
      const [{ batch }] = rows as unknown as [{ batch: { traders: { copper: number }[] } }];
      return [{ batch: { ...batch, traders: batch.traders.map((t) => ({ ...t, copper: t.copper + 1 })) } }] as Row[];
    });
    const order = { type: 'buy' as const, itemId: 'silk', cityId: 1, quantity: 2, priceLimit: 1_000_000 };
    // The second arrives while the first is served: it waits, and goes with the first's write.
    const [a, b] = await Promise.all([desk.submit(first.userId, order), desk.submit(second.userId, order)]);
    expect(reads).toBe(3);
    for (const [session, outcome, copper] of [
      [first, a, before.first],
      [second, b, before.second],
    ] as const) {
      const trades = await test.db.selectFrom('trades').selectAll().where('player_id', '=', session.userId).execute();
      expect(trades).toHaveLength(1);
      expect(await copperOf(test.db, session.userId)).toBe(copper - trades[0]!.total);
      expect(outcome.executed?.record.playerCopper).toBe(copper - trades[0]!.total);
    }
    // The second was priced after the first: the market had moved.
    const [ta, tb] = await Promise.all([first, second].map((s) => test.db.selectFrom('trades').selectAll().where('player_id', '=', s.userId).executeTakeFirstOrThrow()));
    expect(tb!.price_per_unit).toBeGreaterThanOrEqual(ta!.price_per_unit);
  });

  it('the guarded lock answers its failure instead of raising, and leaves the transaction to roll back', async () => {
    const pool = postgresPoolOf(test.db)!;
    const client = await pool.connect();
    try {
      const results = (await client.query(`BEGIN;\nSELECT trade_batch_lock_guarded('{"now": "soon", "keys": [{"player_id": "nobody", "key": "k"}]}'::jsonb) AS batch`)) as unknown as { rows: { batch: { failed?: string } }[] }[];
      // The claim's time is no number: invalid_text_representation.
      expect(results[1]!.rows[0]!.batch.failed).toBe('22P02');
      // Rolled back to its guard: the transaction is still usable, and rolls back cleanly.
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
  });

  it('fails a batch whose reads stay stale, keeping nothing, and serves the next', async () => {
    const buyer = await playerInCity(test, 1);
    const copperBefore = await copperOf(test.db, buyer.userId);
    const desk = new TradeDesk(test.ctx, <Row>(rows: Row[]) => {
      const [{ batch }] = rows as unknown as [{ batch: { traders: { copper: number }[] } }];
      return [{ batch: { ...batch, traders: batch.traders.map((t) => ({ ...t, copper: t.copper + 1 })) } }] as Row[];
    });
    await expect(desk.submit(buyer.userId, { type: 'buy', itemId: 'silk', cityId: 1, quantity: 3, priceLimit: 1_000_000 })).rejects.toThrow(/stale/);
    expect(await copperOf(test.db, buyer.userId)).toBe(copperBefore);
    expect(await test.db.selectFrom('trades').selectAll().where('player_id', '=', buyer.userId).execute()).toHaveLength(0);
    // The city's desk is free again: the app's own serves the next trade.
    const next = await postTrade(test, buyer, tradeBody({ quantity: 1 }));
    expect(next.status).toBe(200);
  });
});
