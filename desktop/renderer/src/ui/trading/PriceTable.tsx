import type { ReactNode } from 'react';
import { ItemIcon } from '../common/ItemIcon';
import './price-table.css';

export interface PriceColumn {
  label: string;
  /** `num` right-aligns amounts, `center` centres icons and buttons; other classes hide or size a column. */
  className?: string;
}

interface Props {
  columns: readonly PriceColumn[];
  className?: string;
  testId?: string;
  /** The body's rows. */
  children: ReactNode;
}

/** The trading screens' ledger table: one header row, then one row per good. */
export function PriceTable({ columns, className, testId, children }: Props) {
  return (
    <table className={className ? `price-table ${className}` : 'price-table'} data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.className}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A row's first cell: the good's picture and name, with an optional line under the name. */
export function ItemCell({ itemId, name, children }: { itemId: string; name: string; children?: ReactNode }) {
  const label = <span className="item-name">{name}</span>;
  return (
    <span className="item-cell">
      <ItemIcon itemId={itemId} />
      {children === undefined ? (
        label
      ) : (
        <span>
          {label}
          {children}
        </span>
      )}
    </span>
  );
}
