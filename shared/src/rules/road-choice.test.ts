import { describe, expect, it } from 'vitest';
import { MAX_CHOICE_CHANCE, type RoadChoice } from '../catalogue/road-choices';
import { choiceAvailability, choiceChance, choiceOutcomes, firstEnabledChoice, rollChoice, type RoadChooser } from './road-choice';
import { SKILL_NAMES, type SkillName } from './player-defaults';

const beginnerSkills = (): Record<SkillName, number> => Object.fromEntries(SKILL_NAMES.map((s) => [s, 1])) as Record<SkillName, number>;

const chooser = (over: Partial<RoadChooser> = {}): RoadChooser => ({
  skills: beginnerSkills(),
  items: {},
  flags: [],
  copper: 0,
  level: 1,
  reputation: 0,
  cityId: null,
  ...over,
});

const choice = (requirements?: RoadChoice['requirements'], id = 'c'): RoadChoice => ({ id, text: 'Do it', requirements, success: { text: 'It is done.' } });

describe('choiceAvailability', () => {
  it('enables a choice without requirements', () => {
    expect(choiceAvailability(choice(), chooser())).toEqual({ enabled: true });
  });

  it('names the missing skill level with the skill capitalised', () => {
    expect(choiceAvailability(choice({ skills: { diplomacy: 3 } }), chooser())).toEqual({ enabled: false, reason: 'Requires Diplomacy level 3 (you have 1)' });
    expect(choiceAvailability(choice({ skills: { diplomacy: 3 } }), chooser({ skills: { ...beginnerSkills(), diplomacy: 3 } }))).toEqual({ enabled: true });
  });

  it('names the missing items by their display name', () => {
    expect(choiceAvailability(choice({ items: { 'healing-potion': 1 } }), chooser())).toEqual({ enabled: false, reason: 'Requires 1x Healing Potion (you have 0)' });
    expect(choiceAvailability(choice({ items: { 'travelers-bread': 2 } }), chooser({ items: { 'travelers-bread': 1 } }))).toEqual({ enabled: false, reason: 'Requires 2x Traveler’s Bread (you have 1)' });
    expect(choiceAvailability(choice({ items: { 'healing-potion': 1 } }), chooser({ items: { 'healing-potion': 1 } }))).toEqual({ enabled: true });
  });

  it('names the missing flag', () => {
    expect(choiceAvailability(choice({ flags: ['guide'] }), chooser())).toEqual({ enabled: false, reason: 'Requires a guide' });
    expect(choiceAvailability(choice({ flags: ['caravan_protection'] }), chooser({ flags: ['guide'] }))).toEqual({ enabled: false, reason: 'Requires caravan protection' });
    expect(choiceAvailability(choice({ flags: ['guide', 'caravan_protection'] }), chooser({ flags: ['caravan_protection', 'guide'] }))).toEqual({ enabled: true });
  });

  it('names the copper needed in coins', () => {
    expect(choiceAvailability(choice({ copper: 20_000 }), chooser({ copper: 19_999 }))).toEqual({ enabled: false, reason: 'Requires 2g' });
    expect(choiceAvailability(choice({ copper: 12_345 }), chooser())).toEqual({ enabled: false, reason: 'Requires 1g 23s 45c' });
    expect(choiceAvailability(choice({ copper: 20_000 }), chooser({ copper: 20_000 }))).toEqual({ enabled: true });
  });

  it('names the level and the reputation needed', () => {
    expect(choiceAvailability(choice({ level: 3 }), chooser({ level: 2 }))).toEqual({ enabled: false, reason: 'Requires level 3 (you have 2)' });
    expect(choiceAvailability(choice({ reputation: 10 }), chooser({ reputation: -2 }))).toEqual({ enabled: false, reason: 'Requires reputation 10 (you have -2)' });
    expect(choiceAvailability(choice({ level: 3, reputation: 10 }), chooser({ level: 3, reputation: 10 }))).toEqual({ enabled: true });
  });

  it('names the cities a choice is open in, and refuses it on the road', () => {
    const inCities = choice({ cityIds: [1, 4] });
    expect(choiceAvailability(inCities, chooser({ cityId: 2 }))).toEqual({ enabled: false, reason: 'Only in Constantinople or Baghdad' });
    expect(choiceAvailability(inCities, chooser())).toEqual({ enabled: false, reason: 'Only in Constantinople or Baghdad' });
    expect(choiceAvailability(inCities, chooser({ cityId: 4 }))).toEqual({ enabled: true });
  });

  it('gives the first reason in order: skills, items, flags, copper, level, reputation, city', () => {
    const everything = choice({ skills: { navigation: 2 }, items: { saddle: 1 }, flags: ['guide'], copper: 500, level: 2, reputation: 1, cityIds: [5] });
    const reasons = [
      'Requires Navigation level 2 (you have 1)',
      'Requires 1x Saddle (you have 0)',
      'Requires a guide',
      'Requires 5s',
      'Requires level 2 (you have 1)',
      'Requires reputation 1 (you have 0)',
      'Only in Venice',
    ];
    const fixes: Partial<RoadChooser>[] = [
      { skills: { ...beginnerSkills(), navigation: 2 } },
      { items: { saddle: 1 } },
      { flags: ['guide'] },
      { copper: 500 },
      { level: 2 },
      { reputation: 1 },
      { cityId: 5 },
    ];
    let who = chooser();
    reasons.forEach((reason, i) => {
      expect(choiceAvailability(everything, who)).toEqual({ enabled: false, reason });
      who = { ...who, ...fixes[i] };
    });
    expect(choiceAvailability(everything, who)).toEqual({ enabled: true });
  });
});

