import type { GameSettings } from '@silkroad/shared';
import type { SoundCategory } from './sound-recipes';

/** How loud each category plays, 0..1, after the master volume and the on/off switches. */
export type CategoryVolumes = Readonly<Record<SoundCategory, number>>;

export const SILENT: CategoryVolumes = Object.freeze({ effects: 0, ambient: 0, music: 0 });

function unit(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

/**
 * Effective volume = master × category, and nothing at all with sound off (spec 000 §3 "Audio
 * state", "Settings"); music also needs music on.
 */
export function categoryVolumes(settings: Pick<GameSettings, 'masterVolume' | 'effectsVolume' | 'ambientVolume' | 'musicVolume' | 'soundEnabled' | 'musicEnabled'>): CategoryVolumes {
  if (!settings.soundEnabled) return SILENT;
  const master = unit(settings.masterVolume);
  return {
    effects: master * unit(settings.effectsVolume),
    ambient: master * unit(settings.ambientVolume),
    music: settings.musicEnabled ? master * unit(settings.musicVolume) : 0,
  };
}

/** One sound's volume: its category's, times its own level in the mix. */
export function soundVolume(volumes: CategoryVolumes, category: SoundCategory, mix: number): number {
  return unit(volumes[category] * unit(mix));
}

/** A volume as the Settings window shows it: a whole percentage. */
export function volumePercent(volume: number): number {
  return Math.round(unit(volume) * 100);
}
