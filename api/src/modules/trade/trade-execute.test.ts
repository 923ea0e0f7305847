import { afterEach, describe, expect, it } from 'vitest';
import { quoteTrade, STARTING_COPPER, tradeRecordSchema, tradeSkillExperience } from '@silkroad/shared';
import type { DomainEventMap } from '../../domain-events';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectExperienceBalances, experienceRows } from '../economy/experience-test-support';
import { stateOf } from '../market/market-store';
import { copperOf, executedTrade, give, marketRow, playerInCity, postTrade, quantityOf, setSkillLevels, skillsOf, tradeBody } from './test-helpers';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

/** Every domain event the app emits during `run`, in order. */
async function eventsDuring(run: () => Promise<unknown>) {
  const seen: { event: keyof DomainEventMap; payload: unknown }[] = [];
  const off = (['market-changed', 'player-changed'] as const).map((event) => test.ctx.events.on(event, (payload) => seen.push({ event, payload })));
  await run();
  off.forEach((stop) => stop());
  return seen;
}

describe('POST /api/trade/execute: buying', () => {
  it('takes the price the server computes, moves money, goods, market, ledger, trades and skill XP together', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    const before = await marketRow(test.db, 1, 'silk');
    const quote = quoteTrade(stateOf(before), 'buy', 5);

    let reply!: Awaited<ReturnType<typeof postTrade>>;
    const events = await eventsDuring(async () => {
      // The limit is far above the price: the server charges its own price, not the client's number.
      reply = await postTrade(test, session, tradeBody({ quantity: 5, priceLimit: 1_000_000 }));
    });
    const trade = tradeRecordSchema.parse(executedTrade(reply));

    const total = quote.unitPrice * 5;
    const xp = tradeSkillExperience(total);
    expect(trade).toMatchObject({ type: 'buy', itemId: 'silk', itemName: 'Silk', cityId: 1, quantity: 5, price_per_unit: quote.unitPrice, total_cost: total, discount: 0, marketPrice: quote.after.price, playerCopper: STARTING_COPPER - total, skillXp: xp });
    expect(trade.total_revenue).toBeUndefined();
    expect(trade.executedAt).toBe(new Date(test.clock.now()).toISOString());

    expect(await copperOf(test.db, session.userId)).toBe(STARTING_COPPER - total);
    expect(await quantityOf(test.db, session.userId, 'silk')).toBe(5);

    const after = await marketRow(test.db, 1, 'silk');
    expect(after.supply).toBeLessThan(before.supply);
    expect(after.demand).toBeGreaterThan(before.demand);
    expect(after.price).toBe(quote.after.price);
    expect(after.price).toBeGreaterThan(before.price);
    expect(after.trend).toBe(before.trend);
    expect(after.updated_at).toBe(test.clock.now());

    // Prices are sampled once per market step by the simulation, not by every trade.
    expect(await test.db.selectFrom('price_history').selectAll().where('city_id', '=', 1).where('item_id', '=', 'silk').execute()).toEqual([]);

    const ledger = await test.db.selectFrom('ledger_entries').selectAll().where('kind', '!=', 'starting-grant').where('experience_track', 'is', null).execute();
    expect(ledger).toEqual([expect.objectContaining({ player_id: session.userId, kind: 'market-buy', item_id: 'silk', quantity: 5, copper_delta: -total, city_id: 1, ref_id: trade.id })]);
    // The skill experience moved with the purse, each skill a ledger row naming the trade.
    expect(await experienceRows(test.db, session.userId)).toEqual([
      ['market-buy', 'skill:trading', xp.trading, trade.id],
      ['market-buy', 'skill:negotiation', xp.negotiation, trade.id],
    ]);
    await expectExperienceBalances(test.db, [session.userId]);

    const rows = await test.db.selectFrom('trades').selectAll().execute();
    expect(rows).toEqual([{ id: trade.id, player_id: session.userId, type: 'buy', item_id: 'silk', city_id: 1, quantity: 5, price_per_unit: quote.unitPrice, total, discount: 0, market_price: quote.after.price, executed_at: test.clock.now() }]);

    const skills = await skillsOf(test.db, session.userId);
    expect(skills.trading).toEqual({ level: 1, experience: xp.trading });
    expect(skills.negotiation).toEqual({ level: 1, experience: xp.negotiation });
    expect(skills.diplomacy).toEqual({ level: 1, experience: 0 });

    // Told after the commit: the market feed gets the new entry, the player's client refreshes.
    expect(events).toEqual([
      { event: 'market-changed', payload: expect.objectContaining({ cityId: 1, itemId: 'silk', previousPrice: before.price, entry: expect.objectContaining({ currentPrice: quote.after.price, supply: Math.round(after.supply * 10) / 10 }) }) },
      { event: 'player-changed', payload: { playerId: session.userId, reason: 'market-buy' } },
    ]);
  });

  it('drives the price up with every purchase', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 4);
    const prices: number[] = [];
    for (let i = 0; i < 4; i++) prices.push(executedTrade(await postTrade(test, session, tradeBody({ itemId: 'spices', cityId: 4, quantity: 10 }))).price_per_unit);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices).size).toBe(4);
  });

  it('succeeds with exactly enough money, leaving an empty purse', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    const quote = quoteTrade(stateOf(await marketRow(test.db, 1, 'silk')), 'buy', 2);
    await test.db.updateTable('players').set({ copper: quote.unitPrice * 2 }).where('user_id', '=', session.userId).execute();
    const trade = executedTrade(await postTrade(test, session, tradeBody({ quantity: 2 })));
    expect(trade.playerCopper).toBe(0);
    expect(await copperOf(test.db, session.userId)).toBe(0);
  });

  it('uses the live position of a player in the world over the saved one', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    let live = { x: 2000, y: 1200 }; // Samarkand
    test.ctx.presence = { livePosition: () => live, changeCharacter: (_id, change) => change() };
    expect(await postTrade(test, session, tradeBody({ cityId: 1 }))).toMatchObject({ status: 403, body: { error: { code: 'NOT_IN_CITY' } } });
    expect((await postTrade(test, session, tradeBody({ cityId: 2 }))).status).toBe(200);
    live = { x: 400, y: 800 };
    expect((await postTrade(test, session, tradeBody({ cityId: 1 }))).status).toBe(200);
  });
});

