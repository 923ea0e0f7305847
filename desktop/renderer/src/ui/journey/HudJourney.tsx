import { useServerNow } from '../hooks/use-server-now';
import { useJourneyContext } from './journey-context';
import { boundFor, formatCountdown, isHomeward, journeyEta, journeyProgressAt, progressPercent } from './journey-clock';
import { JourneyProgress } from './JourneyProgress';
import { JOURNEY_TEXT } from './journey-texts';
import { RoadFlags } from './RoadFlags';
import { isAtSea } from './whereabouts';
import './hud-journey.css';

/**
 * The HUD's journey line while on the road: where to (turned back: the start, the bar going back
 * down), how far, when it arrives, and the guide and escort with it. A click opens the planner; at an encounter it says so and opens the dialog.
 */
export function HudJourney() {
  const { journey, serverNow, openPlanner, openEncounter } = useJourneyContext();
  const now = useServerNow(serverNow, 1_000, journey !== null);
  if (!journey) return null;
  const atEncounter = journey.status === 'encounter';
  const progress = journeyProgressAt(journey, now);
  const eta = journeyEta(journey, now);
  const when =
    eta.kind === 'arriving' ? formatCountdown(eta.ms) : eta.kind === 'returning' ? `back ${formatCountdown(eta.ms)}` : eta.kind === 'held' ? `held ${formatCountdown(eta.ms)}` : eta.kind === 'halted' ? 'halted' : 'arriving';
  // Turned back, the line says where the caravan is going now.
  const bound = isHomeward(journey) ? `↩ ${journey.fromCity}` : `${journey.fromCity} → ${journey.toCity}`;
  return (
    <div className={`hud-journey ${atEncounter ? 'is-encounter' : ''}`} data-testid="hud-journey">
      <button type="button" className="hud-journey-main" title="Journey Planner (J)" onClick={() => (atEncounter ? openEncounter() : openPlanner())}>
        <span className="hud-journey-route" data-testid="hud-journey-route">
          {isAtSea(journey, progress) ? `${JOURNEY_TEXT.atSea} → ${boundFor(journey)}` : bound}
        </span>
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
