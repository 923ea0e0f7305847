import type { ScreenPoint } from './stick';

/** A world key an on-screen button stands for: E uses what is in reach, Space gathers (both talk to the person in reach). */
export type WorldKey = 'E' | 'Space';

/** Touch's part of the game bus (bus/game-bus.ts). */
export interface TouchBusEvents {
  /** Phaser -> React: the stick under a steering thumb, in canvas pixels (centre and knob); null once the thumb lifts. */
  'touch:stick': { origin: ScreenPoint; knob: ScreenPoint } | null;
  /** React -> Phaser: an on-screen button was tapped for a world key: the world does what pressing that key does. */
  'touch:key': { key: WorldKey };
}
