import { seededRandom, type Random } from '@silkroad/shared';
import {
  SAMPLE_RATE,
  bandPass,
  brownNoise,
  crossfadeLoop,
  fadeEdges,
  filterLoop,
  glide,
  highPass,
  lowPass,
  midiToHz,
  mixInto,
  normalize,
  percussive,
  pluck,
  randomCurve,
  sampleCount,
  shape,
  silence,
  softClip,
  swell,
  tone,
  whiteNoise,
  wrapTail,
} from './synth/signal';

/**
 * Every sound of the game, as a recipe that renders it: no recording is shipped (docs/credits.md).
 * Each has a fixed seed, so it sounds the same on every machine and every run.
 */
export type SoundCategory = 'effects' | 'ambient' | 'music';

export const EFFECT_SOUNDS = ['footstep-soft', 'footstep-stone', 'coins', 'harvest', 'notification', 'achievement', 'window-open', 'window-close'] as const;
export const LOOP_SOUNDS = ['ambient-city', 'ambient-countryside', 'music'] as const;
export type EffectSound = (typeof EFFECT_SOUNDS)[number];
export type LoopSound = (typeof LOOP_SOUNDS)[number];
export type SoundKey = EffectSound | LoopSound;

export interface SoundRecipe {
  category: SoundCategory;
  loop: boolean;
  /** The sound's level in the mix, times its category's volume: footsteps sit under the coins. */
  mix: number;
  /** Samples per second of what `render` returns. */
  rate: number;
  render(): Float32Array;
}

/**
 * The city's murmur and far-off hammer have nothing above 3 kHz: half the usual rate renders them
 * in half the time, the costliest of the loops.
 */
export const CITY_AMBIENCE_RATE = SAMPLE_RATE / 2;

/** Ambient loops: long enough that the ear does not catch the repeat. */
export const AMBIENT_LOOP_SECONDS = 12;
/** The music: 90 beats a minute, eight bars of eight quavers (a maqsum-like drum pattern). */
export const MUSIC_BPM = 90;
export const MUSIC_BARS = 8;
const QUAVERS_PER_BAR = 8;

export function quaverSamples(rate = SAMPLE_RATE): number {
  return Math.round((rate * 60) / MUSIC_BPM / 2);
}

export function musicLoopSamples(rate = SAMPLE_RATE): number {
  return quaverSamples(rate) * QUAVERS_PER_BAR * MUSIC_BARS;
}

function finish(signal: Float32Array, level = 0.9, rate = SAMPLE_RATE): Float32Array {
  return fadeEdges(normalize(signal, level), 0.004, rate);
}

/** A footfall on grass and packed earth: a muffled thud with a little scuff. */
function softFootstep(rate = SAMPLE_RATE): Float32Array {
  const random = seededRandom(0xf007);
  const out = silence(0.14, rate);
  const scuff = lowPass(lowPass(whiteNoise(out.length, random), 1_100, rate), 1_400, rate);
  mixInto(out, shape(scuff, percussive(0.006, 0.03), rate), 0);
  mixInto(out, shape(glide(120, 60, 0.08, rate), percussive(0.003, 0.025), rate), 0, 0.6);
  return finish(highPass(out, 40, rate), 0.9, rate);
}

/** A footfall on a paved street: a short, brighter tap. */
function stoneFootstep(rate = SAMPLE_RATE): Float32Array {
  const random = seededRandom(0x57e9);
  const out = silence(0.11, rate);
  const tap = bandPass(whiteNoise(out.length, random), 2_000, 1.4, rate);
  mixInto(out, shape(tap, percussive(0.002, 0.014), rate), 0);
  mixInto(out, shape(glide(190, 110, 0.05, rate), percussive(0.002, 0.018), rate), 0, 0.5);
  return finish(highPass(out, 60, rate), 0.9, rate);
}

