import { SIM_LEVELS, type EconomyRow } from './run';

const copper = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * The table `npm run sim:economy` prints and docs/economy.md holds: copper per real hour of each
 * strategy at each level, and the trading experience an hour of it teaches.
 */
export function economyTable(rows: readonly EconomyRow[], levels: readonly number[] = SIM_LEVELS): string {
  const header = ['strategy', 'kind', ...levels.map((level) => `copper/h, skill ${level}`), ...levels.map((level) => `trading XP/h, skill ${level}`)];
  const lines = rows.map((row) => [
    row.strategy.name,
    row.strategy.kind,
    ...row.results.map((result) => copper(result.copperPerHour)),
    ...row.results.map((result) => copper(result.stats.tradingXp / result.realHours)),
  ]);
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
