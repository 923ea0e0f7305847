import Phaser from 'phaser';
import type { GameBus, SceneName } from '../bus/game-bus';
import { ambienceAt, type Ambience } from './ambient-choice';
import { FootstepPacer, isWalkingStep } from './footstep-pacer';
import { SoundDirector } from './sound-director';
import type { SoundProbe } from './sound-probe';
import { categoryVolumes } from './volume-mix';

export interface WorldAudioOptions {
  game: Phaser.Game;
  bus: GameBus;
  /** The scene on screen and the local player's position in it (undefined before it is up). */
  where(): { scene: SceneName; position: { x: number; y: number } | undefined };
}

/**
 * Sound for the running world: the settings and the panels' cues from the bus; footsteps, and
 * the ambience of the place, from the local player's movement frame by frame.
 */
export function attachWorldAudio({ game, bus, where }: WorldAudioOptions): { probe(): SoundProbe; destroy(): void } {
  const director = new SoundDirector(game.sound);
  const pacer = new FootstepPacer();
  let last: { scene: SceneName; x: number; y: number } | null = null;
  let ambience: Ambience | null = null;

  const onStep = (_time: number, delta: number) => {
    const { scene, position } = where();
    const here = position ? { scene, x: position.x, y: position.y } : null;
    // A change of scene is a jump, not a step.
    const walking = last !== null && here !== null && last.scene === here.scene && isWalkingStep(last, here);
    last = here;
    ambience = ambienceAt(ambience, scene, position);
    director.setAmbience(ambience);
    const foot = pacer.advance(walking, delta);
    if (foot) director.footstep(ambience === 'city' ? 'stone' : 'soft', foot);
    director.update(delta);
  };
  game.events.on(Phaser.Core.Events.POST_STEP, onStep);

  const unsubscribe = [
    bus.on('settings:changed', (settings) => director.setVolumes(categoryVolumes(settings))),
    bus.on('sound:cue', ({ cue }) => director.play(cue)),
    // A gathered yield floats up from its node as a gain: that is the gathering's harvest.
    bus.on('harvest:float', ({ line }) => {
      if (line.tone === 'gain') director.play('harvest');
    }),
  ];

  return {
    probe: () => director.probe(),
    destroy() {
      game.events.off(Phaser.Core.Events.POST_STEP, onStep);
      for (const off of unsubscribe) off();
      director.destroy();
    },
  };
}
