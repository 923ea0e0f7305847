import type Phaser from 'phaser';
import { journeyRoute, type CaravanView, type JourneyRoute } from '@silkroad/shared';
import { caravanPlace } from './caravan-track';
import { CaravanRoster } from './caravan-roster';
import { CaravanSprite, type CaravanDrawn } from './caravan-sprite';

interface Drawn {
  sprite: CaravanSprite;
  route: JourneyRoute | undefined;
}

/**
 * Other traders' caravans on the road (the server's `caravans` feed): each drawn every frame where
 * its journey's clock puts it, as the local player's own is, and removed once no longer told of.
 */
export class RemoteCaravans {
  private readonly roster = new CaravanRoster();
  private readonly drawn = new Map<string, Drawn>();

  constructor(private readonly scene: Phaser.Scene) {}

  tell(caravans: readonly CaravanView[], serverOffsetMs: number, localNow: number = Date.now()): void {
    this.roster.tell(caravans, serverOffsetMs, localNow);
  }

  update(elapsedMs: number, localNow: number = Date.now()): void {
    for (const journeyId of this.roster.prune(localNow)) this.remove(journeyId);
    for (const caravan of this.roster.list()) {
      let drawn = this.drawn.get(caravan.journeyId);
      if (!drawn) {
        drawn = { sprite: new CaravanSprite(this.scene, caravan.name, false), route: journeyRoute(caravan.fromCityId, caravan.toCityId) };
        this.drawn.set(caravan.journeyId, drawn);
      }
      if (!drawn.route) continue;
      const serverNow = localNow + caravan.serverOffsetMs;
      const place = caravanPlace(drawn.route, caravan.clock, serverNow);
      const { movingSince } = caravan.clock;
      drawn.sprite.place(place.position, place.afloat, place.facing, movingSince !== null && serverNow >= movingSince && place.progress < 1, elapsedMs);
    }
  }

  /** Where each caravan in sight is drawn, for the minimap. */
  *positions(): IterableIterator<{ readonly x: number; readonly y: number }> {
    for (const { sprite } of this.drawn.values()) if (sprite.visible) yield sprite.container;
  }

  /** Each caravan as drawn (browser tests read it through the probe). */
  drawnNow(): CaravanDrawn[] {
    return [...this.drawn.values()].map(({ sprite }) => ({ name: sprite.name, x: sprite.container.x, y: sprite.container.y, visible: sprite.visible, own: false }));
  }

  /** Nobody is seen from the road or from Venice: the caravans in sight go. */
  clear(): void {
    for (const journeyId of this.roster.clear()) this.remove(journeyId);
  }

  private remove(journeyId: string): void {
    this.drawn.get(journeyId)?.sprite.destroy();
    this.drawn.delete(journeyId);
  }

  destroy(): void {
    this.clear();
    for (const journeyId of [...this.drawn.keys()]) this.remove(journeyId);
  }
}
