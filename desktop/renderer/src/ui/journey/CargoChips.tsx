import { itemDisplayName } from '@silkroad/shared';
import { ItemIcon } from '../common/ItemIcon';
import './journey-bits.css';

/** What a caravan carries (or lost, or found), one chip per good: "5× Silk". */
export function CargoChips({ cargo, empty = 'No cargo', testId }: { cargo: Readonly<Record<string, number>>; empty?: string; testId?: string }) {
  const goods = Object.entries(cargo).filter(([, count]) => count > 0);
  if (goods.length === 0) return <span className="muted" data-testid={testId}>{empty}</span>;
  return (
    <span className="cargo-chips" data-testid={testId}>
      {goods.map(([itemId, count]) => (
        <span key={itemId} className="chip-static cargo-chip">
          <ItemIcon itemId={itemId} className="cargo-chip-icon" />
          {count}× {itemDisplayName(itemId)}
        </span>
      ))}
    </span>
  );
}
