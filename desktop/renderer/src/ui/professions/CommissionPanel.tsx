import { COMMISSIONABLE_ITEM_IDS, commissionTerms, itemDisplayName } from '@silkroad/shared';
import { useMemo, useState } from 'react';
import { ApiError } from '../../net/api-client';
import { ProfessionsApi } from '../../net/professions-api';
import { Money } from '../common/Money';
import { useToasts } from '../common/toast-context';
import { useServices } from '../services';
import { useWorld } from '../world/world-context';

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
  const { player } = useWorld();
  const toasts = useToasts();
  const professions = useMemo(() => new ProfessionsApi(api), [api]);
  const items = useMemo(() => COMMISSIONABLE_ITEM_IDS.flatMap((itemId) => {
    const terms = commissionTerms(itemId);
    return terms ? [{ ...terms, name: itemDisplayName(itemId) }] : [];
  }), []);
  const [itemId, setItemId] = useState(items[0]?.itemId ?? '');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const chosen = items.find((item) => item.itemId === itemId);

  const order = () => {
    if (!chosen || busy) return;
    setBusy(true);
    setNote(null);
    professions.commission(chosen.itemId).then(
      (answer) => {
        setNote({ tone: 'ok', text: `${answer.message}. Collect it from your crafting queue (P).` });
        toasts.notify({ type: 'success', message: answer.message, duration: 4_000 });
        player.refresh();
      },
      (error: unknown) => setNote({ tone: 'error', text: error instanceof ApiError ? error.message : 'Commission failed' }),
    ).finally(() => setBusy(false));
  };

  if (items.length === 0) return null;
  return (
    <section className="pp-extra" data-testid="commission-panel" aria-label="Commission from the master crafter">
      <h3 className="pp-extra-title">Commission from the master crafter</h3>
      <div className="pp-extra-form">
        <select aria-label="Item to commission" data-testid="commission-item" value={itemId} onChange={(event) => setItemId(event.target.value)}>
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
      {note && (
        <p className={note.tone === 'ok' ? 'pp-extra-note' : 'pp-extra-note pp-reason'} role="status" data-testid="commission-note">
          {note.text}
        </p>
      )}
    </section>
  );
}
