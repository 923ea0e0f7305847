import { DEFAULT_GAME_SETTINGS, type GameSettings } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { openLocalDatabase } from './local-database';
import { createSettingsRecords } from './settings-records';
import { useTestFolders } from './test-folders';

const { folder, closeAfter } = useTestFolders();

const CHANGED: GameSettings = {
  masterVolume: 0.5,
  musicVolume: 0,
  effectsVolume: 0.25,
  ambientVolume: 1,
  soundEnabled: false,
  musicEnabled: false,
  showParticleEffects: false,
  debugMode: true,
  serverUrl: 'https://play.silkroad.example',
};

async function openRecords(directory = folder()) {
  const database = closeAfter(await openLocalDatabase({ directory }));
  return { database, settings: createSettingsRecords(database) };
}

describe('settings records', () => {
  it('reads the defaults before anything is saved', async () => {
    const { settings } = await openRecords();
    expect(settings.load()).toEqual(DEFAULT_GAME_SETTINGS);
  });

  it('round-trips, across a restart', async () => {
    const directory = folder();
    const first = await openRecords(directory);
    expect(first.settings.save(CHANGED)).toEqual(CHANGED);
    expect(first.settings.load()).toEqual(CHANGED);
    await first.database.close();
    expect((await openRecords(directory)).settings.load()).toEqual(CHANGED);
  });

  it('stores what the schema knows and returns that', async () => {
    const { settings } = await openRecords();
    const stored = settings.save({ ...CHANGED, skipTutorial: true } as GameSettings);
    expect(stored).toEqual(CHANGED);
    expect(settings.load()).toEqual(CHANGED);
  });

  it('refuses invalid settings and keeps the stored ones', async () => {
    const { settings } = await openRecords();
    settings.save(CHANGED);
    expect(() => settings.save({ ...CHANGED, musicVolume: 2 })).toThrow();
    expect(() => settings.save({ ...CHANGED, serverUrl: 'not a url' })).toThrow();
    expect(settings.load()).toEqual(CHANGED);
  });

  it('reads damaged JSON as the defaults, and a partly wrong record field by field', async () => {
    const { database, settings } = await openRecords();
    settings.save(CHANGED);
    const setJson = (settings_json: string) => database.run(database.builder.updateTable('settings').set({ settings_json }));

    setJson('{"masterVolume": 0.5, "musicVol');
    expect(settings.load()).toEqual(DEFAULT_GAME_SETTINGS);
    setJson('[1, 2, 3]');
    expect(settings.load()).toEqual(DEFAULT_GAME_SETTINGS);
    setJson(JSON.stringify({ ...CHANGED, musicVolume: 'loud', debugMode: 'yes' }));
    expect(settings.load()).toEqual({ ...CHANGED, musicVolume: DEFAULT_GAME_SETTINGS.musicVolume, debugMode: DEFAULT_GAME_SETTINGS.debugMode });
  });
});
