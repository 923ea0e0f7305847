import { progressPercent } from './journey-clock';
import './journey-bits.css';

/** A journey's progress as a bar with its percent (the road drawn as a track, the caravan's share filled). */
export function JourneyProgress({ progress, halted = false, compact = false, testId }: { progress: number; halted?: boolean; compact?: boolean; testId?: string }) {
  const percent = progressPercent(progress);
  return (
    <div
      className={`journey-progress ${compact ? 'is-compact' : ''} ${halted ? 'is-halted' : ''}`}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label="Journey progress"
      data-testid={testId}
    >
      <span className="journey-progress-fill" style={{ width: `${Math.min(100, Math.max(0, progress * 100))}%` }} />
      <span className="journey-progress-label">{percent}%</span>
    </div>
  );
}
