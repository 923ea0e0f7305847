import { afterEach, describe, expect, it } from 'vitest';
import { STARTING_COPPER } from '@silkroad/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { copperOf, economySnapshot, executedTrade, give, marketRow, playerInCity, postTrade, setCopper, tradeBody } from './test-helpers';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const countRows = async (table: 'trades' | 'ledger_entries') =>
  table === 'trades' ? (await test.db.selectFrom('trades').selectAll().execute()).length : (await test.db.selectFrom('ledger_entries').selectAll().where('kind', '!=', 'starting-grant').execute()).length;

describe('idempotency keys', () => {
  it('replays the first answer to a retry and changes nothing the second time', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    const body = tradeBody({ quantity: 3, idempotencyKey: 'retry-key-0001' });
    const first = await postTrade(test, session, body);
    const trade = executedTrade(first);
    const afterFirst = await economySnapshot(test.db);

    let events = 0;
    const off = test.ctx.events.on('market-changed', () => (events += 1));
    test.clock.advance(5_000);
    const second = await postTrade(test, session, body);
    off();

    expect(second).toEqual(first);
    expect(executedTrade(second).id).toBe(trade.id);
    expect(await economySnapshot(test.db)).toEqual(afterFirst);
    expect(await countRows('trades')).toBe(1);
    // The trade's row, and its trading and negotiation experience.
    expect(await countRows('ledger_entries')).toBe(3);
    expect(await copperOf(test.db, session.userId)).toBe(STARTING_COPPER - trade.total_cost!);
    expect(events).toBe(0);
  });

  it('lets exactly one of several identical requests sent at once trade; all get its answer', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    const body = tradeBody({ quantity: 2, idempotencyKey: 'concurrent-key-1' });
    const priceBefore = (await marketRow(test.db, 1, 'silk')).price;
    const replies = await Promise.all(Array.from({ length: 6 }, () => postTrade(test, session, body)));
    const ids = new Set(replies.map((r) => executedTrade(r).id));
    expect(ids.size).toBe(1);
    for (const reply of replies) expect(reply).toEqual(replies[0]);
    expect(await countRows('trades')).toBe(1);
    expect(await countRows('ledger_entries')).toBe(3);
    const trade = executedTrade(replies[0]!);
    expect(await copperOf(test.db, session.userId)).toBe(STARTING_COPPER - trade.total_cost!);
    expect((await marketRow(test.db, 1, 'silk')).price).toBe(trade.marketPrice);
    expect(trade.marketPrice).toBeGreaterThan(priceBefore);
  });

  it('stores nothing for a refused trade: its key is free, and a retry that can now succeed trades once', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    await setCopper(test.db, session.userId, 10);
    const body = tradeBody({ idempotencyKey: 'refused-key-01' });
    const first = await postTrade(test, session, body);
    expect(first).toEqual({ status: 409, body: { success: false, error: { code: 'INSUFFICIENT_FUNDS', message: 'Insufficient gold for this trade' } } });
    expect(await test.db.selectFrom('idempotent_requests').selectAll().execute()).toEqual([]);

    await setCopper(test.db, session.userId, STARTING_COPPER);
    const retried = await postTrade(test, session, body);
    executedTrade(retried);
    // From now on the key answers with that trade and trades no more.
    const after = await economySnapshot(test.db);
    expect(await postTrade(test, session, body)).toEqual(retried);
    expect(await economySnapshot(test.db)).toEqual(after);
  });

  it('keeps no key for requests refused before they reach the trade (bad input, wrong city, limits)', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    await postTrade(test, session, tradeBody({ idempotencyKey: 'bad-input-01', quantity: 0 }));
    await postTrade(test, session, tradeBody({ idempotencyKey: 'elsewhere-01', cityId: 3 }));
    await postTrade(test, session, tradeBody({ idempotencyKey: 'no-market-01', itemId: 'pickaxe' }));
    expect(await test.db.selectFrom('idempotent_requests').selectAll().execute()).toEqual([]);
  });

  it('answers 422 when a key is reused for a different trade, and changes nothing', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    const first = await postTrade(test, session, tradeBody({ quantity: 1, idempotencyKey: 'reused-key-001' }));
    executedTrade(first);
    const before = await economySnapshot(test.db);
    for (const change of [{ quantity: 2 }, { type: 'sell', priceLimit: 1 }, { itemId: 'spices' }, { priceLimit: 999_999 }]) {
      const reply = await postTrade(test, session, tradeBody({ quantity: 1, idempotencyKey: 'reused-key-001', ...change }));
      expect(reply).toEqual({ status: 422, body: { success: false, error: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'This idempotency key was already used for a different request' } } });
    }
    expect(await economySnapshot(test.db)).toEqual(before);
    // The original request still replays.
    expect(await postTrade(test, session, tradeBody({ quantity: 1, idempotencyKey: 'reused-key-001' }))).toEqual(first);
  });

  it('keeps each player’s keys apart', async () => {
    test = await createTestApp();
    const [alice, bob] = [await playerInCity(test, 1), await playerInCity(test, 1)];
    const body = tradeBody({ idempotencyKey: 'same-key-for-both' });
    const a = executedTrade(await postTrade(test, alice, body));
    const b = executedTrade(await postTrade(test, bob, body));
    expect(a.id).not.toBe(b.id);
    expect(await countRows('trades')).toBe(2);
  });

  it('trades again for a request without a key', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    await give(test.db, session.userId, 'silk', 10);
    const body = tradeBody({ type: 'sell', quantity: 2, priceLimit: 1 });
    executedTrade(await postTrade(test, session, body));
    executedTrade(await postTrade(test, session, body));
    expect(await countRows('trades')).toBe(2);
  });

  it('stores nothing for a request that failed validation', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    expect((await postTrade(test, session, tradeBody({ quantity: 0, idempotencyKey: 'invalid-first-1' }))).status).toBe(400);
    executedTrade(await postTrade(test, session, tradeBody({ quantity: 1, idempotencyKey: 'invalid-first-1' })));
  });
});
