import { INVENTORY_CATEGORIES } from '@silkroad/shared';
import type { KeyboardEvent } from 'react';
import { categoryLabel, INVENTORY_SORTS, type CategoryFilter, type InventorySort } from './inventory-view';
import './inventory-toolbar.css';

interface Props {
  search: string;
  onSearch(text: string): void;
  category: CategoryFilter;
  onCategory(category: CategoryFilter): void;
  sort: InventorySort;
  onSort(sort: InventorySort): void;
  onSelectAll(): void;
  onClearSelection(): void;
  onSellSelected(): void;
  selling: boolean;
}

/** Search, filter and sort the grid; select and sell (spec 002 §2 "Inventory window"). */
export function InventoryToolbar(props: Props) {
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || props.search === '') return;
    // Escape in a search box with text clears it and goes no further (the window stays open);
    // in an empty one it closes the window like anywhere else.
    event.stopPropagation();
    event.preventDefault();
    props.onSearch('');
  };
  return (
    <div className="inventory-toolbar">
      <input
        className="search-input"
        type="search"
        placeholder="Search items..."
        aria-label="Search items"
        data-testid="inventory-search"
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
        onKeyDown={onSearchKey}
      />
      <select className="select-input" aria-label="Category" data-testid="inventory-category" value={props.category} onChange={(event) => props.onCategory(event.target.value as CategoryFilter)}>
        {(['all', ...INVENTORY_CATEGORIES] as const).map((c) => (
          <option key={c} value={c}>
            {categoryLabel(c)}
          </option>
        ))}
      </select>
      <select className="select-input" aria-label="Sort by" data-testid="inventory-sort" value={props.sort} onChange={(event) => props.onSort(event.target.value as InventorySort)}>
        {INVENTORY_SORTS.map((s) => (
          <option key={s.key} value={s.key}>
            Sort: {s.label}
          </option>
        ))}
      </select>
      <div className="inventory-actions">
        <button type="button" className="button button-small" data-testid="inventory-select-all" onClick={props.onSelectAll}>
          Select All
        </button>
        <button type="button" className="button button-small" data-testid="inventory-clear-selection" onClick={props.onClearSelection}>
          Clear Selection
        </button>
        <button type="button" className="button button-small button-primary" data-testid="inventory-sell-selected" disabled={props.selling} onClick={props.onSellSelected}>
          {props.selling ? 'Selling…' : 'Sell Selected'}
        </button>
      </div>
    </div>
  );
}
