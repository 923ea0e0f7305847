import type { Random } from '@silkroad/shared';

/**
 * The building blocks of the game's sounds: mono PCM in Float32Arrays (-1..1), rendered in code
 * so the game ships no recordings and needs no licence for any. Everything here is pure and
 * deterministic given its random source, so a sound is the same on every machine and in tests.
 */

/** Low enough to render every sound in a few milliseconds, high enough for the coins' shimmer (Nyquist 11 kHz). */
export const SAMPLE_RATE = 22_050;

export function sampleCount(seconds: number, rate = SAMPLE_RATE): number {
  return Math.max(0, Math.round(seconds * rate));
}

export function silence(seconds: number, rate = SAMPLE_RATE): Float32Array {
  return new Float32Array(sampleCount(seconds, rate));
}

export function whiteNoise(length: number, random: Random): Float32Array {
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) out[i] = random() * 2 - 1;
  return out;
}

/** Red noise: integrated white noise with a leak, the rumble under wind and crowds. */
export function brownNoise(length: number, random: Random): Float32Array {
  const out = new Float32Array(length);
  let value = 0;
  for (let i = 0; i < length; i++) {
    value = value * 0.995 + (random() * 2 - 1) * 0.06;
    out[i] = value;
  }
  return normalize(out, 0.9);
}

/** One-pole low-pass, in place: a gentle 6 dB/octave roll-off above `cutoffHz`. */
export function lowPass(signal: Float32Array, cutoffHz: number, rate = SAMPLE_RATE): Float32Array {
  const a = 1 - Math.exp((-2 * Math.PI * cutoffHz) / rate);
  let y = 0;
  for (let i = 0; i < signal.length; i++) {
    y += a * ((signal[i] as number) - y);
    signal[i] = y;
  }
  return signal;
}

/** One-pole high-pass, in place: takes out rumble and any DC offset below `cutoffHz`. */
export function highPass(signal: Float32Array, cutoffHz: number, rate = SAMPLE_RATE): Float32Array {
  const a = Math.exp((-2 * Math.PI * cutoffHz) / rate);
  let previousIn = 0;
  let previousOut = 0;
  for (let i = 0; i < signal.length; i++) {
    const x = signal[i] as number;
    const y = a * (previousOut + x - previousIn);
    previousIn = x;
    previousOut = y;
    signal[i] = y;
  }
  return signal;
}

/**
 * A resonant band-pass (RBJ biquad, constant peak gain), in place. `centerHz` may be a function
 * of the sample index, for sweeps; coefficients are then recomputed every 32 samples.
 */
export function bandPass(signal: Float32Array, centerHz: number | ((index: number) => number), q: number, rate = SAMPLE_RATE): Float32Array {
  let b0 = 0;
  let b2 = 0;
  let a1 = 0;
  let a2 = 0;
  const design = (hz: number) => {
    const w = (2 * Math.PI * Math.min(Math.max(hz, 20), rate * 0.45)) / rate;
    const alpha = Math.sin(w) / (2 * q);
    const a0 = 1 + alpha;
    b0 = alpha / a0;
    b2 = -alpha / a0;
    a1 = (-2 * Math.cos(w)) / a0;
    a2 = (1 - alpha) / a0;
  };
  const sweep = typeof centerHz === 'function' ? centerHz : null;
  design(sweep ? sweep(0) : (centerHz as number));
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < signal.length; i++) {
    if (sweep && i % 32 === 0) design(sweep(i));
    const x = signal[i] as number;
    const y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    signal[i] = y;
  }
  return signal;
}

/** Multiplies the signal, in place, by `gain(t)` where t is in seconds. */
export function shape(signal: Float32Array, gain: (seconds: number) => number, rate = SAMPLE_RATE): Float32Array {
  for (let i = 0; i < signal.length; i++) signal[i] = (signal[i] as number) * gain(i / rate);
  return signal;
}

/** A percussive envelope: a linear rise over `attack` seconds, then an exponential fall with time constant `decay`. */
export function percussive(attack: number, decay: number): (seconds: number) => number {
  return (t) => (t < attack ? t / attack : Math.exp(-(t - attack) / decay));
}

