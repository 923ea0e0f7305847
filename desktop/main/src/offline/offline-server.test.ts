import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DesktopSession } from '../../../ipc/contract';
import type { SessionSink } from '../auth/desktop-auth';
import { RefreshTokenVault } from '../auth/refresh-token-vault';
import { FakeSafeStorage } from '../auth/test-fakes';
import type { FetchLike } from '../auth/token-client';
import { DEFAULT_OFFLINE_PLAYER_NAME, OFFLINE_PLAYER_EMAIL, offlinePlayerName, signInLocalPlayer } from './local-identity';
import { OFFLINE_DATABASE_FILE, OFFLINE_FOLDER, startOfflineServer, type OfflineServer } from './offline-server';

const TEST_TIMEOUT_MS = 30_000;

let dataDirectory: string;
let started: OfflineServer[] = [];
beforeEach(() => {
  dataDirectory = mkdtempSync(join(tmpdir(), 'silkroad-offline-'));
  started = [];
});
afterEach(async () => {
  for (const server of started) await server.stop();
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function start(directory = dataDirectory): Promise<OfflineServer> {
  const server = await startOfflineServer({ dataDirectory: directory });
  started.push(server);
  return server;
}

class RecordingSink implements SessionSink {
  readonly sessions = new Map<string, DesktopSession>();
  save(origin: string, session: DesktopSession): void {
    this.sessions.set(origin, session);
  }
  clear(origin: string): void {
    this.sessions.delete(origin);
  }
}

/** Global fetch, remembering the paths asked for. */
function recordingFetch(): FetchLike & { paths: string[] } {
  const paths: string[] = [];
  return Object.assign((url: string, init: RequestInit) => {
    paths.push(new URL(url).pathname);
    return fetch(url, init);
  }, { paths });
}

async function get(origin: string, path: string, accessToken?: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${origin}${path}`, { headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {} });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const safeStorage = new FakeSafeStorage();

describe('the offline server', () => {
  it('runs the game API on loopback with its own database, in production mode', { timeout: TEST_TIMEOUT_MS }, async () => {
    const server = await start();
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(existsSync(join(dataDirectory, OFFLINE_FOLDER, OFFLINE_DATABASE_FILE))).toBe(true);
    expect(await get(server.origin, '/health')).toEqual({ status: 200, body: { status: 'ok', database: 'ok' } });
    // No development helpers: the clock cannot be moved, test mode does not exist.
    expect((await get(server.origin, '/api/test/movement')).status).toBe(404);
    expect((await fetch(`${server.origin}/api/dev/clock`, { method: 'POST' })).status).toBe(404);
  });

  it('returns the running server when started again, and refuses a second one on another folder', { timeout: TEST_TIMEOUT_MS }, async () => {
    const [a, b] = await Promise.all([start(), start()]);
    expect(b).toBe(a);
    const other = mkdtempSync(join(tmpdir(), 'silkroad-offline-other-'));
    try {
      await expect(startOfflineServer({ dataDirectory: other })).rejects.toThrow('already running');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('releases its port when stopped; stopping twice is harmless', { timeout: TEST_TIMEOUT_MS }, async () => {
    const server = await start();
    const port = Number(new URL(server.origin).port);
    expect(await canBind(port)).toBe(false);
    await server.stop();
    await server.stop();
    expect(await canBind(port)).toBe(true);
    await expect(server.startLocalSession({ email: OFFLINE_PLAYER_EMAIL, name: 'ada' })).rejects.toThrow('Cannot connect to server');
    await expect(fetch(`${server.origin}/health`)).rejects.toThrow();
  });

  it('signs the local player in and serves the game to them', { timeout: TEST_TIMEOUT_MS }, async () => {
    const server = await start();
    const vault = new RefreshTokenVault({ directory: dataDirectory, safeStorage });
    const sink = new RecordingSink();
    const session = await signInLocalPlayer({ server, osUserName: 'ada', vault, sessions: sink });

    expect(session.user).toMatchObject({ email: OFFLINE_PLAYER_EMAIL, displayName: 'ada', isGuest: false });
    expect(Object.keys(session.tokens).sort()).toEqual(['accessToken', 'expiresAt']);
    expect(vault.get(server.origin)).toEqual(expect.any(String));
    expect(sink.sessions.get(server.origin)).toEqual(session);

    const player = await get(server.origin, '/api/game/player', session.tokens.accessToken);
    expect(player.status).toBe(200);
    expect(player.body).toMatchObject({ success: true, data: { playerId: expect.any(String), username: 'ada' } });
  });

  it('keeps the same player, and what they did, across a restart on the same folder', { timeout: TEST_TIMEOUT_MS }, async () => {
    const first = await start();
    const vault = new RefreshTokenVault({ directory: dataDirectory, safeStorage });
    const sink = new RecordingSink();
    const session = await signInLocalPlayer({ server: first, osUserName: 'ada', vault, sessions: sink });
    const before = (await get(first.origin, '/api/game/player', session.tokens.accessToken)).body as { data: { playerId: string } };
    const named = await fetch(`${first.origin}/api/auth/set-in-game-name`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.tokens.accessToken}` },
      body: JSON.stringify({ name: 'Marco' }),
    });
    expect(named.status).toBe(200);
    await first.stop();

    const second = await start();
    // The port is remembered while it is free: the origin, and so the kept session, stay the same.
    expect(second.origin).toBe(first.origin);
    const fetchImpl = recordingFetch();
    const again = await signInLocalPlayer({ server: second, osUserName: 'ada', vault: new RefreshTokenVault({ directory: dataDirectory, safeStorage }), sessions: sink, fetch: fetchImpl });
    // Continued with the kept refresh token: no new sign-in.
    expect(fetchImpl.paths.filter((path) => path !== '/health')).toEqual(['/api/auth/token']);
    expect(again.user).toMatchObject({ id: session.user.id, inGameName: 'Marco' });
    const after = (await get(second.origin, '/api/game/player', again.tokens.accessToken)).body as { data: { playerId: string; inGameName: string } };
    expect(after.data).toMatchObject({ playerId: before.data.playerId, inGameName: 'Marco' });
  });

  it('signs the same player in again, in-process, when no session was kept', { timeout: TEST_TIMEOUT_MS }, async () => {
    const first = await start();
    const withoutKeyring = () => new RefreshTokenVault({ directory: dataDirectory, safeStorage: new FakeSafeStorage(false) });
    const session = await signInLocalPlayer({ server: first, osUserName: 'ada', vault: withoutKeyring(), sessions: new RecordingSink() });
    await first.stop();

    const second = await start();
    const fetchImpl = recordingFetch();
    const again = await signInLocalPlayer({ server: second, osUserName: 'ada', vault: withoutKeyring(), sessions: new RecordingSink(), fetch: fetchImpl });
    // No provider form, no callback, no code exchange: the embedded server started the session itself.
    expect(fetchImpl.paths.filter((path) => path !== '/health')).toEqual([]);
    expect(again.user.id).toBe(session.user.id);
    const player = await get(second.origin, '/api/game/player', again.tokens.accessToken);
    expect(player.status).toBe(200);
  });

  it('signs in again when the kept session was revoked', { timeout: TEST_TIMEOUT_MS }, async () => {
    const server = await start();
    const vault = new RefreshTokenVault({ directory: dataDirectory, safeStorage });
    const session = await signInLocalPlayer({ server, osUserName: 'ada', vault, sessions: new RecordingSink() });
    vault.set(server.origin, 'a-token-the-server-never-issued');
    const again = await signInLocalPlayer({ server, osUserName: 'ada', vault, sessions: new RecordingSink() });
    expect(again.user.id).toBe(session.user.id);
    expect(vault.get(server.origin)).not.toBe('a-token-the-server-never-issued');
  });

  it('fails with a clear error when the offline server is not running', { timeout: TEST_TIMEOUT_MS }, async () => {
    const server = await start();
    await server.stop();
    const vault = new RefreshTokenVault({ directory: dataDirectory, safeStorage });
    await expect(signInLocalPlayer({ server, osUserName: 'ada', vault, sessions: new RecordingSink() })).rejects.toThrow('Cannot connect to server');
  });
});

describe('the offline player name', () => {
  it('is the OS account name as the local provider accepts it', () => {
    expect(offlinePlayerName('ada')).toBe('ada');
    expect(offlinePlayerName('  Ada   Lovelace ')).toBe('Ada Lovelace');
    expect(offlinePlayerName('<script>x\u0007')).toBe('scriptx');
    expect(offlinePlayerName('n'.repeat(100))).toHaveLength(64);
    expect(offlinePlayerName('')).toBe(DEFAULT_OFFLINE_PLAYER_NAME);
    expect(offlinePlayerName(null)).toBe(DEFAULT_OFFLINE_PLAYER_NAME);
    expect(offlinePlayerName('\u200b')).toBe(DEFAULT_OFFLINE_PLAYER_NAME);
  });
});
