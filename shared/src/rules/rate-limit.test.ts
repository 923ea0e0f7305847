import { describe, expect, it } from 'vitest';
import { admitInWindow, KeyedRateLimiter } from './rate-limit';

const rule = { count: 3, windowMs: 1000 };

describe('admitInWindow', () => {
  it('admits up to the count inside a window, then refuses', () => {
    let history: number[] = [];
    const verdicts: boolean[] = [];
    for (const at of [0, 10, 20, 30]) {
      const result = admitInWindow(history, at, rule);
      verdicts.push(result.admitted);
      history = result.history;
    }
    expect(verdicts).toEqual([true, true, true, false]);
  });

  it('admits again once the oldest event has left the window', () => {
    const history = [0, 10, 20];
    expect(admitInWindow(history, 999, rule).admitted).toBe(false);
    expect(admitInWindow(history, 1000, rule).admitted).toBe(true);
  });

  it('does not record refused events, so a flood does not extend its own ban', () => {
    const result = admitInWindow([0, 10, 20], 500, rule);
    expect(result.history).toEqual([0, 10, 20]);
  });

  it('does not change the history it was given', () => {
    const history = [0];
    admitInWindow(history, 5, rule);
    expect(history).toEqual([0]);
  });
});

describe('KeyedRateLimiter', () => {
  it('keeps one window per key', () => {
    const limiter = new KeyedRateLimiter(rule);
    for (let i = 0; i < 3; i += 1) expect(limiter.tryTake('a', i)).toBe(true);
    expect(limiter.tryTake('a', 3)).toBe(false);
    expect(limiter.tryTake('b', 3)).toBe(true);
  });

  it('forgets keys whose window has passed when swept', () => {
    const limiter = new KeyedRateLimiter(rule);
    limiter.tryTake('old', 0);
    limiter.tryTake('new', 900);
    limiter.sweep(1000);
    expect(limiter.size).toBe(1);
  });
});
