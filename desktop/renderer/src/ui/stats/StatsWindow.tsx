import { useState } from 'react';
import { GameWindow } from '../common/GameWindow';
import { Spinner } from '../common/Spinner';
import { useServerNow } from '../hooks/use-server-now';
import { useJourneyContext } from '../journey/journey-context';
import { ProfessionSwitcher } from '../professions/ProfessionSwitcher';
import { useWorld } from '../world/world-context';
import { AchievementsPanel } from './AchievementsPanel';
import { OverviewPanel } from './OverviewPanel';
import { SkillsPanel } from './SkillsPanel';
import { StartOver } from './StartOver';
import { StatisticsPanel } from './StatisticsPanel';
import { STATS_PANEL_ID, StatsTabs } from './StatsTabs';
import type { AchievementFilter, StatsTab } from './stats-texts';
import { useAchievements, usePlayerStats, useProgressApi } from './use-progress';
import './stats-window.css';
import './stats-tabs.css';

/** The activity's "5 min ago" and the Start over wait move on by the minute; a tick of 15 s keeps them near. */
const CLOCK_TICK_MS = 15_000;

/**
 * The Player Stats window (C; 002 §2): tabs Overview, Skills, Achievements and Statistics. The
 * player's level, purse and skills come from the player data; the counts, the activity and the
 * achievements from the server's progress routes. Closes on its X, C, Escape or a click on the
 * dimmed world around it.
 */
export function StatsWindow({ onClose }: { onClose: () => void }) {
  const { player } = useWorld();
  const { serverNow } = useJourneyContext();
  const now = useServerNow(serverNow, CLOCK_TICK_MS);
  const progress = useProgressApi();
  const stats = usePlayerStats(progress);
  const [tab, setTab] = useState<StatsTab>('overview');
  const [filter, setFilter] = useState<AchievementFilter>('All');
  const achievements = useAchievements(progress, tab === 'achievements');
  const data = player.data;

  const loading = (what: string, error: string | null) => (
    <p className={error ? 'panel-message is-error' : 'muted stats-loading'}>
      {error ?? (
        <>
          <Spinner label={`Loading ${what}`} /> Loading {what}…
        </>
      )}
    </p>
  );

  const panel = () => {
    switch (tab) {
      case 'overview':
        return data ? (
          <>
            <OverviewPanel
              player={data}
              stats={stats.data}
              now={now}
              professions={<ProfessionSwitcher />}
              startOver={stats.data && <StartOver resetAvailableAt={stats.data.resetAvailableAt} now={now} />}
            />
            {stats.error && <p className="panel-message is-error">{stats.error}</p>}
          </>
        ) : (
          loading('the character', player.failed ? 'The character could not be read: try again' : null)
        );
      case 'skills':
        return data ? <SkillsPanel skills={data.skills} /> : loading('the skills', null);
      case 'achievements':
        return achievements.data ? <AchievementsPanel view={achievements.data} filter={filter} onFilter={setFilter} /> : loading('the achievements', achievements.error);
      case 'statistics':
        return stats.data ? <StatisticsPanel statistics={stats.data.statistics} /> : loading('the statistics', stats.error);
    }
  };

  return (
    // A click on the dimmed world around the window closes it too (002 §2).
    <GameWindow title="Player Stats" subtitle={data?.inGameName ?? undefined} testId="stats-window" size="window-stats" onClose={onClose} onBackdropClick={onClose}>
      <StatsTabs tab={tab} onSelect={setTab} />
      <div className="stats-body" id={STATS_PANEL_ID} role="tabpanel" aria-labelledby={`stats-tab-${tab}`} data-testid={`stats-panel-${tab}`}>
        {panel()}
      </div>
    </GameWindow>
  );
}
