import { afterEach, describe, expect, it } from 'vitest';
import { discountedPrice, quoteTrade, skillDiscount, startingSkills } from '@silkroad/shared';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';
import { stateOf } from '../market/market-store';
import { economySnapshot, executedTrade, give, marketRow, playerInCity, postTrade, setCopper, tradeBody, type Session } from './test-helpers';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

/** Posts a trade that must be refused, and proves it changed nothing anywhere. */
async function expectRefusal(session: Session, body: Record<string, unknown>, status: number, code: string, message?: string) {
  const before = await economySnapshot(test.db);
  const reply = await postTrade(test, session, body);
  expect(reply.status).toBe(status);
  expect(reply.body).toEqual({ success: false, error: { code, message: message ?? expect.any(String) } });
  expect(await economySnapshot(test.db)).toEqual(before);
  return reply;
}

async function buyQuote(cityId: number, itemId: string, quantity: number) {
  const quote = quoteTrade(stateOf(await marketRow(test.db, cityId, itemId)), 'buy', quantity);
  return discountedPrice(quote.unitPrice, skillDiscount(startingSkills()));
}

describe('refused trades change nothing', () => {
  it('refuses a purchase the purse cannot pay: Insufficient gold for this trade', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    const price = await buyQuote(1, 'silk', 2);
    await setCopper(test.db, session.userId, price * 2 - 1);
    await expectRefusal(session, tradeBody({ quantity: 2 }), 409, 'INSUFFICIENT_FUNDS', 'Insufficient gold for this trade');
  });

  it('refuses to sell goods the player does not hold: Insufficient items for this trade', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    await expectRefusal(session, tradeBody({ type: 'sell', quantity: 1, priceLimit: 1 }), 409, 'INSUFFICIENT_ITEMS', 'Insufficient items for this trade');
    await give(test.db, session.userId, 'silk', 10);
    await expectRefusal(session, tradeBody({ type: 'sell', quantity: 11, priceLimit: 1 }), 409, 'INSUFFICIENT_ITEMS', 'Insufficient items for this trade');
  });

  it('refuses a purchase above the limit and a sale below it', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    await give(test.db, session.userId, 'silk', 10);
    const buy = await buyQuote(1, 'silk', 4);
    await expectRefusal(session, tradeBody({ quantity: 4, priceLimit: buy - 1 }), 409, 'PRICE_MOVED', 'The price moved past your limit');
    const sell = quoteTrade(stateOf(await marketRow(test.db, 1, 'silk')), 'sell', 4).unitPrice;
    await expectRefusal(session, tradeBody({ type: 'sell', quantity: 4, priceLimit: sell + 1 }), 409, 'PRICE_MOVED', 'The price moved past your limit');
    // At the limit exactly, both go through.
    expect(executedTrade(await postTrade(test, session, tradeBody({ quantity: 4, priceLimit: buy }))).price_per_unit).toBe(buy);
    const sellNow = quoteTrade(stateOf(await marketRow(test.db, 1, 'silk')), 'sell', 4).unitPrice;
    expect(executedTrade(await postTrade(test, session, tradeBody({ type: 'sell', quantity: 4, priceLimit: sellNow }))).price_per_unit).toBe(sellNow);
  });

  it('refuses a player who is not in the market city', async () => {
    test = await createTestApp();
    const outside = await createTestSession(test); // (400,300): the countryside
    await expectRefusal(outside, tradeBody(), 403, 'NOT_IN_CITY', 'You must be in that city to trade at its market');
    const inSamarkand = await playerInCity(test, 2);
    await give(test.db, inSamarkand.userId, 'silk', 5);
    await expectRefusal(inSamarkand, tradeBody({ cityId: 1 }), 403, 'NOT_IN_CITY');
    await expectRefusal(inSamarkand, tradeBody({ type: 'sell', cityId: 1, priceLimit: 1 }), 403, 'NOT_IN_CITY');
    await expectRefusal(inSamarkand, tradeBody({ cityId: 5 }), 403, 'NOT_IN_CITY');
  });

  it('refuses unknown goods and cities, and goods no market trades', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    await expectRefusal(session, tradeBody({ itemId: 'unobtainium' }), 400, 'UNKNOWN_ITEM', 'Item not found');
    await expectRefusal(session, tradeBody({ itemId: 'silk_bolt' }), 400, 'UNKNOWN_ITEM');
    for (const cityId of [0, -1, 6, 99, 2 ** 31]) await expectRefusal(session, tradeBody({ cityId }), 400, 'UNKNOWN_CITY', 'Unknown city');
    await expectRefusal(session, tradeBody({ type: 'sell', itemId: 'pickaxe', priceLimit: 1 }), 400, 'NOT_TRADED_HERE', 'This market does not trade that item');
  });

  it('refuses a user whose character is gone', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    await test.db.deleteFrom('inventory_items').where('player_id', '=', session.userId).execute();
    await test.db.deleteFrom('players').where('user_id', '=', session.userId).execute();
    await expectRefusal(session, tradeBody(), 404, 'PLAYER_NOT_FOUND', 'Player not found');
  });
});

