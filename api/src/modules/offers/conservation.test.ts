import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityById, OFFER_DURATION_MS, offerResponseSchema, seededRandom } from '@silkroad/shared';
import { expectExperienceBalances } from '../economy/experience-test-support';
import { SocketTestWorld } from '../presence/socket-test-support';
import { widenedRateLimits } from '../../test-support/test-app';
import { expireOffers } from './offer-expiry';
import { call, setInventory, type Requester, type Session } from './offer-test-support';

/**
 * Nothing is lost and nothing is created: several players in one city fire hundreds of
 * concurrent market trades, offer posts, fills (many racing for the same offers), cancels,
 * reads and expiries at a real server, and the books must balance to the copper and the unit.
 */

const KASHGAR = 3;
const PLAYERS = 8;
const GOODS = ['silk', 'jade', 'spices'] as const;
const STARTING_GOODS = { silk: 40, jade: 10, spices: 40 };
/** Concurrent requests of the main wave (the brief asks for at least 200). */
const WAVE = 320;
const MARKET_KINDS = ['market-buy', 'market-sell'];
/** Movements between players and the world: what the markets paid and took, and what resets gave back. */
const WORLD_KINDS = [...MARKET_KINDS, 'character-reset'];

let world: SocketTestWorld;
let http: Requester;
let players: Session[];

beforeAll(async () => {
  // Hundreds of requests from one address prove conservation, not the limits: widen them.
    world = await SocketTestWorld.start({ rateLimits: widenedRateLimits(100) });
  http = { request: (path, init) => fetch(new URL(path, world.server.url), init) };
  const kashgar = cityById(KASHGAR)!;
  players = [];
  for (let i = 0; i < PLAYERS; i++) {
    // Spread over the bazaar: all inside the city's grounds.
    const session = await world.player({ x: kashgar.x + (i - PLAYERS / 2) * 20, y: kashgar.y, inGameName: `Trader${i}` });
    await setInventory(world.server.db, session.userId, STARTING_GOODS);
    players.push(session);
  }
});

afterAll(async () => {
  await world?.stop();
});

async function renewTokens(): Promise<void> {
  for (const session of players) session.headers.authorization = `Bearer ${(await world.server.game.ctx.accessTokens.issue(session.userId)).token}`;
}

async function totals() {
  const db = world.server.db;
  const copper = Number((await db.selectFrom('players').select((eb) => eb.fn.sum<number>('copper').as('c')).executeTakeFirstOrThrow()).c);
  const escrowCopper = Number((await db.selectFrom('market_offers').select((eb) => eb.fn.sum<number>('escrow_copper').as('c')).executeTakeFirstOrThrow()).c ?? 0);
  const items: Record<string, number> = {};
  for (const row of await db.selectFrom('inventory_items').select(['item_id', 'quantity']).execute()) items[row.item_id] = (items[row.item_id] ?? 0) + row.quantity;
  const escrowItems: Record<string, number> = {};
  for (const row of await db.selectFrom('market_offers').select(['item_id', 'escrow_quantity']).execute()) escrowItems[row.item_id] = (escrowItems[row.item_id] ?? 0) + row.escrow_quantity;
  return { copper, escrowCopper, items, escrowItems };
}

const pick = <T,>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

