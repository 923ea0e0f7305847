export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartGeometry {
  points: ChartPoint[];
  /** SVG path of the price line. */
  line: string;
  /** SVG path of the area under the line, closed along the bottom. */
  area: string;
  min: number;
  max: number;
}

export interface ChartBox {
  width: number;
  height: number;
  padX: number;
  padY: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Where each price sample goes in an SVG box: evenly spaced left to right (oldest first), low
 * prices at the bottom. A flat series sits in the middle rather than on an edge, and a single
 * known price is drawn as a level line across the chart: a dot would show nothing.
 */
export function chartGeometry(samples: readonly number[], box: ChartBox): ChartGeometry | null {
  if (samples.length === 0) return null;
  const prices = samples.length === 1 ? [samples[0]!, samples[0]!] : samples;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const span = max - min;
  const innerW = box.width - box.padX * 2;
  const innerH = box.height - box.padY * 2;
  const points = prices.map((price, i) => ({
    x: round(box.padX + (i / (prices.length - 1)) * innerW),
    y: round(box.padY + (span === 0 ? innerH / 2 : (1 - (price - min) / span) * innerH)),
  }));
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
  const bottom = box.height - box.padY;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const area = `${line} L${last.x} ${bottom} L${first.x} ${bottom} Z`;
  return { points, line, area, min, max };
}

/**
 * The history with the market's live price as its last point, unless the last sample already has
 * it: a market nobody traded yet still shows where it stands, and the line ends at "now".
 */
export function withLivePrice<T extends { price: number; volume: number; recordedAt: string }>(history: readonly T[], live: { currentPrice: number; lastUpdated: string } | null): (T | { price: number; volume: number; recordedAt: string })[] {
  if (!live) return [...history];
  const last = history[history.length - 1];
  if (last && last.price === live.currentPrice) return [...history];
  return [...history, { price: live.currentPrice, volume: 0, recordedAt: live.lastUpdated }];
}
