import type { PlayerData } from '@silkroad/shared';
import '../common/coin.css';
import './currency-display.css';

const COINS = [
  { key: 'copper', label: 'Copper', coin: 'coin-copper' },
  { key: 'silver', label: 'Silver', coin: 'coin-silver' },
  { key: 'gold', label: 'Gold', coin: 'coin-gold' },
  { key: 'goldCoins', label: 'Gold coins', coin: 'coin-goldcoins' },
] as const;

/** The inventory's currency display (spec 002 §2): copper, silver, gold and gold coins. */
export function CurrencyDisplay({ currency }: { currency: PlayerData['currency'] }) {
  return (
    <ul className="currency-display" aria-label="Currency">
      {COINS.map(({ key, label, coin }) => (
        <li key={key} className="currency-item">
          <span className={`coin ${coin}`} aria-hidden="true" />
          <span className="currency-label">{label}</span>
          <span className="currency-amount" data-testid={`inventory-${key}`}>
            {currency[key].toLocaleString('en-US')}
          </span>
        </li>
      ))}
    </ul>
  );
}
