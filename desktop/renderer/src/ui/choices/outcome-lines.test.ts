import { describe, expect, it } from 'vitest';
import { eventOutcomeFixture } from '../../net/event-fixture';
import { outcomeFixture } from '../../net/journey-fixture';
import { outcomeLines, type OutcomeWords } from './outcome-lines';

const item = (itemId: string) => itemId[0]!.toUpperCase() + itemId.slice(1);
const road: OutcomeWords = { item, flag: (f) => (f === 'guide' ? 'Guide' : 'Escort'), gained: 'Cargo found' };
const event: OutcomeWords = { item, gained: 'Received' };
const shown = (lines: ReturnType<typeof outcomeLines>) => lines.map((line) => [line.label, line.copper ?? line.text, line.tone]);

describe('an encounter’s results', () => {
  it('lists what changed, gains and losses apart', () => {
    const lines = outcomeLines(
      outcomeFixture({ copper: -20_000, cargoLost: { silk: 2 }, goodsGained: { weapons: 2 }, delayMs: 4 * 60_000, skillXp: { navigation: 15 }, reputation: -1, flagsGained: ['guide'] }),
      road,
    );
    expect(shown(lines)).toEqual([
      ['Paid', 20_000, 'loss'],
      ['Cargo lost', '2x Silk', 'loss'],
      ['Cargo found', '2x Weapons', 'gain'],
      ['Delay', '4 min', 'loss'],
      ['Experience', '+15 Navigation', 'gain'],
      ['Reputation', '−1', 'loss'],
      ['Joined you', 'Guide', 'gain'],
    ]);
  });

  it('calls goods sold on the road sold, beside their price', () => {
    expect(shown(outcomeLines(outcomeFixture({ copper: 8_000, cargoLost: { silk: 1 }, cargoSold: true, delayMs: 0, skillXp: {}, reputation: 0 }), road))).toEqual([
      ['Gained', 8_000, 'gain'],
      ['Cargo sold', '1x Silk', 'loss'],
    ]);
  });

  it('leaves out what did not change', () => {
    expect(outcomeLines(outcomeFixture({ delayMs: 0, skillXp: {}, reputation: 0 }), road)).toEqual([]);
    expect(shown(outcomeLines(outcomeFixture({ copper: 500, delayMs: 30_000, skillXp: {}, reputation: 0 }), road))).toEqual([
      ['Gained', 500, 'gain'],
      ['Delay', '30 s', 'loss'],
    ]);
  });
});

describe('a random event’s results', () => {
  it('copper in coins with its sign, goods received and used, experience and reputation', () => {
    const lines = outcomeLines(eventOutcomeFixture({ copper: -15_000, goodsGained: { spices: 5 }, itemsSpent: { bread: 1, water: 0 }, skillXp: { trading: 15, diplomacy: 0 }, reputation: 2 }), event);
    expect(lines.map((line) => [line.key, line.label, line.text])).toEqual([
      ['copper', 'Paid', '−1g 50s'],
      ['gained', 'Received', '5x Spices'],
      ['spent', 'Used', '1x Bread'],
      ['xp', 'Experience', '+15 Trading'],
      ['reputation', 'Reputation', '+2'],
    ]);
    expect(outcomeLines(eventOutcomeFixture({ copper: 250 }), event)[0]).toEqual({ key: 'copper', label: 'Gained', copper: 250, text: '+2s 50c', tone: 'gain' });
  });

  it('an answer that changed nothing has no lines: its text says it all', () => {
    expect(outcomeLines(eventOutcomeFixture(), event)).toEqual([]);
  });
});
