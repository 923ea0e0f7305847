import { itemDisplayName } from '@silkroad/shared';
import { useState } from 'react';

interface Props {
  /** The goods the player holds (id to count). */
  held: Readonly<Record<string, number>>;
  /** The button's words: Appraise, Exchange. */
  verb: string;
  testId: string;
  /** Ask a quantity too (an exchange); an appraisal needs only the item. */
  withQuantity: boolean;
  lead: string;
  busy: boolean;
  allowed: boolean;
  onSubmit(itemId: string, quantity: number): void;
}

/** A service done to one of the player's goods: appraisal (what each city pays) or exchange for coin. */
export function ItemServiceView({ held, verb, testId, withQuantity, lead, busy, allowed, onSubmit }: Props) {
  const items = Object.entries(held).filter(([, count]) => count > 0);
  const [itemId, setItemId] = useState(items[0]?.[0] ?? '');
  const [quantity, setQuantity] = useState('1');
  const chosen = items.some(([id]) => id === itemId) ? itemId : (items[0]?.[0] ?? '');
  const count = Math.floor(Number(quantity));
  const valid = chosen !== '' && (!withQuantity || (Number.isFinite(count) && count >= 1 && count <= (held[chosen] ?? 0)));
  return (
    <div className="npc-item-service" data-testid={testId}>
      <p className="npc-oracle-lead">{lead}</p>
      {items.length === 0 ? (
        <p className="empty-note">You carry nothing to show.</p>
      ) : (
        <div className="npc-form">
          <select className="select-input" aria-label="Item" data-testid={`${testId}-item`} value={chosen} onChange={(event) => setItemId(event.target.value)}>
            {items.map(([id, n]) => (
              <option key={id} value={id}>
                {itemDisplayName(id)} ({n})
              </option>
            ))}
          </select>
          {withQuantity && <input className="number-input" type="number" min={1} value={quantity} aria-label="Quantity" data-testid={`${testId}-qty`} onChange={(event) => setQuantity(event.target.value)} />}
          <button type="button" className="button button-small button-primary" data-testid={`${testId}-submit`} disabled={busy || !allowed || !valid} onClick={() => onSubmit(chosen, withQuantity ? count : 1)}>
            {verb}
          </button>
        </div>
      )}
    </div>
  );
}
