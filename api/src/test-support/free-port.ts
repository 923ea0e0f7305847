import { createServer } from 'node:net';

/**
 * A TCP port on loopback that was free a moment ago. Another process may take it before the
 * caller binds it, so callers that can retry on EADDRINUSE should.
 */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}
