import { useState } from 'react';
import { GameWindow } from '../common/GameWindow';
import type { CurrentCity } from '../hooks/use-current-city';
import { ContractsTab } from './ContractsTab';
import { MarketTab } from './MarketTab';
import { OfferBookTab } from './OfferBookTab';
import { PortfolioTab } from './PortfolioTab';
import { RoutesTab } from './RoutesTab';
import './trading-panel.css';

const TABS = [
  { id: 'market', label: 'Market' },
  { id: 'portfolio', label: 'Portfolio' },
  { id: 'routes', label: 'Routes' },
  { id: 'contracts', label: 'Contracts' },
  { id: 'offers', label: 'Offer Book' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Key T: the trader's desk, with the markets, holdings, routes, contracts and the offer book. */
export function TradingPanel({ city, onClose }: { city: CurrentCity; onClose(): void }) {
  const [tab, setTab] = useState<TabId>('market');
  const cityId = city.inCityId ?? city.nearestCityId;
  return (
    <GameWindow title="Trading" testId="trading-panel" size="window-trading" onClose={onClose}>
      <nav className="tabs" role="tablist" aria-label="Trading">
        {TABS.map((t) => (
          <button key={t.id} type="button" role="tab" aria-selected={tab === t.id} className={`tab ${tab === t.id ? 'is-active' : ''}`} data-testid={`trading-tab-${t.id}`} onClick={() => setTab(t.id)}>
            {t.label}
          </button>
        ))}
      </nav>
      <div className="tab-panel" role="tabpanel" data-testid={`trading-tabpanel-${tab}`}>
        {tab === 'market' && <MarketTab initialCityId={cityId} />}
        {tab === 'portfolio' && <PortfolioTab cityId={cityId} />}
        {tab === 'routes' && <RoutesTab />}
        {tab === 'contracts' && <ContractsTab />}
        {tab === 'offers' && <OfferBookTab cityId={cityId} />}
      </div>
    </GameWindow>
  );
}
