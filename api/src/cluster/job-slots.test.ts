import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger, type Logger } from '../logger';
import { startSweep, type Sweep } from '../sweep';
import { startTestRedis, type TestRedis } from '../test-support/redis-server';
import { joinCluster, type Cluster } from './cluster';
import type { JobSlots } from './job-slots';

const INTERVAL_MS = 250;
/** How far the fake clock moves at a time: several steps per slot, so no two slot starts fall in one step. */
const STEP_MS = INTERVAL_MS / 5;
const logger = createLogger('silent');

/**
 * The sweeps' timers and the slots' clock are fake (Date and the timers), so a test moves time
 * itself; the claims are real Redis round trips. Each step lets every claim and release under way
 * finish before the clock moves on, as they would long before the next slot on a real clock.
 */
let roundTrips = 0;

function counted(slots: JobSlots): JobSlots {
  const track = async <T>(work: Promise<T>): Promise<T> => {
    roundTrips += 1;
    try {
      return await work;
    } finally {
      roundTrips -= 1;
    }
  };
  return {
    now: () => slots.now(),
    async claim(job, intervalMs, slot) {
      const claim = await track(slots.claim(job, intervalMs, slot));
      return claim && { release: () => track(claim.release()) };
    },
  };
}

async function advance(ms: number): Promise<void> {
  for (let moved = 0; moved < ms; moved += STEP_MS) {
    await vi.advanceTimersByTimeAsync(STEP_MS);
    await vi.waitFor(() => expect(roundTrips, 'claims and releases under way').toBe(0), { timeout: 5_000, interval: 1 });
  }
}

/** A pass that takes time: on the fake clock, so it lasts exactly as long as the test says. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, what: string, limitMs = 20 * INTERVAL_MS): Promise<void> {
  for (let moved = 0; !condition() && moved < limitMs; moved += STEP_MS) await advance(STEP_MS);
  expect(condition(), `waiting for ${what}`).toBe(true);
}

let redis: TestRedis;
const open: Cluster[] = [];
const sweeps: Sweep[] = [];

beforeAll(async () => {
  redis = await startTestRedis();
});
// Before the members join: their slots read the clock they are created with.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(async () => {
  await Promise.all(sweeps.splice(0).map((sweep) => sweep.stop()));
  await Promise.all(open.splice(0).map((cluster) => cluster.close()));
  vi.useRealTimers();
});
afterAll(async () => {
  await redis.close();
});

async function member(): Promise<Cluster> {
  const cluster = await joinCluster(redis.url, logger);
  open.push(cluster);
  return cluster;
}

/** Starts `job` in a process (cluster member) and records which one ran each pass, and when. */
function run(job: string, cluster: Cluster, passes: { by: string; at: number }[], pass: () => Promise<void> = async () => undefined, log: Logger = logger): Sweep {
  const sweep = startSweep(
    job,
    INTERVAL_MS,
    async () => {
      passes.push({ by: cluster.processId, at: Date.now() });
      await pass();
    },
    { logger: log, jobSlots: counted(cluster.jobSlots) },
  );
  sweeps.push(sweep);
  return sweep;
}

function slotsOf(passes: { at: number }[]): number[] {
  return passes.map((p) => Math.floor(p.at / INTERVAL_MS));
}

