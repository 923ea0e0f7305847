import { describe, expect, it } from 'vitest';
import type { Workshop } from '../../net/workshop-api';
import { benchCard, combinationLines, lockedBenchCount, recipeBook, shopEntries, upgradePanel } from './workshop-texts';

const SILVER = 100;

describe('the upgrade panel', () => {
  it('shows Workshop, the level and its name, benches placed/max, and the next cost', () => {
    const panel = upgradePanel(1, 1, 10_000 * SILVER);
    expect(panel).toMatchObject({ title: 'Workshop', levelLine: 'Level 1 · Small Workshop', benchesLine: 'Benches placed 1/2', maxText: null });
    expect(panel.next).toEqual({ name: 'Medium Workshop', costText: '50g', enabled: true, reason: null });
  });

  it('greys the button when the purse is short', () => {
    expect(upgradePanel(1, 0, 100).next).toMatchObject({ enabled: false, reason: 'Insufficient funds: 50g needed' });
  });

  it('says so at the highest level', () => {
    expect(upgradePanel(5, 3, 0)).toMatchObject({ next: null, maxText: 'Your workshop is at its highest level', benchesLine: 'Benches placed 3/12' });
  });
});

describe('the bench shop', () => {
  it('lists only benches at or below the player level, enabled when affordable', () => {
    const entries = shopEntries(1, 300 * SILVER, 1, 0);
    expect(entries.map((entry) => entry.benchId)).toEqual(['blacksmithing-1', 'textiles-1', 'alchemy-1', 'cooking-1', 'crafting-1']);
    expect(entries.find((entry) => entry.benchId === 'cooking-1')).toMatchObject({ name: 'Hearth', priceText: '2g 50s', enabled: true });
    expect(entries.find((entry) => entry.benchId === 'blacksmithing-1')).toMatchObject({ enabled: false, reason: 'Insufficient funds: 5g needed' });
    expect(lockedBenchCount(1)).toBe(10);
  });

  it('sleeps when the workshop is full', () => {
    expect(shopEntries(1, 1_000_000, 1, 2).every((entry) => !entry.enabled && entry.reason === 'Workshop is at maximum bench capacity')).toBe(true);
  });
});

describe('benches and recipes', () => {
  it('names a placed bench and its recipes', () => {
    const card = benchCard('crafting-1');
    expect(card.name).toBe('Carpenter’s Bench');
    expect(card.recipes.length).toBeGreaterThan(0);
  });

  it('shows known recipes by name and the others as unknown', () => {
    const workshop: Workshop = {
      level: 1,
      benches: [],
      craftingExperience: 0,
      craftingLevel: 1,
      knowledgePoints: 0,
      site: 'personal',
      recipes: [
        { id: 'wooden-plank', discovered: true, canCraft: false, reason: 'Requires Carpenter’s Bench (crafting tier 1)', combinations: [], quality: 'common', craftingTimeMs: 30_000 },
        { id: 'steel-sword', discovered: false, canCraft: false, reason: 'Recipe not discovered yet', combinations: [], quality: 'good', craftingTimeMs: 60_000 },
        { id: 'no-such-recipe', discovered: true, canCraft: true, reason: null, combinations: [], quality: 'common', craftingTimeMs: 1 },
      ],
    };
    const book = recipeBook(workshop);
    expect(book).toHaveLength(2);
    expect(book[0]).toMatchObject({ id: 'wooden-plank', known: true, name: 'Wooden Plank', canCraft: false });
    expect(book[1]).toMatchObject({ id: 'steel-sword', known: false, name: 'Unknown recipe' });
  });

  it('words the combination effects', () => {
    expect(combinationLines(['tempered-edge'])).toEqual(['Tempered Edge: Quenching oil at the ready hardens the edge evenly.']);
  });
});
