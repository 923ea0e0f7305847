import { describe, expect, it } from 'vitest';
import { NIGHT_LIGHT, daylightColour, lightColour, skyLook, weatherShown } from './sky-look';

describe('daylightColour', () => {
  it('leaves the world as it is at noon and turns it deep blue at midnight', () => {
    expect(daylightColour(12)).toEqual([1, 1, 1]);
    expect(daylightColour(0)).toEqual([...NIGHT_LIGHT]);
    const [r, g, b] = daylightColour(23);
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
  });

  it('is warm through dawn and dusk: more red than blue', () => {
    for (const hour of [6.5, 18.5]) {
      const [r, , b] = daylightColour(hour);
      expect(r).toBeGreaterThan(b + 0.1);
    }
  });

  it('grows darker from afternoon to night', () => {
    const brightness = (hour: number) => daylightColour(hour).reduce((a, c) => a + c, 0);
    expect(brightness(16)).toBeGreaterThan(brightness(18));
    expect(brightness(18)).toBeGreaterThan(brightness(19.5));
    expect(brightness(19.5)).toBeGreaterThan(brightness(21) - 1e-9);
  });
});

describe('skyLook', () => {
  it('is plain daylight in clear weather', () => {
    expect(skyLook(12, 'clear', 'plains')).toMatchObject({ light: [1, 1, 1], precipitation: null, cloudCover: 0, lightning: false, hazeAlpha: 0 });
  });

  it('dims the light under clouds, more in rain and most in a storm', () => {
    const sum = (weather: 'cloudy' | 'rain' | 'storm') => skyLook(12, weather, 'plains').light.reduce((a, c) => a + c, 0);
    expect(sum('cloudy')).toBeLessThan(3);
    expect(sum('rain')).toBeLessThan(sum('cloudy'));
    expect(sum('storm')).toBeLessThan(sum('rain'));
  });

  it('rains in rain, pours with lightning in a storm, snows in snow', () => {
    expect(skyLook(12, 'rain', 'plains')).toMatchObject({ precipitation: 'rain', lightning: false });
    const storm = skyLook(12, 'storm', 'hills');
    expect(storm).toMatchObject({ precipitation: 'rain', lightning: true });
    expect(storm.density).toBeGreaterThan(skyLook(12, 'rain', 'plains').density);
    expect(skyLook(12, 'snow', 'mountains')).toMatchObject({ precipitation: 'snow', lightning: false });
  });

  it('blows dust instead of rain in a desert storm', () => {
    expect(weatherShown('storm', 'desert')).toBe('sandstorm');
    expect(weatherShown('rain', 'desert')).toBe('rain');
    expect(skyLook(12, 'storm', 'desert')).toMatchObject({ precipitation: 'dust', lightning: false });
  });

  it('multiplies night and weather together', () => {
    const night = skyLook(0, 'clear', 'plains').light;
    const rainyNight = skyLook(0, 'rain', 'plains').light;
    for (let i = 0; i < 3; i++) expect(rainyNight[i]).toBeLessThan(night[i] as number);
  });
});

describe('lightColour', () => {
  it('packs channels into 0xRRGGBB, clamped', () => {
    expect(lightColour(1, 1, 1)).toBe(0xffffff);
    expect(lightColour(0, 0.5, 2)).toBe(0x0080ff);
    expect(lightColour(-1, 0, 0)).toBe(0);
  });
});