describe('inventory slots', () => {
  /** 40 slots of nails (stacks of 500) and nothing else. */
  async function fullInventory(session: Session, slotsOfNails = 40) {
    await test.db.deleteFrom('inventory_items').where('player_id', '=', session.userId).execute();
    if (slotsOfNails > 0) await give(test.db, session.userId, 'iron-nails', 500 * slotsOfNails);
  }

  it('refuses a purchase that needs a slot when all 40 are taken', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    await fullInventory(session);
    await expectRefusal(session, tradeBody({ quantity: 1 }), 409, 'INVENTORY_FULL', 'Your inventory is full');
  });

  it('fills the room left in a stack, and refuses the unit that would need a new slot', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    await fullInventory(session, 39);
    await give(test.db, session.userId, 'silk', 50); // the 40th slot, a stack of 100 half full
    executedTrade(await postTrade(test, session, tradeBody({ quantity: 50 })));
    await expectRefusal(session, tradeBody({ quantity: 1 }), 409, 'INVENTORY_FULL');
    // Selling frees room again.
    executedTrade(await postTrade(test, session, tradeBody({ type: 'sell', quantity: 1, priceLimit: 1 })));
    executedTrade(await postTrade(test, session, tradeBody({ quantity: 1 })));
  });

  it('counts stacks: 101 silk needs two slots', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    await fullInventory(session, 39);
    await setCopper(test.db, session.userId, 100_000_000);
    await expectRefusal(session, tradeBody({ quantity: 101 }), 409, 'INVENTORY_FULL');
    executedTrade(await postTrade(test, session, tradeBody({ quantity: 100 })));
  });
});

describe('the price limit holds when the market moves between quote and trade', () => {
  it('refuses a purchase whose quote another buyer has since pushed up', async () => {
    test = await createTestApp();
    const [alice, bob] = [await playerInCity(test, 1), await playerInCity(test, 1)];
    const limit = await buyQuote(1, 'silk', 10); // what Alice's client showed her
    executedTrade(await postTrade(test, bob, tradeBody({ quantity: 40 })));
    await expectRefusal(alice, tradeBody({ quantity: 10, priceLimit: limit }), 409, 'PRICE_MOVED');
  });

  it('refuses a sale whose quote another seller has since pushed down', async () => {
    test = await createTestApp();
    const [alice, bob] = [await playerInCity(test, 1), await playerInCity(test, 1)];
    await give(test.db, alice.userId, 'silk', 10);
    await give(test.db, bob.userId, 'silk', 40);
    const limit = quoteTrade(stateOf(await marketRow(test.db, 1, 'silk')), 'sell', 10).unitPrice;
    executedTrade(await postTrade(test, bob, tradeBody({ type: 'sell', quantity: 40, priceLimit: 1 })));
    await expectRefusal(alice, tradeBody({ type: 'sell', quantity: 10, priceLimit: limit }), 409, 'PRICE_MOVED');
  });

  it('lets only one of two concurrent buyers with the same quote through', async () => {
    test = await createTestApp();
    const buyers = [await playerInCity(test, 1), await playerInCity(test, 1)];
    const limit = await buyQuote(1, 'silk', 20);
    const replies = await Promise.all(buyers.map((b) => postTrade(test, b, tradeBody({ quantity: 20, priceLimit: limit }))));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = replies.find((r) => r.status === 409)!;
    expect(refused.body).toEqual({ success: false, error: { code: 'PRICE_MOVED', message: 'The price moved past your limit' } });
    expect(executedTrade(replies.find((r) => r.status === 200)!).price_per_unit).toBe(limit);
    expect(await test.db.selectFrom('trades').selectAll().execute()).toHaveLength(1);
  });

  it('moves the market once per trade even when many buyers arrive at once', async () => {
    test = await createTestApp();
    const buyers = await Promise.all(Array.from({ length: 8 }, () => playerInCity(test, 1)));
    let state = stateOf(await marketRow(test.db, 1, 'silk'));
    const replies = await Promise.all(buyers.map((b) => postTrade(test, b, tradeBody({ quantity: 5 }))));
    const prices = replies.map((r) => executedTrade(r).price_per_unit).sort((a, b) => a - b);
    // Each trade is priced on the market the previous one left, as if they had come one by one.
    for (const paid of prices) {
      const quote = quoteTrade(state, 'buy', 5);
      expect(paid).toBe(quote.unitPrice);
      state = { ...state, ...quote.after };
    }
    expect((await marketRow(test.db, 1, 'silk')).price).toBe(state.price);
  });
});
