/**
 * Main-process security rules as plain functions (DESIGN §1 "Desktop shell"): the Electron
 * binary cannot be downloaded on our build machines, so the rules are tested under Node and
 * the shell only wires them to Electron's events. docs/security.md goes through Electron's
 * checklist item by item.
 */
export const SECURE_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  enableBlinkFeatures: '',
  webviewTag: false,
  navigateOnDragDrop: false,
  spellcheck: false,
} as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

export function isLoopbackUrl(url: string): boolean {
  const parsed = parse(url);
  return parsed !== null && LOOPBACK_HOSTS.has(parsed.hostname);
}

/**
 * Only validated https URLs may be handed to the system browser: no credentials in them, no
 * other scheme (file:, javascript:, smb: and custom schemes are how openExternal gets abused).
 * `allowLoopbackHttp` admits http on this machine, for a development server's sign-in page.
 */
export function isSafeExternalUrl(url: string, options: { allowLoopbackHttp?: boolean } = {}): boolean {
  const parsed = parse(url);
  if (!parsed || parsed.username !== '' || parsed.password !== '') return false;
  if (parsed.protocol === 'https:') return parsed.hostname !== '';
  return options.allowLoopbackHttp === true && parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
}

/**
 * Scheme and host, compared directly: Node's URL gives custom schemes an opaque "null" origin,
 * so origins of app:// pages cannot be compared as strings.
 */
function sameSite(a: URL, b: URL): boolean {
  return a.protocol === b.protocol && a.host === b.host;
}

/** The renderer may only ever show the app's own pages: every other navigation is denied. */
export function isAllowedNavigation(url: string, appOrigin: string): boolean {
  const target = parse(url);
  const app = parse(appOrigin);
  return target !== null && app !== null && sameSite(target, app);
}

/** What an IPC handler knows of the frame that sent a message. */
export interface SenderFrame {
  url: string;
  /** Null for a window's top frame; a subframe (an iframe) has a parent. */
  parent: unknown;
}

/**
 * Every IPC handler checks its sender: only the top frame of a page of the app itself. A page
 * that was somehow navigated elsewhere, or an iframe, gets nothing from the main process.
 */
export function isTrustedSender(frame: SenderFrame | null | undefined, appOrigin: string): boolean {
  if (!frame || frame.parent !== null) return false;
  return isAllowedNavigation(frame.url, appOrigin);
}

/**
 * Chromium's Local Network Access asks before a page reaches a server on this machine or
 * network: the offline game's server on 127.0.0.1 and a development server are exactly that.
 * The names differ between Chromium versions.
 */
const LOCAL_NETWORK_PERMISSIONS = new Set(['local-network-access', 'local-network', 'loopback-network']);

/**
 * Permissions a page may ask for (camera, notifications, geolocation...): the game needs none,
 * except reaching a game server on this machine, and only for the app's own pages.
 */
export function isPermissionAllowed(permission: string, requestingUrl: string, appOrigin: string): boolean {
  return LOCAL_NETWORK_PERMISSIONS.has(permission) && isAllowedNavigation(requestingUrl, appOrigin);
}
