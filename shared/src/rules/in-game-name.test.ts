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

describe('look-alike names share one key (issue 17, defect 7)', () => {
  it.each([
    ['a run of spaces, which HTML shows as one', 'Silk  16zc'],
    ['an underscore for the space', 'Silk_16zc'],
    ['a hyphen for the space', 'Silk-16zc'],
    ['no separator', 'Silk16zc'],
    ['mixed separators and case', ' SILK -_ 16ZC '],
    ['the digit one for a lower-case L', 'Si1k 16zc'],
    ['a capital i for a lower-case L', 'SiIk 16zc'],
  ])('folds %s into the key of "Silk 16zc"', (_what, lookAlike) => {
    expect(nameKey(lookAlike)).toBe(nameKey('Silk 16zc'));
  });

  it('folds the digit zero into the letter o', () => {
    expect(nameKey('R0se')).toBe(nameKey('Rose'));
  });

  it('keeps names that look different apart', () => {
    expect(new Set(['Silk 16zc', 'Silk 16zd', 'Silk 17zc', 'Silk 16z', 'Marco', 'Marcos', 'Mar co s2'].map(nameKey)).size).toBe(7);
  });

  it('is what the database stores: letters and digits only, idempotent', () => {
    expect(nameKey(' Silk_-  16zc ')).toBe('sllkl6zc');
    expect(nameKey(nameKey('Ibn Battuta 10'))).toBe(nameKey('Ibn Battuta 10'));
  });
});

describe('validateInGameName normalises the name it accepts', () => {
  it.each([
    ['Silk  16zc', 'Silk 16zc'],
    ['  Ibn    Battuta  ', 'Ibn Battuta'],
    ['a  b', 'a b'],
  ])('stores %j as %j: runs of spaces become one', (input, name) => {
    expect(validateInGameName(input)).toEqual({ valid: true, name });
  });

  it('measures the length of the normalised name', () => {
    expect(validateInGameName(`Marco${' '.repeat(10)}Polo Junior`)).toEqual({ valid: true, name: 'Marco Polo Junior' });
  });

  it.each(['Adm1n', 'ADMlN', 'Sys_tem', 'mod-erator', 'Nu11', 'St aff'])('refuses %j, a look-alike of a reserved word', (input) => {
    expect(validateInGameName(input)).toEqual({ valid: false, error: 'This name is not allowed.' });
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
