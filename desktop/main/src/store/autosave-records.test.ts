import { AUTOSAVE_MIN_GAP_MS, type AutosaveRecord } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { createAutosaveRecords } from './autosave-records';
import { openLocalDatabase } from './local-database';
import { useTestFolders } from './test-folders';

const { folder, closeAfter } = useTestFolders();

const ONLINE = 'https://play.silkroad.example';
const OFFLINE = 'offline';

function record(x: number, timestamp = 0): AutosaveRecord {
  return { playerPosition: { x, y: 300 }, timestamp, currentInterface: x % 2 === 0 ? null : 'trading' };
}

/** A clock the test moves by hand. */
function manualClock(start = 1_700_000_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms), set: (at: number) => void (time = at) };
}

async function openRecords(clock = manualClock()) {
  const database = closeAfter(await openLocalDatabase({ directory: folder() }));
  return { database, clock, autosave: createAutosaveRecords(database, { now: clock.now }) };
}

describe('autosave records', () => {
  it('round-trips per server origin', async () => {
    const { autosave } = await openRecords();
    expect(autosave.load(ONLINE)).toBeNull();
    expect(autosave.save(ONLINE, record(401, 5), false)).toBe(true);
    expect(autosave.save(OFFLINE, record(500, 6), false)).toBe(true);
    expect(autosave.load(ONLINE)).toEqual(record(401, 5));
    expect(autosave.load(OFFLINE)).toEqual(record(500, 6));
  });

  it('refuses a save under 30 s after the last, by its own clock, unless it is the final one', async () => {
    const { autosave, clock } = await openRecords();
    expect(autosave.save(ONLINE, record(1), false)).toBe(true);

    clock.advance(AUTOSAVE_MIN_GAP_MS - 1);
    // The renderer's timestamp does not buy an early save.
    expect(autosave.save(ONLINE, record(2, clock.now() + 10 * AUTOSAVE_MIN_GAP_MS), false)).toBe(false);
    expect(autosave.load(ONLINE)).toEqual(record(1));

    clock.advance(1);
    expect(autosave.save(ONLINE, record(3), false)).toBe(true);
    expect(autosave.load(ONLINE)).toEqual(record(3));

    // A renderer in a loop: one write per 30 s at most.
    let written = 0;
    for (let second = 0; second < 90; second += 1) {
      clock.advance(1_000);
      if (autosave.save(ONLINE, record(second), false)) written += 1;
    }
    expect(written).toBe(3);

    // The save on quit always writes, and restarts the 30 s.
    clock.advance(1);
    expect(autosave.save(ONLINE, record(99), true)).toBe(true);
    expect(autosave.load(ONLINE)).toEqual(record(99));
    clock.advance(AUTOSAVE_MIN_GAP_MS - 1);
    expect(autosave.save(ONLINE, record(100), false)).toBe(false);
  });

  it('paces each server on its own', async () => {
    const { autosave } = await openRecords();
    expect(autosave.save(ONLINE, record(1), false)).toBe(true);
    expect(autosave.save(OFFLINE, record(2), false)).toBe(true);
    expect(autosave.save(ONLINE, record(3), false)).toBe(false);
  });

  it('does not hold saves back for hours when the clock was set back', async () => {
    const { autosave, clock } = await openRecords();
    expect(autosave.save(ONLINE, record(1), false)).toBe(true);
    clock.advance(-3 * 60 * 60 * 1000);
    expect(autosave.save(ONLINE, record(2), false)).toBe(true);
    clock.advance(1_000);
    expect(autosave.save(ONLINE, record(3), false)).toBe(false);
  });

  it('reads a row that no longer parses as no save, and still paces by it', async () => {
    const { database, autosave } = await openRecords();
    autosave.save(ONLINE, record(1), false);
    database.run(database.builder.updateTable('autosaves').set({ record_json: '{"playerPosition": {"x": "far"}}' }));
    expect(autosave.load(ONLINE)).toBeNull();
    database.run(database.builder.updateTable('autosaves').set({ record_json: 'not json' }));
    expect(autosave.load(ONLINE)).toBeNull();
    expect(autosave.save(ONLINE, record(2), false)).toBe(false);
    expect(autosave.save(ONLINE, record(2), true)).toBe(true);
    expect(autosave.load(ONLINE)).toEqual(record(2));
  });

  it('refuses an invalid record without counting it as a save', async () => {
    const { autosave } = await openRecords();
    expect(() => autosave.save(ONLINE, { playerPosition: { x: Number.NaN, y: 0 }, timestamp: 0, currentInterface: null }, false)).toThrow();
    expect(autosave.save(ONLINE, record(1), false)).toBe(true);
  });
});
