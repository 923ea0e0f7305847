import { useServerNow } from '../hooks/use-server-now';
import { useJourneyContext } from './journey-context';
import { formatCountdown, journeyEta, journeyProgressAt, progressPercent } from './journey-clock';
import { JourneyProgress } from './JourneyProgress';
import { JOURNEY_TEXT } from './journey-texts';
import { RoadFlags } from './RoadFlags';
import { isAtSea } from './whereabouts';
import './hud-journey.css';

/**
 * The HUD's journey line while on the road: where to, how far, when it arrives, and the guide and
 * escort with it. A click opens the planner; at an encounter it says so and opens the dialog.
 */
export function HudJourney() {
  const { journey, serverNow, openPlanner, openEncounter } = useJourneyContext();
  const now = useServerNow(serverNow, 1_000, journey !== null);
  if (!journey) return null;
  const atEncounter = journey.status === 'encounter';
  const progress = journeyProgressAt(journey, now);
  const eta = journeyEta(journey, now);
  const when = eta.kind === 'arriving' ? formatCountdown(eta.ms) : eta.kind === 'held' ? `held ${formatCountdown(eta.ms)}` : eta.kind === 'halted' ? 'halted' : 'arriving';
  return (
    <div className={`hud-journey ${atEncounter ? 'is-encounter' : ''}`} data-testid="hud-journey">
      <button type="button" className="hud-journey-main" title="Journey Planner (J)" onClick={() => (atEncounter ? openEncounter() : openPlanner())}>
        <span className="hud-journey-route">{isAtSea(journey, progress) ? `${JOURNEY_TEXT.atSea} → ${journey.toCity}` : `${journey.fromCity} → ${journey.toCity}`}</span>
        <JourneyProgress progress={progress} halted={atEncounter} compact />
        {atEncounter && <span className="hud-journey-alert">Encounter! Continue Journey</span>}
      </button>
      <div className="hud-journey-foot">
        <span className="hud-journey-stats">
          <span data-testid="hud-journey-percent">{progressPercent(progress)}%</span> · <span data-testid="hud-journey-eta">{when}</span>
        </span>
        <RoadFlags flags={journey.flags} compact testId="hud-journey-flags" />
      </div>
    </div>
  );
}
