/** A player as another process's presence sees it: enough to place it in the world and show it. */
export interface MirroredPlayer {
  playerId: string;
  username: string;
  x: number;
  y: number;
}

/**
 * What one process tells the others about its own players in one presence tick (DESIGN "Several
 * processes": each process publishes its own players' moves once per tick and mirrors everyone
 * else's). A process with nothing new still sends an empty batch now and then, as a heartbeat:
 * when one stops arriving, its players are gone.
 */
export interface PresenceBatch {
  /** The publishing process (Cluster.processId). */
  origin: string;
  /** Numbered per origin from 1: a gap means batches were lost, and the mirror asks for a full one. */
  seq: number;
  /** `joined` holds every player of the origin (an answer to a snapshot request, or a restart); anyone else of that origin is gone. */
  full: boolean;
  /** Players who entered the world on the origin since its last batch (or all, when full). */
  joined: MirroredPlayer[];
  /** Latest positions of the origin's players who moved this tick. */
  moved: { playerId: string; x: number; y: number }[];
  /** Players who left the world on the origin (disconnected, deleted, or moved to another process). */
  left: string[];
}

/** The wire form: short keys and arrays, since a batch goes out 20 times a second from every process. */
interface WireBatch {
  o: string;
  s: number;
  f?: 1;
  j?: [string, string, number, number][];
  m?: [string, number, number][];
  l?: string[];
}

export function encodePresenceBatch(batch: PresenceBatch): string {
  const wire: WireBatch = { o: batch.origin, s: batch.seq };
  if (batch.full) wire.f = 1;
  if (batch.joined.length) wire.j = batch.joined.map((p) => [p.playerId, p.username, p.x, p.y]);
  if (batch.moved.length) wire.m = batch.moved.map((p) => [p.playerId, p.x, p.y]);
  if (batch.left.length) wire.l = batch.left;
  return JSON.stringify(wire);
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isCoordinate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The batch in `text`, or undefined when it is not one. Only our own processes publish on the
 * channel, but a version mismatch during a rolling upgrade must not throw inside a subscriber.
 */
export function decodePresenceBatch(text: string): PresenceBatch | undefined {
  let wire: Partial<WireBatch>;
  try {
    wire = JSON.parse(text) as Partial<WireBatch>;
  } catch {
    return undefined;
  }
  if (typeof wire !== 'object' || wire === null || !isString(wire.o) || !Number.isSafeInteger(wire.s)) return undefined;
  const joined = wire.j ?? [];
  const moved = wire.m ?? [];
  const left = wire.l ?? [];
  if (!Array.isArray(joined) || !joined.every((p) => Array.isArray(p) && isString(p[0]) && isString(p[1]) && isCoordinate(p[2]) && isCoordinate(p[3]))) return undefined;
  if (!Array.isArray(moved) || !moved.every((p) => Array.isArray(p) && isString(p[0]) && isCoordinate(p[1]) && isCoordinate(p[2]))) return undefined;
  if (!Array.isArray(left) || !left.every(isString)) return undefined;
  return {
    origin: wire.o,
    seq: wire.s!,
    full: wire.f === 1,
    joined: joined.map(([playerId, username, x, y]) => ({ playerId, username, x, y })),
    moved: moved.map(([playerId, x, y]) => ({ playerId, x, y })),
    left,
  };
}
