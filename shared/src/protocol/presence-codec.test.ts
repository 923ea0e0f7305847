import { describe, expect, it } from 'vitest';
import { WORLD_HEIGHT, WORLD_WIDTH } from '../catalogue/world';
import { countMoves, decodeMoves, encodeMoves, MAX_MOVE_COORDINATE, MAX_PRESENCE_ID, MOVE_RECORD_CHARS, writeMoveRecord, type PresenceMove } from './presence-codec';
import { seededRandom } from '../rules/random';

function decodeAll(batch: string): { count: number; moves: PresenceMove[] } {
  const moves: PresenceMove[] = [];
  const count = decodeMoves(batch, (presenceId, x, y) => moves.push({ presenceId, x, y }));
  return { count, moves };
}

/** The layout the codec documents: 6 bytes per record, standard base64. */
function referenceEncoding(moves: readonly PresenceMove[]): string {
  const bytes: number[] = [];
  for (const { presenceId, x, y } of moves) bytes.push(presenceId >>> 16, (presenceId >>> 8) & 255, presenceId & 255, x >>> 4, ((x & 15) << 4) | (y >>> 8), y & 255);
  return base64(bytes);
}

/** RFC 4648 base64, written out plainly (shared has no Buffer or btoa). */
function base64(bytes: readonly number[]): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const quantum = (a << 16) | (b << 8) | c;
    text += alphabet[(quantum >>> 18) & 63]! + alphabet[(quantum >>> 12) & 63]! + alphabet[(quantum >>> 6) & 63]! + alphabet[quantum & 63]!;
  }
  return text;
}

describe('the presence codec', () => {
  it('round-trips a batch of moves, in order', () => {
    const moves = [
      { presenceId: 1, x: 0, y: 0 },
      { presenceId: 42, x: 2000, y: 1200 },
      { presenceId: MAX_PRESENCE_ID, x: WORLD_WIDTH, y: WORLD_HEIGHT },
      { presenceId: 70_000, x: 4095, y: 4095 },
    ];
    const batch = encodeMoves(moves);
    expect(batch).toHaveLength(moves.length * MOVE_RECORD_CHARS);
    expect(decodeAll(batch)).toEqual({ count: 4, moves });
  });

  it('is standard base64 of the documented 6-byte records, so any client can read it', () => {
    const random = seededRandom(3);
    const moves = Array.from({ length: 50 }, () => ({
      presenceId: 1 + Math.floor(random() * MAX_PRESENCE_ID),
      x: Math.floor(random() * (WORLD_WIDTH + 1)),
      y: Math.floor(random() * (WORLD_HEIGHT + 1)),
    }));
    expect(encodeMoves(moves)).toBe(referenceEncoding(moves));
    expect(decodeAll(encodeMoves(moves)).moves).toEqual(moves);
  });

  it('sends whole pixels: positions are rounded, and clamped into the codec range', () => {
    const batch = encodeMoves([
      { presenceId: 7, x: 1234.49, y: 99.5 },
      { presenceId: 8, x: -3, y: Number.NaN },
      { presenceId: 9, x: 10_000, y: MAX_MOVE_COORDINATE + 0.4 },
    ]);
    expect(decodeAll(batch).moves).toEqual([
      { presenceId: 7, x: 1234, y: 100 },
      { presenceId: 8, x: 0, y: 0 },
      { presenceId: 9, x: MAX_MOVE_COORDINATE, y: MAX_MOVE_COORDINATE },
    ]);
  });

  it('joins the batches of several cells by concatenation', () => {
    const a = [{ presenceId: 3, x: 10, y: 20 }];
    const b = [
      { presenceId: 4, x: 30, y: 40 },
      { presenceId: 5, x: 50, y: 60 },
    ];
    expect(decodeAll(encodeMoves(a) + encodeMoves(b))).toEqual({ count: 3, moves: [...a, ...b] });
  });

  it('writes a record into a byte buffer at any offset, as the server tick does', () => {
    const bytes = new Uint8Array(3 * MOVE_RECORD_CHARS).fill(0x3d);
    writeMoveRecord(bytes, MOVE_RECORD_CHARS, 513, 4000, 3000);
    const text = String.fromCharCode(...bytes.subarray(MOVE_RECORD_CHARS, 2 * MOVE_RECORD_CHARS));
    expect(text).toBe(encodeMoves([{ presenceId: 513, x: 4000, y: 3000 }]));
    expect(bytes[0]).toBe(0x3d);
    expect(bytes[2 * MOVE_RECORD_CHARS]).toBe(0x3d);
  });

  it('refuses presence ids it cannot carry', () => {
    for (const presenceId of [0, -1, MAX_PRESENCE_ID + 1, 1.5]) expect(() => encodeMoves([{ presenceId, x: 1, y: 1 }])).toThrow(RangeError);
  });

  it('reads an empty batch as no moves', () => {
    expect(decodeAll('')).toEqual({ count: 0, moves: [] });
    expect(countMoves('')).toBe(0);
  });

  it('refuses a batch that is not whole valid records', () => {
    const good = encodeMoves([
      { presenceId: 1, x: 5, y: 6 },
      { presenceId: 2, x: 7, y: 8 },
    ]);
    expect(decodeAll(good.slice(0, -1)).count).toBe(-1);
    expect(countMoves(good.slice(0, -1))).toBe(-1);
    // A character outside the alphabet stops the decoding at that record.
    const bad = decodeAll(`${good.slice(0, 8)}AAA=AAAA`);
    expect(bad.count).toBe(-1);
    expect(bad.moves).toEqual([{ presenceId: 1, x: 5, y: 6 }]);
    expect(decodeAll('AAAA\u00e9AAA').count).toBe(-1);
    // Presence id 0 is never given out.
    expect(decodeAll('AAAAAAAA').count).toBe(-1);
    expect(decodeAll(42 as unknown as string).count).toBe(-1);
  });

  it('counts a batch without reading it', () => {
    expect(countMoves(encodeMoves([{ presenceId: 1, x: 1, y: 1 }]).repeat(300))).toBe(300);
  });
});
