import { describe, expect, it } from 'vitest';
import { ENCOUNTERS, ENCOUNTER_TYPES, encounterById } from './encounters';
import { itemById, itemValueCopper, TRADE_GOOD_IDS } from './items';
import { RANDOM_EVENTS } from './random-events';
import { MAX_CHOICE_CHANCE, type RoadChoice } from './road-choices';
import { cargoSaleProceeds, cargoShareTaken, choiceAvailability, choiceOutcomes as outcomes } from '../rules/road-choice';
import { SKILL_NAMES } from '../rules/player-defaults';

const choices = ENCOUNTERS.flatMap((encounter) => encounter.choices.map((choice) => ({ encounter, choice })));
const label = (encounterId: string, choice: RoadChoice) => `${encounterId}/${choice.id}`;

describe('the encounter catalogue', () => {
  it('has at least two encounters of every type, and no other type', () => {
    for (const type of ENCOUNTER_TYPES) expect(ENCOUNTERS.filter((e) => e.type === type).length, type).toBeGreaterThanOrEqual(2);
    for (const encounter of ENCOUNTERS) expect(ENCOUNTER_TYPES).toContain(encounter.type);
  });

  it('has unique kebab-case ids, found by encounterById', () => {
    const ids = ENCOUNTERS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(encounterById(id)?.id).toBe(id);
    }
    expect(encounterById('no-such-encounter')).toBeUndefined();
  });

  it('gives every encounter a title, a description, one emoji and 2 to 4 choices with unique ids', () => {
    for (const encounter of ENCOUNTERS) {
      expect(encounter.title, encounter.id).not.toBe('');
      expect(encounter.description, encounter.id).toMatch(/^[A-Z].*[.!?]$/);
      expect(encounter.icon, encounter.id).toMatch(/^\p{Extended_Pictographic}\uFE0F?$/u);
      expect(encounter.choices.length, encounter.id).toBeGreaterThanOrEqual(2);
      expect(encounter.choices.length, encounter.id).toBeLessThanOrEqual(4);
      const ids = encounter.choices.map((c) => c.id);
      expect(new Set(ids).size, encounter.id).toBe(ids.length);
    }
  });

  it('lets auto-resolve always take the first choice: it has no requirements, and sells no cargo (an empty caravan could not take it)', () => {
    const nobody = { skills: Object.fromEntries(SKILL_NAMES.map((s) => [s, 1])) as Record<(typeof SKILL_NAMES)[number], number>, items: {}, cargo: {}, flags: [], copper: 0, level: 1, reputation: 0, cityId: null };
    for (const encounter of ENCOUNTERS) {
      expect(encounter.choices[0]!.requirements, encounter.id).toBeUndefined();
      expect(choiceAvailability(encounter.choices[0]!, nobody), encounter.id).toEqual({ enabled: true });
    }
  });

  it('names only items of the item catalogue', () => {
    for (const { encounter, choice } of choices) {
      const ids = [...Object.keys(choice.requirements?.items ?? {}), ...outcomes(choice).flatMap((o) => [...Object.keys(o.goodsGained ?? {}), ...Object.keys(o.itemsSpent ?? {})])];
      for (const id of ids) expect(itemById(id), `${label(encounter.id, choice)}: ${id}`).toBeDefined();
    }
  });

  it('spends only items the choice requires, at most as many as it requires', () => {
    for (const { encounter, choice } of choices) {
      for (const outcome of outcomes(choice)) {
        for (const [id, count] of Object.entries(outcome.itemsSpent ?? {})) expect(choice.requirements?.items?.[id] ?? 0, label(encounter.id, choice)).toBeGreaterThanOrEqual(count);
      }
    }
  });

  it('pays for cargo only by its value: an outcome that loses a share of the cargo gains no copper and no goods (issue 33: the festival paid 12,000 for it, the Rus 3 amber)', () => {
    for (const { encounter, choice } of choices) {
      for (const outcome of outcomes(choice)) {
        if (outcome.cargoLostShare === undefined) continue;
        expect(outcome.copper ?? 0, label(encounter.id, choice)).toBeLessThanOrEqual(0);
        expect(outcome.goodsGained ?? {}, label(encounter.id, choice)).toEqual({});
      }
    }
  });

  it('sells a share of the cargo for no more than it is worth, and at least one unit of it', () => {
    const sales = choices.flatMap(({ encounter, choice }) => outcomes(choice).flatMap((o) => (o.cargoSale ? [{ where: label(encounter.id, choice), sale: o.cargoSale }] : [])));
    expect(sales.map((s) => s.where).sort()).toEqual(['festival-nowruz/sell', 'trade-opportunity-northern-amber/barter']);
    const cargos: Record<string, number>[] = [{ silk: 1 }, { silk: 9 }, { grain: 1 }, { jade: 1, grain: 9 }, Object.fromEntries(TRADE_GOOD_IDS.map((id, i) => [id, i + 1])), { weapons: 10 }, { amber: 30 }];
    for (const { where, sale } of sales) {
      expect(sale.share >= 0.05 && sale.share <= 0.5, where).toBe(true);
      if (sale.paidIn !== undefined) expect(itemValueCopper(sale.paidIn), where).toBeGreaterThan(0);
      for (const cargo of cargos) {
        const sold = cargoShareTaken(cargo, sale.share);
        const proceeds = cargoSaleProceeds(sold, sale.paidIn);
        const valueIn = Object.entries(sold).reduce((sum, [id, n]) => sum + itemValueCopper(id) * n, 0);
        const valueOut = proceeds.copper + Object.entries(proceeds.goods).reduce((sum, [id, n]) => sum + itemValueCopper(id) * n, 0);
        expect(Object.values(sold).reduce((a, b) => a + b, 0), `${where} ${JSON.stringify(cargo)}`).toBeGreaterThanOrEqual(1);
        expect(valueOut, `${where} ${JSON.stringify(cargo)}`).toBeLessThanOrEqual(valueIn);
      }
    }
  });

  it('uses up every item a choice of the road asks for, unless the choice only reads it (issue 33: the royal seal was shown and kept)', () => {
    // A map read or drawn on stays in the pack; a seal handed over, a potion given, bread shared and incense burnt do not.
    const onlyRead = ['weather-flooded-river/read-map', 'oasis-hidden-spring/map-it', 'hidden-cache/map'];
    const roadChoices = [...choices.map(({ encounter, choice }) => ({ where: label(encounter.id, choice), choice })), ...RANDOM_EVENTS.flatMap((event) => event.choices.map((choice) => ({ where: label(event.kind, choice), choice })))];
    const asking = roadChoices.filter(({ choice }) => Object.keys(choice.requirements?.items ?? {}).length > 0);
    expect(onlyRead.every((where) => asking.some((c) => c.where === where))).toBe(true);
    for (const { where, choice } of asking) {
      for (const outcome of outcomes(choice)) expect(outcome.itemsSpent ?? {}, where).toEqual(onlyRead.includes(where) ? {} : choice.requirements!.items);
    }
    expect(encounterById('city-event-customs-house')?.choices.find((c) => c.id === 'show-seal')?.success.itemsSpent).toEqual({ 'royal-seal': 1 });
  });

  it('requires the copper of every payment, and keeps payments between 500 and 50,000 copper', () => {
    for (const { encounter, choice } of choices) {
      for (const outcome of outcomes(choice)) {
        if (outcome.copper === undefined || outcome.copper >= 0) continue;
        expect(choice.requirements?.copper ?? 0, label(encounter.id, choice)).toBeGreaterThanOrEqual(-outcome.copper);
        expect(-outcome.copper, label(encounter.id, choice)).toBeGreaterThanOrEqual(500);
        expect(-outcome.copper, label(encounter.id, choice)).toBeLessThanOrEqual(50_000);
      }
    }
  });

  it('keeps shares, delays, XP, reputation and chances in range', () => {
    for (const { encounter, choice } of choices) {
      const where = label(encounter.id, choice);
      for (const outcome of outcomes(choice)) {
        if (outcome.cargoLostShare !== undefined) expect(outcome.cargoLostShare >= 0.05 && outcome.cargoLostShare <= 0.5, where).toBe(true);
        if (outcome.delayMs !== undefined) expect(outcome.delayMs > 0 && outcome.delayMs <= 10 * 60_000, where).toBe(true);
        if (outcome.reputation !== undefined) expect(outcome.reputation >= -5 && outcome.reputation <= 5 && outcome.reputation !== 0, where).toBe(true);
        for (const [skill, xp] of Object.entries(outcome.skillXp ?? {})) {
          expect(SKILL_NAMES, where).toContain(skill);
          expect(xp >= 5 && xp <= 60, where).toBe(true);
        }
        for (const count of Object.values(outcome.goodsGained ?? {})) expect(Number.isInteger(count) && count >= 1 && count <= 5, where).toBe(true);
        // Every text is read alone afterwards: a full sentence.
        expect(outcome.text, where).toMatch(/^[A-Z].*[.!]$/);
      }
      if (choice.odds) {
        expect(choice.odds.chance > 0 && choice.odds.chance < MAX_CHOICE_CHANCE, where).toBe(true);
        expect(choice.odds.skill, where).toBeDefined();
        expect((choice.odds.perLevel ?? 0) > 0 && (choice.odds.perLevel ?? 0) <= 0.1, where).toBe(true);
      }
    }
  });

  it('teaches navigation in most encounters, since journeys are where it is learnt', () => {
    const teaching = ENCOUNTERS.filter((e) => e.choices.some((c) => outcomes(c).some((o) => (o.skillXp?.navigation ?? 0) > 0)));
    expect(teaching.length / ENCOUNTERS.length).toBeGreaterThanOrEqual(0.75);
  });

  it('gives the risky choices of the bandits and the flood a chance tied to a skill', () => {
    expect(encounterById('bandits-mountain-pass')?.choices.find((c) => c.id === 'fight')?.odds?.skill).toBe('navigation');
    expect(encounterById('weather-flooded-river')?.choices.find((c) => c.id === 'ford')?.odds?.skill).toBe('navigation');
  });
});
