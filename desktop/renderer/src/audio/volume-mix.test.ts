import { DEFAULT_GAME_SETTINGS, MOBILE_SETTINGS_OVERRIDES } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { categoryVolumes, SILENT, soundVolume, volumePercent } from './volume-mix';

describe('volumes', () => {
  it('multiplies the master volume into each category (the defaults: 1, 0.7, 0.8, 0.6)', () => {
    expect(categoryVolumes(DEFAULT_GAME_SETTINGS)).toEqual({ effects: 0.8, ambient: 0.6, music: 0.7 });
    const half = categoryVolumes({ ...DEFAULT_GAME_SETTINGS, masterVolume: 0.5 });
    expect(half.effects).toBeCloseTo(0.4);
    expect(half.ambient).toBeCloseTo(0.3);
    expect(half.music).toBeCloseTo(0.35);
  });

  it('is silent with sound off, whatever the volumes', () => {
    expect(categoryVolumes({ ...DEFAULT_GAME_SETTINGS, soundEnabled: false })).toEqual(SILENT);
    expect(categoryVolumes({ ...DEFAULT_GAME_SETTINGS, masterVolume: 0 })).toEqual({ effects: 0, ambient: 0, music: 0 });
  });

  it('silences only the music with music off', () => {
    expect(categoryVolumes({ ...DEFAULT_GAME_SETTINGS, musicEnabled: false })).toEqual({ effects: 0.8, ambient: 0.6, music: 0 });
  });

  it('plays mobile effects at 0.7 (spec 000 §9)', () => {
    expect(categoryVolumes({ ...DEFAULT_GAME_SETTINGS, ...MOBILE_SETTINGS_OVERRIDES }).effects).toBeCloseTo(0.7);
  });

  it('keeps every volume inside 0..1, even from bad numbers', () => {
    const wild = categoryVolumes({ ...DEFAULT_GAME_SETTINGS, masterVolume: 3, effectsVolume: -1, ambientVolume: Number.NaN, musicVolume: 0.5 });
    expect(wild).toEqual({ effects: 0, ambient: 0, music: 0.5 });
  });

  it("scales a sound by its level in the mix", () => {
    const volumes = categoryVolumes(DEFAULT_GAME_SETTINGS);
    expect(soundVolume(volumes, 'effects', 0.5)).toBeCloseTo(0.4);
    expect(soundVolume(volumes, 'ambient', 1)).toBeCloseTo(0.6);
    expect(soundVolume(SILENT, 'music', 1)).toBe(0);
  });

  it('shows whole percentages', () => {
    expect(volumePercent(0.8)).toBe(80);
    expect(volumePercent(0.555)).toBe(56);
    expect(volumePercent(2)).toBe(100);
  });
});
