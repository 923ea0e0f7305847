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
 * The one validation both the name dialog and the server apply. Letters mean ASCII letters:
 * names are shown over the world in a fixed font and compared case-insensitively.
 */
export function validateInGameName(input: unknown): NameValidation {
  if (typeof input !== 'string' || input.trim() === '') return { valid: false, error: NAME_MESSAGES.required };
  const name = input.trim();
  if (name.length < NAME_MIN_LENGTH) return { valid: false, error: NAME_MESSAGES.tooShort };
  if (name.length > NAME_MAX_LENGTH) return { valid: false, error: NAME_MESSAGES.tooLong };
  if (!/^[A-Za-z0-9 _-]+$/.test(name)) return { valid: false, error: NAME_MESSAGES.badCharacters };
  if (!/[A-Za-z0-9]/.test(name)) return { valid: false, error: NAME_MESSAGES.needsAlphanumeric };
  if (!/[A-Za-z]/.test(name)) return { valid: false, error: NAME_MESSAGES.needsLetter };
  const lower = name.toLowerCase();
  if (FORBIDDEN_NAME_PARTS.some((part) => lower.includes(part))) return { valid: false, error: NAME_MESSAGES.notAllowed };
  return { valid: true, name };
}

/** The key names are unique by: two names differing only in case are the same name. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
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
