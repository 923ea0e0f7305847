import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encounterResolvedResponseSchema, journeyStartedResponseSchema, marketPricesResponseSchema, type JourneyView } from '@silkroad/shared';
import * as royalSealUnsold from '../../db/migrations/0028-royal-seal-unsold';
import { MIGRATIONS } from '../../db/migrations/index';
import { transact } from '../../db/transaction';
import { removeItems } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { debitCopper } from '../economy/wallet';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { advanceClock, call, copperOf, expectRefusal, itemsOf, type Session } from '../offers/offer-test-support';
import { postTrade, tradeBody } from '../trade/test-helpers';
import { CONSTANTINOPLE, journeyApi, MINUTE, seedFirstEncounter, stockUp, traveller, VENICE_CHECK_MS, VENICE_ID, VENICE_REST_MS } from './journey-test-support';

/*
 * Issue 33, "a gate with a side door": the treasurer's royal seal asks diplomacy 3 and reputation
 * 10, but it sold at every market for about 25,000 copper with no check, and "show the seal" at the
 * customs gate never spent it (reputation 0 to 10 in five encounters with one seal). The seal now
 * has one way in, the treasurer's (npcs.test.ts holds his gate), and showing it hands it over.
 */

const SEAL = 'royal-seal';
const CUSTOMS = 'city-event-customs-house';

let test: TestApp;
let player: Session;
let api: ReturnType<typeof journeyApi>;

beforeEach(async () => {
  test = await createTestApp();
  player = await traveller(test, CONSTANTINOPLE, 'Envoy');
  api = journeyApi(test, player);
  await stockUp(test.db, player.userId, { silk: 20, [SEAL]: 1 });
});

afterEach(async () => {
  await test?.db.destroy();
});

describe('the royal seal is not for sale', () => {
  it('is listed by no market, and neither bought nor sold at one', async () => {
    const prices = marketPricesResponseSchema.parse(await (await test.app.request('/api/market/prices')).json()).data;
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.filter((entry) => entry.itemId === SEAL)).toEqual([]);
    expect((await test.app.request(`/api/market/prices?itemId=${SEAL}`)).status).toBe(400);
    await expectRefusal(test.db, () => postTrade(test, player, tradeBody({ type: 'buy', itemId: SEAL, cityId: CONSTANTINOPLE, quantity: 1 })), 400, 'NOT_TRADED_HERE');
    await expectRefusal(test.db, () => postTrade(test, player, tradeBody({ type: 'sell', itemId: SEAL, cityId: CONSTANTINOPLE, quantity: 1, priceLimit: 1 })), 400, 'NOT_TRADED_HERE');
  });

  it('passes between no players: an offer to sell or to buy one is refused, so a diplomat cannot hand seals to an alt', async () => {
    const offer = (side: 'buy' | 'sell') => call(test.app, player, 'POST', '/api/market/offers', { side, itemId: SEAL, cityId: CONSTANTINOPLE, quantity: 1, pricePerUnit: 100 });
    await expectRefusal(test.db, () => offer('sell'), 400, 'NOT_TRADED_HERE');
    await expectRefusal(test.db, () => offer('buy'), 400, 'NOT_TRADED_HERE');
    expect((await itemsOf(test.db, player.userId))[SEAL]).toBe(1);
  });
});

