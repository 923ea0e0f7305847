import { benchById, formatCoins } from '@silkroad/shared';
import { useEffect, useState } from 'react';
import { isTypingTarget } from '../../game/input/typing-target';
import { Dialog } from '../common/Dialog';
import { Money } from '../common/Money';
import { Spinner } from '../common/Spinner';
import { useCountrysideContext } from '../farming/countryside-context';
import { useTouchDevice } from '../touch/use-touch-device';
import { useWorld } from '../world/world-context';
import { CraftingPanel } from './CraftingPanel';
import { benchAt, useWorkshop } from './use-workshop';
import { benchCard, CITY_WORKSHOPS_TEXT, CONTROLS_HINT, lockedBenchCount, shopEntries, upgradePanel } from './workshop-texts';
import './workshop-layer.css';

type SideTab = 'shop' | 'crafting';

/** Any window, popup or modal dialog over the world takes the keys first (Escape closes it, not the workshop). */
function somethingOnTop(): boolean {
  return document.querySelector('[data-overlay], dialog:modal') !== null;
}

/**
 * The panels over the personal workshop scene (002 §2): the info panel (purse and level), the
 * upgrade panel, the bench shop and the crafting panel, a placed bench's card, the controls hint
 * and Exit. Escape cancels a placement, else leaves for the farm; V shows the Master Workshop.
 */
interface Props {
  /** Opens a window as its key does (I, C): the touch screen's buttons for the keys the hint names. */
  onOpenWindow(kind: 'inventory' | 'stats'): void;
}

