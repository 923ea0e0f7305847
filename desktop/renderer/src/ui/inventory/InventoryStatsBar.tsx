import { PACK_WEIGHT_CAPACITY, packFitsTheRoad } from '@silkroad/shared';
import { Money } from '../common/Money';
import type { InventoryStats } from './inventory-view';
import './inventory-stats-bar.css';

export function InventoryStatsBar({ stats }: { stats: InventoryStats }) {
  return (
    <p className="inventory-stats" data-testid="inventory-stats">
      <span>
        Items <strong data-testid="inventory-stat-items">{stats.kinds}</strong> <span className="muted">({stats.units} units)</span>
      </span>
      <span>
        Total value <Money copper={stats.totalValue} testId="inventory-stat-value" />
      </span>
      <span
        className={packFitsTheRoad(stats.weight) ? undefined : 'inventory-stats-heavy'}
        title={`What you carry on foot. Above ${PACK_WEIGHT_CAPACITY} your pack does not leave a city: bulk goes by caravan.`}
      >
        Pack{' '}
        <strong data-testid="inventory-stat-pack">
          {stats.weight} / {PACK_WEIGHT_CAPACITY}
        </strong>
      </span>
      <span>
        Selected <strong data-testid="inventory-stat-selected">{stats.selected}</strong>
      </span>
    </p>
  );
}