describe('showing the seal at the customs gate', () => {
  async function meetCustoms(from: number, to: number, cargo: Record<string, number>): Promise<JourneyView> {
    const { journey } = journeyStartedResponseSchema.parse((await api.start({ from_city: from, to_city: to, cargo_manifest: cargo })).body).data;
    await seedFirstEncounter(test.db, journey.id, CUSTOMS);
    await advanceClock(test, VENICE_CHECK_MS + 30_000, [player]);
    const stopped = await api.active();
    expect(stopped?.encounter?.encounterId).toBe(CUSTOMS);
    return stopped!;
  }

  it('hands the seal over, through the ledger: the next gate finds none to show', async () => {
    const { encounter } = await meetCustoms(CONSTANTINOPLE, VENICE_ID, { silk: 20 });
    expect(encounter!.choices.find((c) => c.id === 'show-seal')).toMatchObject({ enabled: true, reason: null });
    const answered = encounterResolvedResponseSchema.parse((await api.resolve(encounter!.id, 'show-seal')).body).data;
    expect(answered.outcome).toMatchObject({ choiceId: 'show-seal', itemsSpent: { [SEAL]: 1 }, reputation: 2, cargoLost: {} });
    expect((await itemsOf(test.db, player.userId))[SEAL]).toBeUndefined();
    const rows = await test.db.selectFrom('ledger_entries').select(['kind', 'quantity', 'ref_id']).where('player_id', '=', player.userId).where('item_id', '=', SEAL).orderBy('id').execute();
    expect(rows).toEqual([
      { kind: 'opening-balance', quantity: 1, ref_id: null },
      { kind: 'encounter', quantity: -1, ref_id: encounter!.id },
    ]);

    // In Venice and back: the same gate again, and nothing to show it.
    await advanceClock(test, answered.outcome.delayMs + VENICE_REST_MS, [player]);
    expect(await api.active()).toBeNull();
    const again = await meetCustoms(VENICE_ID, CONSTANTINOPLE, { silk: 20 });
    expect(again.encounter!.choices.find((c) => c.id === 'show-seal')).toMatchObject({ enabled: false, reason: 'Requires 1x Royal Seal (you have 0)' });
    await expectRefusal(test.db, () => api.resolve(again.encounter!.id, 'show-seal'), 403, 'CHOICE_UNAVAILABLE');
    expect(await test.db.selectFrom('players').select('reputation').where('user_id', '=', player.userId).executeTakeFirstOrThrow()).toEqual({ reputation: 2 });
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('takes a seal carried in the cargo from the cargo, which comes home without it', async () => {
    const { encounter, id } = await meetCustoms(CONSTANTINOPLE, VENICE_ID, { silk: 20, [SEAL]: 1 });
    const answered = encounterResolvedResponseSchema.parse((await api.resolve(encounter!.id, 'show-seal')).body).data;
    expect(answered.outcome.itemsSpent).toEqual({ [SEAL]: 1 });
    expect(answered.journey.cargo).toEqual({ silk: 20 });
    await advanceClock(test, answered.outcome.delayMs + VENICE_REST_MS, [player]);
    expect(await api.active()).toBeNull();
    expect(await itemsOf(test.db, player.userId)).toMatchObject({ silk: 20 });
    expect((await itemsOf(test.db, player.userId))[SEAL]).toBeUndefined();
    const cargo = await test.db.selectFrom('journey_cargo').select(['item_id', 'loaded', 'found', 'lost']).where('journey_id', '=', id).orderBy('item_id').execute();
    expect(cargo).toEqual([
      { item_id: SEAL, loaded: 1, found: 0, lost: 1 },
      { item_id: 'silk', loaded: 20, found: 0, lost: 0 },
    ]);
    await expectLedgerBalances(test.db, [player.userId]);
  });
});

describe('migration 0028-royal-seal-unsold', () => {
  it('is registered', () => {
    expect(MIGRATIONS['0028-royal-seal-unsold']).toBe(royalSealUnsold);
  });

  it('takes the seal off an existing world’s markets and closes its open offers, whose escrow goes back to their owners', async () => {
    const now = test.clock.now();
    const alt = await traveller(test, CONSTANTINOPLE, 'Alt');
    const altCopper = await copperOf(test.db, alt.userId);
    // What a world of the build before holds: a market for seals, a price sample, and offers of seals both ways, their escrow in the ledger.
    await test.db.insertInto('market_entries').values({ city_id: CONSTANTINOPLE, item_id: SEAL, base_price: 25_000, price: 25_000, supply: 100, demand: 100, volatility: 0.08, trend: 'stable', updated_at: now }).execute();
    await test.db.insertInto('price_history').values({ city_id: CONSTANTINOPLE, item_id: SEAL, price: 25_000, volume: 0, recorded_at: now }).execute();
    const offer = (id: string, playerId: string, side: 'buy' | 'sell') => ({
      id,
      player_id: playerId,
      city_id: CONSTANTINOPLE,
      item_id: SEAL,
      side,
      quantity_total: 1,
      quantity_remaining: 1,
      price_per_unit: 30_000,
      escrow_copper: side === 'buy' ? 30_000 : 0,
      escrow_quantity: side === 'sell' ? 1 : 0,
      status: 'open',
      created_at: now,
      expires_at: now + 24 * 60 * MINUTE,
    });
    await transact(test.db, async (trx) => {
      await removeItems(trx, player.userId, SEAL, 1);
      await recordLedger(trx, { playerId: player.userId, kind: 'offer-escrow', itemId: SEAL, quantity: -1, copperDelta: 0, cityId: CONSTANTINOPLE, refId: 'legacy-sell' }, now);
      await debitCopper(trx, alt.userId, 30_000, now);
      await recordLedger(trx, { playerId: alt.userId, kind: 'offer-escrow', itemId: SEAL, quantity: 0, copperDelta: -30_000, cityId: CONSTANTINOPLE, refId: 'legacy-buy' }, now);
      await trx.insertInto('market_offers').values([offer('legacy-sell', player.userId, 'sell'), offer('legacy-buy', alt.userId, 'buy')]).execute();
    });

    await royalSealUnsold.up(test.db as unknown as Kysely<unknown>);

    expect(await test.db.selectFrom('market_entries').select('city_id').where('item_id', '=', SEAL).execute()).toEqual([]);
    expect(await test.db.selectFrom('price_history').select('city_id').where('item_id', '=', SEAL).execute()).toEqual([]);
    // The alt's try at the diplomat's seal finds it closed; the escrow is back with each owner.
    const accept = await call(test.app, alt, 'POST', '/api/market/offers/legacy-sell/accept', { quantity: 1 });
    expect({ status: accept.status, code: accept.body.error?.code }).toEqual({ status: 410, code: 'OFFER_EXPIRED' });
    const offers = await test.db.selectFrom('market_offers').select(['id', 'status', 'escrow_copper', 'escrow_quantity']).orderBy('id').execute();
    expect(offers).toEqual([
      { id: 'legacy-buy', status: 'expired', escrow_copper: 0, escrow_quantity: 0 },
      { id: 'legacy-sell', status: 'expired', escrow_copper: 0, escrow_quantity: 0 },
    ]);
    expect((await itemsOf(test.db, player.userId))[SEAL]).toBe(1);
    expect(await copperOf(test.db, alt.userId)).toBe(altCopper);
    expect((await itemsOf(test.db, alt.userId))[SEAL]).toBeUndefined();
    await expectLedgerBalances(test.db, [player.userId, alt.userId]);
  });
});