describe('firstEnabledChoice', () => {
  it('takes the first choice the player may take, skipping the closed ones', () => {
    const choices = [choice({ skills: { diplomacy: 3 } }, 'parley'), choice({ copper: 1_000 }, 'pay'), choice(undefined, 'flee')];
    expect(firstEnabledChoice(choices, chooser())?.id).toBe('flee');
    expect(firstEnabledChoice(choices, chooser({ copper: 1_000 }))?.id).toBe('pay');
  });

  it('finds nothing when every choice is closed', () => {
    expect(firstEnabledChoice([choice({ level: 9 })], chooser())).toBeUndefined();
    expect(firstEnabledChoice([], chooser())).toBeUndefined();
  });
});

const risky: RoadChoice = {
  id: 'ford',
  text: 'Ford the river',
  success: { skillXp: { navigation: 30 }, text: 'You cross.' },
  odds: { chance: 0.4, skill: 'navigation', perLevel: 0.1, failure: { cargoLostShare: 0.25, text: 'The river takes a quarter of the loads.' } },
};

describe('choiceChance', () => {
  it('is certain without odds', () => {
    expect(choiceChance(choice(), beginnerSkills())).toBe(1);
  });

  it('is the base chance at level 1, raised per level above it', () => {
    expect(choiceChance(risky, beginnerSkills())).toBeCloseTo(0.4);
    expect(choiceChance(risky, { ...beginnerSkills(), navigation: 3 })).toBeCloseTo(0.6);
    // Another skill's level does not count.
    expect(choiceChance(risky, { ...beginnerSkills(), diplomacy: 9 })).toBeCloseTo(0.4);
  });

  it('is capped at MAX_CHOICE_CHANCE and never below 0', () => {
    expect(choiceChance(risky, { ...beginnerSkills(), navigation: 20 })).toBe(MAX_CHOICE_CHANCE);
    const hopeless: RoadChoice = { ...risky, odds: { ...risky.odds!, chance: -0.2, perLevel: 0 } };
    expect(choiceChance(hopeless, beginnerSkills())).toBe(0);
  });

  it('ignores perLevel when the odds name no skill', () => {
    const flat: RoadChoice = { ...risky, odds: { chance: 0.3, perLevel: 0.1, failure: risky.odds!.failure } };
    expect(choiceChance(flat, { ...beginnerSkills(), navigation: 5 })).toBeCloseTo(0.3);
  });
});

describe('rollChoice', () => {
  it('succeeds when the roll is under the chance, else fails', () => {
    expect(rollChoice(risky, beginnerSkills(), 0.39)).toBe(risky.success);
    expect(rollChoice(risky, beginnerSkills(), 0.4)).toBe(risky.odds!.failure);
    expect(rollChoice(risky, { ...beginnerSkills(), navigation: 3 }, 0.5)).toBe(risky.success);
  });

  it('always succeeds without odds, and can still fail at the cap', () => {
    const sure = choice();
    expect(rollChoice(sure, beginnerSkills(), 0.999)).toBe(sure.success);
    expect(rollChoice(risky, { ...beginnerSkills(), navigation: 20 }, 0.96)).toBe(risky.odds!.failure);
  });

  it('can end in any of choiceOutcomes, and only those', () => {
    expect(choiceOutcomes(risky)).toEqual([risky.success, risky.odds!.failure]);
    expect(choiceOutcomes(choice())).toHaveLength(1);
  });
});
