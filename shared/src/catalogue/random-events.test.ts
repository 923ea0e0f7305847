import { describe, expect, it } from 'vitest';
import { itemById } from './items';
import { GUILD_FEE_COPPER, RANDOM_EVENT_KINDS, RANDOM_EVENTS, randomEventByKind } from './random-events';
import { choiceOutcomes } from '../rules/road-choice';

describe('random events (spec 000 §9)', () => {
  it('has the seven kinds, each once, at 0.02 to 0.10 a check with a 3 to 10 minute cooldown', () => {
    expect(RANDOM_EVENTS.map((e) => e.kind).sort()).toEqual([...RANDOM_EVENT_KINDS].sort());
    for (const event of RANDOM_EVENTS) {
      expect(event.probability).toBeGreaterThanOrEqual(0.02);
      expect(event.probability).toBeLessThanOrEqual(0.1);
      expect(event.cooldownMs).toBeGreaterThanOrEqual(3 * 60_000);
      expect(event.cooldownMs).toBeLessThanOrEqual(10 * 60_000);
    }
  });

  it('asks the guild’s 500 gold fee of those who join', () => {
    const join = randomEventByKind('guild-invitation')!.choices.find((c) => c.id === 'join')!;
    expect(GUILD_FEE_COPPER).toBe(5_000_000);
    expect(join.requirements?.copper).toBe(GUILD_FEE_COPPER);
    expect(join.success.copper).toBe(-GUILD_FEE_COPPER);
  });

  it('lets every player answer: the first choice needs nothing', () => {
    for (const event of RANDOM_EVENTS) expect(event.choices[0]!.requirements).toBeUndefined();
  });

  it('asks for the copper it takes, the items it spends, and names only items that exist', () => {
    for (const event of RANDOM_EVENTS) {
      expect(new Set(event.choices.map((c) => c.id)).size).toBe(event.choices.length);
      for (const choice of event.choices) {
        for (const effects of choiceOutcomes(choice)) {
          if ((effects.copper ?? 0) < 0) expect(choice.requirements?.copper ?? 0).toBeGreaterThanOrEqual(-effects.copper!);
          for (const [itemId, spent] of Object.entries(effects.itemsSpent ?? {})) expect(choice.requirements?.items?.[itemId] ?? 0).toBeGreaterThanOrEqual(spent);
          for (const itemId of [...Object.keys(effects.itemsSpent ?? {}), ...Object.keys(effects.goodsGained ?? {})]) expect(itemById(itemId), itemId).toBeDefined();
          expect(effects.text.length).toBeGreaterThan(10);
        }
        if (choice.odds) {
          expect(choice.odds.chance).toBeGreaterThan(0);
          expect(choice.odds.chance).toBeLessThan(1);
        }
      }
    }
  });
});
