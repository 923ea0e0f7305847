import type { EffectSound } from './sound-recipes';

/** The effects the panels ask for; footsteps and the ambience the world plays by itself. */
export const SOUND_CUES = ['coins', 'harvest', 'notification', 'achievement', 'window-open', 'window-close'] as const satisfies readonly EffectSound[];
export type SoundCue = (typeof SOUND_CUES)[number];

/** Sound's part of the game bus (bus/game-bus.ts). */
export interface AudioBusEvents {
  /** React -> Phaser: something the player should hear happened (a trade went through, a toast, a window opened...). */
  'sound:cue': { cue: SoundCue };
}
