/** Silver typed into a form (two decimals at most) as whole copper; null when not a positive amount. */
export function silverToCopper(text: string): number | null {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) return null;
  const copper = Math.round(value * 100);
  return copper >= 1 ? copper : null;
}