describe('POST /api/trade/execute: selling', () => {
  it('pays the merchant price, takes the goods, and drives the price down', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 3);
    await give(test.db, session.userId, 'jade', 30);
    const before = await marketRow(test.db, 3, 'jade');
    const quote = quoteTrade(stateOf(before), 'sell', 10);

    const trade = executedTrade(await postTrade(test, session, tradeBody({ type: 'sell', itemId: 'jade', cityId: 3, quantity: 10, priceLimit: 1 })));
    const revenue = quote.unitPrice * 10;
    expect(trade).toMatchObject({ type: 'sell', itemId: 'jade', quantity: 10, price_per_unit: quote.unitPrice, total_revenue: revenue, discount: 0, marketPrice: quote.after.price, playerCopper: STARTING_COPPER + revenue, skillXp: tradeSkillExperience(revenue, { side: 'sell' }) });
    expect(trade.total_cost).toBeUndefined();
    // Merchants pay 80% of their own selling price.
    expect(quote.unitPrice).toBeLessThan(before.price);

    expect(await copperOf(test.db, session.userId)).toBe(STARTING_COPPER + revenue);
    expect(await quantityOf(test.db, session.userId, 'jade')).toBe(20);
    const after = await marketRow(test.db, 3, 'jade');
    expect(after.supply).toBeGreaterThan(before.supply);
    expect(after.demand).toBeLessThan(before.demand);
    expect(after.price).toBeLessThan(before.price);

    const ledger = await test.db.selectFrom('ledger_entries').selectAll().where('kind', '!=', 'starting-grant').where('experience_track', 'is', null).execute();
    expect(ledger).toEqual([expect.objectContaining({ kind: 'market-sell', item_id: 'jade', quantity: -10, copper_delta: revenue, city_id: 3, ref_id: trade.id })]);
    expect(await test.db.selectFrom('trades').select(['type', 'total']).execute()).toEqual([{ type: 'sell', total: revenue }]);
  });

  it('removes the inventory row when the last unit is sold', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    await give(test.db, session.userId, 'amber', 3);
    executedTrade(await postTrade(test, session, tradeBody({ type: 'sell', itemId: 'amber', quantity: 3, priceLimit: 1 })));
    const rows = await test.db.selectFrom('inventory_items').selectAll().where('player_id', '=', session.userId).where('item_id', '=', 'amber').execute();
    expect(rows).toEqual([]);
  });

  it('never pays back more than a purchase cost: buying then selling back at once loses the spread', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    await setSkillLevels(test.db, session.userId, { trading: 20, negotiation: 20, diplomacy: 20 });
    const bought = executedTrade(await postTrade(test, session, tradeBody({ quantity: 50 })));
    const sold = executedTrade(await postTrade(test, session, tradeBody({ type: 'sell', quantity: 50, priceLimit: 1 })));
    expect(sold.total_revenue!).toBeLessThan(bought.total_cost!);
  });
});

