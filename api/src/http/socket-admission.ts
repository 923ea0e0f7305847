import { ServerResponse, type IncomingMessage } from 'node:http';
import type { ServerConfig } from '../config';
import type { RateLimits } from '../rate-limits';
import { requestAddress } from './client-address';
import { Refusal } from './refusal';

/** engine.io's defaults (app.ts keeps them): a session whose client went away closes after pingInterval + pingTimeout. */
const DEFAULT_PING_INTERVAL_MS = 25_000;
const DEFAULT_PING_TIMEOUT_MS = 20_000;

type Next = (error?: unknown) => void;

/** An engine.io session, as far as admission needs it: the request that made it, and its end. */
interface EngineSession {
  request: IncomingMessage;
  once(event: 'close', listener: () => void): unknown;
}

/** The parts of socket.io's engine (`io.engine`) admission uses; engine.io types its events loosely. */
export interface AdmittingEngine {
  opts: { pingInterval?: number; pingTimeout?: number };
  use(middleware: (req: IncomingMessage, res: ServerResponse, next: Next) => void): void;
  on(event: 'connection', listener: (session: EngineSession) => void): unknown;
  on(event: 'connection_error', listener: (failure: { req: IncomingMessage }) => void): unknown;
}

/** A handshake carries no session id; every later request of a session does. */
function isHandshake(req: IncomingMessage): boolean {
  return !new URL(req.url ?? '/', 'http://engine.invalid').searchParams.has('sid');
}

/**
 * Who may open an engine.io session (issue 17, defect 5). Each session costs memory from its
 * handshake on, before socket.io's middleware (and the access token) sees it, so handshakes are
 * counted per address (the socketHandshake budget, in the shared rate-limit store) and the
 * sessions an address holds open are capped (openPerAddress, in this process: memory is per
 * process). An engine.io middleware rather than allowRequest does it because a middleware can
 * answer 429 with Retry-After, where allowRequest can only say 403 or 400.
 *
 * A handshake admitted counts as open at once, until its session is made (then until it closes)
 * or it fails, so a burst cannot slip past the cap while the sessions are being made.
 */
export class SocketAdmission {
  private readonly open = new Map<string, number>();
  /** Admitted handshakes whose session is not made yet, with their address and how to stop watching their connection. */
  private readonly pending = new Map<IncomingMessage, { address: string; forget: () => void }>();
  private sessionLifetimeMs = DEFAULT_PING_INTERVAL_MS + DEFAULT_PING_TIMEOUT_MS;

  constructor(
    private readonly rateLimits: RateLimits,
    private readonly config: Pick<ServerConfig, 'trustProxy' | 'rateLimits'>,
  ) {}

  /** Guards every handshake `engine` receives from now on. */
  attach(engine: AdmittingEngine): void {
    this.sessionLifetimeMs = (engine.opts.pingInterval ?? DEFAULT_PING_INTERVAL_MS) + (engine.opts.pingTimeout ?? DEFAULT_PING_TIMEOUT_MS);
    engine.use((req, res, next) => {
      if (!isHandshake(req)) {
        next();
        return;
      }
      this.admit(req, res, next).catch(next);
    });
    engine.on('connection', (session) => {
      this.opened(session);
    });
    // Refused further on (origin, transport, protocol): the place it held is free again.
    engine.on('connection_error', ({ req }) => {
      this.settle(req, true);
    });
  }

  /** Sessions open (or being made) from `address` in this process. */
  openFrom(address: string): number {
    return this.open.get(address) ?? 0;
  }

  private async admit(req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> {
    const address = requestAddress(req, this.config);
    const verdict = await this.rateLimits.take('socketHandshake', { address });
    if (!verdict.allowed) {
      refuse(req, res, verdict.retryAfterMs);
      return;
    }
    const cap = this.config.rateLimits.socketHandshake.openPerAddress;
    // An abandoned session holds its place until its ping times out: that is when to try again.
    if (cap !== undefined && this.openFrom(address) >= cap) {
      refuse(req, res, this.sessionLifetimeMs);
      return;
    }
    this.count(address, 1);
    // A handshake can also die without a word from engine.io (a WebSocket upgrade that fails):
    // its connection closing frees the place then.
    const forget = () => {
      req.socket.off('close', onClose);
    };
    const onClose = () => {
      this.settle(req, true);
    };
    req.socket.once('close', onClose);
    this.pending.set(req, { address, forget });
    next();
  }

  private opened(session: EngineSession): void {
    const admitted = this.settle(session.request, false);
    const address = admitted ?? requestAddress(session.request, this.config);
    // Made without passing admission (no such path today): counted all the same.
    if (admitted === undefined) this.count(address, 1);
    session.once('close', () => {
      this.count(address, -1);
    });
  }

  /** Ends the wait of an admitted handshake: `release` frees its place (it failed), else the session keeps it. */
  private settle(req: IncomingMessage, release: boolean): string | undefined {
    const entry = this.pending.get(req);
    if (!entry) return undefined;
    this.pending.delete(req);
    entry.forget();
    if (release) this.count(entry.address, -1);
    return entry.address;
  }

  private count(address: string, delta: number): void {
    const next = (this.open.get(address) ?? 0) + delta;
    // No entry for an address with nothing open: the map stays as small as what is open.
    if (next > 0) this.open.set(address, next);
    else this.open.delete(address);
  }
}

/**
 * 429 with Retry-After and the refusal table's body. A WebSocket handshake has no response
 * object (engine.io hands middlewares a stand-in), so its answer is written on the connection.
 */
function refuse(req: IncomingMessage, res: ServerResponse, retryAfterMs: number): void {
  const refusal = new Refusal('RATE_LIMITED', undefined, retryAfterMs);
  const body = JSON.stringify(refusal.body);
  const headers = { 'Content-Type': 'application/json', 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) };
  if (res instanceof ServerResponse) {
    res.writeHead(refusal.status, headers);
    res.end(body);
    return;
  }
  const head = Object.entries({ ...headers, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  // The client may be gone already; nothing is left to tell it.
  req.socket.on('error', () => undefined);
  req.socket.end(`HTTP/1.1 ${refusal.status} Too Many Requests\r\n${head}\r\n${body}`);
}
