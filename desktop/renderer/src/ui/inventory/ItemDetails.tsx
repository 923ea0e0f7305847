import { ItemIcon } from '../common/ItemIcon';
import { Money } from '../common/Money';
import { categoryLabel, type InventoryEntry } from './inventory-view';
import './rarity.css';
import './item-details.css';

/** The details footer: everything about the item last clicked. */
export function ItemDetails({ item }: { item: InventoryEntry | null }) {
  if (!item) return <div className="item-details is-empty">Click an item to see its details. Ctrl/Cmd-click selects several.</div>;
  return (
    <div className="item-details" data-testid="item-details">
      <ItemIcon itemId={item.id} className="item-details-icon" />
      <div className="item-details-main">
        <p className="item-details-title">
          <strong>{item.name}</strong> <span className={`rarity-text rarity-${item.rarity}`}>{item.rarity}</span> <span className="muted">· {categoryLabel(item.category)}</span>
        </p>
        <p className="item-details-description">{item.description || 'No description.'}</p>
      </div>
      <dl className="item-details-facts">
        <div>
          <dt>Quantity</dt>
          <dd>{item.quantity}</dd>
        </div>
        <div>
          <dt>Value each</dt>
          <dd>
            <Money copper={item.unitValue} />
          </dd>
        </div>
        <div>
          <dt>Stack</dt>
          <dd>{item.maxStack}</dd>
        </div>
        <div>
          <dt>Market</dt>
          <dd>{item.marketable ? 'Tradeable' : 'Not sold'}</dd>
        </div>
      </dl>
    </div>
  );
}
