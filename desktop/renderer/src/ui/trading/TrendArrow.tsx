import type { MarketEntry } from '@silkroad/shared';
import { TREND_ARROWS, TREND_WORDS } from './market-display';
import './trend-arrow.css';

export function TrendArrow({ trend, testId }: { trend: MarketEntry['trend']; testId?: string }) {
  return (
    <span className={`trend trend-${trend}`} title={TREND_WORDS[trend]} aria-label={TREND_WORDS[trend]} data-testid={testId} data-trend={trend}>
      {TREND_ARROWS[trend]}
    </span>
  );
}
