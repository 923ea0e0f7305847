import { itemDisplayName, startingSkills, type TradeSide } from '@silkroad/shared';
import { useState } from 'react';
import type { NearbyBuilding } from '../../bus/game-bus';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { GameWindow } from '../common/GameWindow';
import { Spinner } from '../common/Spinner';
import { useCityMarket } from '../hooks/use-city-market';
import { useTimedText } from '../hooks/use-timed-text';
import { useTrade } from '../hooks/use-trade';
import { useWorld } from '../world/world-context';
import { FundsPanel } from './FundsPanel';
import { MarketPriceTable } from './MarketPriceTable';
import { parseQuantity } from './quantity';
import { previewTrade, priceLimitFor } from './trade-preview';
import { describeTradeFailure, TRADE_LOG_CLEAR_MS, TRADE_TEXT, tradeSuccessLine } from './trade-texts';
import { TradeInventoryList } from './TradeInventoryList';
import { TransactionPanel } from './TransactionPanel';
import './trading-post.css';

/**
 * The Trading Post of a city's market building (spec 002 §2): its prices, live; the player's
 * goods; one transaction at a time against the server; a log line and the Trade Failed modal.
 */
export function TradingPost({ building, onClose }: { building: NearbyBuilding; onClose(): void }) {
  const { player } = useWorld();
  const market = useCityMarket(building.cityId);
  const trade = useTrade();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [quantityText, setQuantityText] = useState('1');
  const [log, showLog] = useTimedText(TRADE_LOG_CLEAR_MS);
  const [busy, setBusy] = useState<TradeSide | null>(null);
  const [failure, setFailure] = useState<{ side: TradeSide; message: string } | null>(null);

  const data = player.data;
  const skills = data?.skills ?? startingSkills();
  const entry = market.entries.find((e) => e.itemId === selectedId) ?? null;
  const quantity = parseQuantity(quantityText);
  const buy = entry && quantity ? previewTrade(entry, 'buy', quantity, skills) : null;
  const sell = entry && quantity ? previewTrade(entry, 'sell', quantity, skills) : null;

  const run = async (side: TradeSide) => {
    if (!selectedId) return showLog(TRADE_TEXT.selectItemFirst);
    if (quantity === null) return showLog(TRADE_TEXT.invalidQuantity);
    if (!entry) return showLog(`${itemDisplayName(selectedId)} is not traded at the ${building.name}`);
    const { unitPrice } = previewTrade(entry, side, quantity, skills);
    setBusy(side);
    try {
      const record = await trade({ side, itemId: entry.itemId, cityId: building.cityId, quantity, priceLimit: priceLimitFor(side, unitPrice) });
      market.applyTrade(record);
      showLog(tradeSuccessLine(record));
    } catch (error) {
      const view = describeTradeFailure(error, side, entry.itemName);
      showLog(view.line);
      setFailure({ side, message: view.message });
    } finally {
      setBusy(null);
    }
  };

  const retry = () => {
    const side = failure?.side;
    setFailure(null);
    if (side) void run(side);
  };

  return (
    <GameWindow
      title={TRADE_TEXT.title}
      subtitle={
        <>
          {building.name} · {building.cityName}
        </>
      }
      testId="trading-post"
      size="window-trading-post"
      onClose={onClose}
      footer={
        <>
          <p className={`trade-log ${log.startsWith('Failed') || log.startsWith('Error') ? 'is-error' : ''}`} data-testid="trade-log" role="status" aria-live="polite">
            {log}
          </p>
          <button type="button" className="button button-small" data-testid="trading-post-close" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <div className="tp-lists">
        <section className="tp-market" aria-labelledby="tp-market-title">
          <h3 className="section-title" id="tp-market-title">
            Market Prices
          </h3>
          <div className="scroll-area" data-testid="tp-market">
            {market.entries.length > 0 ? (
              <MarketPriceTable entries={market.entries} selectedId={selectedId} onSelect={setSelectedId} />
            ) : market.error ? (
              <p className="empty-note is-error">
                {market.error}{' '}
                <button type="button" className="link-button" onClick={market.reload}>
                  Retry
                </button>
              </p>
            ) : (
              <div className="empty-note">
                <Spinner label="Loading prices" />
              </div>
            )}
          </div>
        </section>
        <section className="tp-inventory" aria-labelledby="tp-inventory-title">
          <h3 className="section-title" id="tp-inventory-title">
            Your Inventory
          </h3>
          <div className="scroll-area">
            <TradeInventoryList inventory={data?.inventory ?? {}} market={market.entries} selectedId={selectedId} onSelect={setSelectedId} />
          </div>
        </section>
      </div>
      <div className="tp-bottom">
        <TransactionPanel
          selectedId={selectedId}
          traded={entry !== null}
          held={(selectedId && data?.inventory[selectedId]) || 0}
          quantityText={quantityText}
          onQuantityChange={setQuantityText}
          buy={buy}
          sell={sell}
          busy={busy}
          onTrade={(side) => void run(side)}
        />
        <FundsPanel gold={data?.gold ?? 0} silver={data?.silver ?? 0} copper={data?.copper ?? 0} />
      </div>
      {failure && (
        <ConfirmDialog
          title={TRADE_TEXT.failedTitle}
          message={failure.message}
          confirmLabel={TRADE_TEXT.tryAgain}
          cancelLabel={TRADE_TEXT.cancel}
          testId="trade-failed"
          tone="danger"
          onConfirm={retry}
          onCancel={() => setFailure(null)}
        />
      )}
    </GameWindow>
  );
}
