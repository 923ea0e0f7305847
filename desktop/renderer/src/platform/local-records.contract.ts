import { AUTOSAVE_MIN_GAP_MS, DEFAULT_GAME_SETTINGS, LOG_MAX_ENTRIES, type LogEntry } from '@silkroad/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalRecords } from './platform';

export interface RecordsUnderTest {
  records: LocalRecords;
  /** Sets the clock the records see (autosave pacing). */
  setNow(ms: number): void;
  /** The same records as the app would find them after a restart. */
  reopen(): Promise<LocalRecords>;
  /** Makes the stored settings unreadable, as a damaged disk or an old version would. */
  corruptSettings(): Promise<void>;
  cleanup(): Promise<void>;
}

const entry = (i: number, level: LogEntry['level'] = 'info'): LogEntry => ({ timestamp: new Date(1_700_000_000_000 + i).toISOString(), level, message: `entry ${i}` });

/**
 * One contract for every implementation of LocalRecords (DESIGN §3: one contract suite run
 * against each implementation): the web build's browser storage and the desktop's SQLite
 * database behind the IPC bridge must behave the same for the renderer.
 */
export function describeLocalRecordsContract(name: string, create: () => Promise<RecordsUnderTest>): void {
  describe(`LocalRecords contract: ${name}`, () => {
    let subject: RecordsUnderTest | null = null;
    const open = async () => (subject = await create());
    afterEach(async () => {
      await subject?.cleanup();
      subject = null;
    });

    it('reads default settings when nothing is stored, and keeps saved ones across a restart', async () => {
      const { records, reopen } = await open();
      expect(await records.loadSettings()).toEqual(DEFAULT_GAME_SETTINGS);
      const saved = await records.saveSettings({ ...DEFAULT_GAME_SETTINGS, effectsVolume: 0.35, debugMode: true });
      expect(saved).toMatchObject({ effectsVolume: 0.35, debugMode: true });
      expect(await (await reopen()).loadSettings()).toEqual({ ...DEFAULT_GAME_SETTINGS, effectsVolume: 0.35, debugMode: true });
    });

    it('reads unreadable settings as the defaults instead of failing', async () => {
      const { records, corruptSettings } = await open();
      await records.saveSettings({ ...DEFAULT_GAME_SETTINGS, masterVolume: 0.2 });
      await corruptSettings();
      expect(await records.loadSettings()).toEqual(DEFAULT_GAME_SETTINGS);
    });

    it('saves the autosave at most once per 30 s, except the final save', async () => {
      const { records, setNow, reopen } = await open();
      expect(await records.loadAutosave()).toBeNull();
      setNow(10_000_000);
      const first = { playerPosition: { x: 410, y: 320 }, timestamp: 10_000_000, currentInterface: 'trading' };
      expect(await records.saveAutosave(first, false)).toBe(true);
      setNow(10_000_000 + AUTOSAVE_MIN_GAP_MS - 1);
      expect(await records.saveAutosave({ ...first, playerPosition: { x: 1, y: 1 } }, false)).toBe(false);
      expect(await records.loadAutosave()).toEqual(first);
      const last = { playerPosition: { x: 999, y: 777 }, timestamp: 10_000_000 + AUTOSAVE_MIN_GAP_MS - 1, currentInterface: null };
      expect(await records.saveAutosave(last, true)).toBe(true);
      expect(await (await reopen()).loadAutosave()).toEqual(last);
      setNow(10_000_000 + 2 * AUTOSAVE_MIN_GAP_MS);
      expect(await records.saveAutosave({ ...last, timestamp: 10_000_000 + 2 * AUTOSAVE_MIN_GAP_MS }, false)).toBe(true);
    });

    it('queues log entries until they are marked sent, oldest first', async () => {
      const { records, reopen } = await open();
      await records.appendLogs([entry(1), entry(2, 'warn')]);
      await records.appendLogs([entry(3, 'error')]);
      const pending = await records.pendingLogs(10);
      expect(pending.map((row) => row.entry)).toEqual([entry(1), entry(2, 'warn'), entry(3, 'error')]);
      expect(new Set(pending.map((row) => row.id)).size).toBe(3);
      await records.markLogsSent(pending.slice(0, 2).map((row) => row.id));
      expect((await (await reopen()).pendingLogs(10)).map((row) => row.entry)).toEqual([entry(3, 'error')]);
      expect(await records.pendingLogs(0 + 1)).toHaveLength(1);
    });

    it('keeps at most 1000 log entries, the newest', async () => {
      const { records } = await open();
      for (let batch = 0; batch < 11; batch += 1) await records.appendLogs(Array.from({ length: 100 }, (_, i) => entry(batch * 100 + i)));
      const pending = [];
      for (let page = 0; page < 11; page += 1) {
        const rows = await records.pendingLogs(100);
        if (rows.length === 0) break;
        pending.push(...rows);
        await records.markLogsSent(rows.map((row) => row.id));
      }
      expect(pending).toHaveLength(LOG_MAX_ENTRIES);
      expect(pending[0]?.entry.message).toBe('entry 100');
      expect(pending.at(-1)?.entry.message).toBe('entry 1099');
    });
  });
}
