import Phaser from 'phaser';
import { seededRandom, terrainAt, type GameTimeState, type Terrain } from '@silkroad/shared';
import { DEPTH } from '../depth';
import { WEATHER_TEXTURES, ensureWeatherTextures } from '../textures/weather-textures';
import { DriftField, type DriftStyle } from './drift-field';
import { Lightning } from './lightning';
import { lightColour, skyLook, type Clouds, type Precipitation, type SkyLook } from './sky-look';

/** Sprites for rain, snow or dust: enough for a downpour on a large screen, drawn as one batch. */
const PRECIPITATION_CAPACITY = 420;
const CLOUD_SHADOW_COUNT = 9;
/** Light and haze glide to a new hour or weather over about this long, instead of jumping. */
const LIGHT_EASE_MS = 1_500;
/** Rain starts or stops over this long (a steady rate, so a change of kind is quick too). */
const DENSITY_FULL_CHANGE_MS = 1_500;
/** How often the terrain under the player is looked up (a storm over the desert is a sandstorm). */
const TERRAIN_CHECK_MS = 250;
/** A frame longer than this (a tab in the background) moves the weather no further than this. */
const MAX_STEP_MS = 100;
const FLASH_COLOUR = 0xdfe8ff;
const FLASH_STRENGTH = 0.55;

const PRECIPITATION_STYLES: Record<Precipitation, DriftStyle & { texture: string }> = {
  rain: {
    texture: WEATHER_TEXTURES.rain,
    velocityX: 280,
    velocityY: 980,
    speed: [0.8, 1.2],
    sway: 0,
    swayRate: [0, 0],
    swayAxis: 'x',
    parallax: 0.85,
    scale: [0.75, 1.2],
    alpha: [0.45, 0.85],
    margin: 48,
  },
  snow: {
    texture: WEATHER_TEXTURES.snow,
    velocityX: 22,
    velocityY: 62,
    speed: [0.6, 1.5],
    sway: 16,
    swayRate: [0.8, 2.2],
    swayAxis: 'x',
    parallax: 0.9,
    scale: [0.45, 1.15],
    alpha: [0.65, 1],
    margin: 24,
  },
  dust: {
    texture: WEATHER_TEXTURES.dust,
    velocityX: 640,
    velocityY: 70,
    speed: [0.7, 1.3],
    sway: 12,
    swayRate: [1.5, 3],
    swayAxis: 'y',
    parallax: 0.8,
    scale: [0.8, 2],
    alpha: [0.35, 0.85],
    margin: 96,
  },
};

const CLOUD_STYLES: Record<Clouds, DriftStyle & { texture: string }> = {
  shadow: {
    texture: WEATHER_TEXTURES.cloudShadow,
    velocityX: 16,
    velocityY: 7,
    speed: [0.8, 1.2],
    sway: 0,
    swayRate: [0, 0],
    swayAxis: 'x',
    // On the ground: they scroll with the world.
    parallax: 1,
    scale: [1.3, 2.3],
    alpha: [0.7, 1],
    margin: 420,
  },
  dust: {
    texture: WEATHER_TEXTURES.dustCloud,
    velocityX: 260,
    velocityY: 24,
    speed: [0.7, 1.3],
    sway: 0,
    swayRate: [0, 0],
    swayAxis: 'x',
    parallax: 1,
    scale: [1.2, 2.4],
    alpha: [0.55, 1],
    margin: 420,
  },
};

/** Moves `current` toward `target` by the share of the way an exponential ease covers in `elapsedMs`. */
function ease(current: number, target: number, elapsedMs: number, timeMs: number): number {
  const next = current + (target - current) * (1 - Math.exp(-elapsedMs / timeMs));
  return Math.abs(target - next) < 0.002 ? target : next;
}

function approach(current: number, target: number, step: number): number {
  return current < target ? Math.min(target, current + step) : Math.max(target, current - step);
}

/**
 * The sky over the world: daylight through the day and night, cloud shadows, rain, snow or blown
 * dust, and lightning, all fixed to the camera and under the minimap. One multiplied rectangle
 * colours the whole world; particles are a fixed pool of sprites moved in place each frame.
 */
export class WeatherLayer {
  private readonly light: Phaser.GameObjects.Rectangle;
  private readonly haze: Phaser.GameObjects.Rectangle;
  private readonly flash: Phaser.GameObjects.Rectangle;
  private readonly shadows: Phaser.GameObjects.Image[] = [];
  private readonly shadowField: DriftField;
  private readonly drops: Phaser.GameObjects.Image[] = [];
  private readonly dropField: DriftField;
  private readonly lightning: Lightning;

