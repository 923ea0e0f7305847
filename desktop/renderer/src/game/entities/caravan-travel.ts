import type Phaser from 'phaser';
import { journeyRoute, VENICE_SEA_LANE, type JourneyRoute, type Point } from '@silkroad/shared';
import { caravanPlace, WALKING, type CaravanSnapshot, type TravelState } from './caravan-track';
import { CaravanSprite, type CaravanDrawn } from './caravan-sprite';

/** Where the camera waits while the ship is at sea: the Golden Horn quay it left from or comes back to. */
const QUAY: Point = VENICE_SEA_LANE[0]!;

/**
 * The local player's travel in the main world: on foot, or with a caravan, drawn every frame where
 * the journey's clock puts it (the shared way and `journeyPosition`, read against the server's
 * time), or away in Venice. The scene asks it whether the walking keys count and what the camera
 * follows.
 */
export class CaravanTravel {
  private state: TravelState = WALKING;
  private route: JourneyRoute | null = null;
  private afloatNow = false;
  private readonly view: CaravanSprite;

  constructor(scene: Phaser.Scene, name: string) {
    this.view = new CaravanSprite(scene, name, true);
  }

  /** On the road or in Venice: the character is not walking the map. */
  get away(): boolean {
    return this.state.mode !== 'walking';
  }

  get onRoad(): boolean {
    return this.state.mode === 'caravan';
  }

  /** On the sea lane (the ship at the quay, or out at sea), as of the last update. */
  get afloat(): boolean {
    return this.onRoad && this.afloatNow;
  }

  /** What the camera follows on the road (at sea: parked at the quay, unseen). */
  get container(): Phaser.GameObjects.Container {
    return this.view.container;
  }

  set(state: TravelState): void {
    this.state = state;
    this.route = state.mode === 'caravan' ? (journeyRoute(state.caravan.fromCityId, state.caravan.toCityId) ?? null) : null;
    if (state.mode !== 'caravan') this.view.hide();
  }

  /**
   * Places the caravan for this frame and answers where it is, or the quay while it is at sea;
   * null when not on the road (the local character is where things are).
   */
  update(elapsedMs: number, localNow: number = Date.now()): Point | null {
    if (this.state.mode !== 'caravan' || !this.route) return null;
    const caravan: CaravanSnapshot = this.state.caravan;
    const serverNow = localNow + caravan.serverOffsetMs;
    const place = caravanPlace(this.route, caravan.clock, serverNow);
    const { movingSince } = caravan.clock;
    const moving = movingSince !== null && serverNow >= movingSince && place.progress < 1;
    this.view.place(place.position, place.afloat, place.facing, moving, elapsedMs);
    this.afloatNow = place.afloat;
    if (place.position) return place.position;
    this.view.container.setPosition(QUAY.x, QUAY.y);
    return QUAY;
  }

  /** The own caravan as drawn, while on the road (browser tests read it through the probe). */
  drawnNow(): CaravanDrawn[] {
    return this.onRoad ? [{ name: this.view.name, x: this.view.container.x, y: this.view.container.y, visible: this.view.visible, own: true }] : [];
  }

  destroy(): void {
    this.view.destroy();
  }
}
