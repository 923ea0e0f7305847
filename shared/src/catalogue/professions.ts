/**
 * The eight professions (spec 001 §1). A player holds one current profession and earns
 * experience in each separately (players.profession, player_professions).
 */
export const PROFESSION_IDS = ['mining', 'logging', 'blacksmithing', 'crafting', 'trading', 'alchemy', 'cooking', 'textiles'] as const;
export type ProfessionId = (typeof PROFESSION_IDS)[number];

export const PROFESSION_NAMES: Readonly<Record<ProfessionId, string>> = {
  mining: 'Mining',
  logging: 'Logging',
  blacksmithing: 'Blacksmithing',
  crafting: 'Crafting',
  trading: 'Trading',
  alchemy: 'Alchemy',
  cooking: 'Cooking',
  textiles: 'Textiles',
};

export function isProfessionId(value: unknown): value is ProfessionId {
  return typeof value === 'string' && (PROFESSION_IDS as readonly string[]).includes(value);
}
