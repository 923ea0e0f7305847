import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OFFER_DURATION_MS, offerListResponseSchema, offerResponseSchema, STARTING_COPPER } from '@silkroad/shared';
import type { DomainEventMap } from '../../domain-events';
import { createTestSession, type TestApp } from '../../test-support/test-app';
import { expireOffers, startOfferSweep } from './offer-expiry';
import { advanceClock, call, copperOf, FULL_INVENTORY, itemsOf, placeIn, setInventory, twoTradersIn, type Session } from './offer-test-support';

const KASHGAR = 3;

let test: TestApp;
let owner: Session;
let other: Session;
afterEach(async () => {
  await test?.db.destroy();
});

beforeEach(async () => {
  ({ test, owner, other } = await twoTradersIn(KASHGAR));
});

const post = (s: Session, path: string, body?: unknown) => call(test.app, s, 'POST', path, body);

async function posted(session: Session, body: object) {
  const res = await post(session, '/api/market/offers', body);
  expect(res.status).toBe(201);
  return offerResponseSchema.parse(res.body).data.offer;
}

async function row(id: string) {
  return test.db.selectFrom('market_offers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

function recordEvents<K extends keyof DomainEventMap>(name: K): DomainEventMap[K][] {
  const seen: DomainEventMap[K][] = [];
  test.ctx.events.on(name, (payload) => seen.push(payload));
  return seen;
}

describe('offer expiry', () => {
  it('after 24 h expireOffers returns a buy offer’s copper and a sell offer’s remaining goods, and tells the owner', async () => {
    const notices = recordEvents('player-notification');
    const buy = await posted(owner, { side: 'buy', itemId: 'jade', cityId: KASHGAR, quantity: 4, pricePerUnit: 20_000 });
    const sell = await posted(owner, { side: 'sell', itemId: 'silk', cityId: KASHGAR, quantity: 10, pricePerUnit: 9_000 });
    await post(other, `/api/market/offers/${sell.id}/accept`, { quantity: 3 });

    await advanceClock(test, OFFER_DURATION_MS - 1, [owner, other]);
    expect(await expireOffers(test.ctx)).toBe(0);
    test.clock.advance(1);
    expect(await expireOffers(test.ctx)).toBe(2);

    expect(await row(buy.id)).toMatchObject({ status: 'expired', escrow_copper: 0, quantity_remaining: 4 });
    expect(await row(sell.id)).toMatchObject({ status: 'expired', escrow_quantity: 0, quantity_remaining: 7 });
    expect(await copperOf(test.db, owner.userId)).toBe(STARTING_COPPER + 3 * 9_000);
    expect(await itemsOf(test.db, owner.userId)).toEqual({ silk: 17 });
    // The sell offer filled in part: its refund is recorded. Nobody filled the buy offer: it leaves no row at all.
    const offerRows = await test.db.selectFrom('ledger_entries').select(['kind', 'item_id', 'quantity', 'copper_delta']).where('kind', 'in', ['offer-escrow', 'offer-refund']).orderBy('id').execute();
    expect(offerRows).toEqual([
      { kind: 'offer-escrow', item_id: 'silk', quantity: -10, copper_delta: 0 },
      { kind: 'offer-refund', item_id: 'silk', quantity: 7, copper_delta: 0 },
    ]);
    expect(notices.map((n) => n.notification.message)).toEqual(
      expect.arrayContaining(['Your offer to buy 4 Jade in Kashgar expired: its copper was returned.', 'Your offer to sell 7 Silk in Kashgar expired: its goods were returned.']),
    );
    // A second pass finds nothing: a refund is never paid twice.
    expect(await expireOffers(test.ctx)).toBe(0);
    expect(await copperOf(test.db, owner.userId)).toBe(STARTING_COPPER + 3 * 9_000);
  });

  it('reading a city’s book expires and refunds its offers lazily', async () => {
    const sell = await posted(owner, { side: 'sell', itemId: 'silk', cityId: KASHGAR, quantity: 5, pricePerUnit: 9_000 });
    await advanceClock(test, OFFER_DURATION_MS, [owner, other]);
    const res = await call(test.app, other, 'GET', `/api/market/offers?cityId=${KASHGAR}`);
    expect(offerListResponseSchema.parse(res.body).data.offers).toEqual([]);
    expect((await row(sell.id)).status).toBe('expired');
    expect(await itemsOf(test.db, owner.userId)).toEqual({ silk: 20 });
  });

  it('keeps goods that do not fit the owner’s inventory in escrow until there is room, never destroying them', async () => {
    const notices = recordEvents('player-notification');
    const sell = await posted(owner, { side: 'sell', itemId: 'silk', cityId: KASHGAR, quantity: 10, pricePerUnit: 9_000 });
    await setInventory(test.db, owner.userId, FULL_INVENTORY);
    await advanceClock(test, OFFER_DURATION_MS, [owner, other]);

    expect(await expireOffers(test.ctx)).toBe(0);
    expect(await row(sell.id)).toMatchObject({ status: 'expired', escrow_quantity: 10 });
    expect(notices.at(-1)?.notification).toMatchObject({ type: 'warning', message: expect.stringMatching(/Make room/) });
    // The owner sees it among their offers, and cannot cancel it into a full inventory.
    const mine = offerListResponseSchema.parse((await call(test.app, owner, 'GET', '/api/market/offers?mine=true')).body).data.offers;
    expect(mine.map((o) => [o.id, o.status])).toEqual([[sell.id, 'expired']]);
    const cancel = await call(test.app, owner, 'DELETE', `/api/market/offers/${sell.id}`);
    expect(cancel).toMatchObject({ status: 409, body: { error: { code: 'REFUND_INVENTORY_FULL' } } });

    await setInventory(test.db, owner.userId, { stone: 39 * 200 });
    expect(await expireOffers(test.ctx)).toBe(1);
    expect(await row(sell.id)).toMatchObject({ status: 'expired', escrow_quantity: 0 });
    expect(await itemsOf(test.db, owner.userId)).toEqual({ stone: 39 * 200, silk: 10 });
    expect(notices.at(-1)?.notification.message).toBe('The goods of your expired offer to sell 10 Silk in Kashgar were returned to you.');
  });

  it('the periodic sweep expires offers nobody reads, and stops cleanly', async () => {
    await posted(owner, { side: 'buy', itemId: 'silk', cityId: KASHGAR, quantity: 2, pricePerUnit: 1_000 });
    expect(await copperOf(test.db, owner.userId)).toBe(STARTING_COPPER - 2_000);
    test.clock.advance(OFFER_DURATION_MS);
    const sweep = startOfferSweep(test.ctx, 10);
    try {
      await expect.poll(() => copperOf(test.db, owner.userId), { timeout: 2_000, interval: 10 }).toBe(STARTING_COPPER);
    } finally {
      await sweep.stop();
    }
    expect(await copperOf(test.db, owner.userId)).toBe(STARTING_COPPER);
  });
});

describe('races', () => {
  it('several players racing for the last units never overfill an offer', async () => {
    const racers = [other, ...(await Promise.all([1, 2, 3, 4].map(() => createTestSession(test))))];
    for (const r of racers) await placeIn(test.db, r.userId, KASHGAR);
    const sell = await posted(owner, { side: 'sell', itemId: 'silk', cityId: KASHGAR, quantity: 10, pricePerUnit: 9_000 });
    const results = await Promise.all(racers.flatMap((r) => [3, 3].map((quantity) => post(r, `/api/market/offers/${sell.id}/accept`, { quantity }))));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(3);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    expect(await row(sell.id)).toMatchObject({ quantity_remaining: 1, escrow_quantity: 1, status: 'open' });
    const fills = await test.db.selectFrom('ledger_entries').select((eb) => eb.fn.sum<number>('quantity').as('q')).where('kind', '=', 'offer-fill').where('ref_id', '=', sell.id).executeTakeFirstOrThrow();
    expect(Number(fills.q)).toBe(9);
  });

  it('a cancel racing fills and another cancel refunds exactly what was left, once', async () => {
    const sell = await posted(owner, { side: 'sell', itemId: 'silk', cityId: KASHGAR, quantity: 10, pricePerUnit: 9_000 });
    const results = await Promise.all([
      post(other, `/api/market/offers/${sell.id}/accept`, { quantity: 4 }),
      call(test.app, owner, 'DELETE', `/api/market/offers/${sell.id}`),
      call(test.app, owner, 'DELETE', `/api/market/offers/${sell.id}`),
      post(other, `/api/market/offers/${sell.id}/accept`, { quantity: 4 }),
    ]);
    const cancels = results.slice(1, 3).filter((r) => r.status === 200);
    expect(cancels).toHaveLength(1);
    const filled = results.filter((r, i) => (i === 0 || i === 3) && r.status === 200).length * 4;
    const owned = await itemsOf(test.db, owner.userId);
    expect((owned.silk ?? 0) + (await itemsOf(test.db, other.userId)).silk!).toBe(40);
    expect(await itemsOf(test.db, other.userId)).toEqual({ silk: 20 + filled });
    expect(await row(sell.id)).toMatchObject({ status: 'cancelled', escrow_quantity: 0, quantity_remaining: 10 - filled });
  });
});
