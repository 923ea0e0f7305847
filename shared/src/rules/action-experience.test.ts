import { describe, expect, it } from 'vitest';
import { professionActionById } from '../catalogue/profession-actions';
import { failureExperience, rarityXpBonus, successExperience, valueXpBonus } from './action-experience';

const action = (id: string) => professionActionById(id)!;

describe('experience of an action (001 §9)', () => {
  it('adds the highest value step strictly passed: blacksmithing over 200 +10, over 500 +20, over 1000 +35', () => {
    expect(valueXpBonus('blacksmithing', 20_000)).toBe(0); // exactly 200 silver is not over it
    expect(valueXpBonus('blacksmithing', 20_001)).toBe(10);
    expect(valueXpBonus('blacksmithing', 100_000)).toBe(20);
    expect(valueXpBonus('blacksmithing', 100_001)).toBe(35);
    expect(valueXpBonus('cooking', 20_001)).toBe(20);
    expect(valueXpBonus('trading', 10_000_000)).toBe(0);
  });

  it('adds a bonus per unit by rarity', () => {
    // Crafting: uncommon 10, rare 20, epic 35, legendary 80. A saddle is uncommon, a silk robe rare.
    expect(rarityXpBonus('crafting', [{ itemId: 'saddle', quantity: 2, unitValueCopper: 1 }, { itemId: 'silk-robe', quantity: 1, unitValueCopper: 1 }])).toBe(40);
    expect(rarityXpBonus('alchemy', [{ itemId: 'elixir-of-life', quantity: 1, unitValueCopper: 1 }])).toBe(150);
  });

  it('jewelry crafting: 50 + 20 (1000 silver is not over 1000) + 12 (uncommon ring) + 25 (rare necklace) = 107', () => {
    const items = [
      { itemId: 'silver-ring', quantity: 1, unitValueCopper: 30_000 },
      { itemId: 'jeweled-necklace', quantity: 1, unitValueCopper: 70_000 },
    ];
    expect(successExperience(action('jewelry-crafting'), items, 'summer')).toBe(107);
  });

  it('gourmet cooking: 70 + 20 (540 silver) + 6 x 5 (uncommon pilaf) = 120', () => {
    expect(successExperience(action('gourmet-cooking'), [{ itemId: 'spiced-pilaf', quantity: 6, unitValueCopper: 9000 }], 'autumn')).toBe(120);
  });

  it('trading has no value bonus: diplomatic trading 70 + 18 (rare seal) = 88', () => {
    expect(successExperience(action('diplomatic-trading'), [{ itemId: 'royal-seal', quantity: 1, unitValueCopper: 30_000 }], 'summer')).toBe(88);
  });

  it('textiles earn 5 more in spring', () => {
    const yarn = [{ itemId: 'cotton-yarn', quantity: 2, unitValueCopper: 1800 }];
    expect(successExperience(action('basic-spinning'), yarn, 'spring')).toBe(20);
    expect(successExperience(action('basic-spinning'), yarn, 'summer')).toBe(15);
  });

  it('mining and logging earn the action’s XP alone', () => {
    expect(successExperience(action('prospecting'), [{ itemId: 'jade', quantity: 1, unitValueCopper: 40_000 }], 'summer')).toBe(30);
  });

  it('a failure earns 30% of the action’s XP, 40% for trading, rounded down', () => {
    expect(failureExperience(action('basic-forging'))).toBe(6); // 20 x 0.3
    expect(failureExperience(action('simple-woodworking'))).toBe(4); // 15 x 0.3 = 4.5
    expect(failureExperience(action('advanced-smithing'))).toBe(22); // 75 x 0.3 = 22.5
    expect(failureExperience(action('gourmet-cooking'))).toBe(21); // 70 x 0.3
    expect(failureExperience(action('market-analysis'))).toBe(6); // 15 x 0.4
    expect(failureExperience(action('diplomatic-trading'))).toBe(28); // 70 x 0.4
  });
});
