import { describe, expect, it } from 'vitest';
import { AMBIENT_LOOP_SECONDS, CITY_AMBIENCE_RATE, EFFECT_SOUNDS, LOOP_SOUNDS, musicLoopSamples, SOUND_RECIPES, type SoundKey } from './sound-recipes';
import { peak, SAMPLE_RATE } from './synth/signal';

const rendered = new Map<SoundKey, Float32Array>();
const render = (key: SoundKey) => {
  if (!rendered.has(key)) rendered.set(key, SOUND_RECIPES[key].render());
  return rendered.get(key) as Float32Array;
};

function rms(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

describe('the game’s sounds', () => {
  it.each([...EFFECT_SOUNDS, ...LOOP_SOUNDS])('%s renders finite, audible samples inside -1..1', (key) => {
    const samples = render(key);
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.every((s) => Number.isFinite(s))).toBe(true);
    expect(peak(samples)).toBeLessThanOrEqual(1);
    expect(peak(samples)).toBeGreaterThan(0.5);
    expect(rms(samples)).toBeGreaterThan(0.02);
  });

  it('keeps effects short and starting and ending in silence (no click)', () => {
    for (const key of EFFECT_SOUNDS) {
      const samples = render(key);
      expect(SOUND_RECIPES[key].rate, key).toBe(SAMPLE_RATE);
      expect(samples.length / SAMPLE_RATE, key).toBeLessThanOrEqual(1.2);
      expect(samples[0], key).toBe(0);
      expect(Math.abs(samples[samples.length - 1] as number), key).toBeLessThan(0.001);
    }
  });

  it('makes loops of their exact length that run on without a seam', () => {
    expect(render('ambient-city')).toHaveLength(AMBIENT_LOOP_SECONDS * CITY_AMBIENCE_RATE);
    expect(SOUND_RECIPES['ambient-city'].rate).toBe(CITY_AMBIENCE_RATE);
    expect(render('ambient-countryside')).toHaveLength(AMBIENT_LOOP_SECONDS * SAMPLE_RATE);
    expect(render('music')).toHaveLength(musicLoopSamples());
    for (const key of LOOP_SOUNDS) {
      const samples = render(key);
      expect(SOUND_RECIPES[key].loop).toBe(true);
      // The step from the last sample back to the first is an ordinary step of the sound, not a jump.
      const steps: number[] = [];
      for (let i = 1; i < samples.length; i++) steps.push(Math.abs((samples[i] as number) - (samples[i - 1] as number)));
      steps.sort((a, b) => a - b);
      const typicalLargeStep = steps[Math.floor(steps.length * 0.999)] as number;
      expect(Math.abs((samples[0] as number) - (samples[samples.length - 1] as number)), key).toBeLessThanOrEqual(typicalLargeStep);
    }
  });

  it('renders the same sound every time (fixed seeds)', () => {
    expect(SOUND_RECIPES.coins.render()).toEqual(render('coins'));
  });

  it('puts each sound in its category, with a level in the mix', () => {
    for (const key of EFFECT_SOUNDS) expect(SOUND_RECIPES[key]).toMatchObject({ category: 'effects', loop: false });
    expect(SOUND_RECIPES['ambient-city'].category).toBe('ambient');
    expect(SOUND_RECIPES.music.category).toBe('music');
    for (const recipe of Object.values(SOUND_RECIPES)) expect(recipe.mix).toBeGreaterThan(0);
  });
});
