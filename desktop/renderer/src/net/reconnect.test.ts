import { describe, expect, it } from 'vitest';
import { reconnectDelayMs, shouldReconnectAfter } from './reconnect';

describe('reconnect schedule', () => {
  it('waits 2 s times the attempt number for five attempts, then gives up', () => {
    expect([1, 2, 3, 4, 5].map((n) => reconnectDelayMs(n))).toEqual([2000, 4000, 6000, 8000, 10000]);
    expect(reconnectDelayMs(6)).toBeNull();
    expect(reconnectDelayMs(0)).toBeNull();
  });

  it('does not retry a disconnect the client asked for', () => {
    expect(shouldReconnectAfter('io client disconnect')).toBe(false);
    expect(shouldReconnectAfter('io server disconnect')).toBe(true);
    expect(shouldReconnectAfter('transport close')).toBe(true);
    expect(shouldReconnectAfter('ping timeout')).toBe(true);
  });
});
