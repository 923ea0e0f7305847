import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OFFER_DURATION_MS, offerResponseSchema, TRADE_ERRORS } from '@silkroad/shared';
import { createTestSession, type TestApp } from '../../test-support/test-app';
import { expireOffers } from './offer-expiry';
import { advanceClock, call, economySnapshot, expectRefusal, FULL_INVENTORY, itemsOf, placeIn, setCopper, setInventory, twoTradersIn, type Session } from './offer-test-support';

const KASHGAR = 3;
const SAMARKAND = 2;

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
const get = (s: Session, path: string) => call(test.app, s, 'GET', path);
const del = (s: Session, path: string) => call(test.app, s, 'DELETE', path);
const refused = (attempt: () => ReturnType<typeof post>, status: number, code: string, message?: string | RegExp) => expectRefusal(test.db, attempt, status, code, message);

const sellOffer = { side: 'sell', itemId: 'silk', cityId: KASHGAR, quantity: 10, pricePerUnit: 9_000 } as const;
const buyOffer = { side: 'buy', itemId: 'silk', cityId: KASHGAR, quantity: 10, pricePerUnit: 5_000 } as const;

async function posted(session: Session, body: object) {
  const res = await post(session, '/api/market/offers', body);
  expect(res.status).toBe(201);
  return offerResponseSchema.parse(res.body).data.offer;
}

describe('refused offer posts change nothing', () => {
  it('without a valid token: 401', async () => {
    const before = await economySnapshot(test.db);
    for (const [method, path] of [
      ['GET', '/api/market/offers'],
      ['POST', '/api/market/offers'],
      ['POST', '/api/market/offers/x/accept'],
      ['DELETE', '/api/market/offers/x'],
    ] as const) {
      const res = await test.app.request(path, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? JSON.stringify(sellOffer) : undefined });
      expect(res.status).toBe(401);
    }
    expect(await economySnapshot(test.db)).toEqual(before);
  });

  it.each([
    ['an unknown item', { itemId: 'unicorn-horn' }, 'UNKNOWN_ITEM', TRADE_ERRORS.UNKNOWN_ITEM],
    ['an item the markets do not trade', { itemId: 'pickaxe' }, 'NOT_TRADED_HERE', TRADE_ERRORS.NOT_TRADED_HERE],
    ['an unknown city', { cityId: 99 }, 'UNKNOWN_CITY', TRADE_ERRORS.UNKNOWN_CITY],
    ['a fractional city', { cityId: 3.5 }, 'INVALID_REQUEST', /cityId/],
    ['a zero quantity', { quantity: 0 }, 'INVALID_QUANTITY', /quantity/],
    ['a negative quantity', { quantity: -5 }, 'INVALID_QUANTITY', /quantity/],
    ['a fractional quantity', { quantity: 1.5 }, 'INVALID_QUANTITY', /quantity/],
    ['a huge quantity', { quantity: 1_000_000 }, 'INVALID_QUANTITY', /quantity/],
    ['a quantity as text', { quantity: '5' }, 'INVALID_QUANTITY', /quantity/],
    ['a zero price', { pricePerUnit: 0 }, 'INVALID_REQUEST', /pricePerUnit/],
    ['a negative price', { pricePerUnit: -100 }, 'INVALID_REQUEST', /pricePerUnit/],
    ['a fractional price', { pricePerUnit: 10.5 }, 'INVALID_REQUEST', /pricePerUnit/],
    ['a total beyond safe integers', { pricePerUnit: Number.MAX_SAFE_INTEGER }, 'PRICE_TOO_HIGH', 'The total of this offer is too large'],
    ['an unknown side', { side: 'swap' }, 'INVALID_REQUEST', /side/],
    ['an unknown field', { note: 'hi' }, 'INVALID_REQUEST', /note|Unrecognized/i],
  ])('%s: 400', async (_name, change, code, message) => {
    await refused(() => post(owner, '/api/market/offers', { ...sellOffer, ...change }), 400, code, message);
  });

  it('malformed JSON: 400', async () => {
    const before = await economySnapshot(test.db);
    const res = await test.app.request('/api/market/offers', { method: 'POST', headers: owner.headers, body: '{"side":' });
    expect(res.status).toBe(400);
    expect(await economySnapshot(test.db)).toEqual(before);
  });

  it('outside the city, or in another city: 403 NOT_IN_CITY', async () => {
    await placeIn(test.db, owner.userId, null);
    await refused(() => post(owner, '/api/market/offers', sellOffer), 403, 'NOT_IN_CITY', TRADE_ERRORS.NOT_IN_CITY);
    await placeIn(test.db, owner.userId, SAMARKAND);
    await refused(() => post(owner, '/api/market/offers', buyOffer), 403, 'NOT_IN_CITY', TRADE_ERRORS.NOT_IN_CITY);
  });

  it('a buy offer beyond the purse: 409 INSUFFICIENT_FUNDS', async () => {
    await setCopper(test.db, owner.userId, 49_999);
    await refused(() => post(owner, '/api/market/offers', buyOffer), 409, 'INSUFFICIENT_FUNDS', 'Insufficient gold for this trade');
  });

  it('a sell offer of goods not held: 409 INSUFFICIENT_ITEMS', async () => {
    await refused(() => post(owner, '/api/market/offers', { ...sellOffer, quantity: 21 }), 409, 'INSUFFICIENT_ITEMS', 'Insufficient items for this trade');
    await refused(() => post(owner, '/api/market/offers', { ...sellOffer, itemId: 'jade', quantity: 1 }), 409, 'INSUFFICIENT_ITEMS', 'Insufficient items for this trade');
  });

  it('a user without a character: 404', async () => {
    const ghost = await createTestSession(test);
    await test.db.deleteFrom('players').where('user_id', '=', ghost.userId).execute();
    await refused(() => post(ghost, '/api/market/offers', sellOffer), 404, 'PLAYER_NOT_FOUND');
  });
});

