import type { Ambience } from './ambient-choice';
import type { EffectSound, LoopSound, SoundKey } from './sound-recipes';
import type { CategoryVolumes } from './volume-mix';

/** What the browser tests read of the sound (game/probe.ts). */
export interface SoundProbe {
  /** `locked` until the page has had a click or a key press (the browser's autoplay rule); `unavailable` without Web Audio. */
  state: 'locked' | 'running' | 'unavailable';
  volumes: CategoryVolumes;
  ambience: Ambience | null;
  /** The volume each loop plays at now (0 when it is paused or faded out). */
  loops: Record<LoopSound, number>;
  /** How many times each effect has sounded. */
  played: Record<EffectSound, number>;
  /** The sounds rendered so far and ready to play. */
  ready: SoundKey[];
}
