import { createRemoteJWKSet, customFetch as joseCustomFetch, jwtVerify, type JWTVerifyGetKey } from 'jose';
import * as oidc from 'openid-client';
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
  /** The provider's issuer identifier: its discovery document is found under it, and its identity tokens name it. */
  issuer: string;
  clientId: string;
  /** Confidential clients (Google "Web" clients) authenticate at the token endpoint; the local one is public. */
  clientSecret: string | null;
  /** Our callback, exactly as registered with the provider. */
  redirectUri: string;
  /**
   * `iss` values accepted besides the issuer on an identity token the client obtained itself
   * (POST /api/auth/google): Google's client-side sign-in also signs "accounts.google.com".
   */
  extraIssuers: string[];
  /** Extra parameters for the authorization request (e.g. Google's account chooser). */
  extraAuthorizationParams: Record<string, string>;
  /** Plain-HTTP endpoints; only for the local provider, which is reached in-process and never over a network. */
  allowPlainHttp: boolean;
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

/** What the provider redirected the browser back to our callback with. */
export interface ProviderCallback {
  code: string;
  state: string;
  /** RFC 9207: the issuer, when the provider names itself in its redirect. */
  iss?: string;
}

/** What this sign-in sent the provider, kept in its auth request. */
export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** openid-client checks the issuer; these we use, so a document without them is refused at discovery. */
const endpointsSchema = z.object({ authorization_endpoint: z.url(), token_endpoint: z.url(), jwks_uri: z.url() });

const idTokenClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().min(3).max(320),
  name: z.string().max(500).optional(),
  azp: z.string().optional(),
});

/** Providers rotate keys and endpoints rarely; an hour keeps a long-running server current. */
export const DISCOVERY_CACHE_MS = 60 * 60 * 1000;
const PROVIDER_TIMEOUT_S = 10;
/** Tolerated clock skew between us and the provider when checking `exp`. */
const CLOCK_TOLERANCE_S = 30;
const ID_TOKEN_ALGORITHM = 'RS256';
const SCOPE = 'openid email profile';

/** The fetch itself failed: told apart from a provider that answered, but wrongly. */
class ProviderUnreachable extends Error {}

interface Discovered {
  metadata: oidc.ServerMetadata;
  /** For identity tokens a client brings itself (checked with jose); the code flow's are checked by openid-client. */
  keys: JWTVerifyGetKey;
  fetchedAt: number;
}

/**
 * The API's side of the authorization code flow with PKCE, on openid-client. The same code talks
 * to Google and to the local identity provider: everything it knows about a provider comes from
 * its discovery document, and every byte goes through the injected fetch.
 */
export class RelyingParty {
  private discovered: Discovered | undefined;
  /** openid-client's cache of the provider's signing keys, carried from one sign-in's configuration to the next. */
  private jwksCache: oidc.ExportedJWKSCache | undefined;
  private readonly fetch: oidc.CustomFetch;

  constructor(
    readonly provider: OidcProviderSettings,
    private readonly clock: Clock,
  ) {
    this.fetch = async (url, init) => {
      try {
        return await provider.fetch(url, init as RequestInit);
      } catch (cause) {
        throw new ProviderUnreachable('the identity provider could not be reached', { cause });
      }
    };
  }

