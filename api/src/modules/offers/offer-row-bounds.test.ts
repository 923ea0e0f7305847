import { afterEach, describe, expect, it } from 'vitest';
import { OFFER_DURATION_MS, OFFER_POST_WINDOW_MS, OFFER_POSTS_PER_DAY, RATE_LIMITS, STARTING_COPPER } from '@silkroad/shared';
import { createTestApp, createTestSession, widenedRateLimits, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { pruneSpentRecords } from '../housekeeping/prune';
import { expireOffers } from './offer-expiry';
import { advanceClock, call, copperOf, placeIn, type Session } from './offer-test-support';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.db.destroy();
});

const CONSTANTINOPLE = 1;
/** One post and one cancel, as fast as the offers budget lets one player send them. */
const CYCLE_MS = Math.ceil((2 * RATE_LIMITS.offers.perUser.durationMs) / RATE_LIMITS.offers.perUser.points);
const ONE_COPPER_BUY = { side: 'buy', itemId: 'jade', cityId: CONSTANTINOPLE, quantity: 1, pricePerUnit: 1 };

/** The stage: one trader in Constantinople, with the limits widened so the clock, not the test's speed, paces the loop. */
async function traderInTheBazaar(): Promise<{ test: TestApp; trader: Session }> {
  const app = await createTestApp({ rateLimits: widenedRateLimits(100) });
  const trader = await createTestSession(app, { inGameName: 'Looper' });
  await placeIn(app.db, trader.userId, CONSTANTINOPLE);
  return { test: app, trader };
}

/** The player's rows beside their starting grant: what a loop would leave behind. */
async function rowsOf(app: TestApp, userId: string) {
  const ledger = await app.db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll<number>().as('n')).where('player_id', '=', userId).where('kind', '!=', 'starting-grant').executeTakeFirstOrThrow();
  const offers = await app.db.selectFrom('market_offers').select((eb) => eb.fn.countAll<number>().as('n')).where('player_id', '=', userId).executeTakeFirstOrThrow();
  return { ledger: Number(ledger.n), offers: Number(offers.n) };
}

describe('a loop of posts and cancels', () => {
  it(`leaves no ledger rows and at most ${OFFER_POSTS_PER_DAY} offers, day after day, at the full offers budget`, { timeout: 120_000 }, async () => {
    const stage = await traderInTheBazaar();
    test = stage.test;
    const app = stage.test;
    const session = stage.trader;
    const trader = session.userId;
    const DAYS = 3;
    const ATTEMPTS_A_DAY = OFFER_POSTS_PER_DAY + 40;
    for (let day = 0; day < DAYS; day += 1) {
      const statuses: number[] = [];
      for (let i = 0; i < ATTEMPTS_A_DAY; i += 1) {
        await advanceClock(app, CYCLE_MS, [session]);
        const posted = await call(app.app, session, 'POST', '/api/market/offers', ONE_COPPER_BUY);
        statuses.push(posted.status);
        if (posted.status !== 201) {
          expect(posted.body.error.code).toBe('DAILY_OFFER_LIMIT');
          continue;
        }
        expect((await call(app.app, session, 'DELETE', `/api/market/offers/${posted.body.data.offer.id as string}`)).status).toBe(200);
      }
      // The allowance is the same each day; beyond it every post is refused and stores nothing.
      expect(statuses.filter((s) => s === 201)).toHaveLength(OFFER_POSTS_PER_DAY);
      expect(statuses.slice(OFFER_POSTS_PER_DAY).every((s) => s === 429)).toBe(true);
      // Nothing happened to money or goods, so the ledger holds nothing of it.
      const rows = await rowsOf(app, trader);
      expect(rows.ledger).toBe(0);
      expect(rows.offers).toBeLessThanOrEqual(OFFER_POSTS_PER_DAY);
      expect(await copperOf(app.db, trader)).toBe(STARTING_COPPER);
      await expectLedgerBalances(app.db, [trader]);

      // A day on, the sweep takes the day's offers away: they no longer count, nor tell anything.
      await advanceClock(app, OFFER_POST_WINDOW_MS, [session]);
      await pruneSpentRecords(app.ctx);
      expect(await rowsOf(app, trader)).toEqual({ ledger: 0, offers: 0 });
    }
  });

  it(`refuses the post past ${OFFER_POSTS_PER_DAY} in 24 hours with 429 and Retry-After, changing nothing, and allows it again once the first is a day old`, async () => {
    const stage = await traderInTheBazaar();
    test = stage.test;
    const { trader } = stage;
    const firstAt = test.clock.now();
    for (let i = 0; i < OFFER_POSTS_PER_DAY; i += 1) {
      const posted = await call(test.app, trader, 'POST', '/api/market/offers', ONE_COPPER_BUY);
      expect(posted.status).toBe(201);
      expect((await call(test.app, trader, 'DELETE', `/api/market/offers/${posted.body.data.offer.id as string}`)).status).toBe(200);
      test.clock.advance(1_000);
    }
    const before = await rowsOf(test, trader.userId);
    const res = await test.app.request('/api/market/offers', { method: 'POST', headers: trader.headers, body: JSON.stringify(ONE_COPPER_BUY) });
    expect(res.status).toBe(429);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('DAILY_OFFER_LIMIT');
    expect(body.error.message).toMatch(new RegExp(`posted ${OFFER_POSTS_PER_DAY} offers`));
    expect(Number(res.headers.get('retry-after'))).toBe(Math.ceil((firstAt + OFFER_POST_WINDOW_MS - test.clock.now()) / 1000));
    expect(await rowsOf(test, trader.userId)).toEqual(before);
    expect(await copperOf(test.db, trader.userId)).toBe(STARTING_COPPER);

    // The first post leaves the window: one place is free, and only one.
    await advanceClock(test, firstAt + OFFER_POST_WINDOW_MS - test.clock.now(), [trader]);
    expect((await call(test.app, trader, 'POST', '/api/market/offers', ONE_COPPER_BUY)).status).toBe(201);
    expect((await call(test.app, trader, 'POST', '/api/market/offers', ONE_COPPER_BUY)).status).toBe(429);
  });

  it('lets no more than the allowance through when many posts race for its last places', async () => {
    const stage = await traderInTheBazaar();
    test = stage.test;
    const { trader } = stage;
    const now = test.clock.now();
    // Earlier posts of the day, long cancelled.
    const earlier = Array.from({ length: OFFER_POSTS_PER_DAY - 5 }, (_, i) => ({
      id: `earlier-${i}`,
      player_id: trader.userId,
      city_id: CONSTANTINOPLE,
      item_id: 'jade',
      side: 'buy',
      quantity_total: 1,
      quantity_remaining: 1,
      price_per_unit: 1,
      escrow_copper: 0,
      escrow_quantity: 0,
      status: 'cancelled',
      created_at: now - 60_000 - i,
      expires_at: now - 60_000 - i + OFFER_DURATION_MS,
    }));
    await test.db.insertInto('market_offers').values(earlier).execute();
    const app = test.app;
    const answers = await Promise.all(Array.from({ length: 12 }, () => call(app, trader, 'POST', '/api/market/offers', ONE_COPPER_BUY)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 429 && a.body.error.code === 'DAILY_OFFER_LIMIT')).toBe(true);
    expect(await copperOf(test.db, trader.userId)).toBe(STARTING_COPPER - 5);
  });
});

