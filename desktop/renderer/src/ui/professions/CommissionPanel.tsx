import { COMMISSIONABLE_ITEM_IDS, commissionTerms, itemDisplayName } from '@silkroad/shared';
import { useMemo, useState } from 'react';
import { ProfessionsApi } from '../../net/professions-api';
import { Money } from '../common/Money';
import { useServices } from '../services';
import { ServiceNoteLine, useServiceRequest } from './service-request';
import './service-request.css';

/** Minutes, as the popups' action rows give them (floor of the seconds / 60, at least 1). */
function minutes(ms: number): number {
  return Math.max(1, Math.floor(ms / 60_000));
}

/**
 * The crafting workshop's master crafter (001 §7 "POST /crafting/commission"): one item a
 * crafting action makes, paid at once at 1.5 times its value and made over the action's time;
 * it arrives through the crafting queue (the Professions window, P, collects it). The server
 * refuses outside a city and when the purse is short.
 */
export function CommissionPanel() {
  const { api } = useServices();
  const professions = useMemo(() => new ProfessionsApi(api), [api]);
  const items = useMemo(() => COMMISSIONABLE_ITEM_IDS.flatMap((itemId) => {
    const terms = commissionTerms(itemId);
    return terms ? [{ ...terms, name: itemDisplayName(itemId) }] : [];
  }), []);
  const [itemId, setItemId] = useState(items[0]?.itemId ?? '');
  const { busy, note, run } = useServiceRequest('Commission failed');
  const chosen = items.find((item) => item.itemId === itemId);

  const order = () => {
    if (chosen) run(() => professions.commission(chosen.itemId), (answer) => `${answer.message}. Collect it from your crafting queue (P).`);
  };

  if (items.length === 0) return null;
  return (
    <section className="pp-extra" data-testid="commission-panel" aria-label="Commission from the master crafter">
      <h3 className="pp-extra-title">Commission from the master crafter</h3>
      <div className="pp-extra-form">
        <select className="select-input" aria-label="Item to commission" data-testid="commission-item" value={itemId} onChange={(event) => setItemId(event.target.value)}>
          {items.map((item) => (
            <option key={item.itemId} value={item.itemId}>
              {item.name}
            </option>
          ))}
        </select>
        {chosen && (
          <span className="pp-extra-terms">
            <Money copper={chosen.priceCopper} /> · {minutes(chosen.durationMs)} min
          </span>
        )}
        <button type="button" className="button button-small button-primary" data-testid="commission-order" disabled={busy || !chosen} onClick={order}>
          Commission
        </button>
      </div>
      <ServiceNoteLine note={note} testId="commission-note" />
    </section>
  );
}
