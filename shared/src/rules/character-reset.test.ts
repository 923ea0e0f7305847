import { describe, expect, it } from 'vitest';
import { CHARACTER_RESET_COOLDOWN_MS, describeWait, holdingsAfterReset, nextResetAllowedAt } from './character-reset';
import { STARTER_KIT, STARTING_COPPER } from './player-defaults';

describe('holdingsAfterReset', () => {
  it('keeps the starting purse and kit of a character that holds more, and nothing beyond', () => {
    const after = holdingsAfterReset({ copper: STARTING_COPPER * 5, items: { ...STARTER_KIT, 'iron-ingot': 500, silk: 40 } });
    expect(after).toEqual({ copper: STARTING_COPPER, items: { ...STARTER_KIT } });
  });

  it('never adds: a character that spent its purse and sold its kit keeps what it has', () => {
    const after = holdingsAfterReset({ copper: 1_234, items: { 'iron-ingot': 3, pickaxe: 1, jade: 9 } });
    expect(after).toEqual({ copper: 1_234, items: { 'iron-ingot': 3, pickaxe: 1 } });
  });

  it('keeps nothing of an empty character', () => {
    expect(holdingsAfterReset({ copper: 0, items: {} })).toEqual({ copper: 0, items: {} });
  });

  it('never gives more than was held, whatever the holdings', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const copper = (seed * 7919) % (STARTING_COPPER * 2);
      const items = Object.fromEntries(Object.keys(STARTER_KIT).map((id, i) => [id, (seed + i * 3) % 17]));
      const after = holdingsAfterReset({ copper, items });
      expect(after.copper).toBeLessThanOrEqual(copper);
      for (const [id, quantity] of Object.entries(after.items)) expect(quantity).toBeLessThanOrEqual(items[id] ?? 0);
    }
  });
});

describe('the reset cooldown', () => {
  it('allows the first reset at once and the next one a cooldown after the last', () => {
    expect(nextResetAllowedAt(null)).toBe(Number.NEGATIVE_INFINITY);
    expect(nextResetAllowedAt(1_000)).toBe(1_000 + CHARACTER_RESET_COOLDOWN_MS);
  });

  it('says how long to wait in whole minutes, rounded up', () => {
    expect(describeWait(59 * 60_000 + 1)).toBe('in 60 minutes');
    expect(describeWait(1)).toBe('in 1 minute');
  });
});
