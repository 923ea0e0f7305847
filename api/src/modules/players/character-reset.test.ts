import { afterEach, describe, expect, it } from 'vitest';
import { CHARACTER_RESET_COOLDOWN_MS, contractPenaltyCopper, contractById, STARTER_KIT, STARTING_COPPER, STARTING_POSITION } from '@silkroad/shared';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';
import { copperInTheGame, expectLedgerBalances } from '../../test-support/ledger-balance';
import { experienceOf } from '../economy/experience';
import { expectExperienceBalances } from '../economy/experience-test-support';
import { call, placeIn, type Session } from '../offers/offer-test-support';
import { executedTrade, postTrade, tradeBody } from '../trade/test-helpers';

/**
 * Starting over (Reset Stats, Delete & Create New Character) in an online economy: obligations
 * settle, nothing is created, everything is in the ledger, and it cannot be looped.
 */

const CONSTANTINOPLE = 1;
const OVERPRICED = 985_000;

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const reset = (s: Session) => call(test.app, s, 'POST', '/api/player/reset-stats');
const deleteCharacter = (s: Session) => call(test.app, s, 'DELETE', '/api/player/character');

async function renewToken(session: Session): Promise<void> {
  session.headers.authorization = `Bearer ${(await test.ctx.accessTokens.issue(session.userId)).token}`;
}

async function player(userId: string) {
  const row = await test.db.selectFrom('players').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const items = await test.db.selectFrom('inventory_items').select(['item_id', 'quantity']).where('player_id', '=', userId).execute();
  return { ...row, items: Object.fromEntries(items.map((i) => [i.item_id, i.quantity])) };
}

/** Two accounts of one person standing in Constantinople's bazaar. */
async function mainAndAlt() {
  test = await createTestApp();
  const main = await createTestSession(test, { inGameName: 'Main' });
  const alt = await createTestSession(test, { inGameName: 'Alt' });
  for (const s of [main, alt]) await placeIn(test.db, s.userId, CONSTANTINOPLE);
  return { main, alt };
}

describe('the reset faucet', () => {
  it('creates no copper: an alt that pays the main an overpriced offer and resets gets nothing back', async () => {
    const { main, alt } = await mainAndAlt();
    const before = await copperInTheGame(test.db);
    const marketLedger = async () => Number((await test.db.selectFrom('ledger_entries').select((eb) => eb.fn.sum<number>('copper_delta').as('c')).where('kind', 'in', ['market-buy', 'market-sell']).executeTakeFirstOrThrow()).c ?? 0);

    const outcomes: number[] = [];
    for (let cycle = 0; cycle < 3; cycle += 1) {
      // The main buys one bolt of silk at the market and offers it to the alt at a fortune.
      executedTrade(await postTrade(test, main, tradeBody({ quantity: 1 })));
      const offer = await call(test.app, main, 'POST', '/api/market/offers', { side: 'sell', itemId: 'silk', cityId: CONSTANTINOPLE, quantity: 1, pricePerUnit: OVERPRICED });
      expect(offer.status).toBe(201);
      const accepted = await call(test.app, alt, 'POST', `/api/market/offers/${offer.body.data.offer.id as string}/accept`, { quantity: 1 });
      outcomes.push(accepted.status);
      if (accepted.status !== 200) await call(test.app, main, 'DELETE', `/api/market/offers/${offer.body.data.offer.id as string}`);

      const purseBeforeReset = (await player(alt.userId)).copper;
      expect((await reset(alt)).status).toBe(200);
      // The reset never tops the purse up.
      expect((await player(alt.userId)).copper).toBeLessThanOrEqual(purseBeforeReset);

      test.clock.advance(CHARACTER_RESET_COOLDOWN_MS);
      for (const s of [main, alt]) await renewToken(s);
      await placeIn(test.db, alt.userId, CONSTANTINOPLE);
    }

    // The first fill was a real payment; after it the alt could never pay again.
    expect(outcomes).toEqual([200, 409, 409]);
    // All copper in the game is what there was, plus what the markets paid out and took in,
    // less what resets gave back to the world: the resets created nothing.
    const resetLedger = (await test.db.selectFrom('ledger_entries').select(['copper_delta']).where('kind', '=', 'character-reset').execute()).map((e) => e.copper_delta);
    expect(resetLedger.every((delta) => delta <= 0)).toBe(true);
    expect(await copperInTheGame(test.db)).toBe(before + (await marketLedger()) + resetLedger.reduce((a, b) => a + b, 0));
    expect(await copperInTheGame(test.db)).toBeLessThanOrEqual(before + (await marketLedger()));
    await expectLedgerBalances(test.db, [main.userId, alt.userId]);
    await expectExperienceBalances(test.db, [main.userId, alt.userId]);
  });

  it('lets an honest rich player start over with the starting purse and kit, giving the rest back to the world', async () => {
    const { main, alt } = await mainAndAlt();
    // The main sells the alt a bolt of silk at a fortune: the main is now rich.
    executedTrade(await postTrade(test, main, tradeBody({ quantity: 3 })));
    const offer = await call(test.app, main, 'POST', '/api/market/offers', { side: 'sell', itemId: 'silk', cityId: CONSTANTINOPLE, quantity: 1, pricePerUnit: OVERPRICED });
    expect((await call(test.app, alt, 'POST', `/api/market/offers/${offer.body.data.offer.id as string}/accept`, { quantity: 1 })).status).toBe(200);
    const rich = await player(main.userId);
    expect(rich.copper).toBeGreaterThan(STARTING_COPPER);

    const res = await reset(main);
    expect(res.status).toBe(200);
    const after = await player(main.userId);
    expect(after).toMatchObject({ copper: STARTING_COPPER, level: 1, experience: 0, x: STARTING_POSITION.x, y: STARTING_POSITION.y });
    expect(after.items).toEqual({ ...STARTER_KIT });
    const surrendered = await test.db.selectFrom('ledger_entries').selectAll().where('player_id', '=', main.userId).where('kind', '=', 'character-reset').execute();
    expect(surrendered.find((e) => e.item_id === null)?.copper_delta).toBe(STARTING_COPPER - rich.copper);
    expect(surrendered.find((e) => e.item_id === 'silk')?.quantity).toBe(-2);
    // The trades' skill experience went back too, through the ledger: the character holds none.
    expect(surrendered.filter((e) => e.experience_track !== null).map((e) => e.experience_track).sort()).toEqual(['skill:negotiation', 'skill:trading']);
    expect(Object.fromEntries(await experienceOf(test.db, main.userId))).toEqual({});
    await expectLedgerBalances(test.db, [main.userId, alt.userId]);
    await expectExperienceBalances(test.db, [main.userId, alt.userId]);
  });
});