/** One small metal disc struck: inharmonic partials that ring and fade, the highest first. */
function clink(random: Random, rate: number): Float32Array {
  const base = 2_100 + random() * 900;
  const out = silence(0.45, rate);
  const partials: Array<[ratio: number, amplitude: number, decay: number]> = [
    [1, 1, 0.16],
    [1.47, 0.55, 0.11],
    [2.09, 0.4, 0.08],
    [2.56, 0.25, 0.05],
  ];
  for (const [ratio, amplitude, decay] of partials) {
    const hz = base * ratio;
    if (hz >= rate * 0.45) continue;
    mixInto(out, shape(tone(hz, 0.45, [1], rate), percussive(0.001, decay), rate), 0, amplitude);
  }
  const strike = shape(highPass(whiteNoise(sampleCount(0.01, rate), random), 3_000, rate), percussive(0.0005, 0.003), rate);
  return mixInto(out, strike, 0, 0.5);
}

/** Coins changing hands: three or four clinks, close together. */
function coins(rate = SAMPLE_RATE): Float32Array {
  const random = seededRandom(0xc011);
  const out = silence(0.7, rate);
  const onsets = [0, 0.065, 0.14, 0.2];
  onsets.forEach((at, i) => mixInto(out, clink(random, rate), sampleCount(at, rate), 1 - i * 0.18));
  return finish(out, 0.85, rate);
}

/** A harvest: leaves rustle, then a bright two-note pluck says "gained". */
function harvest(rate = SAMPLE_RATE): Float32Array {
  const random = seededRandom(0x4a55);
  const out = silence(0.75, rate);
  const rustle = bandPass(whiteNoise(sampleCount(0.3, rate), random), (i) => 1_800 + 1_400 * Math.sin((i / rate) * 40), 1.2, rate);
  mixInto(out, shape(rustle, swell(0.05, 0.3, 0.2), rate), 0, 0.5);
  mixInto(out, shape(pluck(midiToHz(79), 0.55, random, { brightness: 0.8, sustain: 0.994 }, rate), percussive(0.002, 0.25), rate), sampleCount(0.1, rate), 0.8);
  mixInto(out, shape(pluck(midiToHz(86), 0.5, random, { brightness: 0.8, sustain: 0.994 }, rate), percussive(0.002, 0.25), rate), sampleCount(0.19, rate), 0.7);
  return finish(highPass(out, 80, rate), 0.85, rate);
}

/** A notification: two soft bell notes, rising (A5, E6). */
function notification(rate = SAMPLE_RATE): Float32Array {
  const out = silence(1, rate);
  mixInto(out, shape(tone(880, 0.9, [1, 0.25, 0.08], rate), percussive(0.004, 0.28), rate), 0, 0.8);
  mixInto(out, shape(tone(1_318.5, 0.85, [1, 0.2, 0.06], rate), percussive(0.004, 0.32), rate), sampleCount(0.11, rate), 0.7);
  return finish(out, 0.8, rate);
}

/**
 * An achievement unlocked: a small fanfare, brighter and longer than a notification so it is told
 * apart without looking. A rising arpeggio of bells up the D major chord (D5 F#5 A5), landing on
 * D6 held over the chord, with a coin's shimmer on the last note.
 */
function achievement(rate = SAMPLE_RATE): Float32Array {
  const random = seededRandom(0xac4e);
  const out = silence(1.15, rate);
  const bell = [1, 0.3, 0.12, 0.05];
  const steps: Array<[midi: number, at: number, level: number]> = [
    [74, 0, 0.6],
    [78, 0.09, 0.6],
    [81, 0.18, 0.65],
  ];
  for (const [midi, at, level] of steps) mixInto(out, shape(tone(midiToHz(midi), 0.5, bell, rate), percussive(0.003, 0.16), rate), sampleCount(at, rate), level);
  // The last note rings over the chord beneath it.
  const landing = sampleCount(0.29, rate);
  mixInto(out, shape(tone(midiToHz(86), 0.85, bell, rate), percussive(0.004, 0.3), rate), landing, 0.85);
  for (const midi of [62, 66, 69]) mixInto(out, shape(tone(midiToHz(midi), 0.8, [1, 0.2], rate), percussive(0.01, 0.28), rate), landing, 0.18);
  mixInto(out, clink(random, rate), landing, 0.35);
  return finish(highPass(out, 90, rate), 0.85, rate);
}

