import { createRemoteJWKSet, customFetch, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../clock';

/** The slice of `fetch` the relying party needs; injectable so tests and the local provider need no socket. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export type ProviderName = 'google' | 'local';

/** One OpenID Connect provider as a client registered with it sees it. */
export interface OidcProviderSettings {
  /** Stored in users.provider: accounts are keyed by (provider, sub). */
  name: ProviderName;
  /** Used in the texts a player reads ("Google sign-in failed: ..."). */
  label: string;
  discoveryUrl: string;
  clientId: string;
  /** Confidential clients (Google "Web" clients) authenticate at the token endpoint; the local one is public. */
  clientSecret: string | null;
  /** Our callback, exactly as registered with the provider. */
  redirectUri: string;
  /** `iss` values accepted besides the discovery document's (Google also signs "accounts.google.com"). */
  extraIssuers: string[];
  /** Extra parameters for the authorization request (e.g. Google's account chooser). */
  extraAuthorizationParams: Record<string, string>;
  fetch: FetchLike;
}

/** A failure the player may read; `code` is the OAuth error code passed back to the client. */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly code = 'server_error',
  ) {
    super(message);
  }
}

export interface VerifiedIdentity {
  provider: ProviderName;
  subject: string;
  email: string;
  name: string | null;
}

const discoverySchema = z.object({
  issuer: z.url(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
export type DiscoveryDocument = z.infer<typeof discoverySchema>;

const tokenResponseSchema = z.object({ id_token: z.string().min(1) });

const idTokenClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().min(3).max(320),
  name: z.string().max(500).optional(),
  nonce: z.string().optional(),
  azp: z.string().optional(),
});

/** Providers rotate keys and endpoints rarely; an hour keeps a long-running server current. */
export const DISCOVERY_CACHE_MS = 60 * 60 * 1000;
const PROVIDER_TIMEOUT_MS = 10_000;
/** Tolerated clock skew between us and the provider when checking `exp`. */
const CLOCK_TOLERANCE_S = 30;

/**
 * The API's side of the authorization code flow with PKCE. The same code talks to Google and to
 * the local identity provider: everything it knows about a provider comes from its discovery
 * document, and every byte goes through the injected fetch.
 */
export class RelyingParty {
  private discovered: { document: DiscoveryDocument; keys: JWTVerifyGetKey; fetchedAt: number } | undefined;

  constructor(
    readonly provider: OidcProviderSettings,
    private readonly clock: Clock,
  ) {}

  async authorizationUrl(request: { state: string; nonce: string; codeChallenge: string }): Promise<string> {
    const { document } = await this.discover();
    const url = new URL(document.authorization_endpoint);
    const params: Record<string, string> = {
      response_type: 'code',
      client_id: this.provider.clientId,
      redirect_uri: this.provider.redirectUri,
      scope: 'openid email profile',
      state: request.state,
      nonce: request.nonce,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
      ...this.provider.extraAuthorizationParams,
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  }

  /** Trades the provider's code for its id token (the only thing we need from the reply). */
  async exchangeCode(code: string, codeVerifier: string): Promise<string> {
    const { document } = await this.discover();
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.provider.redirectUri,
      client_id: this.provider.clientId,
      code_verifier: codeVerifier,
    });
    if (this.provider.clientSecret) form.set('client_secret', this.provider.clientSecret);
    const response = await this.call(document.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    });
    if (!response.ok) throw new SignInError(`the identity provider refused the sign-in (HTTP ${response.status})`);
    const parsed = tokenResponseSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new SignInError('the identity provider sent no identity token');
    return parsed.data.id_token;
  }

  /**
   * Checks signature (RS256 only, against the provider's JWKS), issuer, audience, expiry and, for
   * the redirect flow, the nonce we sent. `nonce: null` is for tokens the client obtained itself.
   */
  async verifyIdToken(idToken: string, expected: { nonce: string | null }): Promise<VerifiedIdentity> {
    const { document, keys } = await this.discover();
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        issuer: [document.issuer, ...this.provider.extraIssuers],
        audience: this.provider.clientId,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: new Date(this.clock.now()),
        clockTolerance: CLOCK_TOLERANCE_S,
      }));
    } catch {
      throw new SignInError('the identity token is not valid', 'invalid_token');
    }
    const claims = idTokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw new SignInError('the identity token lacks the account details', 'invalid_token');
    if (expected.nonce !== null && claims.data.nonce !== expected.nonce) throw new SignInError('the identity token was not issued for this sign-in', 'invalid_token');
    // OIDC Core §3.1.3.7: a token for several audiences must name us as the party it was issued to.
    const audience = (payload as { aud?: unknown }).aud;
    if (Array.isArray(audience) && audience.length > 1 && claims.data.azp !== this.provider.clientId) throw new SignInError('the identity token was issued to another application', 'invalid_token');
    return { provider: this.provider.name, subject: claims.data.sub, email: claims.data.email, name: claims.data.name ?? null };
  }

  private async discover(): Promise<{ document: DiscoveryDocument; keys: JWTVerifyGetKey }> {
    const now = this.clock.now();
    if (this.discovered && now - this.discovered.fetchedAt < DISCOVERY_CACHE_MS) return this.discovered;
    const response = await this.call(this.provider.discoveryUrl, { headers: { accept: 'application/json' } }).catch(() => undefined);
    if (!response?.ok) throw new SignInError('could not reach the identity provider', 'temporarily_unavailable');
    const parsed = discoverySchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new SignInError('the identity provider described itself incorrectly', 'temporarily_unavailable');
    const document = parsed.data;
    // Keep the key set (and its cache) across refreshes of an unchanged document.
    const keys =
      this.discovered && this.discovered.document.jwks_uri === document.jwks_uri
        ? this.discovered.keys
        : createRemoteJWKSet(new URL(document.jwks_uri), { [customFetch]: (url, init) => this.provider.fetch(url, init), timeoutDuration: PROVIDER_TIMEOUT_MS });
    this.discovered = { document, keys, fetchedAt: now };
    return this.discovered;
  }

  private async call(url: string, init: RequestInit): Promise<Response> {
    return this.provider.fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  }
}
