import type { Redis } from 'ioredis';
import type { Logger } from '../logger';

/**
 * A periodic job's pass that this process won: run it, then release. Between the two the job is
 * held for the whole cluster, so a pass that outlasts its interval is never overlapped by the
 * next one starting in another process.
 */
export interface JobClaim {
  release(): Promise<void>;
}

/**
 * Which process runs each pass of the periodic jobs (market steps, events, sweeps) when several
 * share one database (DESIGN "Several processes", docs/decisions.md "Periodic jobs once per
 * cluster"). Time is cut into slots of the job's interval on the wall clock, which every process
 * agrees on; each process tries to claim each slot as it starts and exactly one wins it.
 */
export interface JobSlots {
  /** The wall clock the slots are cut from (milliseconds since the epoch). */
  now(): number;
  /** Claims slot `slot` of `job`; null when another process has it, or the job is still running elsewhere. */
  claim(job: string, intervalMs: number, slot: number): Promise<JobClaim | null>;
}

/** How long a running pass holds its job without renewing: a process that dies mid-pass blocks its job at most this long. */
export const JOB_RUNNING_LEASE_MS = 10_000;
const JOB_RENEW_EVERY_MS = JOB_RUNNING_LEASE_MS / 3;

const KEY_PREFIX = 'silkroad:job';

/**
 * One atomic step: the slot is claimed only if the job is not running anywhere, and claiming it
 * marks the job running. The slot key outlives its slot, so a process whose timer fires late
 * cannot run the same slot again.
 */
const CLAIM = `
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 0 end
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[3])
return 1
`;
/** Only the holder may renew or release: after a lease ran out another process may hold the job. */
const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`;
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

function keyName(job: string): string {
  return job.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/**
 * Job slots in Redis, claimed in the name of `owner` (this process). Redis unreachable means no
 * claim: passes are skipped until it is back, rather than every process running them at once;
 * offers and contracts are settled lazily on every read meanwhile.
 */
export function redisJobSlots(redis: Redis, owner: string, logger: Logger, now: () => number = Date.now): JobSlots {
  return {
    now,
    async claim(job, intervalMs, slot) {
      const name = keyName(job);
      const running = `${KEY_PREFIX}:${name}:running`;
      const token = `${owner}:${slot}`;
      const won = await redis.eval(CLAIM, 2, `${KEY_PREFIX}:${name}:slot:${slot}`, running, token, String(Math.max(2 * intervalMs, 1_000)), String(JOB_RUNNING_LEASE_MS));
      if (won !== 1) return null;
      const renew = setInterval(() => {
        redis.eval(RENEW, 1, running, token, String(JOB_RUNNING_LEASE_MS)).then(
          (held) => {
            if (held !== 1) logger.warn({ job }, 'periodic job lease lost while its pass was running');
          },
          (error: unknown) => logger.warn({ err: error, job }, 'renewing a periodic job lease failed'),
        );
      }, JOB_RENEW_EVERY_MS);
      renew.unref();
      return {
        async release() {
          clearInterval(renew);
          // Left to expire if Redis is away: the lease is short.
          await redis.eval(RELEASE, 1, running, token).catch((error: unknown) => logger.warn({ err: error, job }, 'releasing a periodic job lease failed'));
        },
      };
    },
  };
}
