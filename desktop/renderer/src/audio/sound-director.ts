import Phaser from 'phaser';
import type { Ambience } from './ambient-choice';
import { AMBIENT_LOOPS } from './ambient-choice';
import { EffectGate } from './effect-gate';
import type { Foot } from './footstep-pacer';
import { EFFECT_SOUNDS, LOOP_SOUNDS, SOUND_RECIPES, type EffectSound, type LoopSound, type SoundKey } from './sound-recipes';
import { renderSounds, type RenderedSound } from './sound-renderer';
import type { SoundProbe } from './sound-probe';
import { SILENT, soundVolume, type CategoryVolumes } from './volume-mix';

/** A change of place crossfades the ambience over this long; a music start fades in as long. */
export const LOOP_FADE_MS = 1_500;
/** Below this a sound is not worth starting (or, for a loop, keeping running). */
const AUDIBLE = 0.001;
/** Footsteps alternate feet a little apart in pitch and wander a few cents, so a walk never sounds like one sample. */
const FOOT_RATE: Readonly<Record<Foot, number>> = { left: 1, right: 0.94 };
const FOOTSTEP_DETUNE_CENTS = 40;

interface LoopState {
  sound: Phaser.Sound.WebAudioSound | null;
  /** 0..1: how far faded in (a crossfade between places, the music's start). */
  weight: number;
  wanted: boolean;
  volume: number;
}

/**
 * The game's sound, through Phaser's sound manager: the effects, footsteps, the ambient loop of
 * the place the player is in, and the music. Volumes are set from the settings and apply to
 * sounds already playing. Nothing plays until the sounds are rendered and the volumes are known;
 * effects asked for while the browser still locks audio are dropped rather than saved up for a
 * burst at the first click.
 */
export class SoundDirector {
  private readonly webAudio: Phaser.Sound.WebAudioSoundManager | null;
  private readonly stopRendering: () => void;
  private readonly ready = new Set<SoundKey>();
  private readonly gate = new EffectGate();
  private readonly playing = new Map<Phaser.Sound.WebAudioSound, { category: 'effects'; mix: number; gain: number }>();
  private readonly loops = new Map<LoopSound, LoopState>(LOOP_SOUNDS.map((key) => [key, { sound: null, weight: 0, wanted: key === 'music', volume: 0 }]));
  private readonly played = Object.fromEntries(EFFECT_SOUNDS.map((key) => [key, 0])) as Record<EffectSound, number>;
  private volumes: CategoryVolumes = SILENT;
  private volumesKnown = false;
  private ambience: Ambience | null = null;
  private destroyed = false;

  constructor(
    private readonly manager: Phaser.Sound.BaseSoundManager,
    private readonly now: () => number = () => performance.now(),
  ) {
    // HTML5 audio would need media URLs the page's policy does not allow, and NoAudio has nothing: sound is then off.
    this.webAudio = manager instanceof Phaser.Sound.WebAudioSoundManager ? manager : null;
    // Short effects first: they are asked for soonest and take least time.
    this.stopRendering = this.webAudio ? renderSounds([...EFFECT_SOUNDS, ...LOOP_SOUNDS], (sound) => this.addBuffer(sound)) : () => undefined;
  }

  setVolumes(volumes: CategoryVolumes): void {
    this.volumes = volumes;
    this.volumesKnown = true;
    for (const [sound, entry] of this.playing) sound.setVolume(soundVolume(volumes, entry.category, entry.mix) * entry.gain);
    // Loops follow at once too (their fades only cover changes of place).
    this.applyLoops();
  }

  setAmbience(ambience: Ambience): void {
    if (ambience === this.ambience) return;
    this.ambience = ambience;
    for (const [place, key] of Object.entries(AMBIENT_LOOPS) as Array<[Ambience, LoopSound]>) (this.loops.get(key) as LoopState).wanted = place === ambience;
  }

