import type Phaser from 'phaser';
import type { GameBus } from '../../bus/game-bus';
import { DEPTH } from '../depth';
import { pressedOnCanvas } from '../input/canvas-press';
import { buildingInReach, toNearby, usableBuildings, type UsableBuilding } from './building-reach';
import { drawReachHighlight, HIGHLIGHT_PULSE_MS } from './reach-highlight';

const HIGHLIGHT_PAD_PX = 6;

/**
 * The buildings a player can use: tells the panels (through the bus) which one is in reach as the
 * player walks, outlines it in gold, and turns a click on a building into a request to use it.
 */
export class BuildingInteractions {
  private readonly buildings = usableBuildings();
  private readonly highlight: Phaser.GameObjects.Graphics;
  private readonly zones: Phaser.GameObjects.Zone[] = [];
  private current: UsableBuilding | undefined;
  private reported = false;
  private clock = 0;

  constructor(
    scene: Phaser.Scene,
    private readonly bus: GameBus,
  ) {
    this.highlight = scene.add.graphics().setDepth(DEPTH.buildingHighlight).setVisible(false);
    for (const entry of this.buildings) {
      const { x, y, width, height } = entry.building;
      const zone = scene.add.zone(x + width / 2, y + height / 2, width, height).setInteractive({ useHandCursor: true });
      zone.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
        // Not a click on a panel's button over the building.
        if (pressedOnCanvas(scene, pointer)) this.bus.emit('building:interact', { building: toNearby(entry), inReach: this.current === entry });
      });
      this.zones.push(zone);
    }
  }

  /** Called every frame with the local player's position. */
  update(x: number, y: number, elapsedMs: number): void {
    const next = buildingInReach(x, y, this.buildings);
    if (next !== this.current || !this.reported) {
      this.current = next;
      this.reported = true;
      this.bus.emit('building:nearby', next ? toNearby(next) : null);
    }
    this.clock = (this.clock + elapsedMs) % HIGHLIGHT_PULSE_MS;
    this.draw();
  }

  private draw(): void {
    const g = this.highlight;
    if (!this.current) {
      g.setVisible(false);
      return;
    }
    drawReachHighlight(g, this.current.building, this.clock, HIGHLIGHT_PAD_PX);
  }

  /** The scene is leaving the screen: nothing is in reach any more (reported again once it updates). */
  clear(): void {
    if (this.current) this.bus.emit('building:nearby', null);
    this.current = undefined;
    this.reported = false;
    this.highlight.setVisible(false);
  }

  destroy(): void {
    this.highlight.destroy();
    for (const zone of this.zones) zone.destroy();
    this.zones.length = 0;
    if (this.current) this.bus.emit('building:nearby', null);
    this.current = undefined;
  }
}
