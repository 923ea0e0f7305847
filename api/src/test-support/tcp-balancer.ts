import { connect, createServer, type Server, type Socket } from 'node:net';

export interface Backend {
  host: string;
  port: number;
}

/**
 * A TCP load balancer on loopback, as a test stand-in for haproxy or nginx's stream module in
 * front of several game servers: round-robin per connection, no stickiness, and a backend that
 * refuses the connection is skipped (so after one server dies, reconnecting clients reach the
 * others). A WebSocket is one TCP connection, so it stays on the server it reached.
 */
export class TcpBalancer {
  private next = 0;
  private readonly pairs = new Set<{ client: Socket; upstream: Socket; backend: Backend }>();

  private constructor(
    private readonly server: Server,
    private readonly backends: Backend[],
    readonly port: number,
  ) {}

  static async start(backends: Backend[]): Promise<TcpBalancer> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    const balancer = new TcpBalancer(server, [...backends], typeof address === 'object' && address ? address.port : 0);
    server.on('connection', (client) => balancer.route(client));
    return balancer;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  add(backend: Backend): void {
    this.backends.push(backend);
  }

  /** Open connections per backend port: which server each client reached. */
  connectionsByPort(): Map<number, number> {
    const counts = new Map<number, number>();
    for (const { backend } of this.pairs) counts.set(backend.port, (counts.get(backend.port) ?? 0) + 1);
    return counts;
  }

  private route(client: Socket): void {
    client.pause();
    client.on('error', () => client.destroy());
    this.tryBackend(client, 0);
  }

  private tryBackend(client: Socket, tried: number): void {
    if (tried >= this.backends.length || client.destroyed) {
      client.destroy();
      return;
    }
    const backend = this.backends[this.next % this.backends.length]!;
    this.next += 1;
    const upstream = connect(backend.port, backend.host);
    upstream.once('error', () => {
      upstream.destroy();
      // Refused (the server is down): the client never noticed, so the next backend can take it.
      if (!pair) this.tryBackend(client, tried + 1);
      else client.destroy();
    });
    let pair: { client: Socket; upstream: Socket; backend: Backend } | undefined;
    upstream.once('connect', () => {
      if (client.destroyed) {
        upstream.destroy();
        return;
      }
      pair = { client, upstream, backend };
      this.pairs.add(pair);
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
      const done = () => {
        if (pair) this.pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.once('close', done);
      upstream.once('close', done);
    });
  }

  async close(): Promise<void> {
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
