import { itemById, itemDisplayName, type MarketEntry } from '@silkroad/shared';
import { ItemIcon } from '../common/ItemIcon';
import { Money } from '../common/Money';
import './trade-inventory-list.css';

interface Props {
  inventory: Readonly<Record<string, number>>;
  market: readonly MarketEntry[];
  selectedId: string | null;
  onSelect(itemId: string): void;
}

/** The Trading Post's "Your Inventory": what the player holds and what this market pays for it. */
export function TradeInventoryList({ inventory, market, selectedId, onSelect }: Props) {
  const prices = new Map(market.map((e) => [e.itemId, e.sellPrice]));
  const held = Object.entries(inventory)
    .filter(([, quantity]) => quantity > 0)
    .sort(([a], [b]) => itemDisplayName(a).localeCompare(itemDisplayName(b)));
  if (held.length === 0) return <p className="empty-note">No items in inventory</p>;
  return (
    <ul className="trade-inventory" data-testid="tp-inventory">
      {held.map(([itemId, quantity]) => {
        const price = itemById(itemId)?.marketable ? prices.get(itemId) : undefined;
        return (
          <li key={itemId}>
            <button
              type="button"
              className={`trade-inventory-item ${itemId === selectedId ? 'is-selected' : ''}`}
              data-testid={`tp-inventory-${itemId}`}
              aria-pressed={itemId === selectedId}
              onClick={() => onSelect(itemId)}
            >
              <ItemIcon itemId={itemId} />
              <span className="trade-inventory-name">{itemDisplayName(itemId)}</span>
              <span className="trade-inventory-qty" data-testid={`tp-inventory-qty-${itemId}`}>
                ×{quantity}
              </span>
              <span className="trade-inventory-price">{price === undefined ? <span className="muted">not traded here</span> : <Money copper={price} />}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
