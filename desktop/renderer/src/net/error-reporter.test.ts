import type { ErrorReport } from '@silkroad/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_BATCH_SIZE, ERROR_QUEUE_LIMIT, ErrorReporter, describeThrown } from './error-reporter';

/** A reporter on the page's own clock and timers, faked by Vitest (beforeEach): the test moves time. */
function harness(send: (report: ErrorReport) => Promise<void> = async () => {}) {
  const sent: ErrorReport[] = [];
  const reporter = new ErrorReporter({
    sessionId: 'page-1',
    send: async (report) => {
      sent.push(report);
      await send(report);
    },
  });
  /** Moves the clock forward, firing each flush due on the way and letting its send settle. */
  const advance = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
  };
  return { reporter, sent, advance };
}

describe('ErrorReporter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('batches errors reported close together into one request', async () => {
    const { reporter, sent, advance } = harness();
    reporter.report({ level: 'error', message: 'a' });
    reporter.report({ level: 'error', message: 'b', stack: 'at x' });
    await advance(2_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.sessionId).toBe('page-1');
    expect(sent[0]!.errors.map((e) => e.message)).toEqual(['a', 'b']);
    expect(sent[0]!.errors[1]!.stack).toBe('at x');
  });

  it('drops repeats of one message inside the dedupe window', async () => {
    const { reporter, sent, advance } = harness();
    for (let i = 0; i < 10; i++) reporter.report({ level: 'error', message: 'same' });
    await advance(2_000);
    expect(sent[0]!.errors).toHaveLength(1);
  });

  it('bounds the queue and the batch size', async () => {
    const { reporter, sent, advance } = harness();
    for (let i = 0; i < 80; i++) reporter.report({ level: 'error', message: `e${i}` });
    expect(reporter.pending).toBe(ERROR_QUEUE_LIMIT);
    await advance(2_000);
    // The rest follow at once, a batch a flush (on the fake clock a 0 ms timer set while timers run falls 1 ms later).
    await advance(1);
    await advance(1);
    await advance(1);
    expect(sent.every((r) => r.errors.length <= ERROR_BATCH_SIZE)).toBe(true);
    expect(sent.reduce((n, r) => n + r.errors.length, 0)).toBe(ERROR_QUEUE_LIMIT);
  });

  it('backs off after a failed send and never reports its own failure', async () => {
    const { reporter, sent, advance } = harness(async () => {
      throw new Error('server down');
    });
    reporter.report({ level: 'error', message: 'first' });
    await advance(2_000);
    expect(sent).toHaveLength(1);
    reporter.report({ level: 'error', message: 'second' });
    await advance(2_000);
    expect(sent).toHaveLength(1);
    await advance(60_000);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.errors.map((e) => e.message)).toEqual(['second']);
  });

  it('truncates long messages', async () => {
    const { reporter, sent, advance } = harness();
    reporter.report({ level: 'error', message: 'x'.repeat(5_000), stack: 'y'.repeat(20_000) });
    await advance(2_000);
    expect(sent[0]!.errors[0]!.message).toHaveLength(2_000);
    expect(sent[0]!.errors[0]!.stack).toHaveLength(8_000);
  });

  it('describes anything thrown', () => {
    expect(describeThrown(new Error('boom')).message).toBe('boom');
    expect(describeThrown('text')).toEqual({ message: 'text' });
    expect(describeThrown({ a: 1 })).toEqual({ message: '{"a":1}' });
    expect(describeThrown(undefined)).toEqual({ message: 'undefined' });
  });
});
