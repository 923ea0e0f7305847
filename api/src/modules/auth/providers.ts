import { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { GoogleCredentials } from '../../config';
import { LOCAL_CLIENT_ID, localIssuer, publicBase, relyingPartyCallbackUrl } from './endpoints';
import { localIdpRoutes } from './local-idp';
import { RelyingParty, type FetchLike } from './relying-party';

/** Google's issuer identifier: its discovery document is https://accounts.google.com/.well-known/openid-configuration. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';

export interface ProviderOptions {
  /** The HTTP client for Google; global fetch unless a test injects a fake provider. */
  fetch?: FetchLike;
}

/** Google when it is configured, else the local identity provider: the relying-party code is the same. */
export function createRelyingParty(ctx: AppContext, options: ProviderOptions = {}): RelyingParty {
  const google = ctx.config.google;
  return google ? googleRelyingParty(ctx, google, options.fetch ?? ((url, init) => fetch(url, init))) : localRelyingParty(ctx);
}

function googleRelyingParty(ctx: AppContext, google: GoogleCredentials, fetchImpl: FetchLike): RelyingParty {
  return new RelyingParty(
    {
      name: 'google',
      label: 'Google',
      issuer: GOOGLE_ISSUER,
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      redirectUri: relyingPartyCallbackUrl(ctx.config),
      // Tokens from its token endpoint name the issuer of its discovery document, as OIDC requires;
      // those its client-side sign-in hands a client may carry the bare host.
      extraIssuers: ['accounts.google.com'],
      extraAuthorizationParams: { prompt: 'select_account' },
      allowPlainHttp: false,
      fetch: fetchImpl,
    },
    ctx.clock,
  );
}

function localRelyingParty(ctx: AppContext): RelyingParty {
  return new RelyingParty(
    {
      name: 'local',
      label: 'Local',
      issuer: localIssuer(ctx.config),
      clientId: LOCAL_CLIENT_ID,
      clientSecret: null,
      redirectUri: relyingPartyCallbackUrl(ctx.config),
      extraIssuers: [],
      extraAuthorizationParams: {},
      // A development server's public URL is plain HTTP; the provider is reached in-process all the same.
      allowPlainHttp: true,
      fetch: inProcessLocalIdpFetch(ctx),
    },
    ctx.clock,
  );
}

/**
 * Reaches the local provider without a socket: the same app may not be listening (app.request()
 * tests), or may be listening on a port publicUrl does not name. Only the provider's own URLs are
 * served; anything else is refused rather than sent to the network.
 */
export function inProcessLocalIdpFetch(ctx: AppContext): FetchLike {
  const host = new Hono().route('/idp', localIdpRoutes(ctx));
  const base = publicBase(ctx.config);
  const prefix = `${localIssuer(ctx.config)}/`;
  return async (url, init) => {
    if (!url.startsWith(prefix)) throw new Error('the local identity provider only serves its own URLs');
    return host.fetch(new Request(new URL(url.slice(base.length), 'http://in-process.invalid'), init));
  };
}
