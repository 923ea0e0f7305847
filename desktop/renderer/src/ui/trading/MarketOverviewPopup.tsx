import { cityById } from '@silkroad/shared';
import { useEffect } from 'react';
import { Dialog } from '../common/Dialog';
import { ItemIcon } from '../common/ItemIcon';
import { Money } from '../common/Money';
import { Spinner } from '../common/Spinner';
import { useCityMarket } from '../hooks/use-city-market';
import type { CurrentCity } from '../hooks/use-current-city';
import { headlineGoods } from './market-display';
import { TrendArrow } from './TrendArrow';
import './market-overview-popup.css';

/** The market overview popup closes itself after this long (spec 002 §2). */
export const MARKET_OVERVIEW_AUTO_CLOSE_MS = 5_000;

interface Props {
  city: CurrentCity;
  onClose(): void;
  onOpenTrading(): void;
}

/**
 * Key M: the trade goods of the city the player is in (or nearest), with prices and trends. A
 * popup dialog: it leaves focus (and so the world's keys) where they were, and closes itself.
 */
export function MarketOverviewPopup({ city, onClose, onOpenTrading }: Props) {
  const cityId = city.inCityId ?? city.nearestCityId;
  const market = useCityMarket(cityId);
  const goods = headlineGoods(market.entries);

  useEffect(() => {
    const timer = setTimeout(onClose, MARKET_OVERVIEW_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [onClose]);

  return (
    <Dialog kind="popup" className="market-popup" data-testid="market-overview" data-overlay aria-labelledby="market-popup-title">
      <header className="market-popup-header">
        <h2 className="market-popup-title" id="market-popup-title">
          Market Overview
        </h2>
        <p className="market-popup-city">{city.inCityId ? cityById(cityId)?.name : `Near ${cityById(cityId)?.name ?? ''}`}</p>
      </header>
      {goods.length > 0 ? (
        <ul className="market-popup-list">
          {goods.map((entry) => (
            <li key={entry.itemId} className="market-popup-row" data-testid={`overview-row-${entry.itemId}`}>
              <ItemIcon itemId={entry.itemId} />
              <span className="market-popup-name">{entry.itemName}</span>
              <Money copper={entry.currentPrice} />
              <TrendArrow trend={entry.trend} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-note">{market.error ?? <Spinner label="Loading prices" />}</p>
      )}
      <div className="market-popup-buttons">
        <button type="button" className="button button-small" data-testid="market-overview-close" onClick={onClose}>
          Close
        </button>
        <button type="button" className="button button-small button-primary" data-testid="market-overview-open-trading" onClick={onOpenTrading}>
          Open Trading
        </button>
      </div>
      <span className="market-popup-timer" style={{ animationDuration: `${MARKET_OVERVIEW_AUTO_CLOSE_MS}ms` }} aria-hidden="true" />
    </Dialog>
  );
}