describe('obligations when starting over', () => {
  it('cancels open offers and returns their escrow before anything else, and fails active contracts with their penalty', async () => {
    const { main } = await mainAndAlt();
    executedTrade(await postTrade(test, main, tradeBody({ quantity: 4 })));
    const sell = await call(test.app, main, 'POST', '/api/market/offers', { side: 'sell', itemId: 'silk', cityId: CONSTANTINOPLE, quantity: 4, pricePerUnit: 50_000 });
    const buy = await call(test.app, main, 'POST', '/api/market/offers', { side: 'buy', itemId: 'jade', cityId: CONSTANTINOPLE, quantity: 2, pricePerUnit: 30_000 });
    expect([sell.status, buy.status]).toEqual([201, 201]);
    const contract = await call(test.app, main, 'POST', '/api/trading/contracts/smith-iron-ingots/accept');
    expect(contract.status).toBe(201);
    const purseBefore = (await player(main.userId)).copper;

    expect((await reset(main)).status).toBe(200);

    const offers = await test.db.selectFrom('market_offers').selectAll().where('player_id', '=', main.userId).execute();
    expect(offers.map((o) => [o.status, o.escrow_copper, o.escrow_quantity])).toEqual([
      ['cancelled', 0, 0],
      ['cancelled', 0, 0],
    ]);
    const refunds = await test.db.selectFrom('ledger_entries').selectAll().where('player_id', '=', main.userId).where('kind', '=', 'offer-refund').execute();
    expect(refunds.map((r) => [r.item_id, r.quantity, r.copper_delta]).sort()).toEqual([
      ['jade', 0, 60_000],
      ['silk', 4, 0],
    ]);
    const penalty = contractPenaltyCopper(contractById('smith-iron-ingots')!);
    const contracts = await call(test.app, main, 'GET', '/api/trading/contracts');
    expect(contracts.body.data.mine).toMatchObject([{ id: 'smith-iron-ingots', status: 'failed', penaltyPaid: penalty }]);
    // The escrowed copper came back, the penalty went out, and the purse was under the start either way.
    expect((await player(main.userId)).copper).toBe(purseBefore + 60_000 - penalty);
    await expectLedgerBalances(test.db, [main.userId]);
    await expectExperienceBalances(test.db, [main.userId]);
  });

  it('does the same for Delete & Create New Character, and frees the name', async () => {
    const { main, alt } = await mainAndAlt();
    const buy = await call(test.app, main, 'POST', '/api/market/offers', { side: 'buy', itemId: 'jade', cityId: CONSTANTINOPLE, quantity: 1, pricePerUnit: 10_000 });
    expect(buy.status).toBe(201);
    expect((await call(test.app, main, 'POST', '/api/trading/contracts/apothecary-herbs/accept')).status).toBe(201);
    const purseBefore = (await player(main.userId)).copper;

    expect((await deleteCharacter(main)).status).toBe(200);
    const penalty = contractPenaltyCopper(contractById('apothecary-herbs')!);
    expect((await player(main.userId)).copper).toBe(Math.min(STARTING_COPPER, purseBefore + 10_000 - penalty));
    expect((await test.db.selectFrom('users').select('in_game_name').where('id', '=', main.userId).executeTakeFirstOrThrow()).in_game_name).toBeNull();
    // The alt may fill nothing of the main's any more: the offer is closed.
    const offerId = buy.body.data.offer.id as string;
    expect((await call(test.app, alt, 'POST', `/api/market/offers/${offerId}/accept`, { quantity: 1 })).body.error.code).toBe('OFFER_CLOSED');
    await expectLedgerBalances(test.db, [main.userId, alt.userId]);
    await expectExperienceBalances(test.db, [main.userId, alt.userId]);
  });
});

