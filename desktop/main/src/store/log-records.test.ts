import { LOG_MAX_ENTRIES, persistedLogBytes, randomInt, seededRandom, trimLog, type LogEntry } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { openLocalDatabase } from './local-database';
import { createLogRecords, type LogRecordsOptions } from './log-records';
import { useTestFolders } from './test-folders';

const { folder, closeAfter } = useTestFolders();

function entry(message: string, extra: Partial<LogEntry> = {}): LogEntry {
  return { timestamp: '2025-03-04T05:06:07.089Z', level: 'info', message, ...extra };
}

function entries(from: number, count: number, make: (n: number) => LogEntry = (n) => entry(`entry ${n}`)): LogEntry[] {
  return Array.from({ length: count }, (_, i) => make(from + i));
}

async function openRecords(options: LogRecordsOptions = {}) {
  const database = closeAfter(await openLocalDatabase({ directory: folder() }));
  const logs = createLogRecords(database, options);
  /** Every stored row, oldest first. */
  const stored = () => database.all(database.builder.selectFrom('logs').select(['id', 'message', 'sent', 'byte_size']).orderBy('id'));
  return { database, logs, stored };
}

describe('log records', () => {
  it('gives the oldest unsent entries, and forgets them once marked sent', async () => {
    const { logs } = await openRecords();
    const full = entry('with everything', { level: 'error', stack: 'Error: boom\n    at game.ts:1', context: { city: 'Baghdad', copper: 12, nested: { ok: true } } });
    logs.append([full, ...entries(1, 4)]);
    logs.append(entries(5, 3));

    const first = logs.pending(3);
    expect(first.map((pending) => pending.entry)).toEqual([full, entry('entry 1'), entry('entry 2')]);
    expect(first.map((pending) => pending.id)).toEqual([1, 2, 3]);
    expect(logs.pending(100)).toHaveLength(8);

    logs.markSent([1, 3, 999]);
    expect(logs.pending(3).map((pending) => pending.id)).toEqual([2, 4, 5]);
    logs.markSent(logs.pending(100).map((pending) => pending.id));
    expect(logs.pending(100)).toEqual([]);

    logs.append([entry('later')]);
    expect(logs.pending(100)).toEqual([{ id: 9, entry: entry('later') }]);
    expect(logs.pending(0)).toEqual([]);
    expect(logs.pending(-1)).toEqual([]);
    logs.append([]);
    logs.markSent([]);
  });

  it('keeps the newest 1000 entries, sent or not, and never reuses an id', async () => {
    const { logs, stored } = await openRecords();
    for (let batch = 0; batch < 11; batch += 1) logs.append(entries(batch * 100, 100));
    // 50 is trimmed already: ignored.
    logs.markSent([50, 1050]);
    const rows = stored();
    expect(rows).toHaveLength(LOG_MAX_ENTRIES);
    expect(rows[0]).toMatchObject({ id: 101, message: 'entry 100' });
    expect(rows.at(-1)).toMatchObject({ id: 1100, message: 'entry 1099' });
    expect(logs.pending(1)).toEqual([{ id: 101, entry: entry('entry 100') }]);

    logs.append(entries(1100, 5));
    expect(stored()[0]).toMatchObject({ id: 106 });
    expect(stored().at(-1)).toMatchObject({ id: 1105 });
    expect(logs.pending(1000)).toHaveLength(999);
  });

  it('halves a log over the byte limit to its newest entries', async () => {
    const message = (n: number) => `entry ${n} `.padEnd(190, '.');
    const oneEntry = persistedLogBytes([entry(message(0))]) - 2;
    // Room for 40 entries (each, plus a comma) and the brackets.
    const maxBytes = 40 * (oneEntry + 1) + 1;
    const { logs, stored } = await openRecords({ maxBytes });

    logs.append(entries(0, 40, (n) => entry(message(n))));
    expect(stored()).toHaveLength(40);
    expect(stored().every((row) => row.byte_size === oneEntry)).toBe(true);

    logs.append([entry(message(40))]);
    // 41 is over the limit: the newest ceil-half-dropped, 20, stay.
    expect(stored().map((row) => row.message)).toEqual(entries(21, 20, (n) => entry(message(n))).map((e) => e.message));
  });

  it('trims exactly as trimLog does, whatever mix of counts and sizes arrives', async () => {
    const maxBytes = 150_000;
    const { logs, stored } = await openRecords({ maxBytes });
    const random = seededRandom(9);
    let expected: LogEntry[] = [];
    let n = 0;
    for (let batch = 0; batch < 60; batch += 1) {
      const added = entries(n, randomInt(random, 1, 100), (i) =>
        entry(`entry ${i} ${'é'.repeat(randomInt(random, 0, randomInt(random, 0, 1) === 0 ? 50 : 1500))}`, {
          ...(randomInt(random, 0, 3) === 0 ? { stack: 'at '.repeat(randomInt(random, 1, 300)) } : {}),
          ...(randomInt(random, 0, 2) === 0 ? { context: { n: i, tags: ['a', 'ü'], deep: { list: [1, 2, 3] } } } : {}),
        }),
      );
      n += added.length;
      logs.append(added);
      expected = trimLog([...expected, ...added], maxBytes);
      expect(stored().map((row) => row.message)).toEqual(expected.map((e) => e.message));
    }
    expect(logs.pending(LOG_MAX_ENTRIES).map((pending) => pending.entry)).toEqual(expected);
    // The sizes the trim sums are the bytes the shared rule measures.
    expect(stored().reduce((sum, row) => sum + row.byte_size, 0) + stored().length + 1).toBe(persistedLogBytes(expected));
  });

  it('keeps one entry bigger than the whole limit, as trimLog does', async () => {
    const { logs, stored } = await openRecords({ maxBytes: 1_000 });
    logs.append([entry('small'), entry('huge', { stack: 'x'.repeat(5_000) })]);
    expect(stored().map((row) => row.message)).toEqual(['huge']);
  });

  it('stores an entry as JSON has it, dropping a context JSON cannot hold', async () => {
    const { logs } = await openRecords();
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    logs.append([
      entry('dated', { context: { at: new Date(Date.UTC(2025, 0, 1)), missing: undefined } }),
      entry('bigint', { context: { copper: 10n } }),
      entry('cyclic', { context: cyclic }),
    ]);
    expect(logs.pending(10).map((pending) => pending.entry)).toEqual([
      entry('dated', { context: { at: '2025-01-01T00:00:00.000Z' } }),
      entry('bigint'),
      entry('cyclic'),
    ]);
  });

  it('stores none of a batch with an invalid entry', async () => {
    const { logs, stored } = await openRecords();
    expect(() => logs.append([entry('fine'), { ...entry('bad'), level: 'fatal' } as unknown as LogEntry])).toThrow();
    expect(() => logs.append([entry('x'.repeat(2001))])).toThrow();
    expect(stored()).toEqual([]);
  });

  it('drops a damaged row instead of letting it hold up the ones behind it', async () => {
    const { database, logs, stored } = await openRecords();
    logs.append(entries(1, 5));
    database.run(database.builder.updateTable('logs').set({ level: 'shout' }).where('id', 'in', [1, 2]));
    database.run(database.builder.updateTable('logs').set({ context_json: '{"torn' }).where('id', '=', 3));
    expect(logs.pending(2)).toEqual([
      { id: 3, entry: entry('entry 3') },
      { id: 4, entry: entry('entry 4') },
    ]);
    expect(stored().map((row) => row.id)).toEqual([3, 4, 5]);
  });
});
