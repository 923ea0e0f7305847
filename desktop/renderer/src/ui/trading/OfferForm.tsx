import { cityById, formatCoins, MARKET_ITEMS, TRADE_QUANTITY_MAX } from '@silkroad/shared';
import { useId, useState, type FormEvent } from 'react';
import { keepControlKeys } from '../common/control-keys';
import { Money } from '../common/Money';
import { useWorld } from '../world/world-context';
import { parseQuantity } from './quantity';
import { silverToCopper } from './money-input';
import './offer-form.css';

/** Posts an offer to the city's book: sell goods you hold, or ask to buy at your price. */
export function OfferForm({ cityId, onPosted }: { cityId: number; onPosted(text: string): void }) {
  const { trading, player } = useWorld();
  const [side, setSide] = useState<'sell' | 'buy'>('sell');
  const sideGroup = useId();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const inventory = player.data?.inventory ?? {};
  // A sell offer escrows goods, so it lists what the player holds; a buy offer, every good.
  const choices = side === 'sell' ? MARKET_ITEMS.filter((item) => (inventory[item.id] ?? 0) > 0) : MARKET_ITEMS;
  const itemId = choices.some((item) => item.id === chosenId) ? chosenId! : (choices[0]?.id ?? '');
  const [quantityText, setQuantityText] = useState('1');
  const [priceText, setPriceText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const quantity = parseQuantity(quantityText);
  const price = silverToCopper(priceText);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!itemId) return setError('You have nothing to sell here');
    if (quantity === null) return setError('Please enter a valid quantity');
    if (price === null) return setError('Please enter a price per unit');
    setBusy(true);
    setError(null);
    try {
      const offer = await trading.createOffer({ side, itemId, cityId, quantity, pricePerUnit: price });
      setPriceText('');
      onPosted(`Posted: ${offer.tradeType === 'sell' ? 'selling' : 'buying'} ${offer.quantity} ${offer.itemName} at ${formatCoins(offer.pricePerUnit)}`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="offer-form card" data-testid="offer-form" onSubmit={(event) => void submit(event)}>
      <h3 className="section-title">Post an offer</h3>
      <p className="muted offer-form-city">at {cityById(cityId)?.name}</p>
      <div className="segmented" role="radiogroup" aria-label="Offer side" onKeyDown={keepControlKeys}>
        {(['sell', 'buy'] as const).map((s) => (
          <label key={s} className="segmented-option" data-testid={`offer-side-${s}`}>
            <input type="radio" name={sideGroup} value={s} checked={side === s} onChange={() => setSide(s)} />
            {s === 'sell' ? 'Sell' : 'Buy'}
          </label>
        ))}
      </div>
      <label className="stack-field">
        <span>Item</span>
        <select className="select-input" data-testid="offer-item" value={itemId} onChange={(event) => setChosenId(event.target.value)}>
          {choices.map((item) => (
            <option key={item.id} value={item.id}>
              {side === 'sell' ? `${item.name} (${inventory[item.id]})` : item.name}
            </option>
          ))}
        </select>
      </label>
      <div className="form-row">
        <label className="stack-field">
          <span>Quantity</span>
          <input className="number-input" type="number" min={1} max={TRADE_QUANTITY_MAX} data-testid="offer-quantity" value={quantityText} onChange={(event) => setQuantityText(event.target.value)} />
        </label>
        <label className="stack-field">
          <span>Price (silver)</span>
          <input className="number-input" type="number" min={0.01} step={0.01} aria-label="Price per unit in silver" data-testid="offer-price" value={priceText} onChange={(event) => setPriceText(event.target.value)} />
        </label>
      </div>
      <p className="offer-form-total">
        Total {quantity !== null && price !== null ? <Money copper={quantity * price} /> : <span className="muted">—</span>}
      </p>
      {error && (
        <p className="panel-message is-error" role="alert" data-testid="offer-form-error">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary button-wide" data-testid="offer-submit" disabled={busy}>
        {busy ? 'Posting…' : side === 'sell' ? 'Post sell offer' : 'Post buy offer'}
      </button>
    </form>
  );
}
