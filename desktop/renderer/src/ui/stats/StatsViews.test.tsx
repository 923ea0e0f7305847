import { achievementUnlockedText, ACHIEVEMENTS, START_OVER_TEXT, STATISTIC_GROUPS } from '@silkroad/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../net/api-client';
import { achievementsFixture, playerFixture, statsFixture, UNLOCKED_AT } from '../../net/progress-fixture';
import { ToastStack } from '../common/ToastStack';
import { AchievementsPanel } from './AchievementsPanel';
import { OverviewPanel } from './OverviewPanel';
import { SkillsPanel } from './SkillsPanel';
import { StartOverView } from './StartOver';
import { StatisticsPanel } from './StatisticsPanel';
import { StatsTabs } from './StatsTabs';
import { startOverErrorText } from './use-start-over';

const nothing = () => undefined;
/** The markup's text, tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, '');
/** The text of the element with this test id (its first line of markup). */
const byTestId = (html: string, testId: string) => new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1];

describe('the tabs', () => {
  it('are four tabs, the chosen one selected and the only one in the Tab order', () => {
    const html = renderToStaticMarkup(<StatsTabs tab="achievements" onSelect={nothing} />);
    expect(html).toContain('role="tablist"');
    expect(text(html)).toBe('OverviewSkillsAchievementsStatistics');
    expect(html.match(/role="tab"/g)).toHaveLength(4);
    expect(html).toMatch(/data-testid="stats-tab-achievements"/);
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-selected="true" aria-controls="stats-panel" tabindex="0" class="tab stats-tab is-active" data-testid="stats-tab-achievements"/);
    expect(html.match(/tabindex="-1"/g)).toHaveLength(3);
  });
});

describe('the Overview', () => {
  const overview = (stats = statsFixture()) => renderToStaticMarkup(<OverviewPanel player={playerFixture()} stats={stats} now={UNLOCKED_AT + 5 * 60_000} />);

  it('shows the level, name, title and XP bar from the player', () => {
    const html = overview();
    expect(byTestId(html, 'stats-level')).toBe('2');
    expect(byTestId(html, 'stats-name')).toBe('Marco Polo');
    expect(byTestId(html, 'stats-title')).toBe('Novice Trader');
    // Level 2 begins at 50 XP; level 3 at 200: 25 of 150.
    expect(text(html)).toContain('25 / 150 XP');
  });

  it('has cards for reputation, the purse in coins, item kinds, professions and achievements', () => {
    const html = overview();
    expect(byTestId(html, 'stats-reputation')).toBe('3');
    expect(text(html)).toContain('Purse101g 23s 45c');
    expect(byTestId(html, 'stats-item-kinds')).toBe('2');
    expect(byTestId(html, 'stats-professions')).toBe('2');
    expect(byTestId(html, 'stats-achievements')).toBe(`1 / ${ACHIEVEMENTS.length}`);
  });

  it('lists the recent activity, newest first, with how long ago', () => {
    const html = overview();
    expect(html.match(/data-testid="stats-activity-entry"/g)).toHaveLength(2);
    expect(text(html)).toMatch(/Achievement unlocked: First Trade5 min agoBought 3 Amber in Constantinople for 1g 23s 45c6 min ago/);
    expect(html).toMatch(/class="stats-activity-entry is-achievement"/);
  });

  it('shows what the player data has while the counts are read, and says the feed is empty when it is', () => {
    const loading = renderToStaticMarkup(<OverviewPanel player={playerFixture()} stats={null} now={0} />);
    expect(byTestId(loading, 'stats-level')).toBe('2');
    expect(byTestId(loading, 'stats-item-kinds')).toBe('…');
    expect(text(loading)).toContain('Reading the ledger');
    const empty = overview(statsFixture({ activity: [] }));
    expect(text(empty)).toContain('Nothing yet');
  });

  it('takes the title from the live level when the counts lag behind a level-up', () => {
    const html = renderToStaticMarkup(<OverviewPanel player={playerFixture({ level: 5, experience: 800 })} stats={statsFixture()} now={0} />);
    expect(byTestId(html, 'stats-title')).toBe('Bazaar Merchant');
  });
});

describe('the Skills tab', () => {
  it('has a card per skill with its level and XP bar', () => {
    const html = renderToStaticMarkup(<SkillsPanel skills={playerFixture().skills} />);
    expect(html.match(/class="card stats-skill"/g)).toHaveLength(6);
    expect(byTestId(html, 'stats-skill-trading-level')).toBe('Level 3');
    expect(text(html)).toContain('120 / 300 XP');
    expect(html).toMatch(/aria-valuemax="300" aria-valuenow="120" aria-label="Trading experience"><span style="width:40.0%"/);
    expect(byTestId(html, 'stats-skill-negotiation-level')).toBe('Level 1');
  });
});

