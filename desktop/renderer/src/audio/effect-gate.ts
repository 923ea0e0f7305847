import type { EffectSound } from './sound-recipes';

/**
 * The shortest time between two plays of one effect: a bulk sale of five goods is one jingle of
 * coins, not five on top of each other.
 */
export const EFFECT_MIN_GAP_MS: Readonly<Record<EffectSound, number>> = {
  'footstep-soft': 0,
  'footstep-stone': 0,
  coins: 120,
  harvest: 150,
  notification: 300,
  achievement: 300,
  'window-open': 80,
  'window-close': 80,
};

/** A toast that only reports a trade or a harvest the player just heard says nothing new: its chime stays quiet. */
export const NOTIFICATION_AFTER_CUE_MS = 400;
const CUES_THAT_COVER_A_NOTIFICATION: readonly EffectSound[] = ['coins', 'harvest'];

/** Decides whether an effect asked for now should sound. */
export class EffectGate {
  private readonly lastPlayed = new Map<EffectSound, number>();

  allow(effect: EffectSound, now: number): boolean {
    const last = this.lastPlayed.get(effect);
    if (last !== undefined && now - last < EFFECT_MIN_GAP_MS[effect]) return false;
    if (effect === 'notification') {
      for (const cue of CUES_THAT_COVER_A_NOTIFICATION) {
        const at = this.lastPlayed.get(cue);
        if (at !== undefined && now - at < NOTIFICATION_AFTER_CUE_MS) return false;
      }
    }
    this.lastPlayed.set(effect, now);
    return true;
  }
}
