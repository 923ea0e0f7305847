import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OFFER_DURATION_MS, offerFillResponseSchema, offerListResponseSchema, offerResponseSchema, STARTING_COPPER } from '@silkroad/shared';
import type { DomainEventMap } from '../../domain-events';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';
import { advanceClock, call, copperOf, itemsOf, placeIn, setInventory, type Session } from './offer-test-support';

const KASHGAR = 3;
const BAGHDAD = 4;

let test: TestApp;
let seller: Session;
let buyer: Session;
afterEach(async () => {
  await test?.db.destroy();
});

beforeEach(async () => {
  test = await createTestApp();
  seller = await createTestSession(test, { inGameName: 'SilkSeller' });
  buyer = await createTestSession(test, { inGameName: 'SilkBuyer' });
  for (const s of [seller, buyer]) await placeIn(test.db, s.userId, KASHGAR);
  await setInventory(test.db, seller.userId, { silk: 50 });
  await setInventory(test.db, buyer.userId, {});
});

const post = (s: Session, path: string, body?: unknown) => call(test.app, s, 'POST', path, body);
const get = (s: Session, path: string) => call(test.app, s, 'GET', path);
const del = (s: Session, path: string) => call(test.app, s, 'DELETE', path);

async function ledgerOf(userId: string) {
  return test.db.selectFrom('ledger_entries').select(['kind', 'item_id', 'quantity', 'copper_delta']).where('player_id', '=', userId).where('kind', '!=', 'starting-grant').orderBy('id').execute();
}

function recordEvents<K extends keyof DomainEventMap>(name: K): DomainEventMap[K][] {
  const seen: DomainEventMap[K][] = [];
  test.ctx.events.on(name, (payload) => seen.push(payload));
  return seen;
}

describe('POST /api/market/offers', () => {
  it('posts a sell offer: the goods leave the inventory into escrow, with an offer-escrow ledger row', async () => {
    const res = await post(seller, '/api/market/offers', { side: 'sell', itemId: 'silk', cityId: KASHGAR, quantity: 20, pricePerUnit: 9_000 });
    expect(res.status).toBe(201);
    const { offer } = offerResponseSchema.parse(res.body).data;
    expect(offer).toMatchObject({ sellerId: seller.userId, sellerName: 'SilkSeller', goodId: 'silk', itemName: 'Silk', cityId: KASHGAR, tradeType: 'sell', quantity: 20, quantityTotal: 20, pricePerUnit: 9_000, status: 'open' });
    expect(Date.parse(offer.expiresAt) - Date.parse(offer.createdAt)).toBe(OFFER_DURATION_MS);
    expect(await itemsOf(test.db, seller.userId)).toEqual({ silk: 30 });
    expect(await copperOf(test.db, seller.userId)).toBe(STARTING_COPPER);
    const row = await test.db.selectFrom('market_offers').selectAll().where('id', '=', offer.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ escrow_quantity: 20, escrow_copper: 0 });
    expect(await ledgerOf(seller.userId)).toEqual([{ kind: 'offer-escrow', item_id: 'silk', quantity: -20, copper_delta: 0 }]);
  });

  it('posts a buy offer: quantity x price leaves the purse into escrow', async () => {
    const res = await post(buyer, '/api/market/offers', { side: 'buy', itemId: 'jade', cityId: KASHGAR, quantity: 3, pricePerUnit: 25_000 });
    expect(res.status).toBe(201);
    const { offer } = offerResponseSchema.parse(res.body).data;
    expect(offer).toMatchObject({ tradeType: 'buy', quantity: 3, pricePerUnit: 25_000, sellerName: 'SilkBuyer' });
    expect(await copperOf(test.db, buyer.userId)).toBe(STARTING_COPPER - 75_000);
    const row = await test.db.selectFrom('market_offers').selectAll().where('id', '=', offer.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ escrow_copper: 75_000, escrow_quantity: 0 });
    expect(await ledgerOf(buyer.userId)).toEqual([{ kind: 'offer-escrow', item_id: 'jade', quantity: 0, copper_delta: -75_000 }]);
  });

  it('uses the live position of an online player over the saved one', async () => {
    await placeIn(test.db, seller.userId, null);
    const live = { x: 3200, y: 900 };
    test.ctx.presence = { livePosition: (id) => (id === seller.userId ? live : undefined), changeCharacter: (_id, change) => change() };
    const res = await post(seller, '/api/market/offers', { side: 'sell', itemId: 'silk', cityId: KASHGAR, quantity: 1, pricePerUnit: 100 });
    expect(res.status).toBe(201);
  });
});