/** A window opening (parchment unrolled: a rising swish and a light tap) or closing (falling, a lower tap). */
function windowSwish(opening: boolean, rate = SAMPLE_RATE): Float32Array {
  const random = seededRandom(opening ? 0x09e1 : 0xc105);
  const seconds = 0.22;
  const out = silence(seconds, rate);
  const n = out.length;
  const from = opening ? 500 : 2_600;
  const to = opening ? 2_600 : 500;
  const swishNoise = bandPass(whiteNoise(n, random), (i) => from * Math.pow(to / from, i / n), 2.2, rate);
  mixInto(out, shape(swishNoise, swell(opening ? 0.08 : 0.03, seconds, opening ? 0.1 : 0.16), rate), 0);
  const tap = shape(pluck(opening ? 330 : 220, 0.1, random, { brightness: 0.3, sustain: 0.97 }, rate), percussive(0.001, 0.02), rate);
  mixInto(out, tap, sampleCount(opening ? 0.12 : 0.14, rate), 0.7);
  return finish(highPass(out, 120, rate), 0.8, rate);
}

/** Birdsong for the countryside: a phrase of two to four quick chirps. */
function birdPhrase(random: Random, rate: number): Float32Array {
  const count = 2 + Math.floor(random() * 3);
  const out = silence(count * 0.14 + 0.2, rate);
  const low = 2_600 + random() * 1_200;
  const rising = random() < 0.5;
  for (let i = 0; i < count; i++) {
    const length = 0.05 + random() * 0.05;
    const chirp = glide(rising ? low : low * 1.5, rising ? low * 1.5 : low, length, rate);
    mixInto(out, shape(chirp, swell(length * 0.3, length, length * 0.5), rate), sampleCount(i * (0.1 + random() * 0.05), rate), 0.8 - i * 0.1);
  }
  return out;
}

/** The countryside: wind rising and falling, and birds now and then. */
function countrysideAmbience(rate = SAMPLE_RATE): Float32Array {
  const random = seededRandom(0xa1b1);
  const loop = sampleCount(AMBIENT_LOOP_SECONDS, rate);
  const fade = sampleCount(1.5, rate);
  const total = loop + fade;
  const wind = lowPass(brownNoise(total, random), 500, rate);
  const gusts = randomCurve(total, 2.5, random, rate);
  const airy = bandPass(whiteNoise(total, random), (i) => 700 + 500 * (gusts[i] as number), 0.7, rate);
  const bed = new Float32Array(total);
  for (let i = 0; i < total; i++) {
    const g = 0.35 + 0.65 * (gusts[i] as number);
    bed[i] = (wind[i] as number) * 0.8 * g + (airy[i] as number) * 0.25 * g * g;
  }
  const out = crossfadeLoop(bed, loop, fade);
  // Birds are placed by the loop's own clock and wrapped round its end, so the loop stays seamless.
  const birds = new Float32Array(loop + sampleCount(1, rate));
  for (let at = 0.6; at < AMBIENT_LOOP_SECONDS - 0.5; at += 1.6 + random() * 2.2) mixInto(birds, birdPhrase(random, rate), sampleCount(at, rate), 0.1 + random() * 0.08);
  mixInto(out, wrapTail(birds, loop), 0);
  return softClip(normalize(filterLoop(out, (s) => highPass(s, 30, rate), 0.5, rate), 0.7));
}

/**
 * A city: the murmur of a crowd (noise shaped like voices, swelling syllable by syllable), a
 * smith's hammer far off, and a breath of wind.
 */
