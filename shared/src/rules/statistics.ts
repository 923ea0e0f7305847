/**
 * A player's statistics (spec 002 §2 "Player Stats window": trading, travel, crafting and time
 * groups; issue 21 adds farming), as the server counts them from what happened: the ledger's rows,
 * the trades, the journeys, the quests, the NPC conversations and the play-time heartbeat. The
 * browser counts nothing; it shows these and words them with STATISTIC_GROUPS.
 *
 * Every count starts again when the character starts over (POST /api/player/reset-stats).
 */
export const STATISTIC_KEYS = [
  // trading
  'tradesMade',
  'unitsBought',
  'unitsSold',
  'copperSpent',
  'copperEarned',
  'bestSaleCopper',
  'silkTraded',
  'offersFilled',
  'contractsKept',
  'merchantPurchases',
  // travel
  'journeysCompleted',
  'roadDistance',
  'encountersMet',
  'eventsAnswered',
  'citiesVisited',
  'veniceArrivals',
  // crafting
  'itemsCrafted',
  'professionActions',
  'recipesDiscovered',
  'highestProfessionLevel',
  'alchemyLevel',
  'commissions',
  // farming
  'seedsSown',
  'cropsHarvested',
  'resourcesGathered',
  'plotsBought',
  // people
  'questsCompleted',
  'npcsMet',
  'cluesHeard',
  // wealth and standing
  'purseCopper',
  'vaultCopper',
  'playerLevel',
  'reputation',
  'highestSkillLevel',
  // time
  'daysSinceJoining',
  'playedMs',
  'sessions',
] as const;
export type StatisticKey = (typeof STATISTIC_KEYS)[number];

export type PlayerStatistics = Record<StatisticKey, number>;

/** Every statistic at zero: a new character's. */
export function emptyStatistics(): PlayerStatistics {
  return Object.fromEntries(STATISTIC_KEYS.map((key) => [key, 0])) as PlayerStatistics;
}

/** How a statistic is shown: a count, an amount of copper (g s c), a distance, a duration. */
export type StatisticFormat = 'count' | 'copper' | 'distance' | 'duration' | 'days';

export interface StatisticGroup {
  id: 'trading' | 'travel' | 'crafting' | 'farming' | 'time';
  title: string;
  rows: readonly { key: StatisticKey; label: string; format: StatisticFormat }[];
}

/** The Statistics tab's groups, in the order shown (002 §2: trading, travel, crafting and time; farming added). */
export const STATISTIC_GROUPS: readonly StatisticGroup[] = [
  {
    id: 'trading',
    title: 'Trading',
    rows: [
      { key: 'tradesMade', label: 'Market trades', format: 'count' },
      { key: 'unitsBought', label: 'Goods bought', format: 'count' },
      { key: 'unitsSold', label: 'Goods sold', format: 'count' },
      { key: 'copperSpent', label: 'Spent at the markets', format: 'copper' },
      { key: 'copperEarned', label: 'Earned at the markets', format: 'copper' },
      { key: 'bestSaleCopper', label: 'Best single sale', format: 'copper' },
      { key: 'silkTraded', label: 'Silk traded', format: 'count' },
      { key: 'offersFilled', label: 'Offers filled', format: 'count' },
      { key: 'contractsKept', label: 'Contracts kept', format: 'count' },
      { key: 'merchantPurchases', label: 'Bought from merchants', format: 'count' },
    ],
  },
  {
    id: 'travel',
    title: 'Travel',
    rows: [
      { key: 'journeysCompleted', label: 'Journeys completed', format: 'count' },
      { key: 'roadDistance', label: 'Distance on the road', format: 'distance' },
      { key: 'encountersMet', label: 'Encounters met', format: 'count' },
      { key: 'eventsAnswered', label: 'Events answered', format: 'count' },
      { key: 'citiesVisited', label: 'Cities visited', format: 'count' },
      { key: 'questsCompleted', label: 'Quests completed', format: 'count' },
      { key: 'npcsMet', label: 'People met', format: 'count' },
    ],
  },
  {
    id: 'crafting',
    title: 'Crafting',
    rows: [
      { key: 'itemsCrafted', label: 'Items crafted', format: 'count' },
      { key: 'professionActions', label: 'Profession actions', format: 'count' },
      { key: 'recipesDiscovered', label: 'Recipes discovered', format: 'count' },
      { key: 'highestProfessionLevel', label: 'Highest profession level', format: 'count' },
      { key: 'commissions', label: 'Commissions', format: 'count' },
    ],
  },
  {
    id: 'farming',
    title: 'Farming and gathering',
    rows: [
      { key: 'seedsSown', label: 'Seeds sown', format: 'count' },
      { key: 'cropsHarvested', label: 'Crops harvested', format: 'count' },
      { key: 'resourcesGathered', label: 'Resources gathered', format: 'count' },
      { key: 'plotsBought', label: 'Farm plots bought', format: 'count' },
    ],
  },
  {
    id: 'time',
    title: 'Time',
    rows: [
      { key: 'playedMs', label: 'Time played', format: 'duration' },
      { key: 'sessions', label: 'Sessions', format: 'count' },
      { key: 'daysSinceJoining', label: 'Days since joining', format: 'days' },
    ],
  },
];

/** A duration in hours and minutes, as the Statistics tab shows time played. */
export function formatPlayTime(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/**
 * Play time from the client's heartbeat (its clock sync, every 30 s): a gap this short between two
 * beats was spent playing; a longer one was time away, and the next beat begins a new session.
 */
export const PLAY_HEARTBEAT_GAP_MS = 90_000;

/** The player's title on the Overview tab: it changes with their level (002 §2 shows 'Novice Trader' for a beginner). */
export const PLAYER_TITLES: readonly { fromLevel: number; title: string }[] = [
  { fromLevel: 1, title: 'Novice Trader' },
  { fromLevel: 3, title: 'Travelling Peddler' },
  { fromLevel: 5, title: 'Bazaar Merchant' },
  { fromLevel: 8, title: 'Caravan Master' },
  { fromLevel: 12, title: 'Merchant Prince' },
  { fromLevel: 16, title: 'Lord of the Silk Road' },
];

export function playerTitle(level: number): string {
  let title = PLAYER_TITLES[0]!.title;
  for (const step of PLAYER_TITLES) if (level >= step.fromLevel) title = step.title;
  return title;
}
