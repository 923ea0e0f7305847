import { PURSE_COINS } from '../common/purse-coins';
import '../common/coin.css';
import './coin-purse.css';

/** The purse as the server splits it into coins; the icons are drawn in CSS. */
export function CoinPurse({ gold, silver, copper }: { gold: number; silver: number; copper: number }) {
  const amounts = { gold, silver, copper };
  return (
    <ul className="coin-purse" aria-label="Money">
      {PURSE_COINS.map(({ key, label }) => (
        <li key={key} className="coin-item" title={label}>
          <span className={`coin coin-${key}`} aria-hidden="true" />
          <span className="coin-amount" data-testid={`hud-${key}`} aria-label={`${label}: ${amounts[key]}`}>
            {amounts[key].toLocaleString('en-US')}
          </span>
        </li>
      ))}
    </ul>
  );
}
