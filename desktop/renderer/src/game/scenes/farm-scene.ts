import Phaser from 'phaser';
import { COUNTRYSIDE_GATE_CENTER, PLOT_TYPES, formatCoins, plotPriceCopper, type GameTimeState } from '@silkroad/shared';
import type { GameBus } from '../../bus/game-bus';
import { characterDepth, DEPTH } from '../depth';
import { LocalPlayer } from '../entities/local-player';
import type { BedView, FarmSnapshot } from '../farm/bed-state';
import { FarmBeds } from '../farm/farm-beds';
import { CITY_GATE_AREA, constrainFarmStep, FARM_ARRIVAL, FARM_VIEW, farmSpotAt, FARMHOUSE, HOME_WORKSHOP, WORKSHOP_REACH_PX } from '../farm/farm-layout';
import { BUILDING_MARGIN } from '../farm/farm-painter';
import { pressedOnCanvas } from '../input/canvas-press';
import { PlayerInput } from '../input/player-input';
import { ReachWatcher } from '../interaction/reach-watcher';
import { watchSpots, type SpotArea } from '../interaction/spot-watcher';
import { ensureFarmTextures, FARM_TEXTURES } from '../textures/farm-textures';
import { WeatherLayer } from '../world/weather-layer';

export const FARM_SCENE_KEY = 'farm';
/** The farm lies outside Constantinople: its sky is the plains' sky at the gate. */
const WEATHER_AT = COUNTRYSIDE_GATE_CENTER;
const CAMERA_LERP_PER_FRAME = 0.14;
const REFERENCE_FRAME_MS = 1000 / 60;
/** The fade in after the switch from the main world (spec 002 §2: 300 ms). */
export const SCENE_FADE_MS = 300;

const SANS = '"Trebuchet MS", "Segoe UI", "DejaVu Sans", sans-serif';
const SIGN_STYLE = { fontFamily: SANS, fontSize: '13px', fontStyle: 'bold', color: '#fff8e8', stroke: '#2a1c10', strokeThickness: 4 } as const;
const PLOT_PRICE = formatCoins(plotPriceCopper(PLOT_TYPES[0]!));

const SPOTS: Record<'city-gate', SpotArea> = {
  'city-gate': { spot: 'city-gate', outline: CITY_GATE_AREA },
};

/** Back from the personal workshop, the player stands before its door, just out of its reach (or they would walk straight back in). */
export const WORKSHOP_EXIT = { x: HOME_WORKSHOP.x - WORKSHOP_REACH_PX - 30, y: HOME_WORKSHOP.y + HOME_WORKSHOP.height / 2 } as const;

export interface FarmSceneOptions {
  bus: GameBus;
  name: string;
  initialTime: () => GameTimeState | null;
  initialFarm: () => FarmSnapshot;
  onReady: (scene: FarmScene) => void;
}

/**
 * The player's countryside farm (spec 002 §2): eight beds round the farm building, the home
 * workshop to the right and the road back to the city in the top-left corner. The player walks it
 * with the same keys as the world; nothing here is reported to the other players.
 */
export class FarmScene extends Phaser.Scene {
  private local?: LocalPlayer;
  private controls?: PlayerInput;
  private beds?: FarmBeds;
  private spots?: ReachWatcher<SpotArea>;
  private weather?: WeatherLayer;
  private farmhouseSign?: Phaser.GameObjects.Text;
  private lastTime?: number;
  private ready = false;
  private owned: boolean | null = null;
  /** The home workshop's reach: walking into it opens the workshop (002 §2). */
  private workshopReach?: ReachWatcher<'workshop'>;
  private arrival: { x: number; y: number } = FARM_ARRIVAL;

  constructor(private readonly options: FarmSceneOptions) {
    super({ key: FARM_SCENE_KEY });
  }

