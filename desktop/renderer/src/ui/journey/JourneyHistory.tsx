import type { JourneyView } from '@silkroad/shared';
import { useJourneyHistoryQuery } from '../../server-state/journey-queries';
import { Spinner } from '../common/Spinner';
import { CargoChips } from './CargoChips';
import { EncounterGlyph } from './EncounterGlyph';
import { useJourneyContext } from './journey-context';
import { formatDuration } from './journey-clock';
import { JOURNEY_TEXT } from './journey-texts';
import { RiskBadge } from './RiskBadge';
import './journey-history.css';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function HistoryRow({ journey }: { journey: JourneyView }) {
  const completed = journey.status === 'completed';
  return (
    <li className="history-row card" data-testid={`journey-history-${journey.id}`}>
      <header className="history-row-header">
        <span className={`badge ${completed ? 'badge-ok' : 'badge-locked'}`}>{completed ? 'Completed' : 'Turned back'}</span>
        <h4 className="history-row-title">
          {journey.fromCity} → {journey.toCity}
        </h4>
        {journey.routeName && <span className="chip-static">{journey.routeName}</span>}
        <RiskBadge band={journey.riskBand} />
      </header>
      <p className="history-row-dates muted">
        {when.format(journey.startedAt)}
        {journey.finishedAt !== null && <> → {when.format(journey.finishedAt)}</>} · distance {journey.distance} · {formatDuration(journey.durationMs)}
        {!completed && ` · turned back at ${Math.round(journey.progress * 100)}%`}
      </p>
      <p className="history-row-cargo">
        <CargoChips cargo={journey.cargo} />
        {journey.encounters.length > 0 && (
          <span className="muted">
            {' '}
            · {journey.encounters.length} encounter{journey.encounters.length === 1 ? '' : 's'}{' '}
            {journey.encounters.map((encounter) => (
              <EncounterGlyph key={encounter.id} type={encounter.type} className="history-glyph" />
            ))}
          </span>
        )}
      </p>
    </li>
  );
}

/** The finished journeys, newest first (GET history): status, cities, dates and what came back. */
export function JourneyHistory() {
  const { journeys } = useJourneyContext();
  const history = useJourneyHistoryQuery(journeys, true);
  if (!history.data) {
    return (
      <div className="empty-note">
        {history.error ? (
          <>
            {history.error.message}{' '}
            <button type="button" className="link-button" onClick={() => void history.refetch()}>
              Retry
            </button>
          </>
        ) : (
          <Spinner label="Loading journeys" />
        )}
      </div>
    );
  }
  if (history.data.length === 0) return <p className="empty-note">{JOURNEY_TEXT.noHistory}</p>;
  return (
    <ol className="history-list scroll-area" data-testid="journey-history">
      {history.data.map((journey) => (
        <HistoryRow key={journey.id} journey={journey} />
      ))}
    </ol>
  );
}
