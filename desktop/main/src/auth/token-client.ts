import { API_ERRORS, apiErrorSchema, MESSAGES, sessionResponseSchema, type SessionResponse, type TokenRequest } from '@silkroad/shared';
import { authServerOrigin } from './server-origin';

/** The one HTTP client the main process uses for auth: Electron's `net.fetch` in the app, Node's in tests. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** A session as the API issues it, refresh token included: it never leaves the main process. */
export type IssuedSession = SessionResponse['data'];

/**
 * rejected: the server refused (a spent or revoked refresh token, a bad code); asking again will
 * not help. network: no answer, a timeout, or a server that cannot answer now (5xx, 429).
 */
export type TokenFailureKind = 'rejected' | 'network';
export type TokenOutcome = { ok: true; session: IssuedSession } | { ok: false; kind: TokenFailureKind; status: number | null; message: string };
export type LogoutOutcome = { ok: true } | { ok: false; kind: 'unauthorized' | TokenFailureKind; message: string };

/** An answer slower than this is no answer: the caller can tell the player and retry. */
export const TOKEN_REQUEST_TIMEOUT_MS = 15_000;
export const HEALTH_CHECK_TIMEOUT_MS = 5_000;

export interface TokenClientOptions {
  fetch?: FetchLike;
  timeoutMs?: number;
  healthTimeoutMs?: number;
}

type Reply = { kind: 'answer'; status: number; body: unknown } | { kind: 'no-answer' };

/** POST /api/auth/token and /api/auth/logout against a server given per call (it can change between calls). */
export class TokenClient {
  private readonly fetch: FetchLike;
  private readonly timeoutMs: number;
  private readonly healthTimeoutMs: number;

  constructor(options: TokenClientOptions = {}) {
    this.fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.timeoutMs = options.timeoutMs ?? TOKEN_REQUEST_TIMEOUT_MS;
    this.healthTimeoutMs = options.healthTimeoutMs ?? HEALTH_CHECK_TIMEOUT_MS;
  }

  exchangeCode(origin: string, code: string, codeVerifier: string): Promise<TokenOutcome> {
    return this.token(origin, { grant_type: 'authorization_code', code, code_verifier: codeVerifier });
  }

  refresh(origin: string, refreshToken: string): Promise<TokenOutcome> {
    return this.token(origin, { grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** Revokes the refresh token's family on the server; the access token proves whose it is. */
  async logout(origin: string, accessToken: string, refreshToken: string): Promise<LogoutOutcome> {
    const reply = await this.post(origin, '/api/auth/logout', { refreshToken }, accessToken);
    if (reply.kind === 'no-answer') return { ok: false, kind: 'network', message: MESSAGES.cannotConnect };
    if (reply.status === 200) return { ok: true };
    if (reply.status === 401) return { ok: false, kind: 'unauthorized', message: errorMessage(reply.body, MESSAGES.authRequired) };
    return { ok: false, kind: isTransient(reply.status) ? 'network' : 'rejected', message: errorMessage(reply.body, MESSAGES.authFailed) };
  }

  /** Whether the server answers GET /health with 200, before the player is sent to a browser page that cannot load. */
  async isReachable(origin: string): Promise<boolean> {
    const base = authServerOrigin(origin);
    if (!base) return false;
    try {
      const response = await this.fetch(new URL('/health', base).toString(), { method: 'GET', redirect: 'manual', signal: AbortSignal.timeout(this.healthTimeoutMs) });
      await response.body?.cancel();
      return response.status === 200;
    } catch {
      return false;
    }
  }

  private async token(origin: string, request: TokenRequest): Promise<TokenOutcome> {
    const reply = await this.post(origin, '/api/auth/token', request);
    if (reply.kind === 'no-answer') return { ok: false, kind: 'network', status: null, message: MESSAGES.cannotConnect };
    if (reply.status === 200) {
      const parsed = sessionResponseSchema.safeParse(reply.body);
      // The server took the code or rotated the token, so it is spent either way: nothing to retry with.
      if (!parsed.success) return { ok: false, kind: 'rejected', status: 200, message: MESSAGES.authNoUserData };
      return { ok: true, session: parsed.data.data };
    }
    return { ok: false, kind: isTransient(reply.status) ? 'network' : 'rejected', status: reply.status, message: errorMessage(reply.body, isTransient(reply.status) ? MESSAGES.cannotConnect : MESSAGES.authFailed) };
  }

  private async post(origin: string, path: string, body: unknown, accessToken?: string): Promise<Reply> {
    const base = authServerOrigin(origin);
    if (!base) return { kind: 'no-answer' };
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    try {
      const response = await this.fetch(new URL(path, base).toString(), {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        // A followed redirect would carry the code or the refresh token to wherever it points.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        return { kind: 'no-answer' };
      }
      const text = await response.text();
      return { kind: 'answer', status: response.status, body: parseJson(text) };
    } catch {
      return { kind: 'no-answer' };
    }
  }
}

/** Busy or broken for now: the request was not refused, so the token is kept for a later try. */
function isTransient(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Our own words for the server's refusal code: the server may be any URL the player typed, so its
 * free text is not shown.
 */
function errorMessage(body: unknown, fallback: string): string {
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return fallback;
  const code = parsed.data.error.code;
  return Object.hasOwn(API_ERRORS, code) ? API_ERRORS[code as keyof typeof API_ERRORS] : fallback;
}
