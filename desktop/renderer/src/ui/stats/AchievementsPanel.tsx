import type { AchievementsView, AchievementView } from '@silkroad/shared';
import { xpFraction } from '../professions/professions-window-logic';
import { colourEmojiAvailable } from './emoji-support';
import { StatsIcon } from './StatsIcon';
import { achievementProgressText, ACHIEVEMENT_CATEGORY_ICONS, ACHIEVEMENT_FILTERS, countsCopper, filterAchievements, filterCount, rewardText, unlockedText, type AchievementFilter } from './stats-texts';

interface Props {
  view: AchievementsView;
  filter: AchievementFilter;
  onFilter(filter: AchievementFilter): void;
}

/**
 * The Achievements tab (002 §2, §3): filters All, Trading, Professions, Exploration and Wealth;
 * each achievement with its icon, words, progress and reward, locked ones greyed, unlocked ones
 * with their date.
 */
export function AchievementsPanel({ view, filter, onFilter }: Props) {
  const shown = filterAchievements(view.achievements, filter);
  const colourEmoji = colourEmojiAvailable();
  return (
    <>
      <div className="stats-achievements-bar">
        <div className="stats-filters" role="group" aria-label="Show achievements">
          {ACHIEVEMENT_FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              className={`stats-filter ${option === filter ? 'is-active' : ''}`}
              aria-pressed={option === filter}
              data-testid={`achievement-filter-${option.toLowerCase()}`}
              onClick={() => onFilter(option)}
            >
              {option}
              <span className="stats-filter-count">{filterCount(view.achievements, option)}</span>
            </button>
          ))}
        </div>
        <p className="stats-achievements-total" data-testid="achievements-total">
          {view.unlocked} of {view.total} unlocked
        </p>
      </div>
      <ul className="stats-achievements" aria-label={`${filter} achievements`}>
        {shown.map((achievement) => (
          <AchievementCard key={achievement.id} achievement={achievement} colourEmoji={colourEmoji} />
        ))}
      </ul>
    </>
  );
}

function AchievementCard({ achievement, colourEmoji }: { achievement: AchievementView; colourEmoji: boolean }) {
  const { id, unlocked } = achievement;
  return (
    <li className={`card stats-achievement ${unlocked ? 'is-unlocked' : 'is-locked'}`} data-testid={`achievement-${id}`} data-unlocked={unlocked}>
      <span className="stats-achievement-icon" aria-hidden="true">
        {colourEmoji ? <span className="stats-achievement-emoji">{achievement.icon}</span> : <StatsIcon name={ACHIEVEMENT_CATEGORY_ICONS[achievement.category]} />}
      </span>
      <div className="stats-achievement-main">
        <h3 className="stats-achievement-name">{achievement.name}</h3>
        <p className="stats-achievement-description">{achievement.description}</p>
        <div className="stats-achievement-progress">
          <div
            className="progress-bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={achievement.maxProgress}
            aria-valuenow={Math.min(achievement.progress, achievement.maxProgress)}
            aria-label={`${achievement.name} progress`}
          >
            <span style={{ width: `${(xpFraction(achievement.progress, achievement.maxProgress) * 100).toFixed(1)}%` }} />
          </div>
          <span className="stats-achievement-count" data-testid={`achievement-${id}-progress`}>
            {achievementProgressText(achievement, countsCopper(id))}
          </span>
        </div>
      </div>
      <div className="stats-achievement-side">
        <span className="stats-achievement-reward" data-testid={`achievement-${id}-reward`}>
          <StatsIcon name="gift" />
          {rewardText(achievement.rewards)}
        </span>
        <span className="stats-achievement-state" data-testid={`achievement-${id}-state`}>
          {unlocked && achievement.dateUnlocked !== null ? unlockedText(achievement.dateUnlocked) : unlocked ? 'Unlocked' : 'Locked'}
        </span>
      </div>
    </li>
  );
}
