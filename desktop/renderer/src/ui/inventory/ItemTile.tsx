import type { MouseEvent } from 'react';
import { ItemIcon } from '../common/ItemIcon';
import type { InventoryEntry } from './inventory-view';
import './rarity.css';
import './item-tile.css';

interface Props {
  item: InventoryEntry;
  selected: boolean;
  focused: boolean;
  onClick(id: string, toggle: boolean): void;
}

/** One kind of item in the grid: picture, name, count, rarity colour; Ctrl/Cmd-click toggles it in the selection. */
export function ItemTile({ item, selected, focused, onClick }: Props) {
  const click = (event: MouseEvent<HTMLButtonElement>) => onClick(item.id, event.ctrlKey || event.metaKey);
  return (
    <button
      type="button"
      className={`item-tile rarity-${item.rarity} ${selected ? 'is-selected' : ''} ${focused ? 'is-focused' : ''}`}
      data-testid={`item-tile-${item.id}`}
      aria-pressed={selected}
      title={`${item.name} (${item.rarity})`}
      onClick={click}
    >
      <span className="item-tile-qty" data-testid={`item-qty-${item.id}`}>
        {item.quantity}
      </span>
      {selected && (
        <span className="item-tile-check" aria-hidden="true">
          ✓
        </span>
      )}
      <ItemIcon itemId={item.id} className="item-tile-icon" />
      <span className="item-tile-name">{item.name}</span>
      <span className="item-tile-rarity">{item.rarity}</span>
    </button>
  );
}
