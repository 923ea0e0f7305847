import type { RiskBand } from '@silkroad/shared';
import './journey-bits.css';

/** The risk band (002 §9: Low, Medium, High, Extreme) in its colour, with the score beside it when given. */
export function RiskBadge({ band, score, testId }: { band: RiskBand; score?: number; testId?: string }) {
  return (
    <span className={`badge risk-badge risk-${band.toLowerCase()}`} data-testid={testId} title={score === undefined ? undefined : `Risk score ${score.toFixed(2)}`}>
      {band} risk{score === undefined ? '' : ` · ${score.toFixed(2)}`}
    </span>
  );
}
