import { describe, expect, it } from 'vitest';
import {
  AUTOSAVE_MIN_GAP_MS,
  autosaveAllowed,
  DEFAULT_GAME_SETTINGS,
  LOG_MAX_ENTRIES,
  parseGameSettings,
  persistedLogBytes,
  trimLog,
  type LogEntry,
} from './local-records';

const entry = (i: number, message = `entry ${i}`): LogEntry => ({ timestamp: new Date(i * 1000).toISOString(), level: 'info', message });

describe('parseGameSettings', () => {
  it('gives the spec defaults for nothing stored or a record that is not an object', () => {
    expect(parseGameSettings(undefined)).toEqual({ masterVolume: 1, musicVolume: 0.7, effectsVolume: 0.8, ambientVolume: 0.6, soundEnabled: true, musicEnabled: true, showParticleEffects: true, debugMode: false, serverUrl: null });
    expect(parseGameSettings('garbage')).toEqual(DEFAULT_GAME_SETTINGS);
    expect(parseGameSettings(null)).toEqual(DEFAULT_GAME_SETTINGS);
  });

  it('keeps every valid field and replaces only the invalid ones', () => {
    const parsed = parseGameSettings({ masterVolume: 0.25, musicVolume: 7, effectsVolume: 'loud', debugMode: true, serverUrl: 'not a url', extra: 1 });
    expect(parsed).toEqual({ ...DEFAULT_GAME_SETTINGS, masterVolume: 0.25, debugMode: true });
    expect(parsed).not.toHaveProperty('extra');
  });

  it('takes a server URL and falls back to given defaults', () => {
    expect(parseGameSettings({ serverUrl: 'https://play.example.org' }).serverUrl).toBe('https://play.example.org');
    expect(parseGameSettings({}, { ...DEFAULT_GAME_SETTINGS, effectsVolume: 0.7 }).effectsVolume).toBe(0.7);
  });
});

describe('autosaveAllowed', () => {
  it('allows the first save, refuses one under 30 s after the last, allows one at 30 s', () => {
    expect(autosaveAllowed(null, 5)).toBe(true);
    expect(autosaveAllowed(1_000, 1_000 + AUTOSAVE_MIN_GAP_MS - 1)).toBe(false);
    expect(autosaveAllowed(1_000, 1_000 + AUTOSAVE_MIN_GAP_MS)).toBe(true);
  });

  it('always allows the final save on quit', () => {
    expect(autosaveAllowed(1_000, 1_001, true)).toBe(true);
  });
});

describe('trimLog', () => {
  it('keeps the newest 1000 entries, oldest first', () => {
    const kept = trimLog(Array.from({ length: 1_250 }, (_, i) => entry(i)));
    expect(kept).toHaveLength(LOG_MAX_ENTRIES);
    expect(kept[0]?.message).toBe('entry 250');
    expect(kept.at(-1)?.message).toBe('entry 1249');
  });

  it('trims to the newest half when the stored log is over the byte limit', () => {
    const entries = Array.from({ length: 100 }, (_, i) => entry(i, 'x'.repeat(100)));
    const limit = persistedLogBytes(entries) - 1;
    const kept = trimLog(entries, limit);
    expect(kept).toHaveLength(50);
    expect(kept[0]?.message).toBe(entries[50]?.message);
    expect(persistedLogBytes(kept)).toBeLessThanOrEqual(limit);
  });

  it('halves again while still over the limit, and leaves a log under it alone', () => {
    const entries = Array.from({ length: 64 }, (_, i) => entry(i, 'y'.repeat(1_000)));
    expect(trimLog(entries, 10_000).length).toBeLessThanOrEqual(8);
    expect(trimLog(entries)).toEqual(entries);
  });

  it('counts bytes as UTF-8', () => {
    expect(persistedLogBytes([entry(0, 'é')]) - persistedLogBytes([entry(0, 'e')])).toBe(1);
    expect(persistedLogBytes([entry(0, '🐪')]) - persistedLogBytes([entry(0, 'e')])).toBe(3);
  });
});
