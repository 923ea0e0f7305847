/**
 * The desktop app's addresses, which the API and the Electron main process must agree on: a
 * mismatch fails only at run time (a sign-in that never comes back, CORS refusals), so both read
 * them from here.
 */

/**
 * The private-use scheme (reverse-domain, RFC 8252 §7.1) the API redirects a desktop sign-in to
 * (`io.silkroad.game:/auth?code=...`). electron-builder.yml registers the same scheme with the
 * operating system; desktop/security/packaging-config.test.ts holds the two together.
 */
export const DESKTOP_SCHEME = 'io.silkroad.game';

/**
 * The desktop window loads the renderer from `app://silkroad/...` instead of file:// (file://
 * pages get privileges no web page should have, and every file on the disk shares one origin).
 */
export const DESKTOP_APP_SCHEME = 'app';
export const DESKTOP_APP_HOST = 'silkroad';

/**
 * The Origin the desktop app's pages send: every call they make to a game server is cross-origin,
 * so the API allows it for CORS and the realtime socket. Browsers send it only from the app
 * itself; no web page can claim it.
 */
export const DESKTOP_APP_ORIGIN = `${DESKTOP_APP_SCHEME}://${DESKTOP_APP_HOST}`;
