import { WORLD_HEIGHT, WORLD_WIDTH } from '../catalogue/world';

/**
 * The wire form of a tick's moves (`players-moved`, DESIGN "Realtime"): fixed-width records of
 * 6 bytes, sent as standard base64, so each record is exactly 8 characters.
 *
 *   bytes 0-2  presence id, unsigned 24-bit big-endian (the server's small number for a live player)
 *   bytes 3-4  x in whole pixels, unsigned 12 bits, then the high 4 bits of y
 *   byte  5    the low 8 bits of y
 *
 * Base64 rather than a binary attachment because of how socket.io broadcasts: a room emit whose
 * only payload is text is framed once for the whole room (one WebSocket frame, the same bytes
 * for every observer), while a binary attachment costs two frames built per observer. Records
 * never straddle a base64 quantum, so the batches of several interest cells join by plain
 * concatenation, and a record can be read without decoding the rest.
 */

/** Characters per move record on the wire. */
export const MOVE_RECORD_CHARS = 8;
/** Presence ids are 1..MAX_PRESENCE_ID; 0 is never given out. */
export const MAX_PRESENCE_ID = 0xff_ffff;
/** Coordinates are whole pixels in 0..MAX_MOVE_COORDINATE. */
export const MAX_MOVE_COORDINATE = 0xfff;

if (WORLD_WIDTH > MAX_MOVE_COORDINATE || WORLD_HEIGHT > MAX_MOVE_COORDINATE) {
  throw new Error('the world no longer fits the 12-bit coordinates of the presence codec');
}

/** One decoded move: whose (presence id) and where (whole pixels). */
export interface PresenceMove {
  presenceId: number;
  x: number;
  y: number;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT_CODES = Uint8Array.from(ALPHABET, (char) => char.charCodeAt(0));
/** Character code -> 6-bit value, or -1 for a character outside the alphabet. */
const DIGIT_VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i += 1) DIGIT_VALUES[ALPHABET.charCodeAt(i)] = i;

function wholePixel(value: number): number {
  if (!(value > 0)) return 0;
  return value >= MAX_MOVE_COORDINATE ? MAX_MOVE_COORDINATE : Math.round(value);
}

function digit(value: number): number {
  return DIGIT_CODES[value & 63]!;
}

/**
 * Writes one move's 8 characters (as ASCII codes) at `offset` of `target`. For the server's
 * tick, which encodes a whole cell into one reused buffer and makes one string of it. Positions
 * are rounded to whole pixels and clamped into the codec's range.
 */
export function writeMoveRecord(target: Uint8Array, offset: number, presenceId: number, x: number, y: number): void {
  if (!Number.isInteger(presenceId) || presenceId < 1 || presenceId > MAX_PRESENCE_ID) throw new RangeError(`presence id out of range: ${presenceId}`);
  const px = wholePixel(x);
  const py = wholePixel(y);
  target[offset] = digit(presenceId >>> 18);
  target[offset + 1] = digit(presenceId >>> 12);
  target[offset + 2] = digit(presenceId >>> 6);
  target[offset + 3] = digit(presenceId);
  target[offset + 4] = digit(px >>> 6);
  target[offset + 5] = digit(px);
  target[offset + 6] = digit(py >>> 6);
  target[offset + 7] = digit(py);
}

/** A whole batch as its wire string (tests and small batches; the server's tick uses writeMoveRecord). */
export function encodeMoves(moves: readonly PresenceMove[]): string {
  const bytes = new Uint8Array(moves.length * MOVE_RECORD_CHARS);
  moves.forEach((move, i) => writeMoveRecord(bytes, i * MOVE_RECORD_CHARS, move.presenceId, move.x, move.y));
  let text = '';
  // In slices: String.fromCharCode takes its codes as arguments, and arguments are limited.
  for (let start = 0; start < bytes.length; start += 8_192) text += String.fromCharCode(...bytes.subarray(start, start + 8_192));
  return text;
}

function value(batch: string, index: number): number {
  const code = batch.charCodeAt(index);
  return code < 128 ? DIGIT_VALUES[code]! : -1;
}

/**
 * Calls `visit` for each move of a batch, in order, without allocating. Returns how many moves
 * it held, or -1 when the batch is not a whole number of valid records (it then stops at the
 * first bad record; the moves before it were visited). A batch may hold a player more than once
 * (cells joined together never do, but nothing depends on it): the last one is the latest.
 */
export function decodeMoves(batch: string, visit: (presenceId: number, x: number, y: number) => void): number {
  if (typeof batch !== 'string' || batch.length % MOVE_RECORD_CHARS !== 0) return -1;
  for (let at = 0; at < batch.length; at += MOVE_RECORD_CHARS) {
    const a = value(batch, at);
    const b = value(batch, at + 1);
    const c = value(batch, at + 2);
    const d = value(batch, at + 3);
    const e = value(batch, at + 4);
    const f = value(batch, at + 5);
    const g = value(batch, at + 6);
    const h = value(batch, at + 7);
    if ((a | b | c | d | e | f | g | h) < 0) return -1;
    const presenceId = (a << 18) | (b << 12) | (c << 6) | d;
    if (presenceId === 0) return -1;
    visit(presenceId, (e << 6) | f, (g << 6) | h);
  }
  return batch.length / MOVE_RECORD_CHARS;
}

/** How many moves a batch holds, without reading them (-1 when its length is not whole records). */
export function countMoves(batch: string): number {
  return batch.length % MOVE_RECORD_CHARS === 0 ? batch.length / MOVE_RECORD_CHARS : -1;
}
