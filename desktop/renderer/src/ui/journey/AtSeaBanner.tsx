import { useServerNow } from '../hooks/use-server-now';
import { useJourneyContext } from './journey-context';
import { boundFor, etaText, journeyEta, journeyProgressAt } from './journey-clock';
import { JOURNEY_TEXT } from './journey-texts';
import { isAtSea } from './whereabouts';
import './at-sea-banner.css';

/**
 * Out on the sea lane the ship has sailed off the map (the world shows the quay it left or will
 * come in to): a banner over the world says where the player is and when the ship makes port.
 */
export function AtSeaBanner() {
  const { journey, serverNow } = useJourneyContext();
  const now = useServerNow(serverNow, 1_000, journey !== null);
  if (!journey) return null;
  const progress = journeyProgressAt(journey, now);
  if (!isAtSea(journey, progress)) return null;
  return (
    <div className="at-sea-banner" role="status" data-testid="at-sea-banner">
      <span className="at-sea-waves" aria-hidden="true" />
      <strong className="at-sea-title">{JOURNEY_TEXT.atSea}</strong>
      <span>bound for {boundFor(journey)}</span>
      <span className="at-sea-eta">{etaText(journeyEta(journey, now))}</span>
    </div>
  );
}
