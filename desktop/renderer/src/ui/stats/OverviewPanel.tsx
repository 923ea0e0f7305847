import { levelProgress, playerTitle, type PlayerData, type PlayerStatsView } from '@silkroad/shared';
import type { ReactNode } from 'react';
import { Money } from '../common/Money';
import { XpBar } from '../professions/professions-window-xp';
import { ActivityFeed } from './ActivityFeed';

export interface OverviewPanelProps {
  /** The player as the server last sent it: level, XP, purse and reputation follow its pushes. */
  player: PlayerData;
  /** The server's counts (title, item kinds, professions, achievements, activity); null while read. */
  stats: PlayerStatsView | null;
  now: number;
  /** The profession switcher and levels (ProfessionSwitcher), which read their own data. */
  professions?: ReactNode;
  /** The Start over section, at the bottom. */
  startOver?: ReactNode;
}

/**
 * The Overview tab (002 §2): level, name, title and XP bar; cards for reputation, purse, item
 * kinds, professions and achievements; the recent activity; then the profession switcher and
 * levels (kept from the window before its tabs), and Start over at the bottom.
 */
export function OverviewPanel({ player, stats, now, professions, startOver }: OverviewPanelProps) {
  const level = levelProgress(player.experience);
  const overview = stats?.overview ?? null;
  const name = player.inGameName ?? overview?.name ?? player.username;
  // The title is the shared rule of the level shown, which the player's pushes keep fresher than the stats' read.
  const title = playerTitle(player.level);
  const pending = '…';
  return (
    <>
      <section className="stats-hero" aria-label="Character">
        <div className="stats-level-badge">
          <span className="stats-level-word">Level</span>
          <span className="stats-level-number" data-testid="stats-level">
            {player.level}
          </span>
        </div>
        <div className="stats-hero-text">
          <p className="stats-name" data-testid="stats-name">
            {name}
          </p>
          <p className="stats-title" data-testid="stats-title">
            {title}
          </p>
          <XpBar label={`Level ${player.level}`} current={level.current} needed={level.needed} testId="stats-xp" />
        </div>
      </section>
      <section className="stat-cards stats-cards" aria-label="Overview">
        <div className="stat-card">
          <span className="stat-label">Reputation</span>
          <span className="stat-value" data-testid="stats-reputation">
            {player.reputation}
          </span>
        </div>
        <div className="stat-card">
          <span className="stat-label">Purse</span>
          <Money copper={player.totalCopper} className="stat-value" testId="stats-purse" />
        </div>
        <div className="stat-card">
          <span className="stat-label">Item kinds</span>
          <span className="stat-value" data-testid="stats-item-kinds">
            {overview?.itemKinds ?? pending}
          </span>
        </div>
        <div className="stat-card">
          <span className="stat-label">Professions</span>
          <span className="stat-value" data-testid="stats-professions">
            {overview?.professions.length ?? pending}
          </span>
        </div>
        <div className="stat-card">
          <span className="stat-label">Achievements</span>
          <span className="stat-value" data-testid="stats-achievements">
            {overview ? `${overview.achievementsUnlocked} / ${overview.achievementsTotal}` : pending}
          </span>
        </div>
      </section>
      <ActivityFeed activity={stats?.activity ?? null} now={now} />
      {professions}
      {startOver}
    </>
  );
}
