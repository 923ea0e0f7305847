import type Phaser from 'phaser';
import { CITIES, WORLD_HEIGHT, WORLD_WIDTH } from '@silkroad/shared';
import { DEPTH } from '../depth';
import { paintWorldMap } from '../world/minimap-painter';
import { context2d } from '../world/paint-kit';
import { MINIMAP_HEIGHT_PX, MINIMAP_WIDTH_PX, minimapRect, toMinimap, type MinimapRect } from './minimap-layout';

const TEXTURE_KEY = 'minimap';

/**
 * A small map of the whole world in a corner of the screen: the world painted at the map's size,
 * the cities, and a dot for every player (gold for you) with your view's outline.
 */
export class Minimap {
  private readonly canvas = paintWorldMap(MINIMAP_WIDTH_PX, MINIMAP_HEIGHT_PX);
  private readonly image: Phaser.GameObjects.Image;
  private readonly frame: Phaser.GameObjects.Graphics;
  private readonly dots: Phaser.GameObjects.Graphics;
  private rect: MinimapRect;

  constructor(private readonly scene: Phaser.Scene) {
    this.markCities();
    scene.textures.addCanvas(TEXTURE_KEY, this.canvas);
    this.image = scene.add.image(0, 0, TEXTURE_KEY).setOrigin(0, 0).setScrollFactor(0).setDepth(DEPTH.minimap);
    this.frame = scene.add.graphics().setScrollFactor(0).setDepth(DEPTH.minimap - 0.5);
    this.dots = scene.add.graphics().setScrollFactor(0).setDepth(DEPTH.minimap + 0.5);
    this.rect = minimapRect(scene.scale.width, scene.scale.height);
    this.layout(scene.scale.width, scene.scale.height);
  }

  layout(viewWidth: number, viewHeight: number): void {
    this.rect = minimapRect(viewWidth, viewHeight);
    const { x, y, width, height, visible } = this.rect;
    this.image.setPosition(x, y).setVisible(visible);
    this.dots.setVisible(visible);
    this.frame.clear().setVisible(visible);
    this.frame.fillStyle(0x1d140b, 0.55).fillRoundedRect(x - 5, y - 5, width + 10, height + 10, 7);
    this.frame.lineStyle(2, 0xd8b36a, 0.95).strokeRoundedRect(x - 4, y - 4, width + 8, height + 8, 6);
  }

  /** A ringed dot on every city of the map. */
  private markCities(): void {
    const ctx = context2d(this.canvas);
    const sx = MINIMAP_WIDTH_PX / WORLD_WIDTH;
    const sy = MINIMAP_HEIGHT_PX / WORLD_HEIGHT;
    for (const city of CITIES) {
      if (!city.onMap) continue;
      ctx.beginPath();
      ctx.arc(city.x * sx, city.y * sy, 4, 0, Math.PI * 2);
      ctx.fillStyle = '#f3e2b8';
      ctx.fill();
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = '#4a2f16';
      ctx.stroke();
    }
  }

  update(local: { x: number; y: number }, remotes: Iterable<{ readonly x: number; readonly y: number }>, view: Phaser.Geom.Rectangle): void {
    if (!this.rect.visible) return;
    const g = this.dots.clear();
    const topLeft = toMinimap(this.rect, Math.max(0, view.x), Math.max(0, view.y));
    const bottomRight = toMinimap(this.rect, Math.min(WORLD_WIDTH, view.right), Math.min(WORLD_HEIGHT, view.bottom));
    g.lineStyle(1, 0xffffff, 0.8).strokeRect(topLeft.x, topLeft.y, bottomRight.x - topLeft.x, bottomRight.y - topLeft.y);
    for (const remote of remotes) {
      const p = toMinimap(this.rect, remote.x, remote.y);
      g.fillStyle(0x1d140b, 0.9).fillCircle(p.x, p.y, 3);
      g.fillStyle(0x9fe3ff, 1).fillCircle(p.x, p.y, 2);
    }
    const me = toMinimap(this.rect, local.x, local.y);
    g.fillStyle(0x1d140b, 0.9).fillCircle(me.x, me.y, 4.5);
    g.fillStyle(0xffd65a, 1).fillCircle(me.x, me.y, 3.2);
  }

  destroy(): void {
    this.image.destroy();
    this.frame.destroy();
    this.dots.destroy();
    this.scene.textures.remove(TEXTURE_KEY);
  }
}
