import { createServer } from 'node:net';

export const LOOPBACK_HOST = '127.0.0.1';

/** Whether `port` can be bound on loopback now (a probe: it is released again at once). */
function tryBind(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(null));
    probe.listen(port, LOOPBACK_HOST, () => {
      const address = probe.address();
      const bound = typeof address === 'object' && address ? address.port : null;
      probe.close(() => resolve(bound));
    });
  });
}

/**
 * A port for the offline server: `preferred` when it is free, else one the system picks. The
 * server's public URL (in its sign-in redirects) must name its port before it listens, hence the
 * probe; another program could take the port in between, and the start then fails with
 * EADDRINUSE.
 */
export async function pickLoopbackPort(preferred: number | null): Promise<number> {
  if (preferred !== null) {
    const bound = await tryBind(preferred);
    if (bound !== null) return bound;
  }
  const any = await tryBind(0);
  if (any === null) throw new Error('no free port on 127.0.0.1 for the offline server');
  return any;
}
