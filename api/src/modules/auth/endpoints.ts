import type { ServerConfig } from '../../config';

/** The one client the local identity provider knows: this API. */
export const LOCAL_CLIENT_ID = 'silk-road-local';

/** `publicUrl` without a trailing slash, so joined paths never double it. */
export function publicBase(config: Pick<ServerConfig, 'publicUrl'>): string {
  return config.publicUrl.replace(/\/+$/, '');
}

/** Where providers send the browser back to; registered with Google and with the local provider. */
export function relyingPartyCallbackUrl(config: Pick<ServerConfig, 'publicUrl'>): string {
  return `${publicBase(config)}/api/auth/callback`;
}

/** The local provider's issuer; its discovery document lives under it. */
export function localIssuer(config: Pick<ServerConfig, 'publicUrl'>): string {
  return `${publicBase(config)}/idp`;
}