describe('the reset cooldown', () => {
  it('refuses a second reset or delete within the hour with 429, Retry-After and the wait, changing nothing', async () => {
    const { main } = await mainAndAlt();
    expect((await reset(main)).status).toBe(200);
    await placeIn(test.db, main.userId, CONSTANTINOPLE);
    executedTrade(await postTrade(test, main, tradeBody({ quantity: 1 })));
    const before = await player(main.userId);

    test.clock.advance(CHARACTER_RESET_COOLDOWN_MS - 10 * 60_000);
    await renewToken(main);
    for (const [method, path] of [
      ['POST', '/api/player/reset-stats'],
      ['DELETE', '/api/player/character'],
    ] as const) {
      const res = await test.app.request(path, { method, headers: main.headers });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe(String(10 * 60));
      expect(await res.json()).toEqual({ success: false, error: { code: 'RESET_COOLDOWN', message: 'You started over a short while ago. You can start over again in 10 minutes.' } });
    }
    expect(await player(main.userId)).toEqual(before);
    expect((await test.db.selectFrom('users').select('in_game_name').where('id', '=', main.userId).executeTakeFirstOrThrow()).in_game_name).toBe('Main');

    test.clock.advance(10 * 60_000);
    await renewToken(main);
    expect((await deleteCharacter(main)).status).toBe(200);
  });

  it('lets exactly one of many concurrent resets through', async () => {
    const { main } = await mainAndAlt();
    // Within the route's own rate limit, so the cooldown's guard in the SQL is what decides.
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 3 === 0 ? deleteCharacter(main) : reset(main))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429).map((a) => a.body.error.code)).toEqual(Array.from({ length: 7 }, () => 'RESET_COOLDOWN'));
    expect((await test.db.selectFrom('users').select('character_reset_at').where('id', '=', main.userId).executeTakeFirstOrThrow()).character_reset_at).toBe(test.clock.now());
    await expectLedgerBalances(test.db, [main.userId]);
    await expectExperienceBalances(test.db, [main.userId]);
  });
});

describe('resets racing trades', () => {
  it('keeps every purse and inventory equal to its ledger when a reset lands in the middle of trades and fills', async () => {
    const { main, alt } = await mainAndAlt();
    executedTrade(await postTrade(test, alt, tradeBody({ quantity: 10 })));
    const offer = await call(test.app, alt, 'POST', '/api/market/offers', { side: 'sell', itemId: 'silk', cityId: CONSTANTINOPLE, quantity: 10, pricePerUnit: 5_000 });
    const sent = [
      ...Array.from({ length: 6 }, () => postTrade(test, main, tradeBody({ quantity: 2 }))),
      ...Array.from({ length: 5 }, () => call(test.app, main, 'POST', `/api/market/offers/${offer.body.data.offer.id as string}/accept`, { quantity: 1 })),
      reset(main),
      ...Array.from({ length: 6 }, () => postTrade(test, main, tradeBody({ type: 'sell', quantity: 1, priceLimit: 1 }))),
    ];
    const answers = await Promise.all(sent);
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
    expect(answers[11]?.status).toBe(200);
    await expectLedgerBalances(test.db, [main.userId, alt.userId]);
    await expectExperienceBalances(test.db, [main.userId, alt.userId]);
  });
});