  private time: GameTimeState | null = null;
  /** The first time is shown at once (no dawn on every page load), at the first frame, once the terrain is known. */
  private snapPending = false;
  private terrain: Terrain = 'plains';
  private target: SkyLook | null = null;
  private sinceTerrainCheck = Number.POSITIVE_INFINITY;
  private lastScrollX: number | null = null;
  private lastScrollY = 0;

  // What is drawn now, easing toward the target.
  private readonly lightRgb = [1, 1, 1];
  private readonly hazeRgb = [0, 0, 0];
  private hazeAlpha = 0;
  private cover = 0;
  private cloudKind: Clouds = 'shadow';
  private density = 0;
  private kind: Precipitation | null = null;
  private shownDrops = 0;
  /** Settings > Particle effects (off on mobile): no rain, snow or dust; the light, haze, clouds and flashes stay. */
  private particles = true;
  private drawnLight = -1;
  private drawnHaze = -1;

  constructor(private readonly scene: Phaser.Scene) {
    ensureWeatherTextures(scene.textures);
    const { width, height } = scene.scale;
    const random = seededRandom(0x5eed);
    this.lightning = new Lightning(random);

    this.shadowField = new DriftField(CLOUD_SHADOW_COUNT, random);
    for (let i = 0; i < CLOUD_SHADOW_COUNT; i++) {
      this.shadows.push(scene.add.image(0, 0, WEATHER_TEXTURES.cloudShadow).setScrollFactor(0).setDepth(DEPTH.clouds).setVisible(false).setRotation(i * 0.7));
    }
    this.useClouds('shadow');

    this.dropField = new DriftField(PRECIPITATION_CAPACITY, random);
    for (let i = 0; i < PRECIPITATION_CAPACITY; i++) {
      this.drops.push(scene.add.image(0, 0, WEATHER_TEXTURES.rain).setScrollFactor(0).setDepth(DEPTH.precipitation).setVisible(false));
    }

    const screenRect = (depth: number, colour: number) => scene.add.rectangle(0, 0, width, height, colour, 1).setOrigin(0, 0).setScrollFactor(0).setDepth(depth).setVisible(false);
    this.haze = screenRect(DEPTH.weatherHaze, 0x000000);
    this.light = screenRect(DEPTH.skyLight, 0xffffff).setBlendMode(Phaser.BlendModes.MULTIPLY);
    this.flash = screenRect(DEPTH.lightning, FLASH_COLOUR).setBlendMode(Phaser.BlendModes.ADD);
  }

  /** The server's game time moved on (each game minute, or a sync). */
  setTime(state: GameTimeState): void {
    if (this.time === null) this.snapPending = true;
    this.time = state;
    this.target = skyLook(state.timeOfDay, state.weather, this.terrain);
  }

  update(elapsedMs: number, camera: Phaser.Cameras.Scene2D.Camera, playerX: number, playerY: number): void {
    const dt = Math.min(Math.max(elapsedMs, 0), MAX_STEP_MS);
    this.sinceTerrainCheck += dt;
    if (this.sinceTerrainCheck >= TERRAIN_CHECK_MS || this.snapPending) {
      this.sinceTerrainCheck = 0;
      const terrain = terrainAt(playerX, playerY);
      if (terrain !== this.terrain) {
        this.terrain = terrain;
        if (this.time) this.target = skyLook(this.time.timeOfDay, this.time.weather, terrain);
      }
    }

    const scrollX = this.lastScrollX === null ? 0 : camera.scrollX - this.lastScrollX;
    const scrollY = this.lastScrollX === null ? 0 : camera.scrollY - this.lastScrollY;
    this.lastScrollX = camera.scrollX;
    this.lastScrollY = camera.scrollY;

    const target = this.target;
    if (!target) return;
    if (this.snapPending) {
      this.snapPending = false;
      this.snapToTarget();
    }
    for (let i = 0; i < 3; i++) {
      this.lightRgb[i] = ease(this.lightRgb[i] as number, target.light[i] as number, dt, LIGHT_EASE_MS);
      this.hazeRgb[i] = ease(this.hazeRgb[i] as number, ((target.haze >> (16 - 8 * i)) & 0xff) / 255, dt, LIGHT_EASE_MS);
    }
    this.hazeAlpha = ease(this.hazeAlpha, target.hazeAlpha, dt, LIGHT_EASE_MS);
    const changingClouds = target.clouds !== this.cloudKind;
    this.cover = ease(this.cover, changingClouds ? 0 : target.cloudCover, dt, LIGHT_EASE_MS);
    if (changingClouds && this.cover < 0.02) this.useClouds(target.clouds);
    // A new kind of weather waits for the old one to stop falling.
    const switching = target.precipitation !== this.kind;
    this.density = approach(this.density, switching ? 0 : target.density, dt / DENSITY_FULL_CHANGE_MS);
    if (switching && this.density === 0) this.usePrecipitation(target.precipitation);

    this.drawLight();
    this.drawShadows(dt, scrollX, scrollY);
    this.drawDrops(dt, scrollX, scrollY);
    const flash = this.lightning.step(dt, target.lightning && this.kind === 'rain');
    this.flash.setVisible(flash > 0.01).setAlpha(flash * FLASH_STRENGTH);
  }

