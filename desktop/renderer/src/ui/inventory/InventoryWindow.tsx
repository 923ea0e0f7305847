import { cityById } from '@silkroad/shared';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { GameWindow } from '../common/GameWindow';
import { useBulkSell, type BulkSellReport } from '../hooks/use-bulk-sell';
import type { CurrentCity } from '../hooks/use-current-city';
import { useInventoryStatus } from '../hooks/use-inventory-status';
import { useWorld } from '../world/world-context';
import { BULK_SELL_TEXT } from './bulk-sell';
import { CurrencyDisplay } from './CurrencyDisplay';
import { InventoryStatsBar } from './InventoryStatsBar';
import { InventoryToolbar } from './InventoryToolbar';
import { inventoryEntries, inventoryStats, queryInventory, type CategoryFilter, type InventorySort } from './inventory-view';
import { ItemDetails } from './ItemDetails';
import { ItemTile } from './ItemTile';
import { clickSelection, pruneSelection } from './selection';
import './inventory-window.css';

/** Key I: everything the player carries, to search, sort, inspect and sell in bulk. */
export function InventoryWindow({ city, onClose }: { city: CurrentCity; onClose(): void }) {
  const { player } = useWorld();
  useInventoryStatus(player);
  const { selling, sell } = useBulkSell();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [sort, setSort] = useState<InventorySort>('name');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [report, setReport] = useState<BulkSellReport | null>(null);

  const data = player.data;
  const entries = useMemo(() => inventoryEntries(data?.inventory ?? {}), [data?.inventory]);
  const shown = queryInventory(entries, { search, category, sort });
  // Items sold or gone from the inventory leave the selection by themselves.
  const selected = pruneSelection(
    picked,
    entries.map((e) => e.id),
  );
  const stats = inventoryStats(entries, selected);
  const focused = entries.find((e) => e.id === focusedId) ?? null;
  const cityName = city.inCityId ? cityById(city.inCityId)?.name : null;

  const onTile = (id: string, toggle: boolean) => {
    setPicked(clickSelection(selected, id, toggle));
    setFocusedId(id);
  };

  const askToSell = () => {
    setReport(null);
    if (selected.size === 0) return setNotice(BULK_SELL_TEXT.nothingSelected);
    if (!city.inCityId) return setNotice(BULK_SELL_TEXT.notInCity);
    setNotice(null);
    setConfirming(true);
  };

  const confirmSell = async () => {
    setConfirming(false);
    if (!city.inCityId) return;
    const items = entries.filter((e) => selected.has(e.id));
    const result = await sell(items, city.inCityId);
    setReport(result);
    const sold = new Set(result.lines.filter((l) => l.ok).map((l) => l.itemId));
    setPicked((current) => new Set([...current].filter((id) => !sold.has(id))));
  };

  return (
    <GameWindow
      title="Inventory"
      subtitle={cityName ? `In ${cityName}: Sell Selected sells at its market` : 'In the countryside'}
      testId="inventory-window"
      size="window-inventory"
      onClose={onClose}
      footer={
        <>
          <InventoryStatsBar stats={stats} />
          <button type="button" className="button button-small" data-testid="inventory-close" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <InventoryToolbar
        search={search}
        onSearch={setSearch}
        category={category}
        onCategory={setCategory}
        sort={sort}
        onSort={setSort}
        onSelectAll={() => setPicked(new Set(shown.map((e) => e.id)))}
        onClearSelection={() => setPicked(new Set())}
        onSellSelected={askToSell}
        selling={selling}
      />
      {data && <CurrencyDisplay currency={data.currency} />}
      {notice && (
        <p className="panel-message is-error inventory-notice" role="alert" data-testid="inventory-notice">
          {notice}
        </p>
      )}
      {report && (
        <section className="bulk-report" data-testid="bulk-report" aria-label="Sale results">
          {report.alert && (
            <p className="panel-message is-error" role="alert">
              {report.alert}
            </p>
          )}
          <ul>
            {report.lines.map((line, i) => (
              <li key={`${line.itemId}-${i}`} className={line.ok ? 'is-ok' : 'is-error'} data-testid="bulk-report-line">
                {line.ok ? '✓' : '✗'} {line.text}
              </li>
            ))}
          </ul>
          <button type="button" className="link-button" onClick={() => setReport(null)}>
            Dismiss
          </button>
        </section>
      )}
      <div className="item-grid-wrap">
        {entries.length === 0 ? (
          <p className="empty-note">No items in inventory</p>
        ) : shown.length === 0 ? (
          <p className="empty-note">No items match your search</p>
        ) : (
          <div className="item-grid" data-testid="inventory-grid">
            {shown.map((item) => (
              <ItemTile key={item.id} item={item} selected={selected.has(item.id)} focused={item.id === focusedId} onClick={onTile} />
            ))}
          </div>
        )}
      </div>
      <ItemDetails item={focused} />
      {confirming && (
        <ConfirmDialog
          title="Sell Selected"
          message={BULK_SELL_TEXT.confirm(selected.size)}
          confirmLabel="Sell"
          testId="sell-confirm"
          onConfirm={() => void confirmSell()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </GameWindow>
  );
}
