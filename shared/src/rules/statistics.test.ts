import { describe, expect, it } from 'vitest';
import { activityText } from './activity';
import { emptyStatistics, formatPlayTime, playerTitle, STATISTIC_GROUPS, STATISTIC_KEYS } from './statistics';

describe('the Player Stats window’s words (issue 21)', () => {
  it('names a title that changes with the level, from the spec’s Novice Trader', () => {
    expect(playerTitle(1)).toBe('Novice Trader');
    expect(playerTitle(4)).toBe('Travelling Peddler');
    expect(playerTitle(12)).toBe('Merchant Prince');
    expect(playerTitle(40)).toBe('Lord of the Silk Road');
  });

  it('words play time in hours and minutes', () => {
    expect(formatPlayTime(59_000)).toBe('0 min');
    expect(formatPlayTime(25 * 60_000)).toBe('25 min');
    expect(formatPlayTime(135 * 60_000)).toBe('2 h 15 min');
  });

  it('shows every statistic of the groups, each once, starting at zero', () => {
    const shown = STATISTIC_GROUPS.flatMap((g) => g.rows.map((r) => r.key));
    expect(new Set(shown).size).toBe(shown.length);
    for (const key of shown) expect(STATISTIC_KEYS).toContain(key);
    expect(STATISTIC_GROUPS.map((g) => g.id)).toEqual(['trading', 'travel', 'crafting', 'farming', 'time']);
    expect(Object.values(emptyStatistics()).every((v) => v === 0)).toBe(true);
  });

  it('tells the acts of the ledger in words and leaves the rest out', () => {
    expect(activityText({ kind: 'market-buy', itemId: 'silk', quantity: 3, copper: -4500, cityId: 1 })).toBe('Bought 3 Silk in Constantinople for 45s');
    expect(activityText({ kind: 'market-sell', itemId: 'silk', quantity: -2, copper: 3100, cityId: 2 })).toBe('Sold 2 Silk in Samarkand for 31s');
    expect(activityText({ kind: 'craft-product', itemId: 'healing-potion', quantity: 1, copper: 0, cityId: null })).toMatch(/^Crafted 1 /);
    expect(activityText({ kind: 'offer-escrow', itemId: 'silk', quantity: -1, copper: 0, cityId: 1 })).toBeNull();
  });
});
