import { cityName, type JourneyView } from '@silkroad/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useToasts } from '../common/toast-context';
import { useServerNow } from '../hooks/use-server-now';
import { CargoChips } from './CargoChips';
import { EncountersMet } from './EncountersMet';
import { useJourneyContext } from './journey-context';
import { etaText, formatDuration, isHomeward, journeyEta, journeyProgressAt, wayBackMs } from './journey-clock';
import { JourneyProgress } from './JourneyProgress';
import { JOURNEY_TEXT } from './journey-texts';
import { RiskBadge } from './RiskBadge';
import { RoadFlags } from './RoadFlags';
import { isAtSea } from './whereabouts';
import './current-journey.css';

const STATUS_LABELS: Readonly<Record<JourneyView['status'], string>> = {
  travelling: 'Travelling',
  encounter: 'Encounter',
  returning: 'Turning back',
  completed: 'Completed',
  cancelled: 'Turned back',
};

/**
 * The journey under way (002 §2 "Current journey view"): from, to and the cities between, the
 * progress with its bar, the status, the ETA counting down by the server's clock, the cargo, the
 * risk, the guide and escort, and the encounters met so far. Continue Journey opens the encounter
 * the caravan stands at; Turn Back sends player and cargo back to the start the way they came
 * (as long as the way out took), never while an encounter waits; once turned, the bar goes back
 * down and the ETA counts to the return.
 */
export function CurrentJourney({ journey }: { journey: JourneyView }) {
  const { serverNow, actions, openEncounter } = useJourneyContext();
  const toasts = useToasts();
  const now = useServerNow(serverNow, 1_000);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const atEncounter = journey.status === 'encounter';
  const homeward = isHomeward(journey);
  const progress = journeyProgressAt(journey, now);
  const via = journey.via.slice(1, -1).map(cityName);

  const turnBack = async () => {
    setBusy(true);
    try {
      await actions.cancel();
      toasts.notify({ type: 'info', message: JOURNEY_TEXT.turnedBack(journey.fromCity) });
    } catch (error) {
      toasts.notify({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <section className="current-journey" aria-labelledby="current-journey-title" data-testid="current-journey">
      <header className="current-journey-header">
        <h3 className="current-journey-title" id="current-journey-title">
          <span data-testid="current-journey-from">{journey.fromCity}</span>
          <span className="current-journey-arrow" aria-label="to">
            →
          </span>
          <span data-testid="current-journey-to">{journey.toCity}</span>
        </h3>
        <span className={`badge journey-status journey-status-${journey.status}`} data-testid="current-journey-status">
          {STATUS_LABELS[journey.status]}
        </span>
      </header>
      <p className="current-journey-way muted">
        {journey.routeName && <span className="chip-static">{journey.routeName}</span>} {via.length > 0 ? `via ${via.join(', ')}` : 'direct'} · distance {journey.distance}
      </p>
      {homeward && (
        <p className="current-journey-note muted" data-testid="current-journey-returning">
          {JOURNEY_TEXT.returning(journey.fromCity)}
        </p>
      )}
      <JourneyProgress progress={progress} halted={atEncounter} testId="current-journey-progress" />
      <p className="current-journey-eta" data-testid="current-journey-eta">
        {etaText(journeyEta(journey, now))}
        {isAtSea(journey, progress) && <span className="badge journey-at-sea">{JOURNEY_TEXT.atSea}</span>}
      </p>
      <dl className="journey-facts">
        <div>
          <dt>Cargo</dt>
          <dd>
            <CargoChips cargo={journey.cargo} testId="current-journey-cargo" />
          </dd>
        </div>
        <div>
          <dt>Risk</dt>
          <dd>
            <RiskBadge band={journey.riskBand} score={journey.riskScore} testId="current-journey-risk" /> <span className="muted">cargo value {journey.cargoValue}</span>
          </dd>
        </div>
        <div>
          <dt>With you</dt>
          <dd>
            <RoadFlags flags={journey.flags} testId="current-journey-flags" />
          </dd>
        </div>
      </dl>
      <EncountersMet encounters={journey.encounters} />
      <div className="current-journey-actions">
        {atEncounter && (
          <button type="button" className="button button-primary" data-testid="continue-journey" onClick={openEncounter}>
            Continue Journey
          </button>
        )}
        {!homeward && (
          <button
            type="button"
            className="button"
            data-testid="turn-back"
            disabled={atEncounter || busy}
            title={atEncounter ? JOURNEY_TEXT.turnBackDuringEncounter : `Go back to ${journey.fromCity} the way the caravan came, with what is left of the cargo`}
            onClick={() => setAsking(true)}
          >
            Turn Back
          </button>
        )}
        {atEncounter && <p className="current-journey-note muted">{JOURNEY_TEXT.turnBackDuringEncounter}</p>}
      </div>
      {asking && (
        <ConfirmDialog
          title="Turn back?"
          message={JOURNEY_TEXT.turnBackQuestion(journey.fromCity, formatDuration(wayBackMs(journey, now)))}
          confirmLabel="Turn Back"
          testId="turn-back-confirm"
          busy={busy}
          onConfirm={() => void turnBack()}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
