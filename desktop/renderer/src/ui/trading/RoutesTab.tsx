import { Money } from '../common/Money';
import { Spinner } from '../common/Spinner';
import { QUERY_KEYS } from '../../server-state/query-keys';
import { useServerData } from '../../server-state/use-server-data';
import { useJourneyContext } from '../journey/journey-context';
import { useWorld } from '../world/world-context';
import './routes-tab.css';

/**
 * The known trade routes: where they run, what they carry, what they ask of a trader. A route the
 * player may run from the city they stand in starts as a journey (the planner, with the route chosen).
 */
export function RoutesTab() {
  const { trading, player } = useWorld();
  const { startPlace, journey, openPlanner } = useJourneyContext();
  // Eligibility depends on level and purse: ask again when either changes.
  const routes = useServerData([...QUERY_KEYS.tradeRoutes, player.data?.level ?? 0, player.data?.totalCopper ?? 0], () => trading.routes());
  if (!routes.data) return <div className="empty-note">{routes.error ?? <Spinner label="Loading routes" />}</div>;
  return (
    <ul className="route-list" data-testid="routes-list">
      {routes.data.map((route) => (
        <li key={route.id} className={`route-card card ${route.eligible ? 'is-eligible' : 'is-locked'}`} data-testid={`route-${route.id}`}>
          <header className="route-header">
            <h3 className="route-name">{route.name}</h3>
            <span className={`badge difficulty-${route.difficulty}`}>{route.difficulty}</span>
            {route.eligible ? (
              <span className="badge badge-ok" data-testid={`route-status-${route.id}`}>
                ✓ Eligible
              </span>
            ) : (
              <span className="badge badge-locked" data-testid={`route-status-${route.id}`}>
                Locked
              </span>
            )}
          </header>
          <p className="route-path">
            {route.start.name} → {route.end.name} <span className="muted">· distance {route.distance} · {route.durationMinutes} min</span>
          </p>
          <p className="route-description">{route.description}</p>
          <p className="route-goods">
            {route.goods.map((g) => (
              <span key={g.itemId} className="chip-static">
                {g.itemName} {g.profitPerUnit >= 0 ? '+' : '−'}
                <Money copper={Math.abs(g.profitPerUnit)} />
              </span>
            ))}
          </p>
          <p className="route-requirements">
            Requires level {route.requirements.level} and <Money copper={route.requirements.capitalCopper} /> capital
          </p>
          {!route.eligible && (
            <ul className="unmet-list">
              {route.unmetRequirements.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
          {route.eligible && (
            <p className="route-journey">
              {route.start.id === startPlace.cityId && !journey ? (
                <button type="button" className="button button-small button-primary" data-testid={`route-start-${route.id}`} onClick={() => openPlanner(route.id)}>
                  Start journey
                </button>
              ) : (
                <span className="muted">{journey ? 'Your caravan is on the road already.' : `Runs from ${route.start.name}: start it there.`}</span>
              )}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
