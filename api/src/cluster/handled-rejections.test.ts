import { describe, expect, it } from 'vitest';
import { handleRejections } from './handled-rejections';

class Client {
  calls = 0;
  publish(channel: string): Promise<number> {
    this.calls += 1;
    return channel === 'down' ? Promise.reject(new Error('Connection is closed.')) : Promise.resolve(1);
  }
}

describe('handleRejections', () => {
  it('a rejection nobody awaits is handled (reported, not an unhandled rejection), and awaiting callers still see it', async () => {
    const seen: string[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const client = handleRejections(new Client(), ['publish'], (error, method) => seen.push(`${method}: ${(error as Error).message}`));
      void client.publish('down');
      await expect(client.publish('down')).rejects.toThrow('Connection is closed.');
      expect(await client.publish('up')).toBe(1);
      // Node reports a rejection as unhandled once the microtasks have run out: a turn of the event loop later.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      expect(seen).toEqual(['publish: Connection is closed.', 'publish: Connection is closed.']);
      expect(client.calls).toBe(3);
      // Only this instance is changed.
      expect(Object.hasOwn(new Client(), 'publish')).toBe(false);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
