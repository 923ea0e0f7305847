import { ROAD_FLAG_LABELS } from './journey-texts';
import './journey-bits.css';

type Flag = keyof typeof ROAD_FLAG_LABELS;

/** The guide and the escort travelling with the caravan (000 §3's guide and caravan_protection flags). */
export function RoadFlags({ flags, compact = false, testId }: { flags: readonly string[]; compact?: boolean; testId?: string }) {
  return (
    <span className={compact ? 'road-flags is-compact' : 'road-flags'} data-testid={testId}>
      {(Object.keys(ROAD_FLAG_LABELS) as Flag[]).map((flag) => {
        const on = flags.includes(flag);
        return (
          <span key={flag} className={`road-flag ${on ? 'is-on' : 'is-off'}`} title={on ? `${ROAD_FLAG_LABELS[flag]} travels with you` : `No ${ROAD_FLAG_LABELS[flag].toLowerCase()}`}>
            <span className="road-flag-mark" aria-hidden="true">
              {on ? '✓' : '–'}
            </span>
            {ROAD_FLAG_LABELS[flag]}
          </span>
        );
      })}
    </span>
  );
}
