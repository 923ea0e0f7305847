import { cityName, journeyStartedText, tradeRouteMinutes } from '@silkroad/shared';
import { useId, useState } from 'react';
import { ItemIcon } from '../common/ItemIcon';
import { useToasts } from '../common/toast-context';
import { useWorld } from '../world/world-context';
import { useJourneyContext } from './journey-context';
import { formatDuration } from './journey-clock';
import { cargoCap, cargoChoices, cargoManifest, destinationOptions, formReadiness, journeyPlan, parseCargo, routeFrom } from './journey-form';
import { JOURNEY_TEXT, startFailureText } from './journey-texts';
import { RiskBadge } from './RiskBadge';
import './new-journey-form.css';

/** The route's goods the player holds, loaded as far as the cap allows: a route is run with its goods. */
function routeCargo(goods: readonly string[], inventory: Readonly<Record<string, number>>): Record<string, string> {
  return Object.fromEntries(goods.filter((itemId) => (inventory[itemId] ?? 0) > 0).map((itemId) => [itemId, String(cargoCap(inventory[itemId]!))]));
}

/**
 * The new-journey form (002 §2, §5): from (the city the player stands in, read-only), to (the
 * other journey cities, with their distance and time, those the player's navigation cannot reach
 * marked), the cargo (0 to 100 of each good held, capped by the count), the summary, and Start
 * Journey, enabled only when from and to are chosen and differ. Opened from a trade route, it runs
 * that route (`route_id`): its cities and its own time.
 */
export function NewJourneyForm({ routeId }: { routeId?: string }) {
  const { startPlace, actions } = useJourneyContext();
  const { player } = useWorld();
  const toasts = useToasts();
  const ids = useId();
  const from = startPlace.cityId;
  const inventory = player.data?.inventory ?? {};
  const navigationLevel = player.data?.skills.navigation.level ?? 1;
  // A passage hired (land or sea transport) halves the time of the journey it goes with: shown as the server will store it.
  const roadFlags = player.data?.roadFlags ?? [];
  const [chosenRoute, setChosenRoute] = useState(() => routeFrom(routeId, from));
  const [to, setTo] = useState<number | null>(chosenRoute?.endCityId ?? null);
  const [quantities, setQuantities] = useState<Record<string, string>>(() => (chosenRoute ? routeCargo(chosenRoute.goods, inventory) : {}));
  const [busy, setBusy] = useState(false);

  if (from === null) {
    return (
      <p className="empty-note new-journey-away" data-testid="journey-start-unavailable">
        {startPlace.cityId === null ? startPlace.reason : null}
      </p>
    );
  }

  // A route runs between its own cities: from somewhere else it is not on offer.
  const route = chosenRoute && chosenRoute.startCityId === from ? chosenRoute : undefined;
  const destinations = destinationOptions(from, navigationLevel, roadFlags);
  const goods = cargoChoices(inventory);
  const manifest = cargoManifest(quantities, inventory);
  const plan = to === null ? null : journeyPlan(from, to, manifest, route, roadFlags);
  const readiness = formReadiness({ from, to, navigationLevel });

  const start = async () => {
    if (!readiness.ready || to === null) return;
    setBusy(true);
    try {
      const journey = await actions.start({ from_city: from, to_city: to, cargo_manifest: manifest, ...(route ? { route_id: route.id } : {}) });
      toasts.notify({ type: 'info', message: journeyStartedText(journey.fromCity, journey.toCity) });
    } catch (error) {
      toasts.notify({ type: 'error', message: startFailureText(error), duration: 6_000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="new-journey"
      data-testid="new-journey-form"
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <div className="new-journey-cities">
        <label className="stack-field">
          <span>From</span>
          <output className="new-journey-from" data-testid="journey-from">
            {cityName(from)}
          </output>
        </label>
        <label className="stack-field" htmlFor={`${ids}-to`}>
          <span>To</span>
          <select
            id={`${ids}-to`}
            className="select-input"
            data-testid="journey-to"
            value={to ?? ''}
            disabled={route !== undefined}
            onChange={(event) => setTo(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">Choose a destination…</option>
            {destinations.map((option) => (
              <option key={option.cityId} value={option.cityId}>
                {option.name} · distance {option.distance} · {formatDuration(option.durationMs)}
                {option.locked ? ` · Requires Navigation ${option.navigation}` : ''}
              </option>
            ))}
          </select>
        </label>
      </div>
      {route && (
        <p className="new-journey-route card" data-testid="journey-route">
          Running the <strong>{route.name}</strong>: the caravan company takes {tradeRouteMinutes(route)} min and meets half the encounters.{' '}
          <button type="button" className="link-button" onClick={() => setChosenRoute(undefined)}>
            Travel on your own instead
          </button>
        </p>
      )}
      <fieldset className="new-journey-cargo">
        <legend className="section-title">Cargo</legend>
        {goods.length === 0 ? (
          <p className="muted">{JOURNEY_TEXT.noCargo}</p>
        ) : (
          <ul className="cargo-rows scroll-area" data-testid="journey-cargo">
            {goods.map((good) => (
              <li key={good.itemId} className="cargo-row">
                <ItemIcon itemId={good.itemId} />
                <label htmlFor={`${ids}-cargo-${good.itemId}`} className="cargo-row-name">
                  {good.name} <span className="muted">({good.held} held)</span>
                </label>
                <input
                  id={`${ids}-cargo-${good.itemId}`}
                  className="number-input"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={good.cap}
                  step={1}
                  placeholder="0"
                  data-testid={`journey-cargo-${good.itemId}`}
                  value={quantities[good.itemId] ?? ''}
                  onChange={(event) => {
                    const text = event.target.value;
                    setQuantities((current) => ({ ...current, [good.itemId]: text === '' ? '' : String(parseCargo(text, good.held)) }));
                  }}
                />
                <span className="muted cargo-row-cap">/ {good.cap}</span>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <section className="journey-summary card" aria-label="Summary" data-testid="journey-summary">
        {plan ? (
          <dl>
            <div>
              <dt>Way</dt>
              <dd>{plan.via.map(cityName).join(' → ')}</dd>
            </div>
            <div>
              <dt>Distance</dt>
              <dd data-testid="journey-distance">{plan.distance}</dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>
                <span data-testid="journey-duration">{formatDuration(plan.durationMs)}</span>
                {plan.passage && (
                  <span className="muted" data-testid="journey-passage">
                    {' '}
                    · {JOURNEY_TEXT.passageHired}
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt>Cargo value</dt>
              <dd data-testid="journey-cargo-value">{plan.cargoValue}</dd>
            </div>
            <div>
              <dt>Risk</dt>
              <dd>
                <RiskBadge band={plan.riskBand} score={plan.riskScore} testId="journey-risk" />
              </dd>
            </div>
            <div>
              <dt>Navigation</dt>
              <dd className={navigationLevel < plan.navigation ? 'is-error' : undefined}>
                needs {plan.navigation}, yours {navigationLevel}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="muted">Choose a destination to see the way, its time and its risk.</p>
        )}
      </section>
      <div className="new-journey-start">
        <button type="submit" className="button button-primary" data-testid="start-journey" disabled={!readiness.ready || busy}>
          {busy ? 'Starting…' : 'Start Journey'}
        </button>
        {!readiness.ready && (
          <p className="new-journey-reason muted" data-testid="start-journey-reason">
            {readiness.reason}
          </p>
        )}
      </div>
    </form>
  );
}
