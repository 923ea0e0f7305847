import { afterEach, describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiError, type TradeRecord } from '@silkroad/shared';
import { ManualClock } from '../clock';
import { moveTo } from '../modules/trade/test-helpers';
import { startServer, type RunningServer } from '../server';
import { expectLedgerBalances } from '../test-support/ledger-balance';
import { createTestSession, testConfig, widenedRateLimits } from '../test-support/test-app';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test-support/throwaway-postgres';

let server: RunningServer | undefined;
let cluster: ThrowawayPostgres | undefined;
afterEach(async () => {
  await server?.stop();
  await cluster?.stop();
  server = cluster = undefined;
});

const GOODS = ['silk', 'spices', 'incense'] as const;
const CLIENT_LOOPS = 8;
/** Trades acknowledged before the restart, and again after it, before the test calls it done. */
const TRADES_PER_PHASE = 24;
/** How many refusals each client loop meets, on average, while the database is down. */
const OUTAGE_REFUSALS_PER_LOOP = 3;
/** Longer than any answer may take, outage or not: a request still open then has hung. */
const REQUEST_DEADLINE_MS = 15_000;

interface Sent {
  sentAt: number;
  status: number | 'hung';
  retryAfter: string | null;
  body: { success: true; data: { trade: TradeRecord } } | ApiError | null;
}

/**
 * The restart is a real one, on a cluster of the test's own: the run's shared cluster serves
 * every other test file at once, and ending its connections (pg_terminate_backend) would only
 * show the pool connections dying, never a server refusing connections while it is down or
 * answering "the database system is starting up". A cluster of its own costs about two seconds
 * of initdb.
 */
describe('a PostgreSQL restart under load', () => {
  it('answers 503 while the database is down, never hangs or crashes, serves again once it is back, and loses no acknowledged trade', { timeout: 90_000 }, async () => {
    cluster = await startThrowawayPostgres({ restartable: true });
    await cluster.admin('create database restart_world');
    server = await startServer(testConfig({ databaseUrl: cluster.urlOf('restart_world'), rateLimits: widenedRateLimits(1_000) }));
    const { db } = server;
    const players = [];
    for (let i = 0; i < CLIENT_LOOPS; i++) {
      const session = await createTestSession({ db, ctx: server.game.ctx, clock: new ManualClock(Date.now()) });
      await moveTo(db, session.userId, 1);
      players.push(session);
    }

    // Each loop trades for one player, buying one unit and selling it back: a sale only of what
    // an acknowledged purchase gave, so no answer but a trade or the outage's is expected.
    const sent: Sent[] = [];
    let running = true;
    const route = API_ROUTES.trade.execute;
    const loops = players.map(async (player, loop) => {
      const itemId = GOODS[loop % GOODS.length]!;
      let held = 0;
      while (running) {
        const type = held > 0 ? 'sell' : 'buy';
        const reply: Sent = { sentAt: Date.now(), status: 'hung', retryAfter: null, body: null };
        try {
          const res = await fetch(`${server!.url}${route.path}`, {
            method: route.method.toUpperCase(),
            headers: player.headers,
            body: JSON.stringify({ type, itemId, cityId: 1, quantity: 1, priceLimit: type === 'buy' ? 10_000_000 : 1 }),
            signal: AbortSignal.timeout(REQUEST_DEADLINE_MS),
          });
          reply.status = res.status;
          reply.retryAfter = res.headers.get('retry-after');
          reply.body = (await res.json()) as Sent['body'];
        } catch {
          // Left as 'hung': the deadline passed, or the server closed the connection.
        }
        sent.push(reply);
        if (reply.status === 200) held += type === 'buy' ? 1 : -1;
        // A client told to come back later does, if not as late as Retry-After asks.
        else await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    const acknowledgedSince = (since: number) => sent.filter((reply) => reply.status === 200 && reply.sentAt >= since).length;

    await expect.poll(() => acknowledgedSince(0), { timeout: 20_000 }).toBeGreaterThanOrEqual(TRADES_PER_PHASE);
    await cluster.pause();
    const downAt = Date.now();
    // The clients meet the database gone again and again (each loop several times), before it comes back.
    const refusedSinceDown = () => sent.filter((reply) => reply.sentAt >= downAt && reply.status !== 200).length;
    await expect.poll(refusedSinceDown, { timeout: 20_000 }).toBeGreaterThanOrEqual(OUTAGE_REFUSALS_PER_LOOP * CLIENT_LOOPS);
    await cluster.resume();
    const backAt = Date.now();
    await expect.poll(() => acknowledgedSince(backAt), { timeout: 30_000 }).toBeGreaterThanOrEqual(TRADES_PER_PHASE);
    running = false;
    await Promise.all(loops);

    // Every answer was a trade or a clear, retryable 503; none hung.
    const labels = new Map<string, number>();
    for (const reply of sent) {
      const label = reply.body?.success === false ? `${reply.status} ${reply.body.error.code} retry-after=${reply.retryAfter}` : String(reply.status);
      labels.set(label, (labels.get(label) ?? 0) + 1);
    }
    expect([...labels.keys()].every((label) => label === '200' || label === '503 DATABASE_UNAVAILABLE retry-after=2'), JSON.stringify([...labels])).toBe(true);
    expect(labels.get('503 DATABASE_UNAVAILABLE retry-after=2')).toBeGreaterThan(0);

    // Every acknowledged trade is in the database, with its ledger row. A trade whose answer was
    // lost with its connection may have committed too (its COMMIT was sent): it was not
    // acknowledged, so it may be there or not, but never in part.
    const acknowledged = sent.flatMap((reply) => (reply.body?.success ? [reply.body.data.trade] : []));
    const trades = await db.selectFrom('trades').select(['id', 'player_id', 'type', 'quantity', 'total']).execute();
    const stored = new Map(trades.map((trade) => [trade.id, trade]));
    for (const trade of acknowledged) expect(stored.get(trade.id), trade.id).toMatchObject({ type: trade.type, quantity: trade.quantity });
    const unanswered = sent.length - acknowledged.length;
    expect(trades.length - acknowledged.length).toBeLessThanOrEqual(unanswered);
    const ledger = await db.selectFrom('ledger_entries').select(['ref_id', 'copper_delta', 'quantity']).where('kind', 'in', ['market-buy', 'market-sell']).where('experience_track', 'is', null).execute();
    expect(ledger.map((row) => row.ref_id).sort()).toEqual(trades.map((trade) => trade.id).sort());
    for (const row of ledger) {
      const trade = stored.get(row.ref_id!)!;
      expect(row).toMatchObject({ copper_delta: trade.type === 'buy' ? -trade.total : trade.total, quantity: trade.type === 'buy' ? trade.quantity : -trade.quantity });
    }
    // Copper and goods conserved: every purse and stock is its start plus its ledger.
    await expectLedgerBalances(db, players.map((player) => player.userId));
  });
});
