import { cityById, formatCoins, type ArbitrageOpportunityView } from '@silkroad/shared';
import { useState } from 'react';
import { Money } from '../common/Money';
import { Spinner } from '../common/Spinner';
import { QUERY_KEYS } from '../../server-state/query-keys';
import { useServerData } from '../../server-state/use-server-data';
import { useCityMarket } from '../hooks/use-city-market';
import { useWorld } from '../world/world-context';
import { MARKET_CITIES } from './city-options';
import { orderMarket } from './market-display';
import { MarketPriceTable } from './MarketPriceTable';
import { withLivePrice } from './price-chart';
import { PriceChart } from './PriceChart';
import './market-tab.css';

const CONDITION_WORDS: Readonly<Record<string, string>> = { bull: 'Bull market', bear: 'Bear market', volatile: 'Volatile', stable: 'Stable', growing: 'Growing' };

/** Prices of a city (live), the chosen good's price history, and where carrying it pays. */
export function MarketTab({ initialCityId }: { initialCityId: number }) {
  const { trading } = useWorld();
  const [cityId, setCityId] = useState(initialCityId);
  const market = useCityMarket(cityId);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const itemId = chosenId ?? orderMarket(market.entries)[0]?.itemId ?? null;
  const entry = market.entries.find((e) => e.itemId === itemId) ?? null;

  const overview = useServerData(QUERY_KEYS.marketOverview, () => trading.marketOverview());
  const history = useServerData([...QUERY_KEYS.priceHistory(cityId, itemId ?? ''), entry?.currentPrice ?? null], itemId ? () => trading.priceHistory(cityId, itemId) : null);
  const arbitrage = useServerData(QUERY_KEYS.arbitrage(itemId ?? ''), itemId ? () => trading.arbitrage(itemId) : null);
  const top = overview.data?.topOpportunity;

  return (
    <div className="market-tab">
      <div className="market-tab-bar">
        <label className="inline-field">
          <span>City</span>
          <select className="select-input" data-testid="market-city" value={cityId} onChange={(event) => setCityId(Number(event.target.value))}>
            {MARKET_CITIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <p className="market-condition" data-testid="market-condition">
          {overview.data ? (
            <>
              <span className={`condition-badge condition-${overview.data.condition}`}>{CONDITION_WORDS[overview.data.condition] ?? overview.data.condition}</span>
              {top ? (
                <span>
                  Best carry: <strong>{top.itemName}</strong> {top.buyCity} → {top.sellCity}, +{formatCoins(top.profit)} a unit
                </span>
              ) : (
                <span className="muted">No carry pays today</span>
              )}
            </>
          ) : (
            <span className="muted">{overview.error ?? 'Reading the markets…'}</span>
          )}
        </p>
      </div>
      <div className="market-tab-grid">
        <div className="scroll-area market-tab-prices">
          {market.entries.length > 0 ? (
            <MarketPriceTable entries={market.entries} selectedId={itemId} onSelect={setChosenId} compact testPrefix="tm" />
          ) : (
            <div className="empty-note">{market.error ?? <Spinner label="Loading prices" />}</div>
          )}
        </div>
        <div className="market-tab-detail">
          <section className="card">
            <h3 className="section-title">
              Price history{entry ? ` · ${entry.itemName} in ${cityById(cityId)?.name ?? ''}` : ''}
            </h3>
            {history.data ? <PriceChart samples={withLivePrice(history.data, entry)} label={`${entry?.itemName ?? ''} price history`} /> : <div className="empty-note">{history.error ?? <Spinner label="Loading history" />}</div>}
          </section>
          <section className="card">
            <h3 className="section-title">Arbitrage{entry ? ` · ${entry.itemName}` : ''}</h3>
            <ArbitrageList opportunities={arbitrage.data} error={arbitrage.error} />
          </section>
        </div>
      </div>
    </div>
  );
}

function ArbitrageList({ opportunities, error }: { opportunities: readonly ArbitrageOpportunityView[] | null; error: string | null }) {
  if (!opportunities) return <div className="empty-note">{error ?? <Spinner label="Loading opportunities" />}</div>;
  if (opportunities.length === 0) return <p className="empty-note">No city pays enough more for it to be worth the road today.</p>;
  return (
    <ul className="arbitrage-list" data-testid="arbitrage-list">
      {opportunities.slice(0, 4).map((o) => (
        <li key={`${o.buyCityId}-${o.sellCityId}`} className="arbitrage-row">
          <span className="arbitrage-route">
            {o.buyCity} → {o.sellCity}
          </span>
          <span className="arbitrage-prices muted">
            buy <Money copper={o.buyPrice} />, sell <Money copper={o.sellPrice} />
          </span>
          <span className="arbitrage-profit">
            +<Money copper={o.profitMargin} /> ({o.profitPercent}%)
          </span>
        </li>
      ))}
    </ul>
  );
}
