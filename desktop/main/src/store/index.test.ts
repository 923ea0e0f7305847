import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_GAME_SETTINGS, trimLog } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { LOCAL_DATABASE_FILE_NAME, openLocalStore, type LocalDatabaseReport } from './index';
import { useTestFolders } from './test-folders';

const { folder, closeAfter } = useTestFolders();
const ORIGIN = 'https://play.silkroad.example';

describe('openLocalStore', () => {
  it('opens every record over one file, with the clock and log limit it is given, and keeps them across a restart', async () => {
    const directory = folder();
    let now = 1_000_000;
    const first = await openLocalStore({ directory, now: () => now, maxLogBytes: 600 });
    expect(first).toMatchObject({ file: join(directory, LOCAL_DATABASE_FILE_NAME), inMemory: false });

    first.sessions.save(ORIGIN, {
      user: { id: 'u1', email: 'ana@example.com', displayName: 'Ana', username: 'ana', inGameName: 'Ana', needsInGameName: false, isGuest: false },
      tokens: { accessToken: 'access', expiresAt: 2_000_000 },
    });
    first.settings.save({ ...DEFAULT_GAME_SETTINGS, musicEnabled: false });
    expect(first.autosave.save(ORIGIN, { playerPosition: { x: 1, y: 2 }, timestamp: 0, currentInterface: null }, false)).toBe(true);
    expect(first.autosave.save(ORIGIN, { playerPosition: { x: 3, y: 4 }, timestamp: 0, currentInterface: null }, false)).toBe(false);
    now += 30_000;
    expect(first.autosave.save(ORIGIN, { playerPosition: { x: 5, y: 6 }, timestamp: 0, currentInterface: 'trading' }, false)).toBe(true);
    const entries = Array.from({ length: 10 }, (_, i) => ({ timestamp: 't', level: 'warn' as const, message: `entry ${i} `.padEnd(100, '-') }));
    first.logs.append(entries);
    const kept = trimLog(entries, 600);
    expect(kept.length).toBeLessThan(5);
    expect(first.logs.pending(100).map((pending) => pending.entry)).toEqual(kept);
    await first.close();

    const second = closeAfter(await openLocalStore({ directory }));
    expect(second.sessions.load(ORIGIN)?.user.inGameName).toBe('Ana');
    expect(second.settings.load().musicEnabled).toBe(false);
    expect(second.autosave.load(ORIGIN)).toEqual({ playerPosition: { x: 5, y: 6 }, timestamp: 0, currentInterface: 'trading' });
    expect(second.logs.pending(100)).toHaveLength(kept.length);
  });

  it('reports a corrupt file and starts on a new one', async () => {
    const directory = folder();
    writeFileSync(join(directory, LOCAL_DATABASE_FILE_NAME), 'not a database at all'.repeat(50));
    const reports: LocalDatabaseReport[] = [];
    const store = closeAfter(await openLocalStore({ directory, onCorrupt: (report) => reports.push(report) }));
    expect(reports.map((report) => report.reason)).toEqual(['not-a-database']);
    expect(store.inMemory).toBe(false);
    expect(store.settings.load()).toEqual(DEFAULT_GAME_SETTINGS);
  });
});