/** A swell: a raised-cosine rise over `attack`, a hold, and a raised-cosine fall over `release`, `length` seconds in all. */
export function swell(attack: number, length: number, release: number): (seconds: number) => number {
  return (t) => {
    if (t <= 0 || t >= length) return 0;
    if (t < attack) return 0.5 - 0.5 * Math.cos((Math.PI * t) / attack);
    if (t > length - release) return 0.5 - 0.5 * Math.cos((Math.PI * (length - t)) / release);
    return 1;
  };
}

/** Adds `source × gain` into `target` starting at sample `offset`; what falls past the end is dropped. */
export function mixInto(target: Float32Array, source: Float32Array, offset: number, gain = 1): Float32Array {
  const start = Math.max(0, Math.round(offset));
  const end = Math.min(target.length, start + source.length);
  for (let i = start; i < end; i++) target[i] = (target[i] as number) + (source[i - start] as number) * gain;
  return target;
}

export function peak(signal: Float32Array): number {
  let max = 0;
  for (let i = 0; i < signal.length; i++) max = Math.max(max, Math.abs(signal[i] as number));
  return max;
}

/** Scales the signal, in place, so its loudest sample is `target`; a silent signal stays silent. */
export function normalize(signal: Float32Array, target = 0.9): Float32Array {
  const max = peak(signal);
  if (max === 0) return signal;
  const k = target / max;
  for (let i = 0; i < signal.length; i++) signal[i] = (signal[i] as number) * k;
  return signal;
}

/** Short fades at both ends, in place: a sound that starts or stops mid-wave clicks. */
export function fadeEdges(signal: Float32Array, seconds = 0.004, rate = SAMPLE_RATE): Float32Array {
  const n = Math.min(Math.floor(signal.length / 2), sampleCount(seconds, rate));
  for (let i = 0; i < n; i++) {
    const k = i / n;
    signal[i] = (signal[i] as number) * k;
    signal[signal.length - 1 - i] = (signal[signal.length - 1 - i] as number) * k;
  }
  return signal;
}

/** A sine of `hz` with harmonics at the given relative amplitudes (`[1, 0.3]`: the fundamental and a soft octave). */
export function tone(hz: number, seconds: number, harmonics: readonly number[] = [1], rate = SAMPLE_RATE): Float32Array {
  const out = silence(seconds, rate);
  for (let h = 0; h < harmonics.length; h++) {
    const amplitude = harmonics[h] as number;
    const w = (2 * Math.PI * hz * (h + 1)) / rate;
    if (amplitude === 0 || hz * (h + 1) >= rate / 2) continue;
    for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) + amplitude * Math.sin(w * i);
  }
  return out;
}

/** A sine whose pitch glides from `fromHz` to `toHz` along an exponential curve: chirps, thumps, whistles. */
export function glide(fromHz: number, toHz: number, seconds: number, rate = SAMPLE_RATE): Float32Array {
  const out = silence(seconds, rate);
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = out.length > 1 ? i / (out.length - 1) : 0;
    phase += (2 * Math.PI * fromHz * Math.pow(toHz / fromHz, t)) / rate;
    out[i] = Math.sin(phase);
  }
  return out;
}

/**
 * A plucked string (Karplus-Strong, with an all-pass for exact tuning): a burst of noise
 * circulating in a delay line one period long, losing its highs each pass. `brightness` (0..1)
 * softens the burst, `sustain` (close to 1) sets how long the string rings.
 */
