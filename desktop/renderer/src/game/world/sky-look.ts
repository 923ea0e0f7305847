import { daylightAt, type Terrain, type WeatherCondition } from '@silkroad/shared';

/** A light colour, each channel 0..1: the world's colours are multiplied by it (white leaves them as they are). */
export type Light = readonly [number, number, number];

export type Precipitation = 'rain' | 'snow' | 'dust';
/** What drifts over the ground: the shadows of clouds, or billows of blown sand. */
export type Clouds = 'shadow' | 'dust';

/** What the sky does to the world at one hour in one weather, where the player stands. */
export interface SkyLook {
  /** Multiplied into the whole world. */
  light: Light;
  /** Daylight alone, 0 (night) .. 1 (day), as the shared rules have it. */
  daylight: number;
  /** A flat colour laid over the ground before the light: mist of rain, dust in the air. */
  haze: number;
  hazeAlpha: number;
  /** How strong the clouds (or billows of dust) drifting over the ground are, 0 (none) .. 1. */
  cloudCover: number;
  clouds: Clouds;
  precipitation: Precipitation | null;
  /** Share of the particle pool falling, 0..1. */
  density: number;
  lightning: boolean;
}

/** Moonlight: a deep blue that keeps the map readable. */
export const NIGHT_LIGHT: Light = [0.3, 0.36, 0.62];
/** The low sun of dawn and dusk. */
export const GOLDEN_LIGHT: Light = [1, 0.66, 0.42];
/** How far the light turns golden at the middle of dawn and dusk. */
const GOLDEN_SHARE = 0.6;
const WHITE: Light = [1, 1, 1];

interface WeatherStyle {
  light: Light;
  haze: number;
  hazeAlpha: number;
  cloudCover: number;
  clouds: Clouds;
  precipitation: Precipitation | null;
  density: number;
  lightning: boolean;
}

/** The weather as the player sees it where they stand. */
export type WeatherShown = WeatherCondition | 'sandstorm';

const WEATHER_STYLES: Record<WeatherShown, WeatherStyle> = {
  clear: { light: WHITE, haze: 0x000000, hazeAlpha: 0, cloudCover: 0, clouds: 'shadow', precipitation: null, density: 0, lightning: false },
  cloudy: { light: [0.86, 0.87, 0.9], haze: 0x8d96a3, hazeAlpha: 0.06, cloudCover: 0.6, clouds: 'shadow', precipitation: null, density: 0, lightning: false },
  rain: { light: [0.72, 0.76, 0.84], haze: 0x7d8a9c, hazeAlpha: 0.12, cloudCover: 0.8, clouds: 'shadow', precipitation: 'rain', density: 0.6, lightning: false },
  storm: { light: [0.56, 0.6, 0.7], haze: 0x566176, hazeAlpha: 0.16, cloudCover: 1, clouds: 'shadow', precipitation: 'rain', density: 1, lightning: true },
  snow: { light: [0.9, 0.93, 1], haze: 0xe9eef7, hazeAlpha: 0.14, cloudCover: 0.55, clouds: 'shadow', precipitation: 'snow', density: 0.75, lightning: false },
  sandstorm: { light: [0.96, 0.82, 0.64], haze: 0xb98a52, hazeAlpha: 0.4, cloudCover: 1, clouds: 'dust', precipitation: 'dust', density: 1, lightning: false },
};

/** A storm over the desert blows sand instead of rain. */
export function weatherShown(weather: WeatherCondition, terrain: Terrain): WeatherShown {
  return weather === 'storm' && terrain === 'desert' ? 'sandstorm' : weather;
}

/** The colour of clear-sky light at an hour: white by day, deep blue by night, golden through dawn and dusk. */
export function daylightColour(timeOfDay: number): Light {
  const day = daylightAt(timeOfDay);
  // Peaks halfway through dawn and dusk, nothing at full day or full night.
  const golden = 4 * day * (1 - day) * GOLDEN_SHARE;
  const channel = (i: 0 | 1 | 2) => {
    const base = NIGHT_LIGHT[i] + (1 - NIGHT_LIGHT[i]) * day;
    return base * (1 - golden) + GOLDEN_LIGHT[i] * golden;
  };
  return [channel(0), channel(1), channel(2)];
}

export function skyLook(timeOfDay: number, weather: WeatherCondition, terrain: Terrain): SkyLook {
  const style = WEATHER_STYLES[weatherShown(weather, terrain)];
  const sun = daylightColour(timeOfDay);
  const daylight = daylightAt(timeOfDay);
  const light: Light = [sun[0] * style.light[0], sun[1] * style.light[1], sun[2] * style.light[2]];
  return {
    light,
    daylight,
    haze: style.haze,
    hazeAlpha: style.hazeAlpha,
    cloudCover: style.cloudCover,
    clouds: style.clouds,
    precipitation: style.precipitation,
    density: style.density,
    lightning: style.lightning,
  };
}

/** A light as Phaser's 0xRRGGBB. */
export function lightColour(r: number, g: number, b: number): number {
  const byte = (v: number) => Math.max(0, Math.min(255, Math.round(v * 255)));
  return (byte(r) << 16) | (byte(g) << 8) | byte(b);
}
