import { cityName } from '@silkroad/shared';
import { useState } from 'react';
import { GameWindow } from '../common/GameWindow';
import { Spinner } from '../common/Spinner';
import { CurrentJourney } from './CurrentJourney';
import { useJourneyContext } from './journey-context';
import { JourneyHistory } from './JourneyHistory';
import { JOURNEY_TEXT } from './journey-texts';
import { NewJourneyForm } from './NewJourneyForm';
import './journey-planner.css';

const TABS = [
  { id: 'journey', label: 'Journey' },
  { id: 'history', label: 'History' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * The Journey Planner (J, 002 §2): the journey under way, or the form for a new one from the city
 * the player stands in; and the finished journeys. Opened from a trade route, the form runs it.
 */
export function JourneyPlanner({ routeId, onClose }: { routeId?: string; onClose(): void }) {
  const { journey, loaded, error, startPlace } = useJourneyContext();
  const [tab, setTab] = useState<TabId>('journey');
  const subtitle = journey ? `${journey.fromCity} → ${journey.toCity}` : startPlace.cityId !== null ? `From ${cityName(startPlace.cityId)}` : undefined;
  return (
    <GameWindow
      title={JOURNEY_TEXT.plannerTitle}
      subtitle={subtitle}
      testId="journey-planner"
      size="window-journey"
      onClose={onClose}
      footer={
        <>
          <p className="journey-planner-hint muted">Duration = distance × 20 s, half with a passage hired · a journey starts from the city you stand in</p>
          <button type="button" className="button button-small" data-testid="journey-planner-close" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <nav className="tabs" role="tablist" aria-label="Journey Planner">
        {TABS.map((t) => (
          <button key={t.id} type="button" role="tab" aria-selected={tab === t.id} className={`tab ${tab === t.id ? 'is-active' : ''}`} data-testid={`journey-tab-${t.id}`} onClick={() => setTab(t.id)}>
            {t.label}
          </button>
        ))}
      </nav>
      <div className="journey-tab-panel scroll-area" role="tabpanel" data-testid={`journey-tabpanel-${tab}`}>
        {tab === 'history' ? (
          <JourneyHistory />
        ) : journey ? (
          <CurrentJourney journey={journey} />
        ) : !loaded ? (
          <div className="empty-note">{error ?? <Spinner label="Loading your journey" />}</div>
        ) : (
          <NewJourneyForm key={`${routeId ?? ''}:${startPlace.cityId ?? ''}`} routeId={routeId} />
        )}
      </div>
    </GameWindow>
  );
}
