import { pick, type Random } from './random';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 20;
export const NAME_CHECK_DEBOUNCE_MS = 500;
export const NAME_SET_CLOSE_DELAY_MS = 1_500;
export const FORBIDDEN_NAME_PARTS = ['admin', 'moderator', 'staff', 'system', 'null', 'undefined'] as const;

/** Texts of spec 000 §5, in the order the rules are checked. */
export const NAME_MESSAGES = {
  required: 'Name is required',
  tooShort: 'Name must be at least 2 characters long',
  tooLong: 'Name must be 20 characters or less',
  badCharacters: 'Name can only contain letters, numbers, spaces, underscores, and hyphens',
  needsAlphanumeric: 'Name must contain at least one letter or number',
  needsLetter: 'Name must contain at least one letter',
  notAllowed: 'This name is not allowed.',
  taken: 'Name is not available',
  available: 'Name is available!',
  checking: 'Checking availability...',
  checkFailed: 'Failed to check availability',
  setFailed: 'Failed to set name',
  setSucceeded: 'Name set successfully!',
} as const;

export type NameValidation = { valid: true; name: string } | { valid: false; error: string };

/**
 * The name as it is stored and shown: trimmed, each run of spaces one space (HTML shows a run as
 * one anyway, so two spellings would look alike). Only spaces: a tab is refused, not turned into one.
 */
export function normaliseInGameName(input: string): string {
  return input.trim().replace(/ {2,}/g, ' ');
}

/**
 * The one validation both the name dialog and the server apply, on the normalised name, which it
 * returns. Letters mean ASCII letters: names are shown over the world in a fixed font and are
 * unique by their look-alike key (nameKey), which the reserved words are checked against too.
 */
export function validateInGameName(input: unknown): NameValidation {
  if (typeof input !== 'string' || input.trim() === '') return { valid: false, error: NAME_MESSAGES.required };
  const name = normaliseInGameName(input);
  if (name.length < NAME_MIN_LENGTH) return { valid: false, error: NAME_MESSAGES.tooShort };
  if (name.length > NAME_MAX_LENGTH) return { valid: false, error: NAME_MESSAGES.tooLong };
  if (!/^[A-Za-z0-9 _-]+$/.test(name)) return { valid: false, error: NAME_MESSAGES.badCharacters };
  if (!/[A-Za-z0-9]/.test(name)) return { valid: false, error: NAME_MESSAGES.needsAlphanumeric };
  if (!/[A-Za-z]/.test(name)) return { valid: false, error: NAME_MESSAGES.needsLetter };
  // On the key, which holds every case-insensitive match and also "Adm1n" and "Sys_tem", read as the words they imitate.
  const key = nameKey(name);
  if (FORBIDDEN_NAME_PARTS.some((part) => key.includes(nameKey(part)))) return { valid: false, error: NAME_MESSAGES.notAllowed };
  return { valid: true, name };
}

/**
 * The key names are unique by (the users table's unique in_game_name_key): two names that look the
 * same are the same name. Case is folded; the separators a name may hold (spaces, underscores,
 * hyphens) are dropped, so "Silk 16zc", "Silk  16zc", "Silk_16zc", "Silk-16zc" and "Silk16zc" are
 * one; and the digits that pass for letters in small sans-serif text are read as those letters:
 * 0 as o, and 1, I and l as one letter (after lower-casing I is i, so i folds too). Idempotent.
 * A migration (0012-name-keys) keeps its own copy: changing this needs a new one that re-keys.
 */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[\s_-]+/g, '')
    .replace(/0/g, 'o')
    .replace(/[1i]/g, 'l');
}

export type NameCounterColor = 'grey' | 'orange' | 'red';

/** Counter colour: grey up to 10 characters, orange above 10, red above 15. */
export function nameCounterColor(length: number): NameCounterColor {
  if (length > 15) return 'red';
  if (length > 10) return 'orange';
  return 'grey';
}

export const NAME_SUGGESTION_ADJECTIVES = ['Swift', 'Brave', 'Wise', 'Noble', 'Mighty', 'Silent', 'Golden', 'Silver'] as const;
export const NAME_SUGGESTION_NOUNS = ['Trader', 'Wanderer', 'Explorer', 'Merchant', 'Scholar', 'Crafter', 'Hunter', 'Seeker'] as const;
export const NAME_SUGGESTION_COUNT = 6;

/** Six adjective + noun draws with duplicates dropped, so sometimes fewer than six. */
export function suggestNames(random: Random): string[] {
  const names = new Set<string>();
  for (let i = 0; i < NAME_SUGGESTION_COUNT; i++) {
    names.add(`${pick(random, NAME_SUGGESTION_ADJECTIVES)}${pick(random, NAME_SUGGESTION_NOUNS)}`);
  }
  return [...names];
}
