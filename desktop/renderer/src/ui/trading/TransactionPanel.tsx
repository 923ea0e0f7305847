import { itemDisplayName, TRADE_QUANTITY_MAX, type TradeSide } from '@silkroad/shared';
import { ItemIcon } from '../common/ItemIcon';
import { Money } from '../common/Money';
import { QUANTITY_MIN } from './quantity';
import type { TradePreview } from './trade-preview';
import './transaction-panel.css';

interface Props {
  selectedId: string | null;
  /** The selected good is traded here. */
  traded: boolean;
  held: number;
  quantityText: string;
  onQuantityChange(text: string): void;
  buy: TradePreview | null;
  sell: TradePreview | null;
  busy: TradeSide | null;
  onTrade(side: TradeSide): void;
}

interface QuoteProps {
  side: TradeSide;
  preview: TradePreview | null;
  busy: TradeSide | null;
  disabled: boolean;
  onTrade(side: TradeSide): void;
}

/** One side of the deal: price per unit and total for the quantity, and its button. */
function Quote({ side, preview, busy, disabled, onTrade }: QuoteProps) {
  return (
    <div className={`quote quote-${side}`}>
      <div className="quote-figures">
        <span className="quote-row">
          <span className="quote-caption">Price per unit</span>
          {preview ? <Money copper={preview.unitPrice} testId={`trade-unit-${side}`} /> : <span data-testid={`trade-unit-${side}`}>—</span>}
        </span>
        <span className="quote-row quote-total">
          <span className="quote-caption">Total</span>
          {preview ? <Money copper={preview.total} testId={`trade-total-${side}`} /> : <span data-testid={`trade-total-${side}`}>—</span>}
        </span>
        {side === 'buy' && preview && preview.discount > 0 && <span className="quote-note">includes your {Math.round(preview.discount * 100)}% skill discount</span>}
      </div>
      <button type="button" className={`button ${side === 'buy' ? 'button-primary' : 'button-sell'}`} data-testid={`trade-${side}`} disabled={busy !== null || disabled} onClick={() => onTrade(side)}>
        {busy === side ? (side === 'buy' ? 'Buying…' : 'Selling…') : side === 'buy' ? 'Buy' : 'Sell'}
      </button>
    </div>
  );
}

/** The selected good, how many, what it costs or brings, and the Buy and Sell buttons. */
export function TransactionPanel({ selectedId, traded, held, quantityText, onQuantityChange, buy, sell, busy, onTrade }: Props) {
  const blocked = selectedId !== null && !traded;
  return (
    <section className="transaction-panel" aria-label="Transaction">
      <div className="transaction-top">
        <div className="transaction-item" data-testid="trade-selected">
          {selectedId ? (
            <>
              <ItemIcon itemId={selectedId} />
              <span>
                <strong>{itemDisplayName(selectedId)}</strong>
                <span className="muted"> · you hold {held}</span>
                {!traded && <span className="muted"> · not traded here</span>}
              </span>
            </>
          ) : (
            <span className="muted">Select an item from the market or your inventory</span>
          )}
        </div>
        <label className="quantity-field">
          <span>Quantity</span>
          <input
            className="number-input"
            data-testid="trade-quantity"
            type="number"
            inputMode="numeric"
            min={QUANTITY_MIN}
            max={TRADE_QUANTITY_MAX}
            step={1}
            value={quantityText}
            onChange={(event) => onQuantityChange(event.target.value)}
          />
        </label>
      </div>
      <div className="quotes">
        <Quote side="buy" preview={buy} busy={busy} disabled={blocked} onTrade={onTrade} />
        <Quote side="sell" preview={sell} busy={busy} disabled={blocked} onTrade={onTrade} />
      </div>
    </section>
  );
}