  create(): void {
    ensureFarmTextures(this.textures);
    const camera = this.cameras.main;
    camera.setBounds(FARM_VIEW.x, FARM_VIEW.y, FARM_VIEW.width, FARM_VIEW.height);
    camera.setBackgroundColor('#4f6b2c');

    this.add.image(FARM_VIEW.x, FARM_VIEW.y, FARM_TEXTURES.ground).setOrigin(0, 0).setDepth(DEPTH.ground);
    this.addBuilding(FARM_TEXTURES.farmhouse, FARMHOUSE, 'farmhouse');
    this.addBuilding(FARM_TEXTURES.workshop, HOME_WORKSHOP, 'workshop');
    this.addSigns();

    this.beds = new FarmBeds(this, this.options.bus);
    this.setFarm(this.options.initialFarm());
    this.local = new LocalPlayer(this, { ...FARM_ARRIVAL, name: this.options.name }, constrainFarmStep);
    this.controls = new PlayerInput(this, this.options.bus);
    // The workshop needs no E: walking up to it opens it.
    this.spots = watchSpots(this, this.options.bus, (x, y) => (farmSpotAt(x, y) === 'city-gate' ? SPOTS['city-gate'] : null));
    this.workshopReach = new ReachWatcher<'workshop'>({
      find: (x, y) => (farmSpotAt(x, y) === 'workshop' ? 'workshop' : undefined),
      report: (workshop) => {
        if (workshop) this.options.bus.emit('workshop:approach', { via: 'walk' });
      },
    });
    this.weather = new WeatherLayer(this);
    const time = this.options.initialTime();
    if (time) this.weather.setTime(time);

    camera.startFollow(this.local.view.container, false, CAMERA_LERP_PER_FRAME, CAMERA_LERP_PER_FRAME);
    this.fitCamera(this.scale.width, this.scale.height);
    camera.centerOn(this.local.x, this.local.y);

    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.on(Phaser.Scenes.Events.WAKE, this.onWake, this);
    this.events.on(Phaser.Scenes.Events.SLEEP, this.onSleep, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, this.teardown, this);
    this.events.once(Phaser.Scenes.Events.DESTROY, this.teardown, this);

    this.ready = true;
    this.options.onReady(this);
  }

