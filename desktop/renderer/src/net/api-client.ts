import {
  apiErrorSchema,
  AUTH_ROUTES,
  MESSAGES,
  type RefusalDetails,
  type RouteReply,
  type RouteRequest,
  type RouteSpec,
  routeUrl,
  type SessionUser,
  type TokenRequest,
} from '@silkroad/shared';
import type { RefreshResult } from '../../../ipc/contract';
import type { StoredSession } from '../platform/platform';
import type { SessionStore } from './session-store';
import { needsRefresh } from './token-refresh';

/** A failed call. `status` 0 means the server could not be reached at all. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** The numbers behind the refusal (INSUFFICIENT_FUNDS: needed and held copper), to word it here. */
    readonly details?: RefusalDetails,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server looked at the request and said no (as opposed to being unreachable or broken). */
  get isRejection(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export interface ApiClientOptions {
  origin: string;
  sessions: SessionStore;
  fetch?: typeof fetch;
  /** Waits before a retry; injectable so tests need not sleep. */
  wait?: (ms: number) => Promise<void>;
  /**
   * Where the refresh token lives when the renderer may not hold it (the desktop app: the main
   * process keeps it encrypted). Without one, the refresh token is in the stored session.
   */
  tokenKeeper?: TokenKeeper | null;
}

/** Refreshes and revokes a session whose refresh token the renderer never sees. */
export interface TokenKeeper {
  refresh(): Promise<RefreshResult>;
  logout(): Promise<void>;
}

/**
 * A request refused for a burst (429 RATE_LIMITED) that may go again this soon is retried once
 * after the server's Retry-After: a refused request did nothing, so a retry is safe. A longer wait
 * (or a reset cooldown) is the player's to see.
 */
const RATE_LIMIT_RETRY_MAX_MS = 10_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  auth?: boolean;
  /**
   * Sends the access token when there is one, as it is: never refreshed, and a refusal of it does
   * not end the session (error reports and logs, which anyone may send).
   */
  optionalAuth?: boolean;
  timeoutMs?: number;
}

/** Timeouts the spec intends (spec 000 §7): sign-in 10 s, name check 5 s, name set 10 s. */
const DEFAULT_TIMEOUT_MS = 10_000;
const NAME_CHECK_TIMEOUT_MS = 5_000;

export interface NameCheckResult {
  available: boolean;
  error?: string;
}

/**
 * The game API over fetch. It owns the token lifecycle: it attaches the access token, refreshes it
 * once when the server answers TOKEN_EXPIRED, and ends the session when the refresh is refused.
 */
export class ApiClient {
  private readonly fetchImpl: typeof fetch;
  private refreshing: Promise<StoredSession> | null = null;
  /** Authorization codes are single-use: repeated exchanges of one code share one request. */
  private readonly exchanges = new Map<string, Promise<StoredSession>>();