export function pluck(hz: number, seconds: number, random: Random, options: { brightness?: number; sustain?: number } = {}, rate = SAMPLE_RATE): Float32Array {
  const brightness = options.brightness ?? 0.6;
  const sustain = options.sustain ?? 0.996;
  const out = silence(seconds, rate);
  // The averaging filter delays by half a sample; the all-pass makes up the fraction.
  const period = rate / hz - 0.5;
  const length = Math.max(2, Math.floor(period - 0.1));
  const fraction = period - length;
  const c = (1 - fraction) / (1 + fraction);
  const line = lowPass(whiteNoise(length, random), 200 + brightness * 6000, rate);
  normalize(line, 1);
  let index = 0;
  let previous = 0;
  let apIn = 0;
  let apOut = 0;
  for (let i = 0; i < out.length; i++) {
    const x = line[index] as number;
    out[i] = x;
    const averaged = 0.5 * (x + previous);
    previous = x;
    const y = c * averaged + apIn - c * apOut;
    apIn = averaged;
    apOut = y;
    line[index] = y * sustain;
    index = index + 1 === length ? 0 : index + 1;
  }
  return out;
}

/**
 * Makes the first `loopLength` samples loop without a seam when the sound rings past the loop's
 * end: what rang on is added back at the start, as it would be when the loop plays again.
 */
export function wrapTail(signal: Float32Array, loopLength: number): Float32Array {
  const out = signal.slice(0, loopLength);
  for (let i = loopLength; i < signal.length; i++) {
    const at = (i - loopLength) % loopLength;
    out[at] = (out[at] as number) + (signal[i] as number);
  }
  return out;
}

/**
 * A seamless loop of `loopLength` samples from a longer stretch of noise-like sound: the start
 * fades in while the stretch past the end fades out over it, with equal power, as the two are
 * unrelated. Needs `loopLength + fadeLength` samples.
 */
export function crossfadeLoop(signal: Float32Array, loopLength: number, fadeLength: number): Float32Array {
  if (signal.length < loopLength + fadeLength) throw new Error('crossfadeLoop needs loopLength + fadeLength samples');
  const out = signal.slice(0, loopLength);
  for (let i = 0; i < fadeLength; i++) {
    const k = (i / fadeLength) * (Math.PI / 2);
    out[i] = (signal[i] as number) * Math.sin(k) + (signal[loopLength + i] as number) * Math.cos(k);
  }
  return out;
}

/**
 * Filters a loop as the loop it is: a filter that starts from rest would give the first samples
 * a different past from the one they have when the loop comes round, and the seam would click.
 * The filter first runs over the loop's last `warmUpSeconds`, then the loop itself.
 */
export function filterLoop(loop: Float32Array, filter: (signal: Float32Array) => Float32Array, warmUpSeconds = 0.5, rate = SAMPLE_RATE): Float32Array {
  const warmUp = Math.min(loop.length, sampleCount(warmUpSeconds, rate));
  const extended = new Float32Array(warmUp + loop.length);
  extended.set(loop.subarray(loop.length - warmUp), 0);
  extended.set(loop, warmUp);
  return filter(extended).slice(warmUp);
}

/** Keeps a mixed signal inside -1..1 without a hard edge: tanh past the knee. */
export function softClip(signal: Float32Array, knee = 0.8): Float32Array {
  for (let i = 0; i < signal.length; i++) {
    const x = signal[i] as number;
    const magnitude = Math.abs(x);
    if (magnitude > knee) signal[i] = Math.sign(x) * (knee + (1 - knee) * Math.tanh((magnitude - knee) / (1 - knee)));
  }
  return signal;
}

/** A smooth random curve (0..1) with a new target about every `stepSeconds`: the rise and fall of a crowd or a gust. */
export function randomCurve(length: number, stepSeconds: number, random: Random, rate = SAMPLE_RATE): Float32Array {
  const out = new Float32Array(length);
  const step = Math.max(1, Math.round(stepSeconds * rate));
  let from = random();
  let to = random();
  for (let i = 0; i < length; i++) {
    const k = (i % step) / step;
    if (i > 0 && i % step === 0) {
      from = to;
      to = random();
    }
    // Smoothstep: the curve's slope is zero at each target, like a cosine, at a fraction of the cost.
    out[i] = from + (to - from) * k * k * (3 - 2 * k);
  }
  return out;
}

export function midiToHz(note: number): number {
  return 440 * Math.pow(2, (note - 69) / 12);
}
