import type { ActivityEntry } from '@silkroad/shared';
import { StatsIcon } from './StatsIcon';
import { activityIcon, agoText } from './stats-texts';

/** The Overview's recent-activity feed (002 §2): what the server's ledger says happened, newest first. */
export function ActivityFeed({ activity, now }: { activity: readonly ActivityEntry[] | null; now: number }) {
  return (
    <section className="card stats-activity" aria-label="Recent activity" data-testid="stats-activity">
      <h3 className="section-title">Recent activity</h3>
      {activity === null ? (
        <p className="muted stats-activity-empty">Reading the ledger…</p>
      ) : activity.length === 0 ? (
        <p className="muted stats-activity-empty">Nothing yet: trade, gather or craft, and it shows here.</p>
      ) : (
        <ol className="stats-activity-list">
          {activity.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className={`stats-activity-entry is-${entry.kind === 'achievement' ? 'achievement' : 'plain'}`} data-testid="stats-activity-entry">
              <StatsIcon name={activityIcon(entry.kind)} className="stats-activity-icon" />
              <span className="stats-activity-text">{entry.text}</span>
              <time className="stats-activity-when" dateTime={new Date(entry.at).toISOString()}>
                {agoText(entry.at, now)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
