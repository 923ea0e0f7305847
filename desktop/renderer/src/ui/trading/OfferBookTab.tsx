import { cityById, formatCoins, MARKET_ITEMS, type Offer } from '@silkroad/shared';
import { useEffect, useState } from 'react';
import { Money } from '../common/Money';
import { Spinner } from '../common/Spinner';
import { QUERY_KEYS } from '../../server-state/query-keys';
import { useServerData } from '../../server-state/use-server-data';
import { useWorld } from '../world/world-context';
import { OfferForm } from './OfferForm';
import { ItemCell, PriceTable, type PriceColumn } from './PriceTable';
import { parseQuantity } from './quantity';
import './offer-book-tab.css';

const OFFER_COLUMNS: readonly PriceColumn[] = [
  { label: 'Item' },
  { label: 'Qty', className: 'num' },
  { label: 'Price', className: 'num' },
  { label: 'Action', className: 'center' },
];

/** Players' offers at one city: accept others' (all or part), cancel your own, post a new one. */
export function OfferBookTab({ cityId }: { cityId: number }) {
  const { trading, player, connection, bus } = useWorld();
  const [itemFilter, setItemFilter] = useState('');
  const offers = useServerData(QUERY_KEYS.offerBook(cityId, itemFilter || undefined), () => trading.offers({ cityId, itemId: itemFilter || undefined }));
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const me = player.data?.playerId;
  const { reload } = offers;

  useEffect(() => connection.events.on('offer-filled', () => reload()), [connection, reload]);

  const run = async (offer: Offer, work: () => Promise<string>) => {
    setBusyId(offer.id);
    setMessage(null);
    try {
      setMessage({ text: await work(), error: false });
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : String(error), error: true });
    } finally {
      setBusyId(null);
      reload();
      player.refresh();
    }
  };

  const accept = (offer: Offer) =>
    run(offer, async () => {
      const quantity = parseQuantity(amounts[offer.id] ?? String(offer.quantity), offer.quantity);
      if (quantity === null) throw new Error('Please enter a valid quantity');
      const fill = await trading.acceptOffer(offer.id, quantity);
      bus.emit('sound:cue', { cue: 'coins' });
      return `${offer.tradeType === 'sell' ? 'Bought' : 'Sold'} ${fill.filledQuantity} ${offer.itemName} for ${formatCoins(fill.totalCopper)}`;
    });

  const cancel = (offer: Offer) =>
    run(offer, async () => {
      await trading.cancelOffer(offer.id);
      return `Cancelled your offer of ${offer.quantity} ${offer.itemName}`;
    });

  return (
    <div className="offer-book">
      <div className="offer-book-main">
        <div className="market-tab-bar">
          <p className="muted offer-book-city">Offers at {cityById(cityId)?.name}</p>
          <label className="inline-field">
            <span>Item</span>
            <select className="select-input" data-testid="offer-filter" value={itemFilter} onChange={(event) => setItemFilter(event.target.value)}>
              <option value="">All goods</option>
              {MARKET_ITEMS.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        {message && (
          <p className={`panel-message ${message.error ? 'is-error' : 'tone-ok'}`} role="status" data-testid="offer-message">
            {message.text}
          </p>
        )}
        <div className="scroll-area">
          {!offers.data ? (
            <div className="empty-note">{offers.error ?? <Spinner label="Loading offers" />}</div>
          ) : offers.data.length === 0 ? (
            <p className="empty-note">No open offers here. Post the first one.</p>
          ) : (
            <PriceTable columns={OFFER_COLUMNS} className="offer-table" testId="offer-table">
              {offers.data.map((offer) => {
                const mine = offer.sellerId === me;
                return (
                  <tr key={offer.id} data-testid={`offer-row-${offer.id}`} className={mine ? 'is-mine' : undefined}>
                    <td>
                      <ItemCell itemId={offer.goodId} name={offer.itemName}>
                        <span className="offer-meta">
                          <span className={`side-badge side-${offer.tradeType}`}>{offer.tradeType === 'sell' ? 'Selling' : 'Buying'}</span>{' '}
                          {/* Isolated: a right-to-left account name must not reorder the row's text around it. */}
                          {mine ? 'you' : <bdi>{offer.sellerName}</bdi>}
                        </span>
                      </ItemCell>
                    </td>
                    <td className="num">
                      {offer.quantity}
                      {offer.quantityTotal !== offer.quantity && <span className="muted">/{offer.quantityTotal}</span>}
                    </td>
                    <td className="num">
                      <Money copper={offer.pricePerUnit} />
                    </td>
                    <td className="center">
                      {mine ? (
                        <button type="button" className="button button-small" data-testid={`offer-cancel-${offer.id}`} disabled={busyId !== null} onClick={() => void cancel(offer)}>
                          Cancel
                        </button>
                      ) : (
                        <span className="offer-accept">
                          <input
                            className="number-input number-input-small"
                            type="number"
                            min={1}
                            max={offer.quantity}
                            aria-label={`Quantity of ${offer.itemName} to take`}
                            data-testid={`offer-qty-${offer.id}`}
                            value={amounts[offer.id] ?? String(offer.quantity)}
                            onChange={(event) => setAmounts((a) => ({ ...a, [offer.id]: event.target.value }))}
                          />
                          <button type="button" className="button button-small button-primary" data-testid={`offer-accept-${offer.id}`} disabled={busyId !== null} onClick={() => void accept(offer)}>
                            Accept
                          </button>
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </PriceTable>
          )}
        </div>
      </div>
      <OfferForm
        cityId={cityId}
        onPosted={(text) => {
          setMessage({ text, error: false });
          reload();
          player.refresh();
        }}
      />
    </div>
  );
}