export function WorkshopLayer({ onOpenWindow }: Props) {
  const { bus, player } = useWorld();
  const touch = useTouchDevice();
  const countryside = useCountrysideContext();
  const { leaveWorkshop, serverNow } = countryside;
  const state = useWorkshop(bus);
  const { workshop, placing, cancelPlacing } = state;
  const [tab, setTab] = useState<SideTab>('shop');
  const [master, setMaster] = useState(false);
  const [cardId, setCardId] = useState<number | null>(null);
  const data = player.data;
  const copper = data?.totalCopper ?? 0;

  useEffect(() => bus.on('workshop:bench-click', ({ id }) => setCardId(id)), [bus]);

  // Capture phase: the workshop answers Escape before the overlay keys would open Settings (they skip handled keys).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || somethingOnTop()) return;
      if (isTypingTarget(event.target as HTMLElement | null)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (placing) cancelPlacing();
        else if (cardId !== null) setCardId(null);
        else leaveWorkshop();
      } else if (event.key.toLowerCase() === 'v' && !event.repeat) {
        event.preventDefault();
        setMaster((on) => !on);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [cancelPlacing, cardId, leaveWorkshop, placing]);

  const upgrade = workshop ? upgradePanel(workshop.level, workshop.benches.length, copper) : null;
  const shop = workshop && data ? shopEntries(data.level, copper, workshop.level, workshop.benches.length) : [];
  const card = cardId !== null ? benchAt(workshop, cardId) : undefined;
  const cardText = card ? benchCard(card.benchId) : null;

  return (
    <div className="workshop-layer" data-testid="workshop-scene-panels" data-placing={placing?.benchId ?? ''}>
      <aside className="workshop-side" aria-label="Workshop panels">
        <section className="workshop-card workshop-info" data-testid="workshop-info" aria-label="Info">
          <span className="workshop-info-item">
            <span className="stat-label">Money</span> <Money copper={copper} testId="workshop-money" />
          </span>
          <span className="workshop-info-item">
            <span className="stat-label">Level</span> <strong data-testid="workshop-player-level">{data?.level ?? '…'}</strong>
          </span>
        </section>
        {master ? (
          <section className="workshop-card master-workshop" data-testid="master-workshop" aria-label="Master Workshop">
            <h2 className="workshop-heading">Master Workshop</h2>
            {workshop?.site === 'city' ? (
              <CraftingPanel workshop={workshop} inventory={data?.inventory ?? {}} serverNow={serverNow} onChanged={state.reload} />
            ) : (
              <p className="muted">{CITY_WORKSHOPS_TEXT}</p>
            )}
            <button type="button" className="button button-small" onClick={() => setMaster(false)}>
              Back to your workshop <kbd className="keycap">V</kbd>
            </button>
          </section>
        ) : !workshop || !upgrade ? (
          <section className="workshop-card">
            <p className={state.error ? 'panel-message is-error' : 'muted'}>
              {state.error ?? (
                <>
                  <Spinner label="Loading the workshop" /> Opening the workshop…
                </>
              )}
            </p>
          </section>
        ) : (
          <>
            <section className="workshop-card workshop-upgrade" data-testid="workshop-upgrade" aria-label="Workshop">
              <h2 className="workshop-heading">{upgrade.title}</h2>
              <p className="workshop-line" data-testid="workshop-level">
                {upgrade.levelLine}
              </p>
              <p className="workshop-line" data-testid="workshop-benches">
                {upgrade.benchesLine}
              </p>
              {upgrade.next ? (
                <button type="button" className="button button-small button-primary" data-testid="workshop-upgrade-button" disabled={!upgrade.next.enabled || state.busy} title={upgrade.next.reason ?? `Upgrade to ${upgrade.next.name}`} onClick={() => void state.upgrade()}>
                  Upgrade <span className="button-price">{upgrade.next.costText}</span>
                </button>
              ) : (
                <p className="muted" data-testid="workshop-max">
                  {upgrade.maxText}
                </p>
              )}
            </section>
            <div className="tabs workshop-tabs" role="tablist">
              <button type="button" role="tab" aria-selected={tab === 'shop'} className={`tab ${tab === 'shop' ? 'is-active' : ''}`} data-testid="workshop-tab-shop" onClick={() => setTab('shop')}>
                Bench Shop
              </button>
              <button type="button" role="tab" aria-selected={tab === 'crafting'} className={`tab ${tab === 'crafting' ? 'is-active' : ''}`} data-testid="workshop-tab-crafting" onClick={() => setTab('crafting')}>
                Crafting
              </button>
            </div>
            <div className="workshop-card workshop-tab-body">
              {tab === 'shop' ? (
                <section className="bench-shop" data-testid="bench-shop" aria-label="Bench shop">
                  <ul className="bench-shop-list">
                    {shop.map((entry) => (
                      <li key={entry.benchId}>
                        <button
                          type="button"
                          className={`bench-shop-entry ${placing?.benchId === entry.benchId && placing.moveId === null ? 'is-placing' : ''}`}
                          data-testid={`bench-buy-${entry.benchId}`}
                          disabled={!entry.enabled || state.busy}
                          title={entry.reason ?? `Buy and place the ${entry.name}`}
                          onClick={() => state.startPlacing(entry.benchId)}
                        >
                          <span className={`bench-swatch bench-${benchById(entry.benchId)?.profession ?? 'other'}`} aria-hidden="true" />
                          <span className="bench-shop-name">{entry.name}</span>
                          <span className="bench-shop-line">{entry.line}</span>
                          <span className="bench-shop-price">{entry.priceText}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                  {data && lockedBenchCount(data.level) > 0 && <p className="muted bench-shop-more">{lockedBenchCount(data.level)} better benches open at higher levels.</p>}
                </section>
              ) : (
                <CraftingPanel workshop={workshop} inventory={data?.inventory ?? {}} serverNow={serverNow} onChanged={state.reload} />
              )}
            </div>
          </>
        )}
      </aside>

      {card && cardText && (
        <Dialog kind="popup" className="workshop-card bench-card" data-testid="bench-card" aria-label={cardText.name}>
          <h3 className="section-title">{cardText.name}</h3>
          <p className="muted">{cardText.line}</p>
          <p className="bench-card-title">Recipes</p>
          <ul>
            {cardText.recipes.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <div className="button-row">
            <button
              type="button"
              className="button button-small"
              data-testid="bench-move"
              onClick={() => {
                state.startPlacing(card.benchId, card.id);
                setCardId(null);
              }}
            >
              Move
            </button>
            <button type="button" className="button button-small" onClick={() => setCardId(null)}>
              Close
            </button>
          </div>
        </Dialog>
      )}

      <footer className="workshop-bar">
        <p className="workshop-hint" data-testid="workshop-hint">
          {placing ? (
            <>
              Placing the <strong>{benchById(placing.benchId)?.name}</strong>
              {placing.moveId === null && <> ({formatCoins((benchById(placing.benchId)?.costSilver ?? 0) * 100)})</>}: click a green spot on the floor · ESC cancels
            </>
          ) : (
            CONTROLS_HINT
          )}
        </p>
        {placing && (
          <button type="button" className="button button-small" onClick={cancelPlacing}>
            Cancel
          </button>
        )}
        {touch && (
          <>
            <button type="button" className="button button-small" data-testid="workshop-inventory" onClick={() => onOpenWindow('inventory')}>
              Items
            </button>
            <button type="button" className="button button-small" data-testid="workshop-stats" onClick={() => onOpenWindow('stats')}>
              Stats
            </button>
          </>
        )}
        <button type="button" className="button button-small" data-testid="workshop-master" onClick={() => setMaster((on) => !on)}>
          Master Workshop <kbd className="keycap">V</kbd>
        </button>
        <button type="button" className="button button-small button-primary" data-testid="workshop-exit" onClick={leaveWorkshop}>
          Exit
        </button>
      </footer>
    </div>
  );
}