function cityAmbience(rate = SAMPLE_RATE): Float32Array {
  const random = seededRandom(0xc17e);
  const loop = sampleCount(AMBIENT_LOOP_SECONDS, rate);
  const fade = sampleCount(1.5, rate);
  const total = loop + fade;
  const bed = new Float32Array(total);
  // Several voices, each its own band of noise with its own syllable rhythm.
  for (let v = 0; v < 6; v++) {
    const centre = 350 + random() * 700;
    const voice = bandPass(whiteNoise(total, random), centre, 2.5, rate);
    const syllables = randomCurve(total, 0.12 + random() * 0.1, random, rate);
    const phrases = randomCurve(total, 1.2 + random(), random, rate);
    for (let i = 0; i < total; i++) {
      const s = syllables[i] as number;
      bed[i] = (bed[i] as number) + (voice[i] as number) * s * s * (0.3 + 0.7 * (phrases[i] as number));
    }
  }
  mixInto(bed, lowPass(brownNoise(total, random), 300, rate), 0, 0.25);
  const out = crossfadeLoop(lowPass(bed, 2_500, rate), loop, fade);
  normalize(out, 0.55);
  const hammer = new Float32Array(loop + sampleCount(1, rate));
  for (let at = 1.1; at < AMBIENT_LOOP_SECONDS - 0.5; at += 2.8 + random() * 2) {
    for (let blow = 0; blow < 2; blow++) mixInto(hammer, clink(seededRandom(0x6a00 + Math.floor(at * 10) + blow), rate), sampleCount(at + blow * 0.42, rate), 0.05);
  }
  mixInto(out, filterLoop(wrapTail(hammer, loop), (s) => lowPass(s, 3_000, rate), 0.5, rate), 0);
  return softClip(normalize(filterLoop(out, (s) => highPass(s, 40, rate), 0.5, rate), 0.7));
}

/** D hijaz, the scale of much of the music along the road: D Eb F# G A Bb C. MIDI notes, 0 a rest. */
const D4 = 62;
const Eb4 = 63;
const Fs4 = 66;
const G4 = 67;
const A4 = 69;
const Bb4 = 70;
const C5 = 72;
const D5 = 74;
/** The tune, bar by bar: [note, quavers]. Each bar fills eight quavers. */
const MELODY: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
  [[A4, 2], [Bb4, 1], [A4, 1], [G4, 2], [Fs4, 2]],
  [[G4, 2], [Fs4, 1], [Eb4, 1], [D4, 4]],
  [[D4, 1], [Eb4, 1], [Fs4, 2], [G4, 2], [A4, 2]],
  [[Bb4, 2], [A4, 2], [G4, 1], [A4, 1], [A4, 2]],
  [[D5, 2], [C5, 1], [Bb4, 1], [A4, 2], [G4, 2]],
  [[A4, 1], [Bb4, 1], [A4, 1], [G4, 1], [Fs4, 4]],
  [[G4, 2], [Fs4, 1], [Eb4, 1], [Fs4, 2], [Eb4, 2]],
  [[D4, 6], [0, 2]],
];
const DRONE_TABLE_SIZE = 4_096;
/** Maqsum on a frame drum: D(oum) and T(ek) over eight quavers. */
const DRUM: readonly string[] = ['D', 'T', '.', 'T', 'D', '.', 'T', '.'];

/**
 * A quiet loop in the manner of the road's music: a plucked, oud-like string playing a tune in
 * D hijaz over a low drone, with a frame drum keeping a maqsum rhythm.
 */
