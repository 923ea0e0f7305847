import { TRADE_QUANTITY_MAX } from '@silkroad/shared';

export const QUANTITY_MIN = 1;

/**
 * The quantity typed into a trade form (spec 002 §5): a number from 1 to 999; anything
 * non-numeric falls back to 1; zero or less is not a quantity (null: 'Please enter a valid
 * quantity'); more than 999 is 999; fractions are cut to whole units.
 */
export function parseQuantity(text: string, max: number = TRADE_QUANTITY_MAX): number | null {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) return QUANTITY_MIN;
  const whole = Math.floor(value);
  if (whole < QUANTITY_MIN) return null;
  return Math.min(max, whole);
}
