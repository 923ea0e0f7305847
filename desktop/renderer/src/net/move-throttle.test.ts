import { describe, expect, it } from 'vitest';
import { MoveThrottle } from './move-throttle';

describe('move throttle', () => {
  it('sends the first move at once', () => {
    const throttle = new MoveThrottle(100, 5);
    expect(throttle.offer({ x: 10, y: 10 }, 0)).toEqual({ kind: 'send', position: { x: 10, y: 10 } });
  });

  it('holds a step of 5 px or less, which a bigger move replaces', () => {
    const throttle = new MoveThrottle(100, 5);
    throttle.offer({ x: 0, y: 0 }, 0);
    expect(throttle.offer({ x: 3, y: 4 }, 500)).toEqual({ kind: 'wait', waitMs: 100 });
    expect(throttle.offer({ x: 6, y: 0 }, 510)).toEqual({ kind: 'send', position: { x: 6, y: 0 } });
    expect(throttle.flush(600)).toEqual({ kind: 'skip' });
  });

  it('sends where the player stopped, however close to the last report', () => {
    const throttle = new MoveThrottle(100, 5);
    throttle.offer({ x: 0, y: 0 }, 0);
    expect(throttle.offer({ x: 2, y: 1 }, 40)).toEqual({ kind: 'wait', waitMs: 100 });
    expect(throttle.flush(140)).toEqual({ kind: 'send', position: { x: 2, y: 1 } });
    expect(throttle.offer({ x: 2, y: 1 }, 300)).toEqual({ kind: 'skip' });
  });

  it('sends a small last step no sooner than the interval after the last report', () => {
    const throttle = new MoveThrottle(100, 5);
    throttle.offer({ x: 0, y: 0 }, 0);
    throttle.offer({ x: 3, y: 0 }, 10);
    expect(throttle.flush(50)).toEqual({ kind: 'wait', waitMs: 50 });
    expect(throttle.flush(100)).toEqual({ kind: 'send', position: { x: 3, y: 0 } });
  });

  it('holds moves inside the interval and flushes the latest one', () => {
    const throttle = new MoveThrottle(100, 5);
    throttle.offer({ x: 0, y: 0 }, 0);
    expect(throttle.offer({ x: 10, y: 0 }, 30)).toEqual({ kind: 'wait', waitMs: 70 });
    expect(throttle.offer({ x: 20, y: 0 }, 60)).toEqual({ kind: 'wait', waitMs: 40 });
    expect(throttle.flush(100)).toEqual({ kind: 'send', position: { x: 20, y: 0 } });
    expect(throttle.flush(200)).toEqual({ kind: 'skip' });
  });

  it('never sends two reports closer than the interval', () => {
    const throttle = new MoveThrottle(100, 5);
    const sentAt: number[] = [];
    for (let t = 0; t <= 1000; t += 16) {
      const decision = throttle.offer({ x: t, y: 0 }, t);
      if (decision.kind === 'send') sentAt.push(t);
    }
    for (let i = 1; i < sentAt.length; i++) expect(sentAt[i]! - sentAt[i - 1]!).toBeGreaterThanOrEqual(100);
    expect(sentAt.length).toBeGreaterThanOrEqual(9);
  });

  it('drops a held move that came back to the reported position', () => {
    const throttle = new MoveThrottle(100, 5);
    throttle.offer({ x: 0, y: 0 }, 0);
    throttle.offer({ x: 10, y: 0 }, 20);
    throttle.offer({ x: 0, y: 0 }, 40);
    expect(throttle.flush(100)).toEqual({ kind: 'skip' });
  });

  it('treats acknowledged positions as known to the server', () => {
    const throttle = new MoveThrottle(100, 5);
    throttle.acknowledge({ x: 400, y: 300 });
    expect(throttle.offer({ x: 400, y: 300 }, 0)).toEqual({ kind: 'skip' });
    throttle.reset();
    expect(throttle.offer({ x: 402, y: 300 }, 0).kind).toBe('send');
  });
});
