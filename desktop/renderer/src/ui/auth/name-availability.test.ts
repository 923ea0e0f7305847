import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type NameCheckResult } from '../../net/api-client';
import { NameAvailabilityChecker, type Availability } from './name-availability';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const updates: Availability[] = [];
  const requests: { name: string; reply: ReturnType<typeof deferred<NameCheckResult>> }[] = [];
  const checker = new NameAvailabilityChecker({
    check: (name) => {
      const reply = deferred<NameCheckResult>();
      requests.push({ name, reply });
      return reply.promise;
    },
    onUpdate: (a) => updates.push(a),
  });
  return { checker, updates, requests };
}

describe('NameAvailabilityChecker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks 500 ms after the last change', async () => {
    const { checker, requests, updates } = setup();
    checker.request('Ad');
    await vi.advanceTimersByTimeAsync(300);
    checker.request('Ada');
    await vi.advanceTimersByTimeAsync(499);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.map((r) => r.name)).toEqual(['Ada']);
    expect(updates).toEqual([{ name: 'Ada', kind: 'checking' }]);
    requests[0]!.reply.resolve({ available: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(updates.at(-1)).toEqual({ name: 'Ada', kind: 'available' });
  });

  it('runs one check at a time and re-checks the newest name after it returns', async () => {
    const { checker, requests, updates } = setup();
    checker.request('Ada');
    await vi.advanceTimersByTimeAsync(500);
    checker.request('Adam');
    await vi.advanceTimersByTimeAsync(500);
    expect(requests.map((r) => r.name)).toEqual(['Ada']);
    requests[0]!.reply.resolve({ available: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.map((r) => r.name)).toEqual(['Ada', 'Adam']);
    expect(updates.some((u) => u.name === 'Ada' && u.kind === 'available')).toBe(false);
    requests[1]!.reply.resolve({ available: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(updates.at(-1)).toEqual({ name: 'Adam', kind: 'unavailable', message: 'Name is not available' });
  });

  it("shows the server's reason, or a failed check", async () => {
    const { checker, requests, updates } = setup();
    checker.request('Ada');
    await vi.advanceTimersByTimeAsync(500);
    requests[0]!.reply.resolve({ available: false, error: 'That name is taken' });
    await vi.advanceTimersByTimeAsync(0);
    expect(updates.at(-1)).toMatchObject({ kind: 'unavailable', message: 'That name is taken' });

    checker.request('Bob');
    await vi.advanceTimersByTimeAsync(500);
    requests[1]!.reply.reject(new ApiError('This name is not allowed.', 400));
    await vi.advanceTimersByTimeAsync(0);
    expect(updates.at(-1)).toMatchObject({ kind: 'unavailable', message: 'This name is not allowed.' });

    checker.request('Cy');
    await vi.advanceTimersByTimeAsync(500);
    requests[2]!.reply.reject(new ApiError('Cannot connect to server. Please check your connection.', 0));
    await vi.advanceTimersByTimeAsync(0);
    expect(updates.at(-1)).toMatchObject({ kind: 'failed', message: 'Failed to check availability' });
  });

  it('cancels the pending check when the input becomes invalid', async () => {
    const { checker, requests } = setup();
    checker.request('Ada');
    checker.request(null);
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(0);
  });

  it('does not check an unchanged name twice', async () => {
    const { checker, requests } = setup();
    checker.request('Ada');
    await vi.advanceTimersByTimeAsync(500);
    requests[0]!.reply.resolve({ available: true });
    await vi.advanceTimersByTimeAsync(0);
    checker.request('Ada');
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(1);
  });
});
