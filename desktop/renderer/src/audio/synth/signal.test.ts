import { seededRandom } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { bandPass, crossfadeLoop, fadeEdges, filterLoop, glide, highPass, lowPass, mixInto, normalize, peak, pluck, sampleCount, SAMPLE_RATE, tone, whiteNoise, wrapTail } from './signal';
import { encodeWav, WAV_HEADER_BYTES } from './wav';

/** The strength of a frequency in a signal (one bin of a DFT), relative to the signal's length. */
function strength(signal: Float32Array, hz: number, rate = SAMPLE_RATE): number {
  let re = 0;
  let im = 0;
  for (let i = 0; i < signal.length; i++) {
    const w = (2 * Math.PI * hz * i) / rate;
    re += (signal[i] as number) * Math.cos(w);
    im += (signal[i] as number) * Math.sin(w);
  }
  return Math.hypot(re, im) / signal.length;
}

describe('PCM synthesis', () => {
  it('renders the length asked for', () => {
    expect(sampleCount(1)).toBe(SAMPLE_RATE);
    expect(tone(440, 0.5)).toHaveLength(SAMPLE_RATE / 2);
    expect(glide(200, 400, 0.25)).toHaveLength(Math.round(SAMPLE_RATE / 4));
    expect(pluck(220, 0.3, seededRandom(1))).toHaveLength(Math.round(SAMPLE_RATE * 0.3));
  });

  it('makes a tone of the pitch asked for', () => {
    const a = tone(440, 0.5);
    expect(strength(a, 440)).toBeGreaterThan(0.4);
    expect(strength(a, 660)).toBeLessThan(0.01);
  });

  it('tunes a plucked string to its note, between whole samples of delay', () => {
    // 587.33 Hz (D5) falls between whole delays at this rate: the all-pass must make up the fraction.
    const d5 = pluck(587.33, 0.5, seededRandom(7), { brightness: 0.5 });
    const on = strength(d5, 587.33);
    expect(on).toBeGreaterThan(3 * strength(d5, 587.33 * Math.pow(2, 0.5 / 12)));
    expect(on).toBeGreaterThan(3 * strength(d5, 587.33 * Math.pow(2, -0.5 / 12)));
  });

  it('filters: the low-pass keeps the lows, the band-pass its band', () => {
    const mix = mixInto(tone(100, 0.5), tone(5_000, 0.5), 0);
    const low = lowPass(mix.slice(), 400);
    expect(strength(low, 100)).toBeGreaterThan(5 * strength(low, 5_000));
    const band = bandPass(mix.slice(), 5_000, 2);
    expect(strength(band, 5_000)).toBeGreaterThan(5 * strength(band, 100));
  });

  it('is deterministic for a seed', () => {
    expect(whiteNoise(64, seededRandom(3))).toEqual(whiteNoise(64, seededRandom(3)));
    expect(whiteNoise(64, seededRandom(3))).not.toEqual(whiteNoise(64, seededRandom(4)));
  });

  it('normalizes to a peak and fades the edges to zero', () => {
    const noise = normalize(whiteNoise(1_000, seededRandom(5)), 0.5);
    expect(peak(noise)).toBeCloseTo(0.5);
    fadeEdges(noise);
    expect(noise[0]).toBe(0);
    expect(Math.abs(noise[noise.length - 1] as number)).toBeLessThan(0.01);
  });

  it('mixes at an offset without writing past the end', () => {
    const target = new Float32Array(10);
    mixInto(target, new Float32Array([1, 1, 1, 1]), 8, 0.5);
    expect([...target]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0.5, 0.5]);
  });

  it('wraps what rings past a loop back to its start', () => {
    const looped = wrapTail(new Float32Array([1, 2, 3, 4, 5, 6]), 4);
    expect([...looped]).toEqual([6, 8, 3, 4]);
  });

  it('crossfades a stretch of noise into a loop without a seam', () => {
    const noise = lowPass(whiteNoise(3_000, seededRandom(9)), 500);
    const loop = crossfadeLoop(noise, 2_000, 500);
    expect(loop).toHaveLength(2_000);
    // Across the loop point the signal moves no more than between any two neighbouring samples.
    let largestStep = 0;
    for (let i = 1; i < loop.length; i++) largestStep = Math.max(largestStep, Math.abs((loop[i] as number) - (loop[i - 1] as number)));
    expect(Math.abs((loop[0] as number) - (loop[loop.length - 1] as number))).toBeLessThanOrEqual(largestStep * 1.5);
    expect(() => crossfadeLoop(noise, 2_900, 500)).toThrow();
  });

  it('filters a loop as a loop: the start has the past it will have when the loop comes round', () => {
    // A whole number of cycles: the sine loops perfectly, and filtered as a loop it still does.
    const loop = tone(441, 1);
    const fromRest = highPass(loop.slice(), 200);
    const asLoop = filterLoop(loop, (s) => highPass(s, 200));
    expect(asLoop).toHaveLength(loop.length);
    const seam = (s: Float32Array) => Math.abs((s[0] as number) - (s[s.length - 1] as number));
    expect(seam(asLoop)).toBeLessThan(0.2);
    expect(seam(fromRest)).toBeGreaterThan(seam(asLoop));
  });
});

describe('WAV encoding', () => {
  it('writes a 16-bit mono PCM header and two bytes a sample', () => {
    const samples = new Float32Array([0, 1, -1, 0.5, 2]);
    const bytes = encodeWav(samples, 22_050);
    expect(bytes.length).toBe(WAV_HEADER_BYTES + samples.length * 2);
    const view = new DataView(bytes.buffer);
    const text = (at: number) => String.fromCharCode(...bytes.slice(at, at + 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(22_050);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(samples.length * 2);
    const pcm = [0, 1, 2, 3, 4].map((i) => view.getInt16(WAV_HEADER_BYTES + i * 2, true));
    // Out-of-range samples are clamped, not wrapped round.
    expect(pcm).toEqual([0, 32_767, -32_768, 16_384, 32_767]);
  });
});

describe('seeded random', () => {
  it('draws the same numbers as the shared generator, inside [0, 1)', async () => {
    const shared = await import('@silkroad/shared');
    const ours = seededRandom(0xc011);
    const theirs = shared.seededRandom(0xc011);
    for (let i = 0; i < 100; i++) {
      const value = ours();
      expect(value).toBe(theirs());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
