import { afterEach, describe, expect, it } from 'vitest';
import { randomInt, seededRandom, tradeSkillExperience, type TradeRecord } from '@silkroad/shared';
import { SocketTestWorld } from '../presence/socket-test-support';
import { widenedRateLimits } from '../../test-support/test-app';
import { expectExperienceBalances } from '../economy/experience-test-support';
import { give, type Session } from './test-helpers';

let world: SocketTestWorld | undefined;
afterEach(async () => {
  await world?.stop();
  world = undefined;
});

const GOODS = ['silk', 'spices', 'incense'] as const;
const PLAYERS = 8;
const REQUESTS = 320;
const CLIENT_LOOPS = 24;

interface Sent {
  key: string | undefined;
  status: number;
  body: { success: true; data: { trade: TradeRecord } } | { success: false; error: { code: string; message: string } };
}

describe('trades against a real server under concurrency', () => {
  it('create and destroy neither money nor goods: purses and inventories always equal the start plus the ledger', { timeout: 60_000 }, async () => {
    // Hundreds of requests from one address prove conservation, not the limits: widen them.
    world = await SocketTestWorld.start({ rateLimits: widenedRateLimits(100) });
    const db = world.server.db;
    const random = seededRandom(7);
    const players: (Session & { cityId: number })[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      // Two cities, so trades on different markets interleave with trades on the same one.
      const session = await world.player(i % 4 === 3 ? { x: 1500, y: 2200 } : { x: 400, y: 800 });
      for (const good of GOODS) await give(db, session.userId, good, randomInt(random, 1, 60));
      players.push({ ...session, cityId: i % 4 === 3 ? 4 : 1 });
    }
    // A poor player, so some purchases are refused for money mid-run.
    await db.updateTable('players').set({ copper: 60_000 }).where('user_id', '=', players[0]!.userId).execute();

    const copperTotal = async () => Number((await db.selectFrom('players').select((eb) => eb.fn.sum<number>('copper').as('c')).executeTakeFirstOrThrow()).c);
    const goodsTotals = async () => {
      const rows = await db.selectFrom('inventory_items').select(['item_id', (eb) => eb.fn.sum<number>('quantity').as('q')]).where('item_id', 'in', [...GOODS]).groupBy('item_id').execute();
      return Object.fromEntries(GOODS.map((g) => [g, Number(rows.find((r) => r.item_id === g)?.q ?? 0)]));
    };
    const startCopper = await copperTotal();
    const startGoods = await goodsTotals();

    // The plan: buys and sells of random size; some limits tight enough to be overtaken by the
    // market, some sales of more than is held, and some requests sent twice with one key.
    const plan = Array.from({ length: REQUESTS }, (_, i) => {
      const player = players[randomInt(random, 0, PLAYERS - 1)]!;
      const type = random() < 0.5 ? 'buy' : 'sell';
      const itemId = GOODS[randomInt(random, 0, GOODS.length - 1)]!;
      const tight = random() < 0.15;
      const priceLimit = type === 'buy' ? (tight ? 9_000 : 10_000_000) : tight ? 12_000 : 1;
      const key = random() < 0.1 ? `conservation-${i}` : undefined;
      const request = { type, itemId, cityId: player.cityId, quantity: randomInt(random, 1, 25), priceLimit, ...(key ? { idempotencyKey: key } : {}) };
      return { player, request, key };
    });
    const queue = plan.flatMap((entry) => (entry.key ? [entry, entry] : [entry]));

    const sent: Sent[] = [];
    const url = `${world.server.url.replace('localhost', '127.0.0.1')}/api/trade/execute`;
    await Promise.all(
      Array.from({ length: CLIENT_LOOPS }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const res = await fetch(url, { method: 'POST', headers: next.player.headers, body: JSON.stringify(next.request) });
          sent.push({ key: next.key, status: res.status, body: (await res.json()) as Sent['body'] });
        }
      }),
    );

    // Every answer is a trade or one of the expected refusals; nothing failed.
    const statuses = new Map<string, number>();
    for (const reply of sent) {
      const label = reply.body.success ? `200 ${reply.body.data.trade.type}` : `${reply.status} ${reply.body.error.code}`;
      statuses.set(label, (statuses.get(label) ?? 0) + 1);
    }
    expect([...statuses.keys()].every((label) => /^(200 (buy|sell)|409 (INSUFFICIENT_FUNDS|INSUFFICIENT_ITEMS|PRICE_MOVED))$/.test(label)), JSON.stringify([...statuses])).toBe(true);
    expect(sent.length).toBeGreaterThanOrEqual(REQUESTS);
    expect(statuses.get('200 buy') ?? 0).toBeGreaterThan(50);
    expect(statuses.get('200 sell') ?? 0).toBeGreaterThan(50);
    expect(statuses.get('409 PRICE_MOVED') ?? 0).toBeGreaterThan(0);

    // One key never trades twice: two trades under one key are the same trade, replayed. A
    // refused request stores nothing, so its twin may run after it and trade (on PostgreSQL it
    // waits on the key and runs as soon as the refusal rolls back).
    const byKey = new Map<string, Sent[]>();
    for (const reply of sent.filter((r) => r.key)) byKey.set(reply.key!, [...(byKey.get(reply.key!) ?? []), reply]);
    for (const pair of byKey.values()) {
      if (pair.every((reply) => reply.body.success)) expect(pair[1]).toEqual(pair[0]);
    }
    expect([...byKey.values()].filter((pair) => pair.every((reply) => reply.body.success)).length).toBeGreaterThan(0);

    // No purse and no stack below zero.
    expect(await db.selectFrom('players').select('copper').where('copper', '<', 0).execute()).toEqual([]);
    expect(await db.selectFrom('inventory_items').select('quantity').where('quantity', '<=', 0).execute()).toEqual([]);

    // Money: what the players hold now, less what the ledger says came in, is what they started with.
    // Taken after the start snapshot: the characters' starting grants are in it already.
    const moved = await db.selectFrom('ledger_entries').selectAll().where('kind', '!=', 'starting-grant').execute();
    expect(moved.every((row) => row.kind === 'market-buy' || row.kind === 'market-sell')).toBe(true);
    // The rows of copper and goods; each trade's skill experience has rows of its own, checked last.
    const ledger = moved.filter((row) => row.experience_track === null);
    expect((await copperTotal()) - ledger.reduce((sum, row) => sum + row.copper_delta, 0)).toBe(startCopper);

    // Goods: each good's total is the start plus the ledger's quantities.
    const goods = await goodsTotals();
    for (const good of GOODS) {
      const moved = ledger.filter((row) => row.item_id === good).reduce((sum, row) => sum + row.quantity, 0);
      expect(goods[good], good).toBe(startGoods[good]! + moved);
    }

    // One trade row per ledger row, each matching it, and exactly the trades the clients were told of.
    const trades = await db.selectFrom('trades').selectAll().execute();
    expect(trades).toHaveLength(ledger.length);
    const ledgerByTrade = new Map(ledger.map((row) => [row.ref_id, row]));
    for (const trade of trades) {
      const row = ledgerByTrade.get(trade.id)!;
      expect(row.copper_delta).toBe(trade.type === 'buy' ? -trade.total : trade.total);
      expect(row.quantity).toBe(trade.type === 'buy' ? trade.quantity : -trade.quantity);
      expect(trade.total).toBe(trade.price_per_unit * trade.quantity);
    }
    const told = new Set(sent.flatMap((r) => (r.body.success ? [r.body.data.trade.id] : [])));
    expect(told).toEqual(new Set(trades.map((t) => t.id)));

    // Skills: each trade's experience is in the ledger once, beside its trade, and every skill is the sum of its rows.
    const experience = moved.filter((row) => row.experience_track !== null);
    // Trading and negotiation in proportion to the copper traded, appraisal from a sale, linguistics away from home (issues 20, 33).
    const homes = new Map((await db.selectFrom('players').select(['user_id', 'home_city_id']).execute()).map((p) => [p.user_id, p.home_city_id]));
    const skillsOf = (t: (typeof trades)[number]) => {
      const xp = tradeSkillExperience(t.total, { side: t.type as 'buy' | 'sell', foreign: homes.get(t.player_id) !== t.city_id });
      return Object.entries(xp).filter(([, amount]) => amount > 0).map(([skill]) => skill);
    };
    expect(experience.map((row) => `${row.ref_id}:${row.experience_track}`).sort()).toEqual(trades.flatMap((t) => skillsOf(t).map((skill) => `${t.id}:skill:${skill}`)).sort());
    await expectExperienceBalances(db, players.map((p) => p.userId));
  });
});
