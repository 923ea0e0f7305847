/** Money is one integer count of copper everywhere it is stored or sent (DESIGN §2). */
export const COPPER_PER_SILVER = 100;
export const SILVER_PER_GOLD = 100;
export const COPPER_PER_GOLD = COPPER_PER_SILVER * SILVER_PER_GOLD;

export interface Coins {
  gold: number;
  silver: number;
  copper: number;
}

export function coinsToCopper(coins: Coins): number {
  return coins.gold * COPPER_PER_GOLD + coins.silver * COPPER_PER_SILVER + coins.copper;
}

/** Splits a copper amount into the largest coins first. */
export function copperToCoins(totalCopper: number): Coins {
  if (!Number.isSafeInteger(totalCopper) || totalCopper < 0) {
    throw new RangeError(`not a copper amount: ${totalCopper}`);
  }
  return {
    gold: Math.floor(totalCopper / COPPER_PER_GOLD),
    silver: Math.floor((totalCopper % COPPER_PER_GOLD) / COPPER_PER_SILVER),
    copper: totalCopper % COPPER_PER_SILVER,
  };
}

/** "1g 20s 5c"; zero parts are left out, and nothing at all reads "0c". */
export function formatCoins(totalCopper: number): string {
  const { gold, silver, copper } = copperToCoins(totalCopper);
  const parts: string[] = [];
  if (gold) parts.push(`${gold}g`);
  if (silver) parts.push(`${silver}s`);
  if (copper || parts.length === 0) parts.push(`${copper}c`);
  return parts.join(' ');
}
