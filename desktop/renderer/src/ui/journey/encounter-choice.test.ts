import { describe, expect, it } from 'vitest';
import { encounterFixture, outcomeFixture } from '../../net/journey-fixture';
import { autoChoice, chanceLabel, choiceIndexForKey, outcomeLines } from './encounter-choice';

const name = (itemId: string) => itemId[0]!.toUpperCase() + itemId.slice(1);
const flag = (f: string) => (f === 'guide' ? 'Guide' : 'Escort');

describe('the encounter’s number keys', () => {
  const { choices } = encounterFixture();

  it('1 to 9 pick the choice at that place, when it may be taken', () => {
    expect(choiceIndexForKey('1', choices)).toBe(0);
    expect(choiceIndexForKey('3', choices)).toBe(2);
  });

  it('a disabled choice, a number past the last choice, 0 and other keys pick nothing', () => {
    expect(choiceIndexForKey('2', choices)).toBeNull();
    expect(choiceIndexForKey('4', choices)).toBeNull();
    expect(choiceIndexForKey('0', choices)).toBeNull();
    expect(choiceIndexForKey('a', choices)).toBeNull();
    expect(choiceIndexForKey('10', choices)).toBeNull();
    expect(choiceIndexForKey('Enter', choices)).toBeNull();
  });

  it('numbers nine at most', () => {
    const many = Array.from({ length: 12 }, () => ({ enabled: true }));
    expect(choiceIndexForKey('9', many)).toBe(8);
  });
});

describe('Auto Resolve and the odds', () => {
  it('takes the first enabled choice, as the server’s auto-resolve does', () => {
    expect(autoChoice([{ id: 'a', enabled: false }, { id: 'b', enabled: true }, { id: 'c', enabled: true }])?.id).toBe('b');
    expect(autoChoice([{ id: 'a', enabled: false }])).toBeUndefined();
  });

  it('words a chance as a percent, and a sure outcome as nothing', () => {
    expect(chanceLabel(0.36)).toBe('36% chance');
    expect(chanceLabel(null)).toBeNull();
  });
});

describe('the outcome’s results', () => {
  it('lists what changed, gains and losses apart', () => {
    const lines = outcomeLines(
      outcomeFixture({ copper: -20_000, cargoLost: { silk: 2 }, goodsGained: { weapons: 2 }, delayMs: 4 * 60_000, skillXp: { navigation: 15 }, reputation: -1, flagsGained: ['guide'] }),
      name,
      flag,
    );
    expect(lines.map((line) => [line.label, line.copper ?? line.text, line.tone])).toEqual([
      ['Paid', 20_000, 'loss'],
      ['Cargo lost', '2x Silk', 'loss'],
      ['Cargo found', '2x Weapons', 'gain'],
      ['Delay', '4 min', 'loss'],
      ['Experience', '+15 Navigation', 'gain'],
      ['Reputation', '−1', 'loss'],
      ['Joined you', 'Guide', 'gain'],
    ]);
  });

  it('leaves out what did not change', () => {
    expect(outcomeLines(outcomeFixture({ delayMs: 0, skillXp: {}, reputation: 0 }), name, flag)).toEqual([]);
    expect(outcomeLines(outcomeFixture({ copper: 500, delayMs: 30_000, skillXp: {}, reputation: 0 }), name, flag).map((l) => [l.label, l.copper ?? l.text])).toEqual([
      ['Gained', 500],
      ['Delay', '30 s'],
    ]);
  });
});
