import { levelProgress } from '@silkroad/shared';
import './level-bar.css';

export function LevelBar({ level, experience }: { level: number; experience: number }) {
  const progress = levelProgress(experience);
  const percent = progress.needed > 0 ? Math.min(100, Math.max(0, (progress.current / progress.needed) * 100)) : 0;
  return (
    <div className="level-row">
      <span className="level-badge" data-testid="hud-level">
        Level {level}
      </span>
      <div
        className="xp-bar"
        role="progressbar"
        aria-label="Experience"
        aria-valuemin={0}
        aria-valuemax={progress.needed}
        aria-valuenow={progress.current}
        data-testid="hud-xp"
      >
        <div className="xp-bar-fill" style={{ width: `${percent}%` }} />
        <span className="xp-bar-text">
          {progress.current} / {progress.needed} XP
        </span>
      </div>
    </div>
  );
}
