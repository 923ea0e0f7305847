import type Phaser from 'phaser';
import type { Rect } from '@silkroad/shared';
import { DEPTH } from '../depth';
import type { ReachOutline } from './reach-watcher';

/** One pulse of the gold outline round what is in reach. */
const HIGHLIGHT_PULSE_MS = 1_400;

/** How strongly the outline shows: the line's alpha runs from `lineAlpha` to `lineAlpha + linePulse`. */
export interface HighlightStyle {
  fillAlpha: number;
  rimAlpha: number;
  lineAlpha: number;
  linePulse: number;
  cornerRadius: number;
}

/** Round a market or a profession site. */
export const BUILDING_HIGHLIGHT: HighlightStyle = { fillAlpha: 0.12, rimAlpha: 0.35, lineAlpha: 0.6, linePulse: 0.4, cornerRadius: 8 };
/** Round a gate's area: a fainter fill and rounder corners, as it is open ground and not a building. */
export const SPOT_HIGHLIGHT: HighlightStyle = { fillAlpha: 0.1, rimAlpha: 0.3, lineAlpha: 0.55, linePulse: 0.45, cornerRadius: 10 };

/**
 * The gold outline that pulses round a market, a gate or a profession site while the player is
 * within reach of it: a faint fill, a dark rim and a gold line, `pad` pixels outside the rectangle.
 */
function drawReachHighlight(g: Phaser.GameObjects.Graphics, rect: Rect, clockMs: number, pad: number, style: HighlightStyle = BUILDING_HIGHLIGHT): void {
  const pulse = 0.55 + 0.45 * Math.sin((clockMs / HIGHLIGHT_PULSE_MS) * Math.PI * 2);
  const x = rect.x - pad;
  const y = rect.y - pad;
  const width = rect.width + pad * 2;
  const height = rect.height + pad * 2;
  const radius = style.cornerRadius;
  g.clear().setVisible(true);
  g.fillStyle(0xf1d27a, style.fillAlpha * pulse).fillRoundedRect(x, y, width, height, radius);
  g.lineStyle(5, 0x5a1510, style.rimAlpha).strokeRoundedRect(x, y, width, height, radius);
  g.lineStyle(3, 0xf1d27a, style.lineAlpha + style.linePulse * pulse).strokeRoundedRect(x, y, width, height, radius);
}

/** A ReachWatcher's outline in a scene: `rectOf` says which rectangle of a target to outline. */
export function reachOutline<T>(scene: Phaser.Scene, rectOf: (target: T) => Rect, pad: number, style: HighlightStyle = BUILDING_HIGHLIGHT): ReachOutline<T> {
  const g = scene.add.graphics().setDepth(DEPTH.buildingHighlight).setVisible(false);
  let clockMs = 0;
  return {
    draw(target, elapsedMs) {
      clockMs = (clockMs + elapsedMs) % HIGHLIGHT_PULSE_MS;
      if (target === undefined) g.setVisible(false);
      else drawReachHighlight(g, rectOf(target), clockMs, pad, style);
    },
    destroy: () => g.destroy(),
  };
}