describe('refused book reads', () => {
  it.each([
    ['cityId=abc', 'INVALID_REQUEST'],
    ['cityId=-1', 'INVALID_REQUEST'],
    ['cityId=99', 'UNKNOWN_CITY'],
    ['itemId=unicorn-horn', 'UNKNOWN_ITEM'],
    ['side=swap', 'INVALID_REQUEST'],
    ['mine=maybe', 'INVALID_REQUEST'],
  ])('%s: 400 %s', async (query, code) => {
    await refused(() => get(owner, `/api/market/offers?${query}`), 400, code);
  });
});

describe('refused fills change nothing', () => {
  it('an unknown offer id: 404 OFFER_NOT_FOUND', async () => {
    await refused(() => post(other, '/api/market/offers/no-such-offer/accept', { quantity: 1 }), 404, 'OFFER_NOT_FOUND', 'Offer not found');
  });

  it('one’s own offer: 403 OWN_OFFER', async () => {
    const offer = await posted(owner, sellOffer);
    await refused(() => post(owner, `/api/market/offers/${offer.id}/accept`, { quantity: 1 }), 403, 'OWN_OFFER', 'You cannot accept your own offer');
  });

  it('from outside the offer’s city: 403 NOT_IN_CITY', async () => {
    const offer = await posted(owner, sellOffer);
    await placeIn(test.db, other.userId, SAMARKAND);
    await refused(() => post(other, `/api/market/offers/${offer.id}/accept`, { quantity: 1 }), 403, 'NOT_IN_CITY');
  });

  it.each([0, -1, 1.5, 1000, '2'])('quantity %s: 400 INVALID_QUANTITY', async (quantity) => {
    const offer = await posted(owner, sellOffer);
    await refused(() => post(other, `/api/market/offers/${offer.id}/accept`, { quantity }), 400, 'INVALID_QUANTITY');
  });

  it('more than remains: 409 OFFER_QUANTITY_UNAVAILABLE', async () => {
    const offer = await posted(owner, sellOffer);
    await post(other, `/api/market/offers/${offer.id}/accept`, { quantity: 7 });
    await refused(() => post(other, `/api/market/offers/${offer.id}/accept`, { quantity: 4 }), 409, 'OFFER_QUANTITY_UNAVAILABLE', 'The offer has only 3 left');
  });

  it('a sell offer the acceptor cannot pay for: 409 INSUFFICIENT_FUNDS', async () => {
    const offer = await posted(owner, sellOffer);
    await setCopper(test.db, other.userId, 17_999);
    await refused(() => post(other, `/api/market/offers/${offer.id}/accept`, { quantity: 2 }), 409, 'INSUFFICIENT_FUNDS', 'Insufficient gold for this trade');
  });

  it('a sell offer whose goods do not fit the acceptor’s inventory: 409 INVENTORY_FULL', async () => {
    const offer = await posted(owner, sellOffer);
    await setInventory(test.db, other.userId, FULL_INVENTORY);
    await refused(() => post(other, `/api/market/offers/${offer.id}/accept`, { quantity: 2 }), 409, 'INVENTORY_FULL', TRADE_ERRORS.INVENTORY_FULL);
  });

  it('a buy offer the acceptor has not the goods for: 409 INSUFFICIENT_ITEMS', async () => {
    const offer = await posted(owner, buyOffer);
    await setInventory(test.db, other.userId, { silk: 1 });
    await refused(() => post(other, `/api/market/offers/${offer.id}/accept`, { quantity: 2 }), 409, 'INSUFFICIENT_ITEMS', 'Insufficient items for this trade');
  });

  it('a buy offer whose owner has no room: 409 OWNER_INVENTORY_FULL', async () => {
    const offer = await posted(owner, buyOffer);
    await setInventory(test.db, owner.userId, FULL_INVENTORY);
    await refused(() => post(other, `/api/market/offers/${offer.id}/accept`, { quantity: 2 }), 409, 'OWNER_INVENTORY_FULL', 'The buyer has no room for these goods');
  });

  it('a filled or cancelled offer: 409 OFFER_CLOSED', async () => {
    const filled = await posted(owner, { ...sellOffer, quantity: 2 });
    await post(other, `/api/market/offers/${filled.id}/accept`, { quantity: 2 });
    await refused(() => post(other, `/api/market/offers/${filled.id}/accept`, { quantity: 1 }), 409, 'OFFER_CLOSED', 'This offer is no longer open');
    const cancelled = await posted(owner, sellOffer);
    await del(owner, `/api/market/offers/${cancelled.id}`);
    await refused(() => post(other, `/api/market/offers/${cancelled.id}/accept`, { quantity: 1 }), 409, 'OFFER_CLOSED');
  });

  it('an expired offer: 410 OFFER_EXPIRED, and the only change is its own refund', async () => {
    const offer = await posted(owner, sellOffer);
    await advanceClock(test, OFFER_DURATION_MS, [owner, other]);
    const res = await post(other, `/api/market/offers/${offer.id}/accept`, { quantity: 1 });
    expect(res.status).toBe(410);
    expect(res.body.error).toEqual({ code: 'OFFER_EXPIRED', message: 'This offer has expired' });
    // The lazy expiry gave the owner the goods back; the acceptor got nothing.
    expect(await itemsOf(test.db, owner.userId)).toEqual({ silk: 20 });
    expect(await itemsOf(test.db, other.userId)).toEqual({ silk: 20 });
    // Once settled, asking again changes nothing at all.
    await refused(() => post(other, `/api/market/offers/${offer.id}/accept`, { quantity: 1 }), 410, 'OFFER_EXPIRED');
  });

  it('an offer at its exact expiry instant counts as expired', async () => {
    const offer = await posted(owner, sellOffer);
    await advanceClock(test, OFFER_DURATION_MS, [owner, other]);
    await expireOffers(test.ctx);
    await refused(() => post(other, `/api/market/offers/${offer.id}/accept`, { quantity: 1 }), 410, 'OFFER_EXPIRED');
  });
});

