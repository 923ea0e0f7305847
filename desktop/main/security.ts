/**
 * Main-process security rules as plain functions (DESIGN §1 "Desktop shell"): the Electron
 * binary cannot be downloaded on our build machines, so the rules are tested under Node and
 * the shell only wires them to Electron's events.
 */
export const SECURE_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
} as const;

/** Only validated https URLs may be handed to the system browser. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

/** The renderer may only ever show the app's own pages: every other navigation is denied. */
export function isAllowedNavigation(url: string, appOrigin: string): boolean {
  try {
    return new URL(url).origin === appOrigin;
  } catch {
    return false;
  }
}
