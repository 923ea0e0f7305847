import { DEFAULT_GAME_SETTINGS, parseGameSettings, type GameSettings } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import type { LocalRecords } from '../../platform/platform';
import { deviceDefaults, SettingsStore } from './settings-store';

/** Settings records that keep what is saved, answer the defaults when empty (as both platforms do), and can be held mid-save. */
function fakeRecords(initial: unknown = undefined) {
  let stored: unknown = initial;
  const saves: GameSettings[] = [];
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => undefined;
  const records = {
    loadSettings: async () => parseGameSettings(stored),
    saveSettings: async (settings: GameSettings) => {
      await gate;
      saves.push(settings);
      stored = settings;
      return settings;
    },
  } as unknown as LocalRecords;
  return {
    records,
    saves,
    stored: () => stored,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
  };
}

describe('settings store', () => {
  it('starts from the defaults (1, 0.7, 0.8, 0.6) with nothing stored', async () => {
    const store = await SettingsStore.load(fakeRecords().records, { mobile: false });
    expect(store.get()).toEqual(DEFAULT_GAME_SETTINGS);
  });

  it('starts a phone from effects 0.7 and no particles (spec 000 §9), until the player chooses', async () => {
    const phone = await SettingsStore.load(fakeRecords().records, { mobile: true });
    expect(phone.get()).toMatchObject({ effectsVolume: 0.7, showParticleEffects: false, masterVolume: 1 });
    const chosen = await SettingsStore.load(fakeRecords({ ...DEFAULT_GAME_SETTINGS, effectsVolume: 0.4 }).records, { mobile: true });
    expect(chosen.get()).toMatchObject({ effectsVolume: 0.4, showParticleEffects: true });
  });

  it('applies a change at once, tells its listeners, and saves it', async () => {
    const fake = fakeRecords();
    const store = await SettingsStore.load(fake.records, { mobile: false });
    let told = 0;
    store.subscribe(() => told++);
    const saved = store.update({ effectsVolume: 0.35, debugMode: true });
    expect(store.get()).toMatchObject({ effectsVolume: 0.35, debugMode: true });
    expect(told).toBe(1);
    await saved;
    expect(fake.stored()).toMatchObject({ effectsVolume: 0.35, debugMode: true });
    // The same value again is no change.
    await store.update({ effectsVolume: 0.35 });
    expect(told).toBe(1);
  });

  it('writes only the newest of many quick changes while a save is under way', async () => {
    const fake = fakeRecords();
    const store = await SettingsStore.load(fake.records, { mobile: false });
    fake.hold();
    const first = store.update({ masterVolume: 0.9 });
    for (let i = 1; i <= 8; i++) void store.update({ masterVolume: 0.9 - i * 0.05 });
    fake.release();
    await first;
    expect(fake.saves.map((s) => s.masterVolume)).toEqual([0.9, expect.closeTo(0.5)]);
    expect((fake.stored() as GameSettings).masterVolume).toBeCloseTo(0.5);
  });

  it('keeps a change for this run when it cannot be saved', async () => {
    const records = { loadSettings: async () => DEFAULT_GAME_SETTINGS, saveSettings: async () => Promise.reject(new Error('disk full')) } as unknown as LocalRecords;
    const store = await SettingsStore.load(records, { mobile: false });
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      await store.update({ soundEnabled: false });
    } finally {
      console.warn = warn;
    }
    expect(store.get().soundEnabled).toBe(false);
  });

  it('restores this device’s defaults but keeps the chosen server', async () => {
    const fake = fakeRecords({ ...DEFAULT_GAME_SETTINGS, masterVolume: 0.2, serverUrl: 'https://game.example.com' });
    const store = await SettingsStore.load(fake.records, { mobile: true });
    await store.reset();
    expect(store.get()).toEqual({ ...deviceDefaults(true), serverUrl: 'https://game.example.com' });
  });

  it('falls back to the defaults when the records cannot be read', async () => {
    const records = { loadSettings: async () => Promise.reject(new Error('no bridge')) } as unknown as LocalRecords;
    expect((await SettingsStore.load(records, { mobile: false })).get()).toEqual(DEFAULT_GAME_SETTINGS);
  });
});
