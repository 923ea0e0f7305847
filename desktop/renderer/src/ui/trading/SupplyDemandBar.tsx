import { supplyDemandFill, supplyDemandRatio } from './market-display';
import './supply-demand-bar.css';

/**
 * Supply against demand: the bar fills to the ratio (capped at 2, so half-full is balanced);
 * green when the market is well stocked, red when goods are short.
 */
export function SupplyDemandBar({ supply, demand }: { supply: number; demand: number }) {
  const ratio = supplyDemandRatio(supply, demand);
  const tone = ratio >= 1.1 ? 'plenty' : ratio <= 0.9 ? 'short' : 'balanced';
  const label = `Supply ${Math.round(supply)} / demand ${Math.round(demand)}`;
  return (
    <span className={`sd-bar sd-${tone}`} title={label} role="img" aria-label={label}>
      <span className="sd-fill" style={{ width: `${Math.round(supplyDemandFill(supply, demand) * 100)}%` }} />
      <span className="sd-mid" />
    </span>
  );
}