interface Sent {
  kind: string;
  offerId?: string;
  key?: string;
  promise: Promise<{ status: number; body: { success: boolean; data?: any; error?: any } }>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('mixed conservation against a real server', () => {
  it('balances copper, escrow and every good after hundreds of concurrent trades, offers, fills and cancels', { timeout: 60_000 }, async () => {
    const db = world.server.db;
    const random = seededRandom(2026);
    const start = await totals();
    const startingCopperByPlayer = new Map((await db.selectFrom('players').select(['user_id', 'copper']).execute()).map((r) => [r.user_id, r.copper]));

    const post = (s: Session, path: string, body: unknown) => call(http, s, 'POST', path, body);
    const offerBody = (side: 'buy' | 'sell') => ({ side, itemId: pick(random, GOODS), cityId: KASHGAR, quantity: between(random, 1, 12), pricePerUnit: between(random, 100, 30_000) });

    // Old offers: posted a day ago, they expire in the middle of the wave.
    const posting = async () => {
      const results = await Promise.all(players.flatMap((s) => [post(s, '/api/market/offers', offerBody('sell')), post(s, '/api/market/offers', offerBody('sell')), post(s, '/api/market/offers', offerBody('buy'))]));
      return results.filter((r) => r.status === 201).map((r) => offerResponseSchema.parse(r.body).data.offer);
    };
    const oldOffers = await posting();
    world.clock.advance(OFFER_DURATION_MS);
    await renewTokens();
    const freshOffers = await posting();
    expect(freshOffers.length).toBeGreaterThan(PLAYERS);

    const sent: Sent[] = [];
    const hot = freshOffers.slice(0, 4);
    const marketBody = (key: string) => {
      const type = random() < 0.5 ? 'buy' : 'sell';
      return { type, itemId: pick(random, GOODS), cityId: KASHGAR, quantity: between(random, 1, 5), priceLimit: type === 'buy' ? 10_000_000 : 1, idempotencyKey: key };
    };
    // Retried trades: each sent four times at once with its idempotency key; it must apply once.
    const retried = [0, 1, 2, 3, 4].map((n) => ({ session: pick(random, players), body: marketBody(`retried-trade-${n}`) }));
    for (let i = 0; i < WAVE; i++) {
      const s = pick(random, players);
      const roll = random();
      // Starting over in the middle of it all: a reset, a second one inside the cooldown, a delete.
      if (i === Math.floor(WAVE / 3)) sent.push({ kind: 'reset', promise: post(players[0]!, '/api/player/reset-stats', undefined) });
      if (i === Math.floor(WAVE / 2)) sent.push({ kind: 'reset-again', promise: post(players[0]!, '/api/player/reset-stats', undefined) });
      if (i === Math.floor((2 * WAVE) / 3)) sent.push({ kind: 'delete', promise: call(http, players[1]!, 'DELETE', '/api/player/character') });
      if (i % 16 === 0 && i / 16 < retried.length * 4) {
        const { session, body } = retried[(i / 16) % retried.length]!;
        sent.push({ kind: 'market', key: body.idempotencyKey, promise: post(session, '/api/trade/execute', body) });
      } else if (roll < 0.25) {
        sent.push({ kind: 'market', promise: post(s, '/api/trade/execute', marketBody(`wave-trade-${i}`)) });
      } else if (roll < 0.4) {
        sent.push({ kind: 'post', promise: post(s, '/api/market/offers', offerBody(random() < 0.5 ? 'buy' : 'sell')) });
      } else if (roll < 0.8) {
        // Fills: a third of them race for the same few offers.
        const which = random();
        const offer = pick(random, which < 0.35 ? hot : which < 0.85 ? freshOffers : oldOffers);
        const acceptor = offer.sellerId === s.userId ? players.find((p) => p.userId !== offer.sellerId)! : s;
        sent.push({ kind: 'fill', offerId: offer.id, promise: post(acceptor, `/api/market/offers/${offer.id}/accept`, { quantity: between(random, 1, 4) }) });
      } else if (roll < 0.9) {
        const offer = pick(random, random() < 0.7 ? freshOffers : oldOffers);
        // Mostly the owner; sometimes someone else, who must be refused.
        const canceller = random() < 0.8 ? players.find((p) => p.userId === offer.sellerId)! : s;
        sent.push({ kind: 'cancel', offerId: offer.id, promise: call(http, canceller, 'DELETE', `/api/market/offers/${offer.id}`) });
      } else if (roll < 0.95) {
        sent.push({ kind: 'read', promise: call(http, s, 'GET', `/api/market/offers?cityId=${KASHGAR}`) });
      } else {
        sent.push({ kind: 'bad', promise: post(s, '/api/market/offers', { ...offerBody('sell'), quantity: -3 }) });
      }
    }
    // The sweep runs alongside the requests.
    const sweeps = [expireOffers(world.server.game.ctx), expireOffers(world.server.game.ctx)];
    const answers = await Promise.all(sent.map((s) => s.promise));
    await Promise.all(sweeps);

    expect(sent.length).toBeGreaterThanOrEqual(200);
    const statusOf = (kind: string) => answers.filter((_, i) => sent[i]!.kind === kind).map((a) => a.status);
    // No server faults; every refusal is a clear 4xx.
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    expect(statusOf('bad').every((s) => s === 400)).toBe(true);
    // The mix really exercised every path.
    expect(statusOf('market').filter((s) => s === 200).length).toBeGreaterThan(10);
    expect(statusOf('fill').filter((s) => s === 200).length).toBeGreaterThan(10);
    expect(statusOf('fill').filter((s) => s === 409 || s === 410).length).toBeGreaterThan(0);
    expect(statusOf('cancel').filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(statusOf('cancel').filter((s) => s === 403).length).toBeGreaterThan(0);
    expect(statusOf('post').filter((s) => s === 201).length).toBeGreaterThan(10);
    expect([...statusOf('reset'), ...statusOf('delete'), ...statusOf('reset-again')]).toEqual([200, 200, 429]);

    const end = await totals();
    // Taken after the start snapshot: the characters' starting grants are in it already.
    // The rows of copper and goods; experience (the trades' skills, given back by resets) is checked last.
    const ledger = await db.selectFrom('ledger_entries').selectAll().where('kind', '!=', 'starting-grant').where('experience_track', 'is', null).execute();
    const marketLedger = ledger.filter((e) => MARKET_KINDS.includes(e.kind));
    const worldLedger = ledger.filter((e) => WORLD_KINDS.includes(e.kind));
    expect(ledger.filter((e) => e.kind === 'character-reset').length).toBeGreaterThan(0);

    // Nothing negative anywhere.
    expect(await db.selectFrom('players').select('user_id').where('copper', '<', 0).execute()).toEqual([]);
    expect(await db.selectFrom('inventory_items').select('item_id').where('quantity', '<=', 0).execute()).toEqual([]);
    expect(
      await db
        .selectFrom('market_offers')
        .select('id')
        .where((eb) => eb.or([eb('escrow_copper', '<', 0), eb('escrow_quantity', '<', 0), eb('quantity_remaining', '<', 0)]))
        .execute(),
    ).toEqual([]);

    // Copper: purses plus escrow is what it was plus what the city markets paid out and took in,
    // less what resets gave back to the world. A reset never adds.
    const worldCopper = worldLedger.reduce((sum, e) => sum + e.copper_delta, 0);
    expect(end.copper + end.escrowCopper).toBe(start.copper + start.escrowCopper + worldCopper);
    expect(ledger.filter((e) => e.kind === 'character-reset').every((e) => e.copper_delta <= 0 && e.quantity <= 0)).toBe(true);

    // Every good: inventories plus escrow is what it was plus what the markets sold and bought (and resets gave back).
    for (const item of new Set([...Object.keys(start.items), ...Object.keys(end.items)])) {
      const marketQuantity = worldLedger.filter((e) => e.item_id === item).reduce((sum, e) => sum + e.quantity, 0);
      const before = (start.items[item] ?? 0) + (start.escrowItems[item] ?? 0);
      const after = (end.items[item] ?? 0) + (end.escrowItems[item] ?? 0);
      expect({ item, after }).toEqual({ item, after: before + marketQuantity });
    }

    // Each purse and inventory is its start plus its own ledger: no movement went unrecorded.
    for (const session of players) {
      const own = ledger.filter((e) => e.player_id === session.userId);
      const copper = (await db.selectFrom('players').select('copper').where('user_id', '=', session.userId).executeTakeFirstOrThrow()).copper;
      expect(copper).toBe(startingCopperByPlayer.get(session.userId)! + own.reduce((sum, e) => sum + e.copper_delta, 0));
      const held = Object.fromEntries((await db.selectFrom('inventory_items').select(['item_id', 'quantity']).where('player_id', '=', session.userId).execute()).map((r) => [r.item_id, r.quantity]));
      for (const item of GOODS) expect(held[item] ?? 0).toBe(STARTING_GOODS[item] + own.filter((e) => e.item_id === item).reduce((sum, e) => sum + e.quantity, 0));
    }

    // No offer overfilled, and its escrow is exactly what is left of it.
    const fillsByOffer = new Map<string, number>();
    for (const [i, answer] of answers.entries()) {
      if (sent[i]!.kind === 'fill' && answer.status === 200) fillsByOffer.set(sent[i]!.offerId!, (fillsByOffer.get(sent[i]!.offerId!) ?? 0) + (answer.body.data.filledQuantity as number));
    }
    for (const row of await db.selectFrom('market_offers').selectAll().execute()) {
      // The acceptor's ledger row of each fill (the owner's of a sell offer moves no goods).
      const ledgerFills = ledger.filter((e) => e.kind === 'offer-fill' && e.ref_id === row.id && e.player_id !== row.player_id).reduce((sum, e) => sum + Math.abs(e.quantity), 0);
      expect(row.quantity_remaining).toBeGreaterThanOrEqual(0);
      expect(ledgerFills).toBe(row.quantity_total - row.quantity_remaining);
      expect(fillsByOffer.get(row.id) ?? 0).toBe(ledgerFills);
      if (row.status === 'open') {
        expect(row.side === 'buy' ? row.escrow_copper : row.escrow_quantity).toBe(row.side === 'buy' ? row.quantity_remaining * row.price_per_unit : row.quantity_remaining);
      } else {
        expect([row.escrow_copper, row.escrow_quantity]).toEqual([0, 0]);
      }
      expect(row.status === 'filled').toBe(row.quantity_remaining === 0);
    }
    // Every offer of the day before expired: none was filled after its time.
    for (const offer of oldOffers) {
      const row = await db.selectFrom('market_offers').select(['status']).where('id', '=', offer.id).executeTakeFirstOrThrow();
      expect(['expired', 'cancelled', 'filled']).toContain(row.status);
    }

    // No trade applied twice: one ledger row and one trades row per distinct executed trade.
    const tradeIds = new Set(answers.filter((a, i) => sent[i]!.kind === 'market' && a.status === 200).map((a) => a.body.data.trade.id as string));
    expect(new Set(marketLedger.map((e) => e.ref_id))).toEqual(tradeIds);
    expect(marketLedger).toHaveLength(tradeIds.size);
    for (const { body } of retried) {
      const replies = answers.filter((_, i) => sent[i]!.key === body.idempotencyKey);
      expect(replies).toHaveLength(4);
      // A refused attempt stores nothing, so a retry may run again; but every success is the one trade.
      expect(new Set(replies.filter((r) => r.status === 200).map((r) => JSON.stringify(r.body))).size).toBeLessThanOrEqual(1);
    }
    expect(await db.selectFrom('trades').select('id').execute()).toHaveLength(tradeIds.size);
    await expectExperienceBalances(db, players.map((p) => p.userId));
  });
});
