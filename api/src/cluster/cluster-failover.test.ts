import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TradeRecord } from '@silkroad/shared';
import { startTestCluster, type TestCluster } from '../test-support/cluster';
import { JOB_RUNNING_LEASE_MS } from './job-slots';
import { enterWorld, gameSocket, postAs, signUpPlayer, standIn, waitForEvent, type ClusterClient, type ClusterPlayer } from '../test-support/cluster-players';
import { expectLedgerBalances } from '../test-support/ledger-balance';

/** Short enough to watch a few steps; the real one is PRICE_UPDATE_MS (30 s). */
const PRICE_STEP_MS = 1_000;
const KASHGAR = 3;

let cluster: TestCluster;
const sockets: ClusterClient[] = [];

beforeAll(async () => {
  // Market events would add samples of their own: an hour between checks keeps them out.
  cluster = await startTestCluster({ nodes: 2, priceStepMs: PRICE_STEP_MS, eventCheckMs: 3_600_000 });
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await cluster?.close();
}, 60_000);

/** The times of the market steps in (since, until): every step samples every market with volume 0. */
async function stepsBetween(since: number, until: number): Promise<number[]> {
  const rows = await cluster.db
    .selectFrom('price_history')
    .select('recorded_at')
    .distinct()
    .where('recorded_at', '>', since)
    .where('recorded_at', '<', until)
    .where('volume', '=', 0)
    .orderBy('recorded_at')
    .execute();
  return rows.map((r) => r.recorded_at);
}

/**
 * Waits for `count` market steps after `since` and checks them against the intervals that passed
 * meanwhile. The processes step on the wall clock's slots: only waiting for them shows their pace.
 */
async function expectSteps(since: number, count: number): Promise<void> {
  await expect.poll(async () => (await stepsBetween(since, Date.now())).length, { timeout: PRICE_STEP_MS * (count + 3), interval: 50 }).toBeGreaterThanOrEqual(count);
  const until = Date.now();
  expectOneStepPerInterval(await stepsBetween(since, until), Math.round((until - since) / PRICE_STEP_MS));
}

function expectOneStepPerInterval(steps: number[], slots: number): void {
  // One per slot for the whole cluster (one per process would double it); a slot at either edge may fall outside.
  expect(steps.length).toBeGreaterThanOrEqual(slots - 1);
  expect(steps.length).toBeLessThanOrEqual(slots + 1);
  for (let i = 1; i < steps.length; i++) expect(steps[i]! - steps[i - 1]!).toBeGreaterThan(PRICE_STEP_MS * 0.5);
}

interface TradeAttempt {
  key: string;
  trade?: TradeRecord;
  /** What the last unacknowledged try got: a status and body, or the connection's error. */
  lastFailure?: string;
}

/** One buy through the balancer (a connection of its own, so round-robin), as a client retrying with its idempotency key would send it. */
async function buyOne(trader: ClusterPlayer, attempt: TradeAttempt): Promise<void> {
  try {
    const response = await postAs(trader, `${cluster.publicUrl}/api/trade/execute`, { type: 'buy', itemId: 'silk', cityId: KASHGAR, quantity: 1, priceLimit: 10_000_000, idempotencyKey: attempt.key });
    if (response.status === 200) attempt.trade = ((await response.json()) as { data: { trade: TradeRecord } }).data.trade;
    else attempt.lastFailure = `${response.status} ${await response.text()}`;
  } catch (error) {
    // The connection died with its server: not acknowledged, so the client retries it.
    attempt.lastFailure = String(error);
  }
}

describe('a cluster of two processes', () => {
  it('steps the prices once per interval for the whole cluster, not once per process', async () => {
    await expectSteps(Date.now(), 5);
  }, 20_000);

  it('loses no acknowledged trade when one process is killed, and its players reconnect to the other', async () => {
    const [doomed, survivor] = cluster.nodes;
    const trader = await signUpPlayer(cluster.publicUrl, 'Hauler');
    await standIn(cluster.db, trader.userId, KASHGAR);
    const players = [await signUpPlayer(cluster.publicUrl, 'Rider'), await signUpPlayer(cluster.publicUrl, 'Camel')];
    // Two connections in a row through the round-robin balancer: one lands on each process.
    const established: number[] = [0, 0];
    for (const [i, player] of players.entries()) {
      const socket = gameSocket(cluster.publicUrl, player.accessToken, { reconnection: true });
      sockets.push(socket);
      socket.on('connection:established', () => (established[i]! += 1));
      await enterWorld(socket);
    }
    expect([...cluster.balancer.connectionsByPort().keys()].sort()).toEqual([doomed!.port, survivor!.port].sort());

    // Trades keep coming, two at a time, while one process is killed outright.
    const attempts: TradeAttempt[] = Array.from({ length: 30 }, (_, i) => ({ key: `failover-trade-${i}` }));
    let killed: Promise<void> | undefined;
    for (let i = 0; i < attempts.length; i += 2) {
      await Promise.all([buyOne(trader, attempts[i]!), buyOne(trader, attempts[i + 1]!), ...(i === 10 ? [(killed = doomed!.kill())] : [])]);
    }
    await killed;
    expect(doomed!.exited).toBe(true);
    const acknowledgedBeforeRetries = attempts.filter((a) => a.trade).map((a) => a.trade!.id);
    // The clients retry what was not acknowledged, as a client does, every 200 ms until it is (the
    // dead process's connections to the database may take a moment to be closed); the survivor answers all of it.
    for (const attempt of attempts.filter((a) => !a.trade)) {
      await vi
        .waitFor(
          async () => {
            await buyOne(trader, attempt);
            expect(attempt.trade, attempt.lastFailure).toBeDefined();
          },
          { timeout: 5_000, interval: 200 },
        )
        .catch(() => undefined);
    }
    expect(attempts.filter((a) => !a.trade).map((a) => `${a.key}: ${a.lastFailure}`)).toEqual([]);

    const stored = await cluster.db.selectFrom('trades').select('id').where('player_id', '=', trader.userId).execute();
    const storedIds = new Set(stored.map((t) => t.id));
    for (const id of acknowledgedBeforeRetries) expect(storedIds.has(id)).toBe(true);
    // Each key traded exactly once, however often it was sent: 30 units bought, 30 trades.
    expect(stored).toHaveLength(attempts.length);
    expect(new Set(attempts.map((a) => a.trade!.id)).size).toBe(attempts.length);
    await expectLedgerBalances(cluster.db, [trader.userId]);

    // The player whose process died is back in the world, now on the survivor, and both chat there.
    await vi.waitFor(
      () => {
        expect(established.every((n) => n >= 1) && established.reduce((a, b) => a + b) >= 3, `players did not reconnect: ${JSON.stringify(established)}`).toBe(true);
      },
      { timeout: 15_000, interval: 50 },
    );
    expect([...cluster.balancer.connectionsByPort().keys()]).toEqual([survivor!.port]);
    const [first, second] = sockets.slice(-2);
    const heard = waitForEvent(second!, 'chat-message', (m) => m.message === 'Still here');
    first!.emit('chat-message', { message: 'Still here', channel: 'general' });
    await heard;

    // The market steps go on without the process that may have been running them: once its
    // lease on a pass it was in the middle of has run out (JOB_RUNNING_LEASE_MS), if it was.
    const from = Date.now();
    await expect.poll(async () => (await stepsBetween(from, Date.now())).length, { timeout: JOB_RUNNING_LEASE_MS + PRICE_STEP_MS * 3, interval: 50 }).toBeGreaterThanOrEqual(1);
    await expectSteps(Date.now(), 3);
  }, 60_000);
});