  async authorizationUrl(request: { state: string; nonce: string; codeChallenge: string }): Promise<string> {
    const config = await this.configuration();
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: this.provider.redirectUri,
        scope: SCOPE,
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
        ...this.provider.extraAuthorizationParams,
      })
      .toString();
  }

  /**
   * The provider's redirect back: checks its state, redeems the code with our PKCE verifier (and
   * client secret), and checks the identity token it returns: RS256 signature against the
   * provider's JWKS, issuer, audience and authorized party, expiry, and the nonce we sent.
   */
  async finishSignIn(callback: ProviderCallback, expected: SignInChecks): Promise<VerifiedIdentity> {
    const config = await this.configuration();
    const currentUrl = new URL(this.provider.redirectUri);
    for (const [name, value] of Object.entries(callback)) if (value !== undefined) currentUrl.searchParams.set(name, value);
    let claims: unknown;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, { pkceCodeVerifier: expected.codeVerifier, expectedNonce: expected.nonce, expectedState: expected.state, idTokenExpected: true });
      claims = tokens.claims();
    } catch (error) {
      throw grantFailure(error);
    } finally {
      this.jwksCache = oidc.getJwksCache(config) ?? this.jwksCache;
    }
    return this.identity(claims);
  }

  /**
   * An identity token the client obtained itself (no nonce of ours): signature (RS256 only,
   * against the provider's JWKS), issuer, audience and expiry, by the server's clock.
   */
  async verifyIdToken(idToken: string): Promise<VerifiedIdentity> {
    const { metadata, keys } = await this.discover();
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        algorithms: [ID_TOKEN_ALGORITHM],
        issuer: [metadata.issuer, ...this.provider.extraIssuers],
        audience: this.provider.clientId,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: new Date(this.clock.now()),
        clockTolerance: CLOCK_TOLERANCE_S,
      }));
    } catch {
      throw new SignInError('the identity token is not valid', 'invalid_token');
    }
    // OIDC Core §3.1.3.7: a token for several audiences must name us as the party it was issued to.
    const audience = (payload as { aud?: unknown }).aud;
    if (Array.isArray(audience) && audience.length > 1 && (payload as { azp?: unknown }).azp !== this.provider.clientId) throw new SignInError('the identity token was issued to another application', 'invalid_token');
    return this.identity(payload);
  }

  private identity(claims: unknown): VerifiedIdentity {
    const parsed = idTokenClaimsSchema.safeParse(claims);
    if (!parsed.success) throw new SignInError('the identity token lacks the account details', 'invalid_token');
    return { provider: this.provider.name, subject: parsed.data.sub, email: parsed.data.email, name: parsed.data.name ?? null };
  }

  /**
   * A configuration per sign-in: openid-client fixes the clock skew when a configuration is made,
   * and tokens are judged by the server's clock (which tests and a development server move), as
   * every other expiry here is.
   */
  private async configuration(): Promise<oidc.Configuration> {
    const { metadata } = await this.discover();
    const config = new oidc.Configuration(metadata, this.provider.clientId, {
      ...(this.provider.clientSecret ? { client_secret: this.provider.clientSecret } : {}),
      id_token_signed_response_alg: ID_TOKEN_ALGORITHM,
      [oidc.clockSkew]: Math.round((this.clock.now() - Date.now()) / 1000),
      [oidc.clockTolerance]: CLOCK_TOLERANCE_S,
    });
    config[oidc.customFetch] = this.fetch;
    config.timeout = PROVIDER_TIMEOUT_S;
    if (this.provider.allowPlainHttp) oidc.allowInsecureRequests(config);
    // TLS to the token endpoint would do (OIDC Core §3.1.3.7); the signature is checked all the same.
    oidc.enableNonRepudiationChecks(config);
    if (this.jwksCache) oidc.setJwksCache(config, this.jwksCache);
    return config;
  }

  private async discover(): Promise<Discovered> {
    const now = this.clock.now();
    if (this.discovered && now - this.discovered.fetchedAt < DISCOVERY_CACHE_MS) return this.discovered;
    let metadata: oidc.ServerMetadata;
    try {
      const discovered = await oidc.discovery(new URL(this.provider.issuer), this.provider.clientId, undefined, undefined, {
        [oidc.customFetch]: this.fetch,
        timeout: PROVIDER_TIMEOUT_S,
        execute: this.provider.allowPlainHttp ? [oidc.allowInsecureRequests] : [],
      });
      metadata = discovered.serverMetadata();
    } catch (error) {
      if (!unreachable(error) && !(error instanceof oidc.ClientError)) throw error;
      throw new SignInError(unreachable(error) ? 'could not reach the identity provider' : 'the identity provider described itself incorrectly', 'temporarily_unavailable');
    }
    const endpoints = endpointsSchema.safeParse(metadata);
    if (!endpoints.success) throw new SignInError('the identity provider described itself incorrectly', 'temporarily_unavailable');
    const jwksUri = endpoints.data.jwks_uri;
    // Keep the key sets (and their caches) across refreshes of an unchanged document.
    const sameKeys = this.discovered?.metadata.jwks_uri === jwksUri;
    if (!sameKeys) this.jwksCache = undefined;
    const keys =
      sameKeys && this.discovered
        ? this.discovered.keys
        : createRemoteJWKSet(new URL(jwksUri), { [joseCustomFetch]: (url, init) => this.provider.fetch(url, init), timeoutDuration: PROVIDER_TIMEOUT_S * 1000 });
    this.discovered = { metadata, keys, fetchedAt: now };
    return this.discovered;
  }
}

/** Each error and the errors that caused it, outermost first. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && current !== null && chain.length < 8; current = (current as { cause?: unknown }).cause) chain.push(current);
  return chain;
}

/** No answer: the fetch failed, timed out, or the provider answered with an HTTP error status. */
function unreachable(error: unknown): boolean {
  return causes(error).some(
    (cause) => cause instanceof ProviderUnreachable || (cause instanceof oidc.ClientError && ['OAUTH_TIMEOUT', 'OAUTH_ABORT', 'OAUTH_RESPONSE_IS_NOT_CONFORM'].includes(cause.code ?? '')),
  );
}

/** The ID token claim a failed comparison was about, if any. */
function failedClaim(error: unknown): string | undefined {
  for (const cause of causes(error)) {
    const claim = (cause as { claim?: unknown }).claim;
    if (typeof claim === 'string') return claim;
  }
  return undefined;
}

/** openid-client's errors, as the player reads them. Anything else is ours and stays unexpected (logged with an incident id). */
function grantFailure(error: unknown): unknown {
  if (error instanceof oidc.ResponseBodyError) return new SignInError(`the identity provider refused the sign-in (HTTP ${error.status})`);
  if (unreachable(error)) return new SignInError('could not reach the identity provider', 'temporarily_unavailable');
  if (!(error instanceof oidc.ClientError)) return error;
  if (failedClaim(error) === 'nonce') return new SignInError('the identity token was not issued for this sign-in', 'invalid_token');
  if (error.code === 'OAUTH_RESPONSE_IS_NOT_JSON' || error.code === 'OAUTH_PARSE_ERROR') return new SignInError('the identity provider sent an answer that could not be read');
  return new SignInError('the identity token is not valid', 'invalid_token');
}
