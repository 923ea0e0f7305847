import { COPPER_PER_SILVER } from '@silkroad/shared';

/** Silver typed into a form (two decimals at most) as whole copper; null when not a positive amount. */
export function silverToCopper(text: string): number | null {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) return null;
  const copper = Math.round(value * COPPER_PER_SILVER);
  return copper >= 1 ? copper : null;
}
