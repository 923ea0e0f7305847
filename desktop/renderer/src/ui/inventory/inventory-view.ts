import { INVENTORY_CATEGORIES, itemById, itemDisplayName, itemValueCopper, packWeight, type InventoryCategory, type Rarity } from '@silkroad/shared';

/** One kind of item the player holds, as the inventory window shows it (spec 002 §3 "Inventory item"). */
export interface InventoryEntry {
  id: string;
  name: string;
  category: InventoryCategory;
  quantity: number;
  rarity: Rarity;
  description: string;
  weight: number;
  maxStack: number;
  /** Catalogue value of one unit, in copper (its base price). */
  unitValue: number;
  value: number;
  /** City markets trade it (tools are held, not sold). */
  marketable: boolean;
}

export type InventorySort = 'name' | 'category' | 'value' | 'quantity';
export const INVENTORY_SORTS: readonly { key: InventorySort; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'category', label: 'Category' },
  { key: 'value', label: 'Value' },
  { key: 'quantity', label: 'Quantity' },
];

export type CategoryFilter = InventoryCategory | 'all';

/** Defaults of spec 002 §3 for an item the catalogue does not know: weight 1, common, stack 999. */
export function inventoryEntries(inventory: Readonly<Record<string, number>>): InventoryEntry[] {
  return Object.entries(inventory)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => {
      const item = itemById(id);
      const unitValue = itemValueCopper(id);
      return {
        id,
        name: item?.name ?? itemDisplayName(id),
        category: item?.category ?? 'misc',
        quantity,
        rarity: item?.rarity ?? 'common',
        description: item?.description ?? '',
        weight: item?.weight ?? 1,
        maxStack: item?.maxStack ?? 999,
        unitValue,
        value: unitValue * quantity,
        marketable: item?.marketable ?? false,
      };
    });
}

const byName = (a: InventoryEntry, b: InventoryEntry) => a.name.localeCompare(b.name);

const COMPARE: Readonly<Record<InventorySort, (a: InventoryEntry, b: InventoryEntry) => number>> = {
  name: byName,
  category: (a, b) => INVENTORY_CATEGORIES.indexOf(a.category) - INVENTORY_CATEGORIES.indexOf(b.category) || byName(a, b),
  // The most valuable and the most plentiful first: that is what a player sorts by them for.
  value: (a, b) => b.value - a.value || byName(a, b),
  quantity: (a, b) => b.quantity - a.quantity || byName(a, b),
};

export interface InventoryQuery {
  search: string;
  category: CategoryFilter;
  sort: InventorySort;
}

/** The entries the grid shows: matching the search (name or description) and category, sorted. */
export function queryInventory(entries: readonly InventoryEntry[], query: InventoryQuery): InventoryEntry[] {
  const needle = query.search.trim().toLowerCase();
  return entries
    .filter((e) => query.category === 'all' || e.category === query.category)
    .filter((e) => !needle || e.name.toLowerCase().includes(needle) || e.description.toLowerCase().includes(needle))
    .sort(COMPARE[query.sort]);
}

export interface InventoryStats {
  kinds: number;
  units: number;
  totalValue: number;
  selected: number;
  /** What the pack weighs (packWeight): above PACK_WEIGHT_CAPACITY it does not leave a city on foot. */
  weight: number;
}

export function inventoryStats(entries: readonly InventoryEntry[], selected: ReadonlySet<string>): InventoryStats {
  return {
    kinds: entries.length,
    units: entries.reduce((sum, e) => sum + e.quantity, 0),
    totalValue: entries.reduce((sum, e) => sum + e.value, 0),
    selected: entries.filter((e) => selected.has(e.id)).length,
    weight: packWeight(Object.fromEntries(entries.map((e) => [e.id, e.quantity]))),
  };
}

export function categoryLabel(category: CategoryFilter): string {
  return category === 'all' ? 'All categories' : category[0]!.toUpperCase() + category.slice(1);
}
