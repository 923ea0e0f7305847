import type { NpcStockLine } from '@silkroad/shared';
import { useState } from 'react';
import { ItemIcon } from '../common/ItemIcon';
import { Money } from '../common/Money';

interface Props {
  stock: readonly NpcStockLine[] | null;
  busy: boolean;
  onBuy(line: NpcStockLine, quantity: number): void;
}

function unitPrice(line: NpcStockLine): number {
  return line.specialUnitPriceCopper !== null && line.specialUnitsLeft > 0 ? line.specialUnitPriceCopper : line.unitPriceCopper;
}

/** One good on the counter: what it costs, how many are left, a quantity and Buy. */
function StockRow({ line, busy, onBuy }: { line: NpcStockLine; busy: boolean; onBuy: Props['onBuy'] }) {
  const [quantity, setQuantity] = useState('1');
  const wanted = Math.floor(Number(quantity));
  const valid = Number.isFinite(wanted) && wanted >= 1 && wanted <= line.quantity;
  const special = line.specialUnitPriceCopper !== null && line.specialUnitsLeft > 0;
  return (
    <li className={line.quantity === 0 ? 'npc-stock-row is-sold-out' : 'npc-stock-row'} data-testid={`npc-stock-${line.itemId}`}>
      <ItemIcon itemId={line.itemId} />
      <span className="npc-stock-name">
        {line.itemName}
        {special && (
          <span className="badge npc-special" title={`30% off, ${line.specialUnitsLeft} more today`}>
            Special
          </span>
        )}
      </span>
      <span className="npc-stock-price" data-testid={`npc-price-${line.itemId}`}>
        {special && <Money copper={line.unitPriceCopper} className="npc-was" />}
        <Money copper={unitPrice(line)} />
      </span>
      <span className={line.requirement ? 'npc-stock-left npc-stock-needs' : 'npc-stock-left muted'} data-testid={`npc-left-${line.itemId}`} title={line.requirement ?? undefined}>
        {line.requirement ?? (line.quantity === 0 ? 'Sold out' : `${line.quantity} left`)}
      </span>
      <input
        className="number-input npc-stock-qty"
        type="number"
        min={1}
        max={Math.max(1, line.quantity)}
        value={quantity}
        aria-label={`How many ${line.itemName}`}
        data-testid={`npc-qty-${line.itemId}`}
        disabled={line.quantity === 0}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <button type="button" className="button button-small button-primary" data-testid={`npc-buy-${line.itemId}`} disabled={busy || !valid || line.requirement !== null} onClick={() => onBuy(line, wanted)}>
        Buy
      </button>
    </li>
  );
}

/** A merchant's counter (or an innkeeper's provisions): their own stock, shared by every player and growing back over time. */
export function StockView({ stock, busy, onBuy }: Props) {
  if (stock === null) return <p className="muted npc-waiting">Looking over the counter…</p>;
  if (stock.length === 0) return <p className="empty-note">Nothing for sale today.</p>;
  return (
    <ul className="npc-stock" aria-label="For sale">
      {stock.map((line) => (
        <StockRow key={line.itemId} line={line} busy={busy} onBuy={onBuy} />
      ))}
    </ul>
  );
}