describe('skill discount and XP', () => {
  async function buyWithSkills(levels: { trading: number; negotiation: number; diplomacy: number }) {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    await setSkillLevels(test.db, session.userId, levels);
    const quote = quoteTrade(stateOf(await marketRow(test.db, 1, 'silk')), 'buy', 3);
    const trade = executedTrade(await postTrade(test, session, tradeBody({ quantity: 3 })));
    return { quote, trade };
  }

  it('takes 4% per point of the average of trading, negotiation and diplomacy above 1', async () => {
    const { quote, trade } = await buyWithSkills({ trading: 3, negotiation: 2, diplomacy: 1 });
    expect(trade.discount).toBeCloseTo(0.04, 10);
    expect(trade.price_per_unit).toBe(Math.ceil(quote.unitPrice * 0.96));
    expect(trade.total_cost).toBe(trade.price_per_unit * 3);
  });

  it('rounds the discounted price up to whole copper', async () => {
    // Average 5/3: a discount of 2.67%, which leaves a fraction of a copper.
    const { quote, trade } = await buyWithSkills({ trading: 2, negotiation: 2, diplomacy: 1 });
    const exact = quote.unitPrice * (1 - (2 / 3) * 0.04);
    expect(Number.isInteger(exact)).toBe(false);
    expect(trade.price_per_unit).toBe(Math.ceil(exact));
  });

  it('caps the discount at 20%', async () => {
    const { quote, trade } = await buyWithSkills({ trading: 10, negotiation: 10, diplomacy: 10 });
    expect(trade.discount).toBe(0.2);
    expect(trade.price_per_unit).toBe(Math.ceil(quote.unitPrice * 0.8));
  });

  it('gives no discount at level 1 and none on sales', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    await setSkillLevels(test.db, session.userId, { trading: 6, negotiation: 6, diplomacy: 6 });
    await give(test.db, session.userId, 'silk', 5);
    const quote = quoteTrade(stateOf(await marketRow(test.db, 1, 'silk')), 'sell', 5);
    const sold = executedTrade(await postTrade(test, session, tradeBody({ type: 'sell', quantity: 5, priceLimit: 1 })));
    expect(sold).toMatchObject({ discount: 0, price_per_unit: quote.unitPrice });
  });

  it('levels trading and negotiation up when the XP passes level x 100, carrying the rest over', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    await test.db
      .updateTable('players')
      .set({ skills: JSON.stringify({ ...(await skillsOf(test.db, session.userId)), trading: { level: 1, experience: 95 }, negotiation: { level: 2, experience: 198 } }) })
      .where('user_id', '=', session.userId)
      .execute();
    const trade = executedTrade(await postTrade(test, session, tradeBody({ quantity: 5 })));
    const skills = await skillsOf(test.db, session.userId);
    expect(skills.trading).toEqual({ level: 2, experience: 95 + trade.skillXp.trading - 100 });
    expect(skills.negotiation).toEqual({ level: 3, experience: 198 + trade.skillXp.negotiation - 200 });
  });

  it('teaches appraisal by selling and linguistics by trading away from home (issue 20)', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 2);
    const before = await skillsOf(test.db, session.userId);
    const bought = executedTrade(await postTrade(test, session, tradeBody({ cityId: 2, quantity: 5 })));
    expect(bought.skillXp.linguistics).toBeGreaterThan(0);
    expect(bought.skillXp.appraisal).toBeUndefined();
    const sold = executedTrade(await postTrade(test, session, tradeBody({ type: 'sell', cityId: 2, quantity: 5, priceLimit: 1 })));
    expect(sold.skillXp.appraisal).toBeGreaterThan(0);
    const after = await skillsOf(test.db, session.userId);
    expect(after.linguistics.experience - before.linguistics.experience).toBe(bought.skillXp.linguistics! + sold.skillXp.linguistics!);
    expect(after.appraisal.experience - before.appraisal.experience).toBe(sold.skillXp.appraisal);
  });

  it('gives more XP for bigger trades', async () => {
    expect(tradeSkillExperience(1_000_000).trading).toBeGreaterThan(tradeSkillExperience(100).trading);
  });

  it('teaches nothing for micro-trades: twenty one-unit trades of the cheapest good leave trading and negotiation where they were (issue 33)', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    const before = await skillsOf(test.db, session.userId);
    for (let i = 0; i < 10; i += 1) {
      executedTrade(await postTrade(test, session, tradeBody({ itemId: 'wheat-seeds', quantity: 1 })));
      executedTrade(await postTrade(test, session, tradeBody({ type: 'sell', itemId: 'wheat-seeds', quantity: 1, priceLimit: 1 })));
    }
    const after = await skillsOf(test.db, session.userId);
    expect(after.trading).toEqual(before.trading);
    expect(after.negotiation).toEqual(before.negotiation);
    // The same copper traded in a few real lots teaches in proportion to it.
    const lot = executedTrade(await postTrade(test, session, tradeBody({ itemId: 'silk', quantity: 20 })));
    expect(lot.skillXp.trading).toBe(Math.min(50, Math.floor(lot.total_cost! / 2_000)));
    expect(lot.skillXp.trading).toBeGreaterThan(0);
    await expectExperienceBalances(test.db, [session.userId]);
  });
});

describe('Venice', () => {
  it('is a market no player can reach on foot', async () => {
    test = await createTestApp();
    const session = await playerInCity(test, 1);
    for (const [x, y] of [[400, 800], [-1, -1], [0, 0]] as const) {
      await test.db.updateTable('players').set({ x, y }).where('user_id', '=', session.userId).execute();
      expect(await postTrade(test, session, tradeBody({ cityId: 5 }))).toMatchObject({ status: 403, body: { success: false, error: { code: 'NOT_IN_CITY' } } });
    }
  });
});
