import type { PriceSample } from '@silkroad/shared';
import { formatCoins } from '@silkroad/shared';
import { chartGeometry } from './price-chart';
import './price-chart.css';

const BOX = { width: 420, height: 170, padX: 12, padY: 14 };

/** A market's recent prices as a line over a shaded area; no chart library needed. */
export function PriceChart({ samples, label }: { samples: readonly PriceSample[]; label: string }) {
  const chart = chartGeometry(
    samples.map((s) => s.price),
    BOX,
  );
  if (!chart) return <p className="empty-note">No price history yet</p>;
  const last = chart.points[chart.points.length - 1]!;
  const grid = [0.25, 0.5, 0.75].map((share) => BOX.padY + share * (BOX.height - BOX.padY * 2));
  return (
    <figure className="price-chart" data-testid="price-chart">
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-label={`${label}: ${samples.length} prices from ${formatCoins(chart.min)} to ${formatCoins(chart.max)}`}>
        <defs>
          <linearGradient id="price-chart-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#d4a63c" stopOpacity="0.55" />
            <stop offset="100%" stopColor="#d4a63c" stopOpacity="0.05" />
          </linearGradient>
        </defs>
        {grid.map((y) => (
          <line key={y} x1={BOX.padX} x2={BOX.width - BOX.padX} y1={y} y2={y} className="chart-grid" />
        ))}
        <path d={chart.area} fill="url(#price-chart-fill)" />
        <path d={chart.line} className="chart-line" data-testid="price-chart-line" />
        <circle cx={last.x} cy={last.y} r="4" className="chart-dot" />
      </svg>
      <figcaption className="chart-caption">
        <span>
          Low <strong>{formatCoins(chart.min)}</strong>
        </span>
        <span>
          High <strong>{formatCoins(chart.max)}</strong>
        </span>
        <span>
          Now <strong>{formatCoins(samples[samples.length - 1]!.price)}</strong>
        </span>
        <span className="muted">
          {samples.length} sample{samples.length === 1 ? '' : 's'}
        </span>
      </figcaption>
    </figure>
  );
}