describe('GET /api/market/offers', () => {
  it('lists open offers best price first: cheapest sells, then dearest buys; filters by city, item, side and owner', async () => {
    await setInventory(test.db, seller.userId, { silk: 50, jade: 5 });
    const prices = [12_000, 9_000, 10_000];
    for (const price of prices) await post(seller, '/api/market/offers', { side: 'sell', itemId: 'silk', cityId: KASHGAR, quantity: 5, pricePerUnit: price });
    for (const price of [7_000, 8_000]) await post(buyer, '/api/market/offers', { side: 'buy', itemId: 'silk', cityId: KASHGAR, quantity: 2, pricePerUnit: price });
    await post(seller, '/api/market/offers', { side: 'sell', itemId: 'jade', cityId: KASHGAR, quantity: 1, pricePerUnit: 30_000 });
    const other = await createTestSession(test, { inGameName: 'Baghdadi' });
    await placeIn(test.db, other.userId, BAGHDAD);
    await post(other, '/api/market/offers', { side: 'buy', itemId: 'silk', cityId: BAGHDAD, quantity: 1, pricePerUnit: 5_000 });

    const silk = offerListResponseSchema.parse((await get(buyer, `/api/market/offers?cityId=${KASHGAR}&itemId=silk`)).body).data.offers;
    expect(silk.map((o) => [o.tradeType, o.pricePerUnit])).toEqual([
      ['sell', 9_000],
      ['sell', 10_000],
      ['sell', 12_000],
      ['buy', 8_000],
      ['buy', 7_000],
    ]);
    expect(silk[0]!.sellerName).toBe('SilkSeller');

    const all = offerListResponseSchema.parse((await get(buyer, '/api/market/offers')).body).data.offers;
    expect(all).toHaveLength(7);
    const buys = offerListResponseSchema.parse((await get(buyer, '/api/market/offers?side=buy')).body).data.offers;
    expect(buys.map((o) => o.pricePerUnit)).toEqual([8_000, 7_000, 5_000]);
    const baghdad = offerListResponseSchema.parse((await get(buyer, `/api/market/offers?cityId=${BAGHDAD}`)).body).data.offers;
    expect(baghdad.map((o) => o.sellerName)).toEqual(['Baghdadi']);
    const mine = offerListResponseSchema.parse((await get(buyer, '/api/market/offers?mine=true')).body).data.offers;
    expect(mine.every((o) => o.sellerId === buyer.userId)).toBe(true);
    expect(mine).toHaveLength(2);
  });

  it('leaves out filled, cancelled and expired offers', async () => {
    const a = offerResponseSchema.parse((await post(seller, '/api/market/offers', { side: 'sell', itemId: 'silk', cityId: KASHGAR, quantity: 1, pricePerUnit: 100 })).body).data.offer;
    const b = offerResponseSchema.parse((await post(seller, '/api/market/offers', { side: 'sell', itemId: 'silk', cityId: KASHGAR, quantity: 1, pricePerUnit: 200 })).body).data.offer;
    await post(buyer, `/api/market/offers/${a.id}/accept`, { quantity: 1 });
    await del(seller, `/api/market/offers/${b.id}`);
    await post(seller, '/api/market/offers', { side: 'sell', itemId: 'silk', cityId: KASHGAR, quantity: 1, pricePerUnit: 300 });
    await advanceClock(test, OFFER_DURATION_MS, [seller, buyer]);
    const c = offerResponseSchema.parse((await post(seller, '/api/market/offers', { side: 'sell', itemId: 'silk', cityId: KASHGAR, quantity: 1, pricePerUnit: 400 })).body).data.offer;
    const listed = offerListResponseSchema.parse((await get(buyer, '/api/market/offers')).body).data.offers;
    expect(listed.map((o) => o.id)).toEqual([c.id]);
  });
});

