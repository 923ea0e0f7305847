import { randomFillSync } from 'node:crypto';

let lastMs = -1;
let counter = 0;

/** Random bytes drawn in bulk: one system call per 512 ids instead of one per id. */
const RANDOM_POOL = Buffer.alloc(8 * 512);
let poolOffset = RANDOM_POOL.length;

function randomTail(bytes: Buffer): void {
  if (poolOffset === RANDOM_POOL.length) {
    randomFillSync(RANDOM_POOL);
    poolOffset = 0;
  }
  RANDOM_POOL.copy(bytes, 8, poolOffset, poolOffset + 8);
  poolOffset += 8;
}

/**
 * A UUIDv7 (RFC 9562): the millisecond timestamp first, then a counter that restarts every
 * millisecond, then random bits. Ids of one process sort in the order trades executed, even
 * several in one millisecond (or under a test's frozen clock), so the history's newest-first
 * order needs no extra column; the random bits keep ids of several processes apart.
 */
export function newTradeId(nowMs: number): string {
  if (nowMs === lastMs) counter = (counter + 1) & 0xfff;
  else {
    lastMs = nowMs;
    counter = 0;
  }
  const bytes = Buffer.alloc(16);
  randomTail(bytes);
  bytes.writeUIntBE(Math.max(0, Math.floor(nowMs)) % 2 ** 48, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