describe('the Achievements tab', () => {
  const panel = (filter: Parameters<typeof AchievementsPanel>[0]['filter']) => renderToStaticMarkup(<AchievementsPanel view={achievementsFixture()} filter={filter} onFilter={nothing} />);

  it('has the five filters, the chosen one pressed, each with its count', () => {
    const html = panel('All');
    for (const filter of ['all', 'trading', 'professions', 'exploration', 'wealth']) expect(html).toContain(`data-testid="achievement-filter-${filter}"`);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-pressed="true" data-testid="achievement-filter-all">All<span class="stats-filter-count">1 \/ \d+</);
    expect(byTestId(html, 'achievements-total')).toBe(`1 of ${ACHIEVEMENTS.length} unlocked`);
  });

  it('shows an unlocked one with its date and a locked one greyed with its progress and reward', () => {
    const html = panel('All');
    expect(html).toMatch(/class="card stats-achievement is-unlocked" data-testid="achievement-first_trade"/);
    expect(byTestId(html, 'achievement-first_trade-state')).toBe('Unlocked 27 Nov 2026');
    expect(byTestId(html, 'achievement-first_trade-progress')).toBe('1 / 1');
    expect(html).toMatch(/class="card stats-achievement is-locked" data-testid="achievement-silk_merchant"/);
    expect(byTestId(html, 'achievement-silk_merchant-state')).toBe('Locked');
    expect(byTestId(html, 'achievement-silk_merchant-progress')).toBe('250 / 1,000');
    expect(text(html)).toContain('Silk MerchantBuy and sell 1,000 silk.');
    expect(text(html)).toContain('500 XP · 10g');
    // Without a colour emoji font (as here) the medal is drawn: the category's mark.
    expect(html).not.toContain('🧵');
    expect(html.match(/class="stats-achievement-icon" aria-hidden="true"><svg/g)).toHaveLength(ACHIEVEMENTS.length);
    expect(byTestId(html, 'achievement-gold_hoarder-progress')).toBe('0c / 10000g');
  });

  it('a filter shows only its category', () => {
    const html = panel('Wealth');
    const shown = [...html.matchAll(/data-testid="achievement-([a-z_]+)" data-unlocked/g)].map((match) => match[1]);
    expect(shown.sort()).toEqual(ACHIEVEMENTS.filter((definition) => definition.category === 'Wealth').map((definition) => definition.id).sort());
  });
});

describe('the Statistics tab', () => {
  it('shows every group with its rows, each value in its format', () => {
    const html = renderToStaticMarkup(<StatisticsPanel statistics={statsFixture().statistics} />);
    for (const group of STATISTIC_GROUPS) expect(html).toContain(`data-testid="stats-group-${group.id}"`);
    expect(text(html)).toContain('Market trades1');
    expect(text(html)).toContain('Spent at the markets1g 23s 45c');
    expect(text(html)).toContain('Distance on the road45 leagues');
    expect(text(html)).toContain('Time played1 h 5 min');
    expect(text(html)).toContain('Days since joining1 day');
  });
});

describe('Start over', () => {
  const view = (resetAvailableAt: number | null, error: string | null = null) =>
    renderToStaticMarkup(<StartOverView resetAvailableAt={resetAvailableAt} now={1_000_000} busy={false} error={error} onAsk={nothing} />);

  it('can be pressed when the cooldown is over', () => {
    const html = view(null);
    expect(html).toMatch(/<button type="button" class="button button-danger" data-testid="reset-stats">Start over</);
  });

  it('waits while the cooldown runs, saying when it is back', () => {
    const html = view(1_000_000 + 42 * 60_000);
    expect(html).toMatch(/data-testid="reset-stats" disabled=""/);
    expect(byTestId(html, 'reset-stats-note')).toBe('Available again in 42 minutes');
  });

  it('shows the cooldown’s refusal in the game’s words', () => {
    const refusal = startOverErrorText(new ApiError('server words', 429, 'RESET_COOLDOWN'));
    expect(refusal).toBe('You reset your character a short while ago. Please wait before starting over again.');
    expect(byTestId(view(null, refusal), 'reset-stats-error')).toBe(refusal);
    expect(startOverErrorText(new ApiError('Too many requests', 429, 'RATE_LIMITED'))).toBe('Too many requests');
    expect(START_OVER_TEXT).toContain('level 1');
  });
});

describe('the achievement notification', () => {
  it('is a gold toast with a trophy', () => {
    const html = renderToStaticMarkup(<ToastStack toasts={[{ id: 1, kind: 'notification', type: 'achievement', message: achievementUnlockedText('First Trade') }]} onDismiss={nothing} />);
    expect(html).toContain('class="toast toast-achievement"');
    expect(html).toMatch(/class="toast-icon" aria-hidden="true"><svg/);
    expect(text(html)).toContain('Achievement unlocked: First Trade');
  });
});