  setParticles(on: boolean): void {
    this.particles = on;
  }

  resize(width: number, height: number): void {
    this.light.setSize(width, height);
    this.haze.setSize(width, height);
    this.flash.setSize(width, height);
    this.shadowField.resize(width, height);
    this.dropField.resize(width, height);
  }

  destroy(): void {
    this.light.destroy();
    this.haze.destroy();
    this.flash.destroy();
    for (const image of this.shadows) image.destroy();
    for (const image of this.drops) image.destroy();
    this.shadows.length = 0;
    this.drops.length = 0;
  }

  private snapToTarget(): void {
    const target = this.target;
    if (!target) return;
    if (this.snapPending) {
      this.snapPending = false;
      this.snapToTarget();
    }
    for (let i = 0; i < 3; i++) {
      this.lightRgb[i] = target.light[i] as number;
      this.hazeRgb[i] = ((target.haze >> (16 - 8 * i)) & 0xff) / 255;
    }
    this.hazeAlpha = target.hazeAlpha;
    this.useClouds(target.clouds);
    this.cover = target.cloudCover;
    this.usePrecipitation(target.precipitation);
    this.density = target.density;
  }

  private useClouds(kind: Clouds): void {
    this.cloudKind = kind;
    this.cover = 0;
    const style = CLOUD_STYLES[kind];
    this.shadowField.reset(style, this.scene.scale.width, this.scene.scale.height);
    for (let i = 0; i < this.shadows.length; i++) (this.shadows[i] as Phaser.GameObjects.Image).setTexture(style.texture).setScale(this.shadowField.scale[i] as number);
  }

  private usePrecipitation(kind: Precipitation | null): void {
    this.kind = kind;
    this.density = 0;
    if (!kind) return;
    const style = PRECIPITATION_STYLES[kind];
    this.dropField.reset(style, this.scene.scale.width, this.scene.scale.height);
    // Streaks point along their fall; flakes and dust need no turn.
    const rotation = kind === 'rain' ? Math.atan2(style.velocityY, style.velocityX) - Math.PI / 2 : 0;
    for (let i = 0; i < this.drops.length; i++) {
      const image = this.drops[i] as Phaser.GameObjects.Image;
      image.setTexture(style.texture).setRotation(rotation).setScale(this.dropField.scale[i] as number).setAlpha(this.dropField.alpha[i] as number);
    }
  }

  private drawLight(): void {
    const rgb = this.lightRgb;
    const colour = lightColour(rgb[0] as number, rgb[1] as number, rgb[2] as number);
    if (colour !== this.drawnLight) {
      this.drawnLight = colour;
      this.light.setFillStyle(colour, 1).setVisible(colour !== 0xffffff);
    }
    const hazeRgb = this.hazeRgb;
    const haze = lightColour(hazeRgb[0] as number, hazeRgb[1] as number, hazeRgb[2] as number);
    if (haze !== this.drawnHaze) {
      this.drawnHaze = haze;
      this.haze.setFillStyle(haze, 1);
    }
    this.haze.setVisible(this.hazeAlpha > 0.005).setAlpha(this.hazeAlpha);
  }

  private drawShadows(dt: number, scrollX: number, scrollY: number): void {
    const visible = this.cover > 0.01;
    if (!visible) {
      if (this.shadows[0]?.visible) for (const image of this.shadows) image.setVisible(false);
      return;
    }
    this.shadowField.step(dt, scrollX, scrollY, CLOUD_SHADOW_COUNT);
    for (let i = 0; i < this.shadows.length; i++) {
      const image = this.shadows[i] as Phaser.GameObjects.Image;
      image.setVisible(true).setPosition(this.shadowField.x[i] as number, this.shadowField.y[i] as number).setAlpha(this.cover * (this.shadowField.alpha[i] as number));
    }
  }

  private drawDrops(dt: number, scrollX: number, scrollY: number): void {
    const count = this.kind && this.particles ? Math.round(this.density * PRECIPITATION_CAPACITY) : 0;
    for (let i = count; i < this.shownDrops; i++) this.drops[i]?.setVisible(false);
    for (let i = this.shownDrops; i < count; i++) this.drops[i]?.setVisible(true);
    this.shownDrops = count;
    if (count === 0) return;
    this.dropField.step(dt, scrollX, scrollY, count);
    for (let i = 0; i < count; i++) (this.drops[i] as Phaser.GameObjects.Image).setPosition(this.dropField.drawX(i), this.dropField.drawY(i));
  }
}
