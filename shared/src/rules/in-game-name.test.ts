import { describe, expect, it } from 'vitest';
import { nameCounterColor, nameKey, NAME_SUGGESTION_ADJECTIVES, NAME_SUGGESTION_NOUNS, suggestNames, validateInGameName } from './in-game-name';
import { seededRandom } from './random';

describe('validateInGameName (spec 000 §5, in order)', () => {
  it.each([
    [undefined, 'Name is required'],
    [42, 'Name is required'],
    ['', 'Name is required'],
    ['   ', 'Name is required'],
    ['a', 'Name must be at least 2 characters long'],
    [' a ', 'Name must be at least 2 characters long'],
    ['abcdefghijklmnopqrstu', 'Name must be 20 characters or less'],
    ['<b>Bold</b>', 'Name can only contain letters, numbers, spaces, underscores, and hyphens'],
    ['Tab\there', 'Name can only contain letters, numbers, spaces, underscores, and hyphens'],
    ['Nul\u0000l', 'Name can only contain letters, numbers, spaces, underscores, and hyphens'],
    ['Zoë', 'Name can only contain letters, numbers, spaces, underscores, and hyphens'],
    ['__--', 'Name must contain at least one letter or number'],
    ['12345', 'Name must contain at least one letter'],
    ['TheAdmin', 'This name is not allowed.'],
    ['MODERATOR x', 'This name is not allowed.'],
    ['staffer', 'This name is not allowed.'],
    ['System', 'This name is not allowed.'],
    ['nullify', 'This name is not allowed.'],
    ['Undefined One', 'This name is not allowed.'],
  ])('refuses %j with "%s"', (input, error) => {
    expect(validateInGameName(input)).toEqual({ valid: false, error });
  });

  it('checks length before characters: a long name with markup reads as too long', () => {
    expect(validateInGameName('<script>alert(1)</script>')).toEqual({ valid: false, error: 'Name must be 20 characters or less' });
  });

  it.each(['Al', 'Marco Polo', 'silk_trader-7', 'abcdefghijklmnopqrst', '  Ibn Battuta  '])('accepts %j, trimmed', (input) => {
    expect(validateInGameName(input)).toEqual({ valid: true, name: input.trim() });
  });
});

describe('names are unique case-insensitively', () => {
  it('gives the same key to names differing in case and outer spaces', () => {
    expect(nameKey(' Marco Polo ')).toBe(nameKey('marco polo'));
  });
});

describe('nameCounterColor', () => {
  it('is grey up to 10, orange above 10, red above 15', () => {
    expect([0, 10, 11, 15, 16, 20].map(nameCounterColor)).toEqual(['grey', 'grey', 'orange', 'orange', 'red', 'red']);
  });
});

describe('suggestNames', () => {
  it('gives at most six adjective+noun names with duplicates dropped, each a valid name', () => {
    for (let seed = 1; seed < 50; seed++) {
      const names = suggestNames(seededRandom(seed));
      expect(names.length).toBeGreaterThan(0);
      expect(names.length).toBeLessThanOrEqual(6);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) {
        expect(validateInGameName(name).valid).toBe(true);
        expect(NAME_SUGGESTION_ADJECTIVES.some((a) => name.startsWith(a))).toBe(true);
        expect(NAME_SUGGESTION_NOUNS.some((n) => name.endsWith(n))).toBe(true);
      }
    }
  });

  it('is deterministic for a seed', () => {
    expect(suggestNames(seededRandom(7))).toEqual(suggestNames(seededRandom(7)));
  });
});
