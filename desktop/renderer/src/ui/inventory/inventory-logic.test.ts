import { startingSkills, type MarketEntry } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { marketEntry } from '../trading/market-entry-fixture';
import { BULK_SELL_TEXT, planBulkSell } from './bulk-sell';
import { inventoryEntries, inventoryStats, queryInventory } from './inventory-view';
import { clickSelection, pruneSelection } from './selection';

const inventory = { silk: 3, 'iron-ingot': 10, pickaxe: 1, 'healing-herb': 8, 'mystery-box': 2, gone: 0 };

const market = (itemId: string, price: number): MarketEntry =>
  marketEntry({ cityId: 4, itemId, itemName: itemId, basePrice: price, currentPrice: price, sellPrice: Math.floor(price * 0.8) });

describe('inventory view', () => {
  const entries = inventoryEntries(inventory);

  it('describes each held item from the catalogue, with the spec defaults for unknown ones', () => {
    expect(entries).toHaveLength(5);
    expect(entries.find((e) => e.id === 'silk')).toMatchObject({ name: 'Silk', category: 'textiles', rarity: 'uncommon', unitValue: 10_000, value: 30_000, marketable: true });
    expect(entries.find((e) => e.id === 'pickaxe')).toMatchObject({ category: 'metals', marketable: false });
    expect(entries.find((e) => e.id === 'mystery-box')).toMatchObject({ name: 'Mystery Box', category: 'misc', rarity: 'common', maxStack: 999, weight: 1, unitValue: 0 });
  });

  it('searches names and descriptions, filters by category and sorts four ways', () => {
    expect(queryInventory(entries, { search: 'SILK', category: 'all', sort: 'name' }).map((e) => e.id)).toEqual(['silk']);
    expect(queryInventory(entries, { search: 'wounds', category: 'all', sort: 'name' }).map((e) => e.id)).toEqual(['healing-herb']);
    expect(queryInventory(entries, { search: '', category: 'metals', sort: 'name' }).map((e) => e.id)).toEqual(['iron-ingot', 'pickaxe']);
    expect(queryInventory(entries, { search: '', category: 'all', sort: 'name' }).map((e) => e.name)).toEqual(['Healing Herb', 'Iron Ingot', 'Mystery Box', 'Pickaxe', 'Silk']);
    expect(queryInventory(entries, { search: '', category: 'all', sort: 'value' })[0]!.id).toBe('iron-ingot');
    expect(queryInventory(entries, { search: '', category: 'all', sort: 'quantity' }).map((e) => e.quantity)).toEqual([10, 8, 3, 2, 1]);
    expect(queryInventory(entries, { search: '', category: 'all', sort: 'category' }).map((e) => e.category)).toEqual(['textiles', 'metals', 'metals', 'alchemy', 'misc']);
  });

  it('counts kinds, units, value and the selection', () => {
    // Every item weighs the spec's default 1: the pack weighs as many as the units.
    expect(inventoryStats(entries, new Set(['silk', 'nothing']))).toEqual({ kinds: 5, units: 24, totalValue: 30_000 + 40_000 + 5_000 + 20_000, selected: 1, weight: 24 });
  });
});

describe('selection', () => {
  it('selects one on a plain click and toggles on Ctrl/Cmd-click', () => {
    let selected = clickSelection(new Set(), 'silk', false);
    selected = clickSelection(selected, 'jade', true);
    expect([...selected]).toEqual(['silk', 'jade']);
    selected = clickSelection(selected, 'silk', true);
    expect([...selected]).toEqual(['jade']);
    expect([...clickSelection(selected, 'amber', false)]).toEqual(['amber']);
    expect([...pruneSelection(new Set(['a', 'b']), ['b', 'c'])]).toEqual(['b']);
  });
});

describe('bulk sell', () => {
  it('sells all of each marketable item, skips tools and goods this market does not trade', () => {
    const entries = inventoryEntries({ silk: 3, pickaxe: 1, 'iron-ingot': 10 });
    const steps = planBulkSell(entries, [market('silk', 11_000)], 'Baghdad', startingSkills());
    expect(steps).toEqual([
      expect.objectContaining({ kind: 'sell', itemId: 'silk', quantity: 3 }),
      { kind: 'skip', itemId: 'pickaxe', name: 'Pickaxe', reason: 'Pickaxe cannot be sold at the market' },
      { kind: 'skip', itemId: 'iron-ingot', name: 'Iron Ingot', reason: 'Baghdad does not trade Iron Ingot' },
    ]);
    const sale = steps[0] as Extract<(typeof steps)[number], { kind: 'sell' }>;
    expect(sale.priceLimit).toBe(Math.floor(sale.unitPrice * 0.95));
  });

  it('splits more than 999 units into trades the server accepts, each quoted lower than the last', () => {
    const steps = planBulkSell(inventoryEntries({ 'iron-nails': 1500 }), [market('iron-nails', 200)], 'Baghdad', startingSkills());
    expect(steps.map((s) => (s.kind === 'sell' ? s.quantity : 0))).toEqual([999, 501]);
    const [first, second] = steps as Extract<(typeof steps)[number], { kind: 'sell' }>[];
    expect(second!.unitPrice).toBeLessThanOrEqual(first!.unitPrice);
  });

  it('asks in the spec’s words', () => {
    expect(BULK_SELL_TEXT.confirm(2)).toBe('Are you sure you want to sell 2 item(s)?');
  });
});
