import type { JobClaim, JobSlots } from './cluster/job-slots';
import type { Logger } from './logger';

export interface Sweep {
  /** Stops the timer and waits for a pass under way, so the database can close after it. */
  stop(): Promise<void>;
}

/** What a periodic job needs from the app: `ctx` fits. */
export interface SweepHost {
  logger: Logger;
  /** Set when several processes share the database (REDIS_URL): each pass then runs in one of them. */
  jobSlots?: JobSlots;
}

/**
 * Runs `pass` every `intervalMs` without keeping the process alive; one pass at a time. In a
 * cluster, once per interval for all processes together: see startClusterSweep.
 */
export function startSweep(name: string, intervalMs: number, pass: () => Promise<unknown>, host: SweepHost): Sweep {
  return host.jobSlots ? startClusterSweep(name, intervalMs, pass, host.jobSlots, host.logger) : startLocalSweep(name, intervalMs, pass, host.logger);
}

/** One pass at a time: a tick that finds the previous pass still running is skipped. */
function oneAtATime(name: string, logger: Logger) {
  let running: Promise<void> | undefined;
  return {
    run(pass: () => Promise<unknown>): void {
      if (running) return;
      running = pass()
        .then(() => undefined)
        .catch((error: unknown) => logger.error({ err: error, sweep: name }, 'periodic job failed'))
        .finally(() => {
          running = undefined;
        });
    },
    idle: () => running,
  };
}

function startLocalSweep(name: string, intervalMs: number, pass: () => Promise<unknown>, logger: Logger): Sweep {
  const job = oneAtATime(name, logger);
  const timer = setInterval(() => job.run(pass), intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await job.idle();
    },
  };
}

/**
 * Every process wakes at the start of each slot of the wall clock (multiples of `intervalMs`)
 * and tries to claim it; the one that wins runs the pass. Waking at the slot's start rather than
 * on a free-running timer keeps the passes an interval apart whichever process wins, and when a
 * process stops the others simply win its slots: no election, no hand-over.
 */
function startClusterSweep(name: string, intervalMs: number, pass: () => Promise<unknown>, slots: JobSlots, logger: Logger): Sweep {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastSlot = -Infinity;
  const job = oneAtATime(name, logger);

  async function passOf(slot: number): Promise<void> {
    if (stopped) return;
    let claim: JobClaim | null;
    try {
      claim = await slots.claim(name, intervalMs, slot);
    } catch (error) {
      // Nobody can claim while Redis is away, so nobody runs it: better than every process at once.
      logger.warn({ err: error, sweep: name }, 'periodic job skipped: its slot could not be claimed');
      return;
    }
    if (!claim) return;
    try {
      if (!stopped) await pass();
    } finally {
      await claim.release();
    }
  }

  function scheduleNext(): void {
    if (stopped) return;
    const now = slots.now();
    const current = Math.floor(now / intervalMs);
    // A timer may fire a little early: never wake twice for one slot. A wall clock set back by
    // more than an interval starts the count again from the clock.
    const next = lastSlot >= current && lastSlot - current < 2 ? lastSlot + 1 : current + 1;
    timer = setTimeout(() => {
      lastSlot = next;
      scheduleNext();
      job.run(() => passOf(next));
    }, next * intervalMs - now);
    timer.unref();
  }
  scheduleNext();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await job.idle();
    },
  };
}