describe('refused cancels change nothing', () => {
  it('an unknown offer id: 404 OFFER_NOT_FOUND', async () => {
    await refused(() => del(owner, '/api/market/offers/no-such-offer'), 404, 'OFFER_NOT_FOUND');
  });

  it('someone else’s offer: 403 NOT_OFFER_OWNER', async () => {
    const offer = await posted(owner, sellOffer);
    await refused(() => del(other, `/api/market/offers/${offer.id}`), 403, 'NOT_OFFER_OWNER', 'You can only cancel your own offers');
  });

  it('a filled or already cancelled offer: 409 OFFER_CLOSED', async () => {
    const filled = await posted(owner, { ...sellOffer, quantity: 1 });
    await post(other, `/api/market/offers/${filled.id}/accept`, { quantity: 1 });
    await refused(() => del(owner, `/api/market/offers/${filled.id}`), 409, 'OFFER_CLOSED');
    const cancelled = await posted(owner, sellOffer);
    await del(owner, `/api/market/offers/${cancelled.id}`);
    await refused(() => del(owner, `/api/market/offers/${cancelled.id}`), 409, 'OFFER_CLOSED');
  });

  it('an expired offer: 410 OFFER_EXPIRED (its escrow came back by the expiry)', async () => {
    const offer = await posted(owner, buyOffer);
    await advanceClock(test, OFFER_DURATION_MS + 1, [owner, other]);
    await expireOffers(test.ctx);
    await refused(() => del(owner, `/api/market/offers/${offer.id}`), 410, 'OFFER_EXPIRED', /returned/);
  });

  it('a sell offer whose goods would not fit back: 409 REFUND_INVENTORY_FULL, and the offer stays open', async () => {
    const offer = await posted(owner, sellOffer);
    await setInventory(test.db, owner.userId, FULL_INVENTORY);
    await refused(() => del(owner, `/api/market/offers/${offer.id}`), 409, 'REFUND_INVENTORY_FULL', /Make room/);
    const row = await test.db.selectFrom('market_offers').selectAll().where('id', '=', offer.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'open', escrow_quantity: 10 });
  });
});