  private addBuilding(texture: string, rect: { x: number; y: number; width: number; height: number }, building: 'farmhouse' | 'workshop'): void {
    // The picture has a margin round the footprint; it sorts with the characters by its front wall.
    this.add
      .image(rect.x - BUILDING_MARGIN, rect.y - BUILDING_MARGIN, texture)
      .setOrigin(0, 0)
      .setDepth(characterDepth(rect.y + rect.height));
    const zone = this.add.zone(rect.x + rect.width / 2, rect.y + rect.height / 2, rect.width, rect.height).setInteractive({ useHandCursor: true });
    zone.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
      if (pressedOnCanvas(this, pointer)) this.options.bus.emit('farm:building-click', { building });
    });
  }

  private addSigns(): void {
    this.add
      .text(CITY_GATE_AREA.x + CITY_GATE_AREA.width / 2, CITY_GATE_AREA.y - 2, 'To Constantinople', SIGN_STYLE)
      .setOrigin(0.5, 1)
      .setDepth(DEPTH.buildingLabels);
    this.add
      .text(HOME_WORKSHOP.x + HOME_WORKSHOP.width / 2, HOME_WORKSHOP.y - BUILDING_MARGIN + 2, 'Home Workshop', SIGN_STYLE)
      .setOrigin(0.5, 1)
      .setDepth(DEPTH.buildingLabels);
    this.farmhouseSign = this.add
      .text(FARMHOUSE.x + FARMHOUSE.width / 2, FARMHOUSE.y + 20, 'Farmhouse', { fontFamily: SANS, fontSize: '11px', fontStyle: 'bold', color: '#fff8e8', backgroundColor: 'rgba(60, 34, 18, 0.82)', padding: { x: 5, y: 2 } })
      .setOrigin(0.5)
      .setDepth(characterDepth(FARMHOUSE.y + FARMHOUSE.height) + 0.0001);
  }

  get isReady(): boolean {
    return this.ready;
  }

  /** The farm as the server last described it. */
  setFarm(farm: FarmSnapshot): void {
    this.beds?.setFarm(farm);
    const owned = farm.loaded ? farm.owned : null;
    if (owned === this.owned || !this.farmhouseSign) return;
    this.owned = owned;
    if (owned === false) this.farmhouseSign.setText(`For sale · ${PLOT_PRICE}`).setBackgroundColor('rgba(140, 36, 24, 0.92)');
    else this.farmhouseSign.setText('Farmhouse').setBackgroundColor('rgba(60, 34, 18, 0.82)');
  }

  setTime(state: GameTimeState): void {
    this.weather?.setTime(state);
  }

  /** Settings > Particle effects: the weather's particles and the sparkles over ripe beds. */
  setParticleEffects(on: boolean): void {
    this.weather?.setParticles(on);
    this.beds?.setSparkles(on);
  }

  localPosition(): { x: number; y: number } | undefined {
    return this.local ? { x: this.local.x, y: this.local.y } : undefined;
  }

  bedViews(): BedView[] {
    return this.beds?.snapshot() ?? [];
  }

  screenPoint(x: number, y: number): { x: number; y: number } {
    const camera = this.cameras.main;
    return { x: (x - camera.worldView.x) * camera.zoom, y: (y - camera.worldView.y) * camera.zoom };
  }

  override update(time: number, delta: number): void {
    if (!this.local || !this.controls || !this.beds) return;
    const elapsed = this.lastTime === undefined ? delta : time - this.lastTime;
    this.lastTime = time;
    // Local movement only: the farm is private, and the server keeps the player at the gate.
    this.local.step(this.controls.read(this.local, elapsed), elapsed);
    this.beds.update(elapsed);
    this.spots?.update(this.local.x, this.local.y, elapsed);
    this.workshopReach?.update(this.local.x, this.local.y, elapsed);
    const camera = this.cameras.main;
    const lerp = 1 - Math.pow(1 - CAMERA_LERP_PER_FRAME, elapsed / REFERENCE_FRAME_MS);
    camera.setLerp(lerp, lerp);
    this.weather?.update(elapsed, camera, WEATHER_AT.x, WEATHER_AT.y);
  }

  /** The next wake is a return from the personal workshop: the player stands at its door rather than at the gate. */
  arriveFromWorkshop(): void {
    this.arrival = WORKSHOP_EXIT;
  }

  /** Every visit starts where the player came in: the gate from the city, the door from the workshop. */
  private onWake(): void {
    this.lastTime = undefined;
    const at = this.arrival;
    this.arrival = FARM_ARRIVAL;
    this.local?.teleport(at.x, at.y);
    // A visit starts afresh: arriving within the workshop's reach counts as walking into it.
    this.workshopReach?.clear();
    if (this.local) this.cameras.main.centerOn(this.local.x, this.local.y);
  }

  private onSleep(): void {
    this.spots?.clear();
  }

  /** A screen wider or taller than the farm zooms in, so the farm always fills it. */
  private fitCamera(width: number, height: number): void {
    this.cameras.main.setZoom(Math.max(1, width / FARM_VIEW.width, height / FARM_VIEW.height));
  }

  private onResize(gameSize: Phaser.Structs.Size): void {
    this.fitCamera(gameSize.width, gameSize.height);
    this.weather?.resize(gameSize.width, gameSize.height);
  }

  private teardown(): void {
    this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.off(Phaser.Scenes.Events.WAKE, this.onWake, this);
    this.events.off(Phaser.Scenes.Events.SLEEP, this.onSleep, this);
    this.ready = false;
    this.controls?.destroy();
    this.controls = undefined;
    this.local?.destroy();
    this.beds?.destroy();
    this.spots?.destroy();
    this.workshopReach?.destroy();
    this.weather?.destroy();
    this.local = undefined;
    this.beds = undefined;
    this.spots = undefined;
    this.workshopReach = undefined;
    this.weather = undefined;
  }
}