function music(rate = SAMPLE_RATE): Float32Array {
  const random = seededRandom(0x0d0d);
  const quaver = quaverSamples(rate);
  const loop = musicLoopSamples(rate);
  const tail = sampleCount(2, rate);
  const out = new Float32Array(loop + tail);

  let at = 0;
  for (const bar of MELODY) {
    for (const [note, quavers] of bar) {
      if (note > 0) {
        const seconds = Math.min(2, (quavers * quaver) / rate + 0.6);
        const string = pluck(midiToHz(note - 12), seconds, random, { brightness: 0.45, sustain: 0.997 }, rate);
        mixInto(out, shape(string, percussive(0.003, 0.5 + quavers * 0.12), rate), at, 0.55);
        // Long notes get a second, quieter stroke, as an oud player's tremolo would.
        if (quavers >= 4) mixInto(out, pluck(midiToHz(note - 12), 1.2, random, { brightness: 0.35, sustain: 0.996 }, rate), at + 2 * quaver, 0.3);
      }
      at += quavers * quaver;
    }
  }

  // The drone: D2 and A2, swelling twice per loop (periods that divide the loop, so it stays seamless).
  const drone = new Float32Array(loop);
  const roots: Array<[hz: number, amplitude: number]> = [
    [midiToHz(38), 0.5],
    [midiToHz(45), 0.3],
  ];
  // One cycle of the drone's wave in a table: a sine per sample per harmonic would cost more than the rest of the music.
  const table = new Float32Array(DRONE_TABLE_SIZE);
  for (let i = 0; i < DRONE_TABLE_SIZE; i++) {
    const w = (2 * Math.PI * i) / DRONE_TABLE_SIZE;
    table[i] = Math.sin(w) + 0.35 * Math.sin(2 * w) + 0.12 * Math.sin(3 * w);
  }
  for (const [hz, amplitude] of roots) {
    // A whole number of cycles per loop keeps the drone seamless at the loop point.
    const step = (Math.round((hz * loop) / rate) * DRONE_TABLE_SIZE) / loop;
    let phase = 0;
    for (let i = 0; i < loop; i++) {
      const swellAmount = 0.6 + 0.4 * Math.sin((2 * Math.PI * 2 * i) / loop);
      drone[i] = (drone[i] as number) + amplitude * swellAmount * (table[Math.floor(phase) % DRONE_TABLE_SIZE] as number);
      phase += step;
    }
  }
  mixInto(out, filterLoop(drone, (s) => lowPass(s, 400, rate), 0.5, rate), 0, 0.22);

  // The frame drum: a low thump for doum, a dry slap for tek.
  const doum = shape(glide(95, 55, 0.35, rate), percussive(0.002, 0.12), rate);
  const tek = shape(bandPass(whiteNoise(sampleCount(0.08, rate), random), 2_200, 1.5, rate), percussive(0.001, 0.02), rate);
  for (let bar = 0; bar < MUSIC_BARS; bar++) {
    DRUM.forEach((stroke, i) => {
      const onset = (bar * QUAVERS_PER_BAR + i) * quaver;
      if (stroke === 'D') mixInto(out, doum, onset, 0.4);
      else if (stroke === 'T') mixInto(out, tek, onset, 0.18);
    });
  }
  return softClip(normalize(filterLoop(wrapTail(out, loop), (s) => highPass(s, 30, rate), 0.5, rate), 0.7));
}

export const SOUND_RECIPES: Readonly<Record<SoundKey, SoundRecipe>> = {
  'footstep-soft': { category: 'effects', loop: false, mix: 0.32, rate: SAMPLE_RATE, render: () => softFootstep() },
  'footstep-stone': { category: 'effects', loop: false, mix: 0.28, rate: SAMPLE_RATE, render: () => stoneFootstep() },
  coins: { category: 'effects', loop: false, mix: 0.7, rate: SAMPLE_RATE, render: () => coins() },
  harvest: { category: 'effects', loop: false, mix: 0.65, rate: SAMPLE_RATE, render: () => harvest() },
  notification: { category: 'effects', loop: false, mix: 0.5, rate: SAMPLE_RATE, render: () => notification() },
  achievement: { category: 'effects', loop: false, mix: 0.6, rate: SAMPLE_RATE, render: () => achievement() },
  'window-open': { category: 'effects', loop: false, mix: 0.35, rate: SAMPLE_RATE, render: () => windowSwish(true) },
  'window-close': { category: 'effects', loop: false, mix: 0.3, rate: SAMPLE_RATE, render: () => windowSwish(false) },
  'ambient-city': { category: 'ambient', loop: true, mix: 0.55, rate: CITY_AMBIENCE_RATE, render: () => cityAmbience(CITY_AMBIENCE_RATE) },
  'ambient-countryside': { category: 'ambient', loop: true, mix: 0.55, rate: SAMPLE_RATE, render: () => countrysideAmbience() },
  music: { category: 'music', loop: true, mix: 0.4, rate: SAMPLE_RATE, render: () => music() },
};
