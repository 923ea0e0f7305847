import { COMMISSIONABLE_ITEM_IDS, commissionService, commissionTerms, itemDisplayName, npcsInCity, type Npc } from '@silkroad/shared';
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
 * A craftsman's commissions (001 §7 "POST /crafting/commission"), in the window of the craftsman
 * it is opened from: one item a crafting action makes, paid at once at 1.5 times its value and
 * made over the action's time; it arrives through the crafting queue (the Professions window, P,
 * collects it). Only the work he offers is listed (rare work is advanced crafting, epic and
 * legendary master crafting); the server refuses out of reach or hours, without the skill, and
 * when the purse is short.
 */
export function CommissionPanel({ npc }: { npc: Npc }) {
  const { api } = useServices();
  const professions = useMemo(() => new ProfessionsApi(api), [api]);
  const items = useMemo(
    () =>
      COMMISSIONABLE_ITEM_IDS.flatMap((itemId) => {
        const terms = commissionTerms(itemId);
        return terms && npc.services.includes(commissionService(itemId)) ? [{ ...terms, name: itemDisplayName(itemId) }] : [];
      }),
    [npc],
  );
  const [itemId, setItemId] = useState(items[0]?.itemId ?? '');
  const { busy, note, run } = useServiceRequest('Commission failed');
  const chosen = items.find((item) => item.itemId === itemId);

  const order = () => {
    if (chosen) run(() => professions.commission(chosen.itemId, npc.id), (answer) => `${answer.message}. Collect it from your crafting queue (P).`);
  };

  if (items.length === 0) return null;
  return (
    <section className="pp-extra" data-testid="commission-panel" aria-label={`Commission from ${npc.name}`}>
      <h3 className="pp-extra-title">Commission from {npc.name}</h3>
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

/**
 * What a city's crafting workshop says of commissions: they are the craftsmen's, taken in person
 * (the NPC guard's reach and hours), so it names who takes them here.
 */
export function CommissionPointer({ cityId }: { cityId: number }) {
  const craftsmen = npcsInCity(cityId).filter((npc) => npc.services.includes('craft'));
  return (
    <p className="pp-extra pp-extra-line" data-testid="commission-pointer">
      {craftsmen.length > 0 ? `Commissions are taken by ${craftsmen.map((npc) => npc.name).join(' or ')}: walk up and press E.` : 'No craftsman of this city takes commissions.'}
    </p>
  );
}
