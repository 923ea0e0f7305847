import type { ErrorReport, LogUpload } from '@silkroad/shared';
import { describe, expect, it, vi } from 'vitest';
import { createWebLocalRecords } from '../platform/web-local-records';
import { ClientLog } from './client-log';
import { ErrorReporter } from './error-reporter';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function harness() {
  const records = createWebLocalRecords(memoryStorage());
  const uploads: LogUpload[] = [];
  const reports: ErrorReport[] = [];
  let serverUp = true;
  const errors = new ErrorReporter({ sessionId: 's', send: async (report) => void reports.push(report), schedule: () => () => undefined });
  const log = new ClientLog({
    records,
    errors,
    upload: async (upload) => {
      if (!serverUp) throw new Error('offline');
      uploads.push(upload);
    },
    now: () => Date.UTC(2026, 10, 25, 9),
    userAgent: 'test-agent',
    url: () => '/world',
  });
  return { log, records, uploads, reports, errors, setServerUp: (up: boolean) => (serverUp = up) };
}

/** Waits until the log holds `count` entries: ClientLog stores them without waiting, so logging never throws. */
async function stored(h: ReturnType<typeof harness>, count: number): Promise<void> {
  await vi.waitFor(async () => expect(await h.records.pendingLogs(10)).toHaveLength(count));
}

describe('ClientLog', () => {
  it('keeps every entry and uploads all but errors to /api/logs, once', async () => {
    const h = harness();
    h.log.info('Connecting to server...', { attempt: 1 });
    h.log.warn('Low frame rate');
    h.log.error('Failed to load player data', { status: 500 });
    await stored(h, 3);
    expect(await h.log.upload()).toBe(2);
    expect(h.uploads).toHaveLength(1);
    expect(h.uploads[0]).toMatchObject({ userAgent: 'test-agent', url: '/world', timestamp: '2026-11-25T09:00:00.000Z' });
    expect(h.uploads[0]?.logs.map((e) => [e.level, e.message])).toEqual([
      ['info', 'Connecting to server...'],
      ['warn', 'Low frame rate'],
    ]);
    expect(await h.records.pendingLogs(10)).toEqual([]);
    expect(await h.log.upload()).toBe(0);
    expect(h.uploads).toHaveLength(1);
  });

  it('sends errors at once through the error reporter', async () => {
    const h = harness();
    h.log.error('Failed to load player data', { status: 500 }, 'stack here');
    await h.errors.flush();
    expect(h.reports[0]?.errors[0]).toMatchObject({ level: 'error', message: 'Failed to load player data', stack: 'stack here', context: { status: 500 } });
  });

  it('keeps entries queued while the server cannot be reached, and sends them later', async () => {
    const h = harness();
    h.setServerUp(false);
    h.log.info('one');
    await stored(h, 1);
    expect(await h.log.upload()).toBe(0);
    expect(await h.records.pendingLogs(10)).toHaveLength(1);
    h.setServerUp(true);
    h.log.info('two');
    await stored(h, 2);
    expect(await h.log.upload()).toBe(2);
    expect(h.uploads[0]?.logs.map((e) => e.message)).toEqual(['one', 'two']);
  });

  it('shares one upload between concurrent calls', async () => {
    const h = harness();
    h.log.info('one');
    await stored(h, 1);
    const [a, b] = await Promise.all([h.log.upload(), h.log.upload()]);
    expect([a, b]).toEqual([1, 1]);
    expect(h.uploads).toHaveLength(1);
  });
});
