import { describe, expect, it } from 'vitest';
import { itemValueCopper } from '../catalogue/items';
import { RANDOM_EVENTS, type RandomEventDefinition } from '../catalogue/random-events';
import type { RoadChoice } from '../catalogue/road-choices';
import { SKILL_NAMES, type SkillName } from './player-defaults';
import { choiceExpectedCopper, eventBestExpectedCopper, eventCopperPerHour, RANDOM_EVENT_CHECKS_PER_HOUR, randomEventsCopperPerHour, rollRandomEvent } from './random-event';
import { baseResaleCopper } from './road-choice';
import { sequenceRandom } from './random';

const NOW = 1_000_000_000;

describe('rollRandomEvent', () => {
  it('gives each kind exactly its own chance, one event per check at most', () => {
    const [first, second] = RANDOM_EVENTS;
    expect(rollRandomEvent(sequenceRandom([0]), {}, NOW)).toBe(first);
    expect(rollRandomEvent(sequenceRandom([first!.probability - 1e-9]), {}, NOW)).toBe(first);
    expect(rollRandomEvent(sequenceRandom([first!.probability]), {}, NOW)).toBe(second);
    const total = RANDOM_EVENTS.reduce((sum, event) => sum + event.probability, 0);
    expect(rollRandomEvent(sequenceRandom([total]), {}, NOW)).toBeUndefined();
    expect(rollRandomEvent(sequenceRandom([0.99]), {}, NOW)).toBeUndefined();
  });

  it('skips a kind within its cooldown for this player, and its chance is no one else’s', () => {
    const [first, second] = RANDOM_EVENTS;
    expect(rollRandomEvent(sequenceRandom([0]), { [first!.kind]: NOW - first!.cooldownMs + 1 }, NOW)).toBe(second);
    expect(rollRandomEvent(sequenceRandom([second!.probability]), { [first!.kind]: NOW - 1 }, NOW)).toBe(RANDOM_EVENTS[2]);
    expect(rollRandomEvent(sequenceRandom([0]), { [first!.kind]: NOW - first!.cooldownMs }, NOW)).toBe(first);
  });

  it('keeps the spec’s ranges: probability 0.02 to 0.10, cooldown 3 to 10 minutes, seven kinds', () => {
    expect(RANDOM_EVENTS).toHaveLength(7);
    for (const event of RANDOM_EVENTS) {
      expect(event.probability).toBeGreaterThanOrEqual(0.02);
      expect(event.probability).toBeLessThanOrEqual(0.1);
      expect(event.cooldownMs).toBeGreaterThanOrEqual(3 * 60_000);
      expect(event.cooldownMs).toBeLessThanOrEqual(10 * 60_000);
    }
  });
});

const skills = (level: number, overrides: Partial<Record<SkillName, number>> = {}) => ({ ...Object.fromEntries(SKILL_NAMES.map((skill) => [skill, level])), ...overrides }) as Record<SkillName, number>;

describe('what a random event is worth', () => {
  const amberValue = itemValueCopper('amber');
  const gamble: RoadChoice = {
    id: 'gamble',
    text: 'Gamble',
    success: { copper: -1_000, goodsGained: { amber: 2 }, text: 'You win two lumps of amber.' },
    odds: { chance: 0.5, skill: 'appraisal', perLevel: 0.1, failure: { copper: -1_000, itemsSpent: { 'travelers-bread': 1 }, text: 'You lose your stake and your bread.' } },
  };

  it('counts copper, goods gained at what a market at base price pays, and items spent, weighted by the chances', () => {
    expect(baseResaleCopper('amber')).toBe(amberValue * 0.8);
    // Half the time two amber for the stake, half the time the stake and a bread.
    expect(choiceExpectedCopper(gamble, skills(1))).toBeCloseTo(0.5 * (2 * amberValue * 0.8 - 1_000) + 0.5 * (-1_000 - baseResaleCopper('travelers-bread')), 6);
    // Appraisal 3 raises the chance to 0.7; the cap is 0.95 however skilled.
    expect(choiceExpectedCopper(gamble, skills(1, { appraisal: 3 }))).toBeCloseTo(0.7 * (2 * amberValue * 0.8 - 1_000) + 0.3 * (-1_000 - baseResaleCopper('travelers-bread')), 6);
    expect(choiceExpectedCopper(gamble, skills(50))).toBeCloseTo(0.95 * (2 * amberValue * 0.8 - 1_000) + 0.05 * (-1_000 - baseResaleCopper('travelers-bread')), 6);
    // Goods can be counted at another price (the dearest market's, say).
    expect(choiceExpectedCopper({ id: 'gift', text: 'Gift', success: { goodsGained: { amber: 1 }, text: 'A gift of amber.' } }, skills(1), () => 7)).toBe(7);
  });

  it('keeps an item a choice only asks to see (a map read), and counts neither experience nor reputation', () => {
    const read: RoadChoice = { id: 'read', text: 'Read the map', requirements: { items: { 'detailed-map': 1 } }, success: { skillXp: { navigation: 500 }, reputation: 10, text: 'You read the map.' } };
    expect(choiceExpectedCopper(read, skills(1))).toBe(0);
  });

  it('bounds an event per hour by its best choice at any skill, at its chance at every check', () => {
    const event: RandomEventDefinition = {
      kind: 'hidden-cache',
      title: 'Test',
      description: 'Test',
      probability: 0.05,
      cooldownMs: 180_000,
      choices: [{ id: 'leave', text: 'Leave', success: { text: 'You leave it.' } }, gamble, { id: 'pay', text: 'Pay', success: { copper: -5_000, text: 'You pay.' } }],
    };
    const best = choiceExpectedCopper(gamble, skills(100));
    expect(eventBestExpectedCopper(event)).toBeCloseTo(best, 6);
    expect(RANDOM_EVENT_CHECKS_PER_HOUR).toBe(30);
    expect(eventCopperPerHour(event)).toBeCloseTo(30 * 0.05 * best, 6);
    // An event whose every choice costs is worth nothing: the first choice moves nothing.
    expect(eventBestExpectedCopper({ ...event, choices: [event.choices[0]!, event.choices[2]!] })).toBe(0);
    // A choice whose failure is the better outcome is best at the lowest skill.
    const backwards: RoadChoice = { ...gamble, success: { copper: 0, text: 'Nothing.' }, odds: { ...gamble.odds!, failure: { copper: 1_000, text: 'A purse.' } } };
    expect(eventBestExpectedCopper({ ...event, choices: [event.choices[0]!, backwards] })).toBeCloseTo(500, 6);
    expect(randomEventsCopperPerHour([event, event])).toBeCloseTo(2 * eventCopperPerHour(event), 6);
    expect(randomEventsCopperPerHour()).toBe(RANDOM_EVENTS.reduce((sum, e) => sum + eventCopperPerHour(e), 0));
  });
});
