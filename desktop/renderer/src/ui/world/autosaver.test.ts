import { AUTOSAVE_INTERVAL_MS, autosaveAllowed, type AutosaveRecord } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { Autosaver } from './autosaver';

function harness() {
  let now = 1_000_000;
  let tick: (() => void) | null = null;
  const written: { record: AutosaveRecord; final: boolean }[] = [];
  let last: number | null = null;
  const records = {
    async saveAutosave(record: AutosaveRecord, final: boolean) {
      if (!autosaveAllowed(last, now, final)) return false;
      last = record.timestamp;
      written.push({ record, final });
      return true;
    },
  };
  let snapshot: Omit<AutosaveRecord, 'timestamp'> | null = { playerPosition: { x: 400, y: 300 }, currentInterface: null };
  let savedMessages = 0;
  const autosaver = new Autosaver({
    records,
    snapshot: () => snapshot,
    now: () => now,
    every: (callback, ms) => {
      expect(ms).toBe(AUTOSAVE_INTERVAL_MS);
      tick = callback;
      return () => {
        tick = null;
      };
    },
    onSaved: () => (savedMessages += 1),
  });
  return {
    autosaver,
    written,
    advance: async (ms: number) => {
      now += ms;
      tick?.();
      await Promise.resolve();
      await Promise.resolve();
    },
    setSnapshot: (next: typeof snapshot) => (snapshot = next),
    savedMessages: () => savedMessages,
    ticking: () => tick !== null,
  };
}

describe('Autosaver', () => {
  it('saves the position and open window every 30 s, with the "saved" message', async () => {
    const h = harness();
    h.autosaver.start();
    await h.advance(AUTOSAVE_INTERVAL_MS);
    h.setSnapshot({ playerPosition: { x: 512, y: 640 }, currentInterface: 'trading' });
    await h.advance(AUTOSAVE_INTERVAL_MS);
    expect(h.written.map((w) => [w.record.playerPosition, w.record.currentInterface, w.final])).toEqual([
      [{ x: 400, y: 300 }, null, false],
      [{ x: 512, y: 640 }, 'trading', false],
    ]);
    expect(h.savedMessages()).toBe(2);
  });

  it('does not save twice within 30 s, but always saves the final record on quit', async () => {
    const h = harness();
    expect(await h.autosaver.save(false)).toBe(true);
    expect(await h.autosaver.save(false)).toBe(false);
    expect(await h.autosaver.save(true)).toBe(true);
    expect(h.written.map((w) => w.final)).toEqual([false, true]);
  });

  it('saves nothing before the player has a position, and stops with the world', async () => {
    const h = harness();
    h.setSnapshot(null);
    h.autosaver.start();
    await h.advance(AUTOSAVE_INTERVAL_MS);
    expect(h.written).toEqual([]);
    h.autosaver.stop();
    expect(h.ticking()).toBe(false);
  });
});
