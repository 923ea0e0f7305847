import type { MarketEntry } from '@silkroad/shared';
import { ItemIcon } from '../common/ItemIcon';
import { Money } from '../common/Money';
import { orderMarket } from './market-display';
import { SupplyDemandBar } from './SupplyDemandBar';
import { TrendArrow } from './TrendArrow';

interface Props {
  entries: readonly MarketEntry[];
  selectedId: string | null;
  onSelect(itemId: string): void;
  /** Leave out the supply/demand column (narrow layouts). */
  compact?: boolean;
  /** The id prefix of the rows' test ids. */
  testPrefix?: string;
}

/** A city's goods: buying and selling price per unit, trend, and how well stocked the market is. */
export function MarketPriceTable({ entries, selectedId, onSelect, compact = false, testPrefix = 'market' }: Props) {
  return (
    <table className={`price-table ${compact ? 'is-compact' : ''}`}>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="num">
            Buy
          </th>
          <th scope="col" className="num">
            Sell
          </th>
          <th scope="col" className="center">
            Trend
          </th>
          {!compact && (
            <th scope="col" className="col-sd">
              Supply / demand
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {orderMarket(entries).map((entry) => (
          <tr
            key={entry.itemId}
            className={entry.itemId === selectedId ? 'is-selected' : undefined}
            data-testid={`${testPrefix}-row-${entry.itemId}`}
            aria-selected={entry.itemId === selectedId}
            tabIndex={0}
            onClick={() => onSelect(entry.itemId)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onSelect(entry.itemId);
              }
            }}
          >
            <td>
              <span className="item-cell">
                <ItemIcon itemId={entry.itemId} />
                <span className="item-name">{entry.itemName}</span>
              </span>
            </td>
            <td className="num">
              <Money copper={entry.currentPrice} testId={`${testPrefix}-price-${entry.itemId}`} />
            </td>
            <td className="num">
              <Money copper={entry.sellPrice} testId={`${testPrefix}-sell-${entry.itemId}`} />
            </td>
            <td className="center">
              <TrendArrow trend={entry.trend} testId={`${testPrefix}-trend-${entry.itemId}`} />
            </td>
            {!compact && (
              <td className="col-sd">
                <SupplyDemandBar supply={entry.supply} demand={entry.demand} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