describe('offers that never filled leave no trace in the ledger', () => {
  it('a cancelled or expired offer nobody filled takes its escrow row with it; one that filled keeps escrow, fills and refund', async () => {
    test = await createTestApp();
    const owner = await createTestSession(test, { inGameName: 'Owner' });
    const other = await createTestSession(test, { inGameName: 'Other' });
    for (const s of [owner, other]) await placeIn(test.db, s.userId, CONSTANTINOPLE);
    const post = (body: object) => call(test!.app, owner, 'POST', '/api/market/offers', { cityId: CONSTANTINOPLE, ...body });
    const ledgerOf = async (userId: string) =>
      (await test!.db.selectFrom('ledger_entries').select(['kind', 'item_id', 'quantity', 'copper_delta']).where('player_id', '=', userId).where('kind', '!=', 'starting-grant').orderBy('id').execute()).map((e) => [e.kind, e.item_id, e.quantity, e.copper_delta]);

    // Goods from the starter kit, so the ledger covers them (no rows written by hand).
    const KIT_GOOD = 'iron-ingot';
    const cancelledSell = await post({ side: 'sell', itemId: KIT_GOOD, quantity: 1, pricePerUnit: 5 });
    const cancelledBuy = await post({ side: 'buy', itemId: 'jade', quantity: 3, pricePerUnit: 7 });
    const expiring = await post({ side: 'buy', itemId: 'jade', quantity: 2, pricePerUnit: 11 });
    expect([cancelledSell.status, cancelledBuy.status, expiring.status]).toEqual([201, 201, 201]);
    expect(await ledgerOf(owner.userId)).toHaveLength(3);
    for (const offer of [cancelledSell, cancelledBuy]) expect((await call(test.app, owner, 'DELETE', `/api/market/offers/${offer.body.data.offer.id as string}`)).status).toBe(200);
    await advanceClock(test, OFFER_DURATION_MS, [owner, other]);
    expect(await expireOffers(test.ctx)).toBe(1);
    expect(await ledgerOf(owner.userId)).toEqual([]);
    expect(await copperOf(test.db, owner.userId)).toBe(STARTING_COPPER);
    await expectLedgerBalances(test.db, [owner.userId]);

    // Something happened to this one: a fill. Its record stays whole.
    const partly = await post({ side: 'buy', itemId: KIT_GOOD, quantity: 2, pricePerUnit: 13 });
    expect(partly.status).toBe(201);
    expect((await call(test.app, other, 'POST', `/api/market/offers/${partly.body.data.offer.id as string}/accept`, { quantity: 1 })).status).toBe(200);
    expect((await call(test.app, owner, 'DELETE', `/api/market/offers/${partly.body.data.offer.id as string}`)).status).toBe(200);
    expect(await ledgerOf(owner.userId)).toEqual([
      ['offer-escrow', KIT_GOOD, 0, -26],
      ['offer-fill', KIT_GOOD, 1, 0],
      ['offer-refund', KIT_GOOD, 0, 13],
    ]);
    await expectLedgerBalances(test.db, [owner.userId, other.userId]);
  });
});
