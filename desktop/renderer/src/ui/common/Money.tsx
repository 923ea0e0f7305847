import { copperToCoins } from '@silkroad/shared';
import './money.css';

/**
 * An amount of copper as the game writes it, "1g 20s 5c" (formatCoins), with each coin tinted.
 * The text content is exactly formatCoins' output.
 */
export function Money({ copper, testId, className }: { copper: number; testId?: string; className?: string }) {
  const safe = Number.isSafeInteger(copper) && copper >= 0 ? copper : 0;
  const coins = copperToCoins(safe);
  const parts: { key: 'g' | 's' | 'c'; value: number }[] = [];
  if (coins.gold) parts.push({ key: 'g', value: coins.gold });
  if (coins.silver) parts.push({ key: 's', value: coins.silver });
  if (coins.copper || parts.length === 0) parts.push({ key: 'c', value: coins.copper });
  return (
    <span className={`money ${className ?? ''}`} data-testid={testId}>
      {parts.map((part, i) => (
        <span key={part.key} className={`money-${part.key}`}>
          {i > 0 ? ' ' : ''}
          {part.value}
          {part.key}
        </span>
      ))}
    </span>
  );
}