  /** Plays a one-shot effect; false when it did not sound (muted, locked, not rendered yet, or just played). */
  play(effect: EffectSound, options: { rate?: number; detune?: number } = {}): boolean {
    if (!this.webAudio || this.destroyed || this.webAudio.locked || !this.ready.has(effect)) return false;
    const recipe = SOUND_RECIPES[effect];
    const volume = soundVolume(this.volumes, 'effects', recipe.mix);
    if (volume < AUDIBLE || !this.gate.allow(effect, this.now())) return false;
    const sound = this.webAudio.add(effect, { volume, rate: options.rate ?? 1, detune: options.detune ?? 0 }) as Phaser.Sound.WebAudioSound;
    this.playing.set(sound, { category: 'effects', mix: recipe.mix, gain: 1 });
    sound.once(Phaser.Sound.Events.COMPLETE, () => {
      this.playing.delete(sound);
      sound.destroy();
    });
    sound.play();
    this.played[effect] += 1;
    return true;
  }

  footstep(surface: 'stone' | 'soft', foot: Foot): boolean {
    const detune = (Math.random() * 2 - 1) * FOOTSTEP_DETUNE_CENTS;
    return this.play(surface === 'stone' ? 'footstep-stone' : 'footstep-soft', { rate: FOOT_RATE[foot], detune });
  }

  /** Moves the fades on; called once a frame. */
  update(elapsedMs: number): void {
    if (this.destroyed) return;
    const step = Math.max(0, elapsedMs) / LOOP_FADE_MS;
    for (const loop of this.loops.values()) loop.weight = loop.wanted ? Math.min(1, loop.weight + step) : Math.max(0, loop.weight - step);
    this.applyLoops();
  }

  probe(): SoundProbe {
    const loops = Object.fromEntries(LOOP_SOUNDS.map((key) => [key, this.loops.get(key)?.volume ?? 0])) as Record<LoopSound, number>;
    const state = !this.webAudio ? 'unavailable' : this.webAudio.locked || this.webAudio.context.state !== 'running' ? 'locked' : 'running';
    return { state, volumes: this.volumes, ambience: this.ambience, loops, played: { ...this.played }, ready: [...this.ready] };
  }

  destroy(): void {
    this.destroyed = true;
    this.stopRendering();
    for (const sound of this.playing.keys()) sound.destroy();
    this.playing.clear();
    for (const loop of this.loops.values()) loop.sound?.destroy();
    this.loops.clear();
  }

  private addBuffer({ key, samples, rate }: RenderedSound): void {
    const webAudio = this.webAudio;
    if (!webAudio || this.destroyed) return;
    // The context may already be closed (the game was torn down while the worker rendered).
    if (webAudio.context.state === 'closed') return;
    const buffer = webAudio.context.createBuffer(1, samples.length, rate);
    buffer.copyToChannel(samples as Float32Array<ArrayBuffer>, 0);
    webAudio.game.cache.audio.add(key, buffer);
    this.ready.add(key);
  }

  /**
   * Sets each loop's volume from its fade and its category; starts a loop that became audible
   * and pauses one that fell silent, so a muted game spends nothing on playing zeros.
   */
  private applyLoops(): void {
    const webAudio = this.webAudio;
    if (!webAudio || this.destroyed) return;
    for (const [key, loop] of this.loops) {
      const recipe = SOUND_RECIPES[key];
      loop.volume = this.volumesKnown ? soundVolume(this.volumes, recipe.category, recipe.mix) * loop.weight : 0;
      const audible = loop.volume >= AUDIBLE;
      if (!loop.sound) {
        if (!audible || !this.ready.has(key)) {
          loop.volume = 0;
          continue;
        }
        loop.sound = webAudio.add(key, { loop: true, volume: loop.volume }) as Phaser.Sound.WebAudioSound;
        loop.sound.play();
        continue;
      }
      loop.sound.setVolume(loop.volume);
      if (audible && loop.sound.isPaused) loop.sound.resume();
      else if (!audible && loop.sound.isPlaying) loop.sound.pause();
    }
  }
}