  constructor(private readonly options: ApiClientOptions) {
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  get sessions(): SessionStore {
    return this.options.sessions;
  }

  exchangeCode(code: string, verifier: string): Promise<StoredSession> {
    let exchange = this.exchanges.get(code);
    if (!exchange) {
      exchange = this.tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier });
      this.exchanges.set(code, exchange);
    }
    return exchange;
  }

  /**
   * Rotates the refresh token. Concurrent callers share one request: the old refresh token dies
   * with the first use, so a second request would fail and end a perfectly good session.
   */
  refresh(): Promise<StoredSession> {
    if (!this.refreshing) {
      this.refreshing = this.doRefresh().finally(() => {
        this.refreshing = null;
      });
    }
    return this.refreshing;
  }

  /** A token good for at least another minute, refreshing first if needed (for the socket handshake). */
  async freshAccessToken(now: number = Date.now()): Promise<string> {
    const session = this.sessions.get();
    if (!session) throw new ApiError(MESSAGES.authRequired, 401);
    if (!needsRefresh(session.tokens.expiresAt, now)) return session.tokens.accessToken;
    return (await this.refresh()).tokens.accessToken;
  }

  /** Ends the session here whatever the server says: signing out must always work. */
  async logout(): Promise<void> {
    const session = this.sessions.get();
    this.sessions.clear();
    if (!session) return;
    if (this.options.tokenKeeper) {
      await this.options.tokenKeeper.logout().catch(() => undefined);
      return;
    }
    try {
      const route = AUTH_ROUTES.logout;
      await this.raw(
        routeUrl(route),
        { method: 'POST', headers: this.jsonHeaders(session.tokens.accessToken), body: JSON.stringify({ refreshToken: session.tokens.refreshToken }) },
        DEFAULT_TIMEOUT_MS,
      );
    } catch {
      // the refresh token expires on its own; nothing else to do
    }
  }

  async checkName(name: string): Promise<NameCheckResult> {
    const reply = await this.send(AUTH_ROUTES.checkName, { body: { name } }, { timeoutMs: NAME_CHECK_TIMEOUT_MS });
    return reply.error ? { available: reply.data.available, error: reply.error } : { available: reply.data.available };
  }

  async setInGameName(name: string): Promise<SessionUser> {
    const reply = await this.send(AUTH_ROUTES.setInGameName, { body: { name } });
    this.sessions.updateUser(reply.data.user);
    const session = this.sessions.get();
    if (!session) throw new ApiError(MESSAGES.authRequired, 401);
    return session.user;
  }

  /**
   * A route of the protocol map (`API_ROUTES`, imported by area so a screen's bundle holds only its own): its path, method and token from the map, its reply
   * checked against the map's schema. A refusal throws ApiError with the server's code; a reply
   * that does not match the schema throws ApiError with the code BAD_REPLY.
   */
  async send<S extends RouteSpec>(spec: S, request: RouteRequest<S>, options: { timeoutMs?: number } = {}): Promise<RouteReply<S>> {
    const { params, query, body } = request as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
    const reply = await this.request<unknown>(routeUrl(spec, params, query), {
      method: spec.method === 'get' ? 'GET' : spec.method === 'post' ? 'POST' : 'DELETE',
      body,
      auth: spec.access === 'player',
      optionalAuth: spec.access === 'optional-player',
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    });
    if (isRefusal(reply)) throw errorFrom(null, reply);
    const parsed = spec.reply?.safeParse(reply);
    if (!parsed?.success) throw new ApiError(`Unexpected reply from ${spec.method.toUpperCase()} ${spec.path}`, 200, 'BAD_REPLY');
    return parsed.data as RouteReply<S>;
  }

  private async doRefresh(): Promise<StoredSession> {
    const session = this.sessions.get();
    if (!session) throw new ApiError(MESSAGES.authRequired, 401);
    if (this.options.tokenKeeper) return this.refreshThroughKeeper(this.options.tokenKeeper);
    try {
      return await this.tokenRequest({ grant_type: 'refresh_token', refresh_token: session.tokens.refreshToken });
    } catch (error) {
      if (!(error instanceof ApiError && error.isRejection)) {
        // A network failure is not a verdict: the session stays and the next refresh tries again.
        throw error;
      }
      // Refused: maybe another tab rotated the token a moment ago; its newer session is good.
      const newer = this.sessions.newerStored();
      if (newer) return newer;
      // Otherwise a refused refresh token cannot come back to life: the session is over.
      this.sessions.clear();
      throw error;
    }
  }

  private async refreshThroughKeeper(keeper: TokenKeeper): Promise<StoredSession> {
    const result = await keeper.refresh();
    if (result.ok) {
      const session: StoredSession = { user: result.session.user, tokens: { ...result.session.tokens, refreshToken: '' } };
      this.sessions.set(session);
      return session;
    }
    if (result.reason === 'network') throw new ApiError(result.message || MESSAGES.cannotConnect, 0);
    // Refused, or signed out in the meantime: the session is over, as on the web.
    this.sessions.clear();
    throw new ApiError(result.message || MESSAGES.tokenExpired, 401);
  }

  private async tokenRequest(body: TokenRequest): Promise<StoredSession> {
    const json = await this.request<unknown>(routeUrl(AUTH_ROUTES.token), { method: 'POST', body });
    const parsed = AUTH_ROUTES.token.reply.safeParse(json);
    if (!parsed.success) throw new ApiError(MESSAGES.authNoUserData, 200);
    const session: StoredSession = { user: parsed.data.data.user, tokens: parsed.data.data.tokens };
    this.sessions.set(session);
    return session;
  }

  private async request<T>(path: string, options: RequestOptions, retried = false): Promise<T> {
    const session = options.auth || options.optionalAuth ? this.sessions.get() : null;
    if (options.auth && !session) throw new ApiError(MESSAGES.authRequired, 401);
    const response = await this.raw(
      path,
      {
        method: options.method ?? 'GET',
        headers: this.jsonHeaders(session?.tokens.accessToken ?? null),
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      },
      options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    const body = await readJson(response);
    if (response.ok) return body as T;

    const error = errorFrom(response, body);
    const retryAfterMs = Number(response.headers.get('retry-after') ?? NaN) * 1000;
    if (response.status === 429 && error.code === 'RATE_LIMITED' && !retried && retryAfterMs <= RATE_LIMIT_RETRY_MAX_MS) {
      await (this.options.wait ?? wait)(retryAfterMs);
      return this.request<T>(path, options, true);
    }
    if (options.auth && response.status === 401 && error.code === 'TOKEN_EXPIRED' && !retried) {
      await this.refresh();
      return this.request<T>(path, options, true);
    }
    if (options.auth && response.status === 401) this.sessions.clear();
    throw error;
  }

  private async raw(path: string, init: RequestInit, timeoutMs: number): Promise<Response> {
    try {
      return await this.fetchImpl(new URL(path, this.options.origin).toString(), { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new ApiError(MESSAGES.cannotConnect, 0);
    }
  }

  private jsonHeaders(accessToken: string | null): Record<string, string> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    return headers;
  }
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function isRefusal(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
}

/** The error of a failed reply: every API refusal is `{ success: false, error: { code, message } }`. */
function errorFrom(response: Response | null, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  const status = response?.status ?? 400;
  if (parsed.success) return new ApiError(parsed.data.error.message, status, parsed.data.error.code, parsed.data.error.details);
  return new ApiError(response ? `HTTP ${response.status}: ${response.statusText}` : 'Request refused', status);
}
