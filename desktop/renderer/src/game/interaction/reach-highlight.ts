import type Phaser from 'phaser';

/** One pulse of the gold outline round what is in reach. */
export const HIGHLIGHT_PULSE_MS = 1_400;

export interface HighlightRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The gold outline that pulses round a market, a gate or a profession site while the player is
 * within reach of it: a faint fill, a dark rim and a gold line, `pad` pixels outside the rectangle.
 */
export function drawReachHighlight(g: Phaser.GameObjects.Graphics, rect: HighlightRect, clockMs: number, pad: number): void {
  const pulse = 0.55 + 0.45 * Math.sin((clockMs / HIGHLIGHT_PULSE_MS) * Math.PI * 2);
  const x = rect.x - pad;
  const y = rect.y - pad;
  const width = rect.width + pad * 2;
  const height = rect.height + pad * 2;
  g.clear().setVisible(true);
  g.fillStyle(0xf1d27a, 0.12 * pulse).fillRoundedRect(x, y, width, height, 8);
  g.lineStyle(5, 0x5a1510, 0.35).strokeRoundedRect(x, y, width, height, 8);
  g.lineStyle(3, 0xf1d27a, 0.6 + 0.4 * pulse).strokeRoundedRect(x, y, width, height, 8);
}
