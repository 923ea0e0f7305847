/** The three coins of the purse, largest first, as the HUD and the Trading Post list them. */
export const PURSE_COINS = [
  { key: 'gold', label: 'Gold' },
  { key: 'silver', label: 'Silver' },
  { key: 'copper', label: 'Copper' },
] as const;
