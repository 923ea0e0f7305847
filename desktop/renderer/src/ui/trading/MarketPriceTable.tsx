import type { MarketEntry } from '@silkroad/shared';
import { Money } from '../common/Money';
import { orderMarket } from './market-display';
import { ItemCell, PriceTable, type PriceColumn } from './PriceTable';
import { SupplyDemandBar } from './SupplyDemandBar';
import { TrendArrow } from './TrendArrow';
import './market-price-table.css';

interface Props {
  entries: readonly MarketEntry[];
  selectedId: string | null;
  onSelect(itemId: string): void;
  /** Leave out the supply/demand column (narrow layouts). */
  compact?: boolean;
  /** The id prefix of the rows' test ids. */
  testPrefix?: string;
}

const COMPACT_COLUMNS: readonly PriceColumn[] = [
  { label: 'Item' },
  { label: 'Buy', className: 'num' },
  { label: 'Sell', className: 'num' },
  { label: 'Trend', className: 'center' },
];
const COLUMNS: readonly PriceColumn[] = [...COMPACT_COLUMNS, { label: 'Supply / demand', className: 'col-sd' }];

/** A city's goods: buying and selling price per unit, trend, and how well stocked the market is. */
export function MarketPriceTable({ entries, selectedId, onSelect, compact = false, testPrefix = 'market' }: Props) {
  return (
    <PriceTable columns={compact ? COMPACT_COLUMNS : COLUMNS} className={compact ? 'is-compact' : undefined}>
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
            <ItemCell itemId={entry.itemId} name={entry.itemName} />
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
    </PriceTable>
  );
}
