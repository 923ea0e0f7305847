import type Phaser from 'phaser';
import { CITIES, COUNTRYSIDE_ENTRANCE } from '@silkroad/shared';
import { DEPTH } from '../depth';
import { regionLabels } from './region-labels';

const SERIF = 'Georgia, "Palatino Linotype", "Book Antiqua", "DejaVu Serif", serif';
const SANS = '"Trebuchet MS", "Segoe UI", "DejaVu Sans", sans-serif';

/**
 * Names on the map: cities in large type above their walls, every named building above its roof,
 * the countryside gate, and the lands and seas. Text objects, not baked into the ground, so they
 * stay crisp and readable.
 */
export function createWorldLabels(scene: Phaser.Scene): Phaser.GameObjects.Text[] {
  const labels: Phaser.GameObjects.Text[] = [];

  for (const region of regionLabels()) {
    const text = scene.add.text(region.x, region.y, region.text.toUpperCase(), {
      fontFamily: SERIF,
      fontSize: region.water ? '26px' : '22px',
      fontStyle: 'italic',
      color: region.water ? '#dcecf2' : '#fbf1d6',
      stroke: region.water ? 'rgba(20, 50, 80, 0.55)' : 'rgba(50, 34, 18, 0.55)',
      strokeThickness: 3,
      letterSpacing: 6,
    });
    text.setOrigin(0.5).setRotation(region.rotation).setAlpha(0.72).setDepth(DEPTH.regionLabels);
    labels.push(text);
  }

  for (const city of CITIES) {
    if (!city.onMap) continue;
    for (const building of city.buildings) {
      const text = scene.add.text(building.x + building.width / 2, building.y - 3, building.name, {
        fontFamily: SANS,
        fontSize: '12px',
        fontStyle: 'bold',
        color: '#fff8e8',
        stroke: '#2a1c10',
        strokeThickness: 4,
      });
      text.setOrigin(0.5, 1).setDepth(DEPTH.buildingLabels);
      labels.push(text);
    }
    const name = scene.add.text(city.x, city.y - city.radius - 14, city.name, {
      fontFamily: SERIF,
      fontSize: '34px',
      fontStyle: 'bold',
      color: '#fff1cf',
      stroke: '#3a2412',
      strokeThickness: 7,
      letterSpacing: 2,
      shadow: { offsetX: 2, offsetY: 3, color: 'rgba(0, 0, 0, 0.45)', blur: 6, fill: true, stroke: true },
    });
    name.setOrigin(0.5, 1).setDepth(DEPTH.cityNames);
    labels.push(name);
  }

  const gate = scene.add.text(COUNTRYSIDE_ENTRANCE.x + COUNTRYSIDE_ENTRANCE.width / 2 + 15, COUNTRYSIDE_ENTRANCE.y - 18, 'Countryside Farm', {
    fontFamily: SANS,
    fontSize: '12px',
    fontStyle: 'bold',
    color: '#f4ffd8',
    stroke: '#23300f',
    strokeThickness: 4,
  });
  gate.setOrigin(0.5, 1).setDepth(DEPTH.buildingLabels);
  labels.push(gate);
  return labels;
}
