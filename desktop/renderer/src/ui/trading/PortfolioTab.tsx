import { cityById, formatCoins } from '@silkroad/shared';
import { Money } from '../common/Money';
import { QUERY_KEYS } from '../../server-state/query-keys';
import { useServerData } from '../../server-state/use-server-data';
import { useCityMarket } from '../hooks/use-city-market';
import { useWorld } from '../world/world-context';
import { buildPortfolio } from './portfolio';
import { ItemCell, PriceTable, type PriceColumn } from './PriceTable';
import './portfolio-tab.css';

const HOLDING_COLUMNS: readonly PriceColumn[] = [
  { label: 'Item' },
  { label: 'Qty', className: 'num' },
  { label: 'Sells for', className: 'num' },
  { label: 'Value', className: 'num' },
];

/** What the player owns: purse, goods valued at the local merchants' prices, recent trades. */
export function PortfolioTab({ cityId }: { cityId: number }) {
  const { player, trading } = useWorld();
  const market = useCityMarket(cityId);
  const data = player.data;
  const portfolio = buildPortfolio(data?.inventory ?? {}, market.entries);
  const purse = data?.totalCopper ?? 0;
  const history = useServerData([...QUERY_KEYS.tradeHistory, purse], () => trading.tradeHistory(8, 0));
  const cityName = cityById(cityId)?.name ?? '';

  return (
    <div className="portfolio-tab">
      <div className="stat-cards">
        <div className="stat-card">
          <span className="stat-label">Purse</span>
          <Money copper={purse} testId="portfolio-purse" className="stat-value" />
        </div>
        <div className="stat-card">
          <span className="stat-label">Goods at {cityName} prices</span>
          <Money copper={portfolio.goodsValue} testId="portfolio-goods" className="stat-value" />
        </div>
        <div className="stat-card stat-card-total">
          <span className="stat-label">Total worth</span>
          <Money copper={purse + portfolio.goodsValue} testId="portfolio-total" className="stat-value" />
        </div>
      </div>
      <div className="portfolio-grid">
        <section className="card">
          <h3 className="section-title">Holdings</h3>
          <div className="scroll-area">
            {portfolio.holdings.length === 0 ? (
              <p className="empty-note">No items in inventory</p>
            ) : (
              <PriceTable columns={HOLDING_COLUMNS} testId="portfolio-holdings">
                {portfolio.holdings.map((h) => (
                  <tr key={h.itemId} data-testid={`holding-${h.itemId}`}>
                    <td>
                      <ItemCell itemId={h.itemId} name={h.name} />
                    </td>
                    <td className="num">{h.quantity}</td>
                    <td className="num">{h.unitValue === null ? <span className="muted">—</span> : <Money copper={h.unitValue} />}</td>
                    <td className="num">{h.unitValue === null ? <span className="muted">not sold here</span> : <Money copper={h.value} />}</td>
                  </tr>
                ))}
              </PriceTable>
            )}
          </div>
        </section>
        <section className="card">
          <h3 className="section-title">Recent trades</h3>
          <div className="scroll-area">
            {history.data && history.data.trades.length > 0 ? (
              <ul className="trade-history" data-testid="trade-history">
                {history.data.trades.map((t) => (
                  <li key={t.id} className={`trade-history-row trade-${t.type}`}>
                    <span className="trade-history-side">{t.type === 'buy' ? 'Bought' : 'Sold'}</span>
                    <span>
                      {t.quantity} {t.itemName}
                      <span className="muted"> · {cityById(t.cityId)?.name}</span>
                    </span>
                    <span className="num">{formatCoins((t.type === 'buy' ? t.total_cost : t.total_revenue) ?? t.price_per_unit * t.quantity)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="empty-note">{history.error ?? (history.data ? 'No trades yet: buy low in one city, sell high in another.' : 'Loading…')}</p>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
