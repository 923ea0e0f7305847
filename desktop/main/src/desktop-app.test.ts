import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_GAME_SETTINGS } from '@silkroad/shared';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { browseSignIn } from './auth/test-api-server';
import { DesktopApp } from './desktop-app';
import { startOfflineServer } from './offline/offline-server';
import { openLocalStore, type LocalStore } from './store';

interface Harness {
  desktop: DesktopApp;
  store: LocalStore;
  reloads: () => number;
  opened: string[];
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function harness(defaultServerUrl = 'https://play.example.org'): Promise<Harness> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'silkroad-desktop-'));
  const store = await openLocalStore({ directory });
  let reloads = 0;
  const opened: string[] = [];
  const desktop = new DesktopApp({
    userDataDir: directory,
    store,
    // Encryption unavailable: refresh tokens live for this run only (the vault's own tests cover the encrypted file).
    safeStorage: { isEncryptionAvailable: () => false, encryptString: () => Buffer.alloc(0), decryptString: () => '' },
    openExternal: (url) => void opened.push(url),
    reloadWindow: () => (reloads += 1),
    version: '0.1.0',
    os: 'linux',
    osUserName: 'Marco',
    defaultServerUrl,
  });
  cleanups.push(async () => {
    await desktop.shutdown();
    await store.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return { desktop, store, reloads: () => reloads, opened };
}

describe('DesktopApp', () => {
  it('plays on the built-in server until the settings name another, and restarts the renderer on a change', async () => {
    const { desktop, reloads } = await harness();
    // The restart is deferred (the save's answer goes first): the test runs the deferred work itself.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    expect(desktop.info()).toMatchObject({ mode: 'online', apiOrigin: 'https://play.example.org', defaultServerUrl: 'https://play.example.org', offlineError: null });
    const stored = await desktop.handlers['settings:save']({ ...DEFAULT_GAME_SETTINGS, serverUrl: 'https://eu.example.org/some/page' });
    expect(stored.serverUrl).toBe('https://eu.example.org');
    expect(desktop.apiOrigin()).toBe('https://eu.example.org');
    expect(reloads()).toBe(0);
    vi.runAllTimers();
    expect(reloads()).toBe(1);
    // Volumes alone do not restart anything.
    await desktop.handlers['settings:save']({ ...stored, masterVolume: 0.4 });
    vi.runAllTimers();
    expect(reloads()).toBe(1);
    vi.useRealTimers();
  });

  it('keeps a session per server: the one played on is the one the renderer loads', async () => {
    const { desktop } = await harness();
    const session = { user: { id: 'u1', username: 'marco', email: 'm@example.org', displayName: 'Marco', inGameName: 'Marco', needsInGameName: false, isGuest: false as const }, tokens: { accessToken: 'access', expiresAt: 1 } };
    await desktop.handlers['session:save'](session);
    expect(await desktop.handlers['session:load'](undefined)).toEqual(session);
    await desktop.handlers['settings:save']({ ...DEFAULT_GAME_SETTINGS, serverUrl: 'https://eu.example.org' });
    expect(await desktop.handlers['session:load'](undefined)).toBeNull();
  });

  it('tells the quitting app when the final save is written, or gives up waiting', async () => {
    const { desktop } = await harness();
    const record = { playerPosition: { x: 1, y: 2 }, timestamp: 3, currentInterface: null };
    const waiting = desktop.finalSaveWritten(5_000);
    await desktop.handlers['autosave:save']({ record, final: false });
    await desktop.handlers['autosave:save']({ record, final: true });
    expect(await waiting).toBe(true);
    expect(await desktop.finalSaveWritten(10)).toBe(false);
  });

  it('opens only https pages in the system browser', async () => {
    const { desktop, opened } = await harness();
    expect(await desktop.handlers['shell:open-external']('https://example.org/help')).toBe(true);
    expect(await desktop.handlers['shell:open-external']('http://example.org/')).toBe(false);
    expect(await desktop.handlers['shell:open-external']('file:///etc/passwd')).toBe(false);
    expect(opened).toEqual(['https://example.org/help']);
  });

  it('plays offline on the embedded server with the local player, and goes back online', async () => {
    const { desktop, reloads } = await harness();
    await desktop.handlers['offline:start'](undefined);
    expect(reloads()).toBe(1);
    const info = desktop.info();
    expect(info).toMatchObject({ mode: 'offline', offlineError: null });
    expect(info.apiOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const session = await desktop.handlers['session:load'](undefined);
    expect(session?.user.email).toBe('player@offline.local');
    // A real game route of the embedded server answers the local player.
    const player = await fetch(`${info.apiOrigin}/api/game/player`, { headers: { authorization: `Bearer ${session?.tokens.accessToken}`, origin: 'app://silkroad' } });
    expect(player.status).toBe(200);
    expect(player.headers.get('access-control-allow-origin')).toBe('app://silkroad');

    // The access token renews through the main process.
    const refreshed = await desktop.handlers['auth:refresh'](undefined);
    expect(refreshed.ok).toBe(true);

    // Signed out of the offline game, Play offline signs the same local player in again on the same server.
    await desktop.handlers['auth:logout'](undefined);
    expect(await desktop.handlers['session:load'](undefined)).toBeNull();
    await desktop.handlers['offline:start'](undefined);
    expect(desktop.info().apiOrigin).toBe(info.apiOrigin);
    expect((await desktop.handlers['session:load'](undefined))?.user.id).toBe(session?.user.id);

    await desktop.handlers['offline:stop'](undefined);
    expect(reloads()).toBe(3);
    expect(desktop.info()).toMatchObject({ mode: 'online', apiOrigin: 'https://play.example.org' });
    await expect(fetch(`${info.apiOrigin}/health`)).rejects.toThrow();
  }, 60_000);

  it('signs in through the system browser: the link back to the app finishes it, and the renderer never sees the refresh token', async () => {
    // A development server on this machine stands in for the game server (its local identity provider for Google).
    const serverDir = mkdtempSync(path.join(os.tmpdir(), 'silkroad-server-'));
    const server = await startOfflineServer({ dataDirectory: serverDir });
    cleanups.push(async () => {
      await server.stop();
      rmSync(serverDir, { recursive: true, force: true });
    });
    const { desktop, opened } = await harness(server.origin);

    const signingIn = desktop.handlers['auth:sign-in'](undefined);
    await expect.poll(() => opened.length).toBe(1);
    const start = new URL(opened[0] ?? '');
    expect(`${start.origin}${start.pathname}`).toBe(`${server.origin}/api/auth/google`);
    expect(start.searchParams.get('redirect_uri')).toBe('io.silkroad.game:/auth');
    expect(start.searchParams.get('code_challenge_method')).toBe('S256');

    // The player signs in in the browser; the browser hands the app its link (second-instance / open-url).
    const link = await browseSignIn(start.toString(), { email: 'marco@example.org', name: 'Marco' });
    desktop.handleDeepLink(link.replace(/state=[^&]+/, 'state=forged'));
    desktop.handleDeepLink(link);
    const result = await signingIn;
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.session.user.email).toBe('marco@example.org');
    expect(JSON.stringify(result)).not.toMatch(/refresh/i);
    expect(await desktop.handlers['session:load'](undefined)).toEqual(result.session);

    // The link cannot be used twice.
    desktop.handleDeepLink(link);
    await desktop.handlers['auth:logout'](undefined);
    expect(await desktop.handlers['session:load'](undefined)).toBeNull();
    expect(await desktop.handlers['auth:refresh'](undefined)).toMatchObject({ ok: false, reason: 'signed-out' });
  }, 60_000);

  it('cancels a sign-in the player gave up on, with the spec text', async () => {
    const { desktop } = await harness();
    const signingIn = desktop.handlers['auth:sign-in'](undefined);
    await desktop.handlers['auth:cancel'](undefined);
    expect(await signingIn).toEqual({ ok: false, reason: 'cancelled', message: 'Google sign-in was cancelled. Please try again.' });
  });

  it('says once why the offline game could not start, and stays online', async () => {
    const { desktop, reloads } = await harness();
    const failing = new DesktopApp({
      ...(desktop as unknown as { deps: ConstructorParameters<typeof DesktopApp>[0] }).deps,
      startOffline: async () => {
        throw new Error('disk full');
      },
    });
    await failing.handlers['offline:start'](undefined);
    expect(reloads()).toBe(1);
    expect(failing.info()).toMatchObject({ mode: 'online', offlineError: 'The offline game could not start: disk full' });
    expect(failing.info().offlineError).toBeNull();
  });
});