describe('POST /api/market/offers/{id}/accept', () => {
  it('fills a sell offer in parts: the acceptor pays the owner and takes the goods; the last part fills it', async () => {
    const filled = recordEvents('offer-filled');
    const changed = recordEvents('player-changed');
    const { offer } = offerResponseSchema.parse((await post(seller, '/api/market/offers', { side: 'sell', itemId: 'silk', cityId: KASHGAR, quantity: 10, pricePerUnit: 9_000 })).body).data;

    const first = await post(buyer, `/api/market/offers/${offer.id}/accept`, { quantity: 4 });
    expect(first.status).toBe(200);
    const fill = offerFillResponseSchema.parse(first.body).data;
    expect(fill).toMatchObject({ filledQuantity: 4, totalCopper: 36_000, playerCopper: STARTING_COPPER - 36_000 });
    expect(fill.offer).toMatchObject({ quantity: 6, quantityTotal: 10, status: 'open' });
    expect(await itemsOf(test.db, buyer.userId)).toEqual({ silk: 4 });
    expect(await copperOf(test.db, seller.userId)).toBe(STARTING_COPPER + 36_000);
    expect(filled).toEqual([{ ownerId: seller.userId, offer: fill.offer, filledQuantity: 4 }]);
    expect(changed.map((e) => e.playerId)).toEqual(expect.arrayContaining([seller.userId, buyer.userId]));

    const last = offerFillResponseSchema.parse((await post(buyer, `/api/market/offers/${offer.id}/accept`, { quantity: 6 })).body).data;
    expect(last.offer).toMatchObject({ quantity: 0, status: 'filled' });
    expect(await itemsOf(test.db, buyer.userId)).toEqual({ silk: 10 });
    expect(await copperOf(test.db, seller.userId)).toBe(STARTING_COPPER + 90_000);
    expect(await copperOf(test.db, buyer.userId)).toBe(STARTING_COPPER - 90_000);
    const row = await test.db.selectFrom('market_offers').selectAll().where('id', '=', offer.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ quantity_remaining: 0, escrow_quantity: 0, escrow_copper: 0, status: 'filled' });
    expect(await ledgerOf(buyer.userId)).toEqual([
      { kind: 'offer-fill', item_id: 'silk', quantity: 4, copper_delta: -36_000 },
      { kind: 'offer-fill', item_id: 'silk', quantity: 6, copper_delta: -54_000 },
    ]);
    expect(await ledgerOf(seller.userId)).toEqual([
      { kind: 'offer-escrow', item_id: 'silk', quantity: -10, copper_delta: 0 },
      { kind: 'offer-fill', item_id: 'silk', quantity: 0, copper_delta: 36_000 },
      { kind: 'offer-fill', item_id: 'silk', quantity: 0, copper_delta: 54_000 },
    ]);
  });

  it('fills a buy offer: the acceptor hands over goods and takes the copper from escrow', async () => {
    await setInventory(test.db, buyer.userId, { silk: 7 });
    await setInventory(test.db, seller.userId, {});
    // Here `seller` posts a buy offer: it wants silk.
    const { offer } = offerResponseSchema.parse((await post(seller, '/api/market/offers', { side: 'buy', itemId: 'silk', cityId: KASHGAR, quantity: 5, pricePerUnit: 8_000 })).body).data;
    expect(await copperOf(test.db, seller.userId)).toBe(STARTING_COPPER - 40_000);

    const res = await post(buyer, `/api/market/offers/${offer.id}/accept`, { quantity: 3 });
    expect(res.status).toBe(200);
    expect(offerFillResponseSchema.parse(res.body).data).toMatchObject({ filledQuantity: 3, totalCopper: 24_000, playerCopper: STARTING_COPPER + 24_000 });
    expect(await itemsOf(test.db, buyer.userId)).toEqual({ silk: 4 });
    expect(await itemsOf(test.db, seller.userId)).toEqual({ silk: 3 });
    const row = await test.db.selectFrom('market_offers').selectAll().where('id', '=', offer.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ quantity_remaining: 2, escrow_copper: 16_000, status: 'open' });
    expect(await ledgerOf(buyer.userId)).toEqual([{ kind: 'offer-fill', item_id: 'silk', quantity: -3, copper_delta: 24_000 }]);
    expect((await ledgerOf(seller.userId)).at(-1)).toEqual({ kind: 'offer-fill', item_id: 'silk', quantity: 3, copper_delta: 0 });
  });
});

describe('DELETE /api/market/offers/{id}', () => {
  it('cancels a partly filled sell offer and returns the rest of the goods', async () => {
    const { offer } = offerResponseSchema.parse((await post(seller, '/api/market/offers', { side: 'sell', itemId: 'silk', cityId: KASHGAR, quantity: 10, pricePerUnit: 9_000 })).body).data;
    await post(buyer, `/api/market/offers/${offer.id}/accept`, { quantity: 4 });
    const res = await del(seller, `/api/market/offers/${offer.id}`);
    expect(res.status).toBe(200);
    expect(offerResponseSchema.parse(res.body).data.offer).toMatchObject({ status: 'cancelled', quantity: 6 });
    expect(await itemsOf(test.db, seller.userId)).toEqual({ silk: 46 });
    const row = await test.db.selectFrom('market_offers').selectAll().where('id', '=', offer.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ escrow_quantity: 0, escrow_copper: 0, status: 'cancelled' });
    expect((await ledgerOf(seller.userId)).at(-1)).toEqual({ kind: 'offer-refund', item_id: 'silk', quantity: 6, copper_delta: 0 });
  });

  it('cancels a buy offer and returns its copper, wherever the owner stands', async () => {
    const { offer } = offerResponseSchema.parse((await post(buyer, '/api/market/offers', { side: 'buy', itemId: 'silk', cityId: KASHGAR, quantity: 10, pricePerUnit: 5_000 })).body).data;
    await placeIn(test.db, buyer.userId, null);
    const res = await del(buyer, `/api/market/offers/${offer.id}`);
    expect(res.status).toBe(200);
    expect(await copperOf(test.db, buyer.userId)).toBe(STARTING_COPPER);
    // Nobody filled it: nothing happened, and the ledger keeps no row of it (its escrow row went).
    expect(await ledgerOf(buyer.userId)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('describes the offer routes', async () => {
    const doc = (await (await test.app.request('/api/doc')).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/market/offers'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/api/market/offers/{id}/accept']).toHaveProperty('post');
    expect(doc.paths['/api/market/offers/{id}']).toHaveProperty('delete');
  });
});
