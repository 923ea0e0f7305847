import { PURSE_COINS } from '../common/purse-coins';
import '../common/coin.css';
import './funds-panel.css';

/** "Your Funds": the purse split into gold, silver and copper coins. */
export function FundsPanel({ gold, silver, copper }: { gold: number; silver: number; copper: number }) {
  const amounts = { gold, silver, copper };
  return (
    <section className="funds-panel" aria-labelledby="funds-title">
      <h3 className="section-title" id="funds-title">
        Your Funds
      </h3>
      <ul className="funds-list">
        {PURSE_COINS.map(({ key, label }) => (
          <li key={key} className="funds-row">
            <span className={`coin coin-${key}`} aria-hidden="true" />
            <span className="funds-label">{label}</span>
            <span className="funds-amount" data-testid={`funds-${key}`}>
              {amounts[key].toLocaleString('en-US')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
