import type { RunningServer } from '@silkroad/api';
import { readForm, startLoopbackServer } from '@silkroad/api/test-support';

/** Test support only: the real API on loopback, and a stand-in for the system browser. */

export interface TestApiServer {
  origin: string;
  server: RunningServer;
  /** A folder that is removed with the server. */
  dir: string;
  stop(): Promise<void>;
}

/** The real server on loopback with a fresh SQLite file and the local identity provider, as production runs it. */
export async function startTestApiServer(): Promise<TestApiServer> {
  const server = await startLoopbackServer({ logLevel: 'silent', folderPrefix: 'silkroad-desktop-auth-' });
  return { origin: server.url, server, dir: server.dir, stop: () => server.cleanup() };
}

/**
 * What the system browser does with the start URL: follows the redirects, shows the local
 * provider's page, submits its form (or follows its Cancel link), and stops at the redirect to the
 * app's scheme, which it would hand to the operating system.
 */
export async function browseSignIn(startUrl: string, identity: { email: string; name: string } | 'cancel'): Promise<string> {
  const follow = async (url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ url: string; response: Response }> => {
    let current = url;
    let response = await fetch(current, { ...init, redirect: 'manual', headers: { accept: 'text/html', ...(init.headers ?? {}) } });
    while (response.status === 302) {
      const location = new URL(response.headers.get('location') ?? '', current).toString();
      if (!location.startsWith('http')) return { url: location, response };
      current = location;
      response = await fetch(current, { redirect: 'manual', headers: { accept: 'text/html' } });
    }
    return { url: current, response };
  };
  const page = await follow(startUrl);
  if (page.response.status !== 200) throw new Error(`the sign-in page answered ${page.response.status}`);
  const html = await page.response.text();
  if (identity === 'cancel') {
    const cancel = /<a href="([^"]*)">Cancel<\/a>/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    if (!cancel) throw new Error('no Cancel link on the page');
    const back = await follow(new URL(cancel, page.url).toString());
    return back.url;
  }
  const form = readForm(html, page.url);
  const back = await follow(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields, email: identity.email, name: identity.name }).toString(),
  });
  if (back.url.startsWith('http')) throw new Error(`the sign-in ended at ${back.url} (${back.response.status})`);
  return back.url;
}
