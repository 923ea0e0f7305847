import { STATISTIC_GROUPS, type PlayerStatistics } from '@silkroad/shared';
import { formatStatistic } from './stats-texts';

/** The Statistics tab (002 §2): trading, travel, crafting, farming and time, as the server counted them. */
export function StatisticsPanel({ statistics }: { statistics: PlayerStatistics }) {
  return (
    <div className="stats-groups">
      {STATISTIC_GROUPS.map((group) => (
        <section key={group.id} className="card stats-group" aria-labelledby={`stats-group-${group.id}`} data-testid={`stats-group-${group.id}`}>
          <h3 className="section-title" id={`stats-group-${group.id}`}>
            {group.title}
          </h3>
          <dl className="stats-rows">
            {group.rows.map((row) => (
              <div key={row.key} className="stats-row" data-testid={`stat-${row.key}`}>
                <dt>{row.label}</dt>
                <dd>{formatStatistic(statistics[row.key], row.format)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
