import { xpFraction } from './professions-window-logic';
import './professions-window-xp.css';

/** A level's line and its XP bar (current / needed for the next level). */
export function XpBar({ label, current, needed, testId }: { label: string; current: number; needed: number; testId?: string }) {
  const fraction = xpFraction(current, needed);
  return (
    <div className="xp-line" data-testid={testId}>
      <span className="xp-label">{label}</span>
      <div className="progress-bar xp-progress" role="progressbar" aria-valuemin={0} aria-valuemax={needed} aria-valuenow={current} aria-label={`${label} experience`}>
        <span style={{ width: `${(fraction * 100).toFixed(1)}%` }} />
      </div>
      <span className="xp-numbers">
        {current} / {needed} XP
      </span>
    </div>
  );
}
