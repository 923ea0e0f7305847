import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { DesktopSession } from '../../../ipc/contract';
import { openLocalDatabase } from './local-database';
import { createSessionRecords } from './session-records';
import { useTestFolders } from './test-folders';

const { folder, closeAfter } = useTestFolders();

const ONLINE = 'https://play.silkroad.example';
const OFFLINE = 'offline';

function session(name: string, accessToken = `access-${name}`): DesktopSession {
  return {
    user: { id: `user-${name}`, email: `${name}@example.com`, displayName: name, username: name, inGameName: null, needsInGameName: true, isGuest: false },
    tokens: { accessToken, expiresAt: 1_700_000_000_000 },
  };
}

async function openRecords() {
  const database = closeAfter(await openLocalDatabase({ directory: folder() }));
  return { database, sessions: createSessionRecords(database) };
}

describe('session records', () => {
  it('round-trips a session per server origin, and clears one without the other', async () => {
    const { sessions } = await openRecords();
    expect(sessions.load(ONLINE)).toBeNull();
    sessions.save(ONLINE, session('ana'));
    sessions.save(OFFLINE, session('bo'));
    expect(sessions.load(ONLINE)).toEqual(session('ana'));
    expect(sessions.load(OFFLINE)).toEqual(session('bo'));

    sessions.save(ONLINE, session('ana', 'renewed'));
    expect(sessions.load(ONLINE)?.tokens.accessToken).toBe('renewed');

    sessions.clear(ONLINE);
    expect(sessions.load(ONLINE)).toBeNull();
    expect(sessions.load(OFFLINE)).toEqual(session('bo'));
    sessions.clear(ONLINE);
  });

  it('keeps no refresh token, even when handed one', async () => {
    const { database, sessions } = await openRecords();
    const withRefresh = { ...session('ana'), tokens: { ...session('ana').tokens, refreshToken: 'secret-refresh-token' } };
    sessions.save(ONLINE, withRefresh);
    expect(sessions.load(ONLINE)).toEqual(session('ana'));
    await database.close();
    const sqlite = new SQLite(database.file, { readonly: true });
    const dump = JSON.stringify(sqlite.prepare('select * from sessions').all());
    sqlite.close();
    expect(dump).not.toContain('secret-refresh-token');
  });

  it('reads a row that no longer parses as no session', async () => {
    const { database, sessions } = await openRecords();
    sessions.save(ONLINE, session('ana'));
    sessions.save(OFFLINE, session('bo'));
    database.run(database.builder.updateTable('sessions').set({ user_json: '{"id": "user-ana", trunc' }).where('origin', '=', ONLINE));
    database.run(database.builder.updateTable('sessions').set({ user_json: '{"id": 42}' }).where('origin', '=', OFFLINE));
    expect(sessions.load(ONLINE)).toBeNull();
    expect(sessions.load(OFFLINE)).toBeNull();
    // A new sign-in replaces the bad row.
    sessions.save(ONLINE, session('ana'));
    expect(sessions.load(ONLINE)).toEqual(session('ana'));
  });

  it('refuses an invalid session and an empty origin', async () => {
    const { sessions } = await openRecords();
    expect(() => sessions.save(ONLINE, session('ana', ''))).toThrow();
    expect(() => sessions.save('', session('ana'))).toThrow(TypeError);
    expect(() => sessions.load('')).toThrow(TypeError);
    expect(sessions.load(ONLINE)).toBeNull();
  });
});
