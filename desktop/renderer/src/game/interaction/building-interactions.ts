import type Phaser from 'phaser';
import { distanceToRect } from '@silkroad/shared';
import type { GameBus } from '../../bus/game-bus';
import { pressedOnCanvas } from '../input/canvas-press';
import { buildingInReach, toNearby, usableBuildings, type UsableBuilding } from './building-reach';
import { npcTakesPrecedence } from './npc-reach';
import { reachOutline } from './reach-highlight';
import { ReachWatcher } from './reach-watcher';

const HIGHLIGHT_PAD_PX = 6;

/**
 * The buildings a player can use: tells the panels (through the bus) which one is in reach as the
 * player walks, outlines it in gold, and turns a click on a building into a request to use it.
 */
export class BuildingInteractions {
  private readonly buildings = usableBuildings();
  private readonly reach: ReachWatcher<UsableBuilding>;
  private readonly zones: Phaser.GameObjects.Zone[] = [];

  constructor(
    scene: Phaser.Scene,
    private readonly bus: GameBus,
    /** How far the nearest open NPC in reach stands (null: none): one as near as the market's walls takes E from it (npc-reach.ts). */
    npcDistance: (x: number, y: number) => number | null = () => null,
  ) {
    this.reach = new ReachWatcher<UsableBuilding>(
      {
        find: (x, y) => {
          const entry = buildingInReach(x, y, this.buildings);
          return entry && !npcTakesPrecedence(npcDistance(x, y), distanceToRect(entry.building, x, y)) ? entry : undefined;
        },
        report: (entry) => this.bus.emit('building:nearby', entry ? toNearby(entry) : null),
      },
      reachOutline(scene, (entry: UsableBuilding) => entry.building, HIGHLIGHT_PAD_PX),
    );
    for (const entry of this.buildings) {
      const { x, y, width, height } = entry.building;
      const zone = scene.add.zone(x + width / 2, y + height / 2, width, height).setInteractive({ useHandCursor: true });
      zone.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
        // Not a click on a panel's button over the building.
        if (pressedOnCanvas(scene, pointer)) this.bus.emit('building:interact', { building: toNearby(entry), inReach: this.reach.current === entry });
      });
      this.zones.push(zone);
    }
  }

  /** How far the walls of the nearest market in reach are from the point (null: none in reach), whatever an NPC nearby. */
  distanceInReach(x: number, y: number): number | null {
    const entry = buildingInReach(x, y, this.buildings);
    return entry ? distanceToRect(entry.building, x, y) : null;
  }

  /** Called every frame with the local player's position. */
  update(x: number, y: number, elapsedMs: number): void {
    this.reach.update(x, y, elapsedMs);
  }

  /** The scene is leaving the screen: nothing is in reach any more (reported again once it updates). */
  clear(): void {
    this.reach.clear();
  }

  destroy(): void {
    for (const zone of this.zones) zone.destroy();
    this.zones.length = 0;
    this.reach.destroy();
  }
}
