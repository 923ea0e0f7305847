import { describe, expect, it } from 'vitest';
import { itemValueCopper, TRADE_GOOD_IDS } from '../catalogue/items';
import { MAX_CHOICE_CHANCE, type RoadChoice } from '../catalogue/road-choices';
import { cargoSaleProceeds, cargoShareTaken, choiceAvailability, choiceChance, choiceOutcomes, firstEnabledChoice, NO_CARGO_TO_SELL_TEXT, rollChoice, type RoadChooser } from './road-choice';
import { seededRandom } from './random';
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

describe('a choice that sells cargo', () => {
  const sell: RoadChoice = { id: 'sell', text: 'Sell some of your cargo', success: { cargoSale: { share: 0.1 }, text: 'Sold.' } };

  it('is not offered to a caravan with nothing to sell, nor off the road (issue 33: it paid 12,000 copper for nothing)', () => {
    expect(choiceAvailability(sell, chooser())).toEqual({ enabled: false, reason: NO_CARGO_TO_SELL_TEXT });
    expect(choiceAvailability(sell, chooser({ cargo: {} }))).toEqual({ enabled: false, reason: NO_CARGO_TO_SELL_TEXT });
    expect(choiceAvailability(sell, chooser({ cargo: { silk: 0 } }))).toEqual({ enabled: false, reason: NO_CARGO_TO_SELL_TEXT });
    expect(choiceAvailability(sell, chooser({ cargo: { grain: 1 } }))).toEqual({ enabled: true });
  });

  it('is asked its other requirements first', () => {
    expect(choiceAvailability({ ...sell, requirements: { level: 2 } }, chooser())).toEqual({ enabled: false, reason: 'Requires level 2 (you have 1)' });
  });
});

const units = (goods: Readonly<Record<string, number>>) => Object.values(goods).reduce((sum, n) => sum + n, 0);
const worth = (goods: Readonly<Record<string, number>>) => Object.entries(goods).reduce((sum, [id, n]) => sum + itemValueCopper(id) * n, 0);

describe('cargoShareTaken', () => {
  it('takes at least one unit of any cargo: a tenth of 9 silk was none, rounded down per stack (issue 33)', () => {
    expect(cargoShareTaken({ silk: 9 }, 0.1)).toEqual({ silk: 1 });
    expect(cargoShareTaken({ jade: 1 }, 0.05)).toEqual({ jade: 1 });
    expect(cargoShareTaken({ silk: 20 }, 0.1)).toEqual({ silk: 2 });
  });

  it('rounds the whole caravan up, not each stack down: ten stacks of 9 give 9 units of a tenth, not none', () => {
    const cargo = Object.fromEntries(['silk', 'spices', 'incense', 'jade', 'furs', 'amber', 'fabric', 'tools', 'weapons', 'grain'].map((id) => [id, 9]));
    const taken = cargoShareTaken(cargo, 0.1);
    expect(units(taken)).toBe(9);
    // One unit from each stack but the cheapest.
    expect(taken.grain).toBeUndefined();
    expect(Object.values(taken).every((n) => n === 1)).toBe(true);
  });

  it('counts shares exactly: a tenth of 30 is 3, not the 4 that 0.1 x 30 in floating point would round up to', () => {
    expect(cargoShareTaken({ silk: 30 }, 0.1)).toEqual({ silk: 3 });
    expect(cargoShareTaken({ silk: 20, spices: 20 }, 0.15)).toEqual({ silk: 3, spices: 3 });
  });

  it('takes the part of a unit owed from the dearest goods: cheap goods carried beside them do not take it', () => {
    // A tenth of 1 jade and 9 grain is one unit; the jade owes 0.1 of one, the grain 0.9.
    expect(cargoShareTaken({ jade: 1, grain: 9 }, 0.1)).toEqual({ jade: 1 });
  });

  it('takes nothing of an empty caravan, or of a share of 0, and all of a share of 1', () => {
    expect(cargoShareTaken({}, 0.1)).toEqual({});
    expect(cargoShareTaken({ silk: 0 }, 0.1)).toEqual({});
    expect(cargoShareTaken({ silk: 5 }, 0)).toEqual({});
    expect(cargoShareTaken({ silk: 5, jade: 2 }, 1)).toEqual({ silk: 5, jade: 2 });
  });

  it('never takes less than the share says, by count or by value, nor more than one unit over any stack’s share', () => {
    const random = seededRandom(33);
    const goods = [...TRADE_GOOD_IDS, 'grain', 'salt', 'stone', 'detailed-map'];
    for (let round = 0; round < 500; round += 1) {
      const cargo: Record<string, number> = {};
      for (const id of goods) if (random() < 0.4) cargo[id] = 1 + Math.floor(random() * 40);
      const share = [0.05, 0.1, 0.15, 0.2, 0.25, 0.35][Math.floor(random() * 6)]!;
      const taken = cargoShareTaken(cargo, share);
      const where = JSON.stringify({ cargo, share, taken });
      if (units(cargo) > 0) expect(units(taken), where).toBeGreaterThanOrEqual(Math.max(1, share * units(cargo) - 1e-9));
      expect(worth(taken), where).toBeGreaterThanOrEqual(share * worth(cargo) - 1e-6);
      for (const [id, n] of Object.entries(taken)) {
        expect(n, where).toBeLessThanOrEqual(cargo[id]!);
        expect(n, where).toBeLessThanOrEqual(Math.floor(share * cargo[id]!) + 1);
        expect(n, where).toBeGreaterThanOrEqual(Math.floor(share * cargo[id]! + 1e-9));
      }
    }
  });
});

describe('cargoSaleProceeds', () => {
  it('pays what a market at base price pays for the goods, in copper', () => {
    // Silk's catalogue value is 10,000; a market buys at 80% of its price.
    expect(cargoSaleProceeds({ silk: 1 })).toEqual({ copper: 8_000, goods: {} });
    expect(cargoSaleProceeds({ silk: 2, grain: 5 })).toEqual({ copper: 16_000 + 5 * 480, goods: {} });
    expect(cargoSaleProceeds({})).toEqual({ copper: 0, goods: {} });
  });

  it('barters for whole units of a good at its catalogue value, the rest in copper: 1 silk no longer fetches 3 amber (issue 33)', () => {
    expect(cargoSaleProceeds({ silk: 1 }, 'amber')).toEqual({ copper: 8_000, goods: {} });
    expect(cargoSaleProceeds({ silk: 3 }, 'amber')).toEqual({ copper: 6_000, goods: { amber: 1 } });
    expect(cargoSaleProceeds({ jade: 2 }, 'amber')).toEqual({ copper: 64_000 - 3 * 18_000, goods: { amber: 3 } });
  });

  it('never gives more value than it takes, for any lot', () => {
    const random = seededRandom(7);
    for (let round = 0; round < 300; round += 1) {
      const sold: Record<string, number> = {};
      for (const id of TRADE_GOOD_IDS) if (random() < 0.5) sold[id] = 1 + Math.floor(random() * 30);
      for (const paidIn of [undefined, 'amber', 'jade', 'silk']) {
        const proceeds = cargoSaleProceeds(sold, paidIn);
        expect(proceeds.copper).toBeGreaterThanOrEqual(0);
        expect(proceeds.copper + worth(proceeds.goods), JSON.stringify({ sold, paidIn })).toBeLessThanOrEqual(worth(sold));
      }
    }
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