describe('periodic jobs in a cluster', () => {
  it('two processes run a job once per interval between them, at the start of each slot', async () => {
    const [a, b] = [await member(), await member()];
    const passes: { by: string; at: number }[] = [];
    run('price step', a, passes);
    run('price step', b, passes);
    await until(() => passes.length >= 8, 'eight passes');

    const slots = slotsOf(passes);
    // Every slot once: not twice (once per process), and none missed.
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots.length).toBeGreaterThanOrEqual(7);
    expect(slots.at(-1)! - slots[0]! + 1).toBe(slots.length);
    // Aligned to the slot's start, so the passes are an interval apart whoever wins.
    for (const pass of passes) expect(pass.at % INTERVAL_MS).toBeLessThan(INTERVAL_MS / 2);
  });

  it('another process takes the job over as soon as one stops, without a gap', async () => {
    const [a, b] = [await member(), await member()];
    const passes: { by: string; at: number }[] = [];
    const sweepA = run('offer expiry', a, passes);
    await until(() => passes.length >= 2, 'a running the job');
    // b joins late, then a stops: b alone keeps the job going.
    run('offer expiry', b, passes);
    const joined = passes.length;
    await until(() => passes.length >= joined + 2, 'two passes with both in');
    await sweepA.stop();
    const stoppedAt = Date.now();
    await until(() => passes.filter((p) => p.at > stoppedAt).length >= 3, 'three passes after a stopped');

    const after = passes.filter((p) => p.at > stoppedAt);
    expect(after.length).toBeGreaterThanOrEqual(3);
    expect(after.every((p) => p.by === b.processId)).toBe(true);
    const slots = slotsOf(passes);
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots.at(-1)! - slots[0]! + 1).toBe(slots.length);
  });

  it('a pass that outlasts its interval is not overlapped by a pass in another process', async () => {
    const [a, b] = [await member(), await member()];
    const passes: { by: string; at: number }[] = [];
    let running = 0;
    let overlapped = false;
    const slowPass = async () => {
      running += 1;
      if (running > 1) overlapped = true;
      await sleep(INTERVAL_MS * 2.5);
      running -= 1;
    };
    run('contract deadline', a, passes, slowPass);
    run('contract deadline', b, passes, slowPass);
    await advance(INTERVAL_MS * 8);
    expect(overlapped).toBe(false);
    // Each pass holds the job for three slots; the slots in between are skipped, not queued.
    expect(passes.length).toBeGreaterThanOrEqual(2);
    expect(passes.length).toBeLessThanOrEqual(3);
    // The last pass ends before the sweeps stop: its sleep is on the fake clock.
    await until(() => running === 0, 'the last pass to end');
  });

  it('different jobs are claimed independently', async () => {
    const a = await member();
    const prices: { by: string; at: number }[] = [];
    const events: { by: string; at: number }[] = [];
    run('market price step', a, prices);
    run('market event check', a, events);
    // Both are claimed in the slots they start in: whichever is claimed first, the other follows in that slot.
    await until(() => prices.length >= 2 && events.length === prices.length, 'both jobs run twice');
    expect(prices.length).toBeGreaterThanOrEqual(2);
    expect(events.length).toBe(prices.length);
  });

  it('skips passes while Redis is away instead of running them in every process, and resumes after', async () => {
    const [a, b] = [await member(), await member()];
    const passes: { by: string; at: number }[] = [];
    // What the sweeps log: a slot that could not be claimed is one skipped.
    const lines: { msg?: string }[] = [];
    const watched = createLogger('warn', { write: (line: string) => void lines.push(JSON.parse(line) as { msg?: string }) });
    const skipped = () => lines.filter((l) => l.msg === 'periodic job skipped: its slot could not be claimed').length;
    run('housekeeping', a, passes, undefined, watched);
    run('housekeeping', b, passes, undefined, watched);
    await until(() => passes.length >= 1, 'a pass before the outage');
    await redis.stop();
    const downAt = Date.now();
    // Three slots come while Redis is away, each skipped by both processes.
    await until(() => skipped() >= 6, 'three slots skipped by both processes');
    const upAt = Date.now();
    expect(passes.filter((p) => p.at > downAt && p.at < upAt)).toEqual([]);
    await redis.start();
    await until(() => passes.filter((p) => p.at > upAt).length >= 2, 'two passes after the outage', 10_000);
    const slots = slotsOf(passes.filter((p) => p.at > upAt));
    expect(slots.length).toBeGreaterThanOrEqual(2);
    expect(new Set(slots).size).toBe(slots.length);
  }, 20_000);
});
