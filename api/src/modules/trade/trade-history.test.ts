import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tradeHistoryResponseSchema } from '@silkroad/shared';
import { executedTrade, give, playerInCity, postTrade, setCopper, tradeBody, type Session } from './test-helpers';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

async function history(session: Session, query = '') {
  const res = await test.app.request(`/api/trade/history${query}`, { headers: session.headers });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function page(session: Session, query = '') {
  const reply = await history(session, query);
  expect(reply.status).toBe(200);
  return tradeHistoryResponseSchema.parse(reply.body).data;
}

describe('GET /api/trade/history', () => {
  it('is empty for a player who never traded', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    expect(await page(session)).toEqual({ trades: [], total: 0, limit: 20, offset: 0 });
  });

  it('pages newest first, 20 by default, with the total', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    await give(test.db, session.userId, 'incense', 100);
    await setCopper(test.db, session.userId, 100_000_000);
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) {
      // Several trades share a millisecond: the order must still be the order they executed in.
      if (i % 3 === 0) test.clock.advance(1_000);
      const body = i % 2 === 0 ? tradeBody({ itemId: 'incense', quantity: 1 + i }) : tradeBody({ type: 'sell', itemId: 'incense', quantity: 1, priceLimit: 1 });
      ids.push(executedTrade(await postTrade(test, session, body)).id);
    }
    const newestFirst = [...ids].reverse();

    const first = await page(session);
    expect(first.total).toBe(25);
    expect(first.trades.map((t) => t.id)).toEqual(newestFirst.slice(0, 20));
    const second = await page(session, '?limit=20&offset=20');
    expect(second.trades.map((t) => t.id)).toEqual(newestFirst.slice(20));
    expect((await page(session, '?limit=7&offset=3')).trades.map((t) => t.id)).toEqual(newestFirst.slice(3, 10));
    expect((await page(session, '?limit=100')).trades).toHaveLength(25);
    expect((await page(session, '?offset=25')).trades).toEqual([]);

    const [purchase, sale] = first.trades; // the 25th trade bought 25, the 24th sold 1
    expect(sale).toMatchObject({ type: 'sell', itemId: 'incense', itemName: 'Incense', cityId: 1, quantity: 1, total_revenue: sale!.price_per_unit });
    expect(sale!.total_cost).toBeUndefined();
    expect(purchase).toMatchObject({ type: 'buy', quantity: 25, total_cost: purchase!.price_per_unit * 25 });
    expect(purchase!.total_revenue).toBeUndefined();
  });

  it('shows only the caller’s own trades', async () => {
    test = await createTestApp();
    const [alice, bob] = [await playerInCity(test, 1), await playerInCity(test, 1)];
    const mine = executedTrade(await postTrade(test, alice, tradeBody()));
    executedTrade(await postTrade(test, bob, tradeBody()));
    const data = await page(alice);
    expect(data.total).toBe(1);
    expect(data.trades.map((t) => t.id)).toEqual([mine.id]);
  });

  it.each(['?limit=0', '?limit=101', '?limit=-1', '?limit=abc', '?limit=2.5', '?offset=-1', '?offset=x'])('refuses %s with 400', async (query) => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    const reply = await history(session, query);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, error: { code: 'INVALID_REQUEST', message: expect.stringMatching(/limit|offset/) } });
  });
});
