/**
 * The quests the people of the cities give (spec 002 §3 "Quest (local)": id, title, description,
 * reward {gold, xp, item or skill}; §9 "Quest rewards for example 500 gold and 100 xp"). The spec
 * keeps them in the browser; here the server offers, counts and pays them (issue 20), and this
 * catalogue is the one both sides read. Titles, objectives and rewards are ours: recorded in
 * docs/decisions.md "Quests".
 *
 * An objective counts what the player does after accepting the quest, from the ledger the server
 * already keeps (rules/quest.ts): market trades, a merchant's sales, gathering, sowing, reaping,
 * crafting, journeys, cargo carried, contracts kept and NPCs visited. A `deliver` objective is
 * handed in: its goods leave the inventory when the reward is claimed.
 */
import type { SkillName } from '../rules/player-defaults';
import type { CityId } from './world';

export type QuestObjective =
  /** Goods bought: at a market (`from: 'market'`, the default) or from an NPC merchant. */
  | { kind: 'buy'; quantity: number; itemId?: string; cityId?: CityId; from?: 'market' | 'merchant' }
  /** Goods sold at a market. */
  | { kind: 'sell'; quantity: number; itemId?: string; cityId?: CityId }
  /** Copper gained from market trades since accepting: what sales brought in less what purchases cost. */
  | { kind: 'profit'; copper: number }
  /** Resources gathered from the countryside's nodes. */
  | { kind: 'gather'; quantity: number; itemId?: string }
  /** Seeds sown on the farm. */
  | { kind: 'plant'; quantity: number }
  /** Crops reaped on the farm (units of the yield). */
  | { kind: 'harvest'; quantity: number; itemId?: string }
  /** Items crafted (a workshop craft claimed, a station craft made). */
  | { kind: 'craft'; quantity: number; itemId?: string }
  /** Journeys arrived (not turned back), to a city or anywhere. */
  | { kind: 'journey'; count: number; toCityId?: CityId }
  /** Goods unloaded from the player's own caravan on its arrival, in a city or anywhere. */
  | { kind: 'carry'; quantity: number; itemId?: string; toCityId?: CityId }
  /** Contracts kept (delivered). */
  | { kind: 'contract'; count: number }
  /** A conversation with an NPC. */
  | { kind: 'visit'; npcId: string }
  /** Goods handed to the quest's giver when the reward is claimed. */
  | { kind: 'deliver'; itemId: string; quantity: number };

export type QuestObjectiveKind = QuestObjective['kind'];

export interface QuestRewards {
  /** Copper into the purse. */
  copper?: number;
  /** Player experience. */
  xp?: number;
  items?: Readonly<Record<string, number>>;
  skillXp?: Readonly<Partial<Record<SkillName, number>>>;
  reputation?: number;
}

export interface QuestDefinition {
  /** kebab-case, unique. */
  id: string;
  title: string;
  description: string;
  /** The NPC who offers the quest and to whom it is handed in. */
  giverId: string;
  objectives: readonly QuestObjective[];
  rewards: QuestRewards;
  /** What the player must have done first: a quest claimed, a level, a standing. */
  requires?: { questId?: string; level?: number; reputation?: number };
  /** `daily`: may be done once in each game day (a game day is 4 real hours). */
  repeat?: 'daily';
  /** The starter chain walks a new player through every system, in order. */
  chain?: 'starter';
}

const SILVER = 100;

export const QUESTS: readonly QuestDefinition[] = [
  // The starter chain: Constantinople, where every character begins, then the road.
  {
    id: 'a-stranger-in-the-city',
    title: 'A Stranger in the City',
    description: 'Eudokia keeps the inn by the Golden Horn and knows everyone. "Go and greet Nikephoros Kamateros at his stall by the Grand Bazaar: no merchant in this city trades fairer."',
    giverId: 'eudokia-xiphilina',
    chain: 'starter',
    objectives: [{ kind: 'visit', npcId: 'nikephoros-kamateros' }],
    rewards: { copper: 20 * SILVER, xp: 20, skillXp: { diplomacy: 15 }, reputation: 1 },
  },
  {
    id: 'first-purchase',
    title: 'First Purchase',
    description: '"Everyone starts with a few bales," says Nikephoros. "Buy five units of anything at the Grand Bazaar and learn how the prices move under your hand."',
    giverId: 'nikephoros-kamateros',
    chain: 'starter',
    requires: { questId: 'a-stranger-in-the-city' },
    objectives: [{ kind: 'buy', quantity: 5, cityId: 1 }],
    rewards: { copper: 40 * SILVER, xp: 30, skillXp: { trading: 20 } },
  },
  {
    id: 'buy-low-sell-high',
    title: 'Buy Low, Sell High',
    description: '"Now sell for more than you pay. The bazaars of the world disagree about prices: that disagreement is your living." Come out ahead by 10 silver on your market trades.',
    giverId: 'nikephoros-kamateros',
    chain: 'starter',
    requires: { questId: 'first-purchase' },
    objectives: [{ kind: 'profit', copper: 10 * SILVER }],
    rewards: { copper: 60 * SILVER, xp: 40, skillXp: { trading: 25, appraisal: 15 }, reputation: 1 },
  },
  {
    id: 'gifts-of-the-land',
    title: 'Gifts of the Land',
    description: 'Eudokia\'s kitchen always needs more than the market brings. "Walk out past the walls and gather whatever grows or lies there: three loads will do."',
    giverId: 'eudokia-xiphilina',
    chain: 'starter',
    requires: { questId: 'buy-low-sell-high' },
    objectives: [{ kind: 'gather', quantity: 3 }],
    rewards: { copper: 30 * SILVER, xp: 40, items: { 'travelers-bread': 2 } },
  },
  {
    id: 'a-patch-of-earth',
    title: 'A Patch of Earth',
    description: '"A merchant who feeds himself is a merchant who survives a bad season." Take a plot in the countryside and sow a seed.',
    giverId: 'eudokia-xiphilina',
    chain: 'starter',
    requires: { questId: 'gifts-of-the-land' },
    objectives: [{ kind: 'plant', quantity: 1 }],
    rewards: { copper: 30 * SILVER, xp: 40, items: { 'wheat-seeds': 4 } },
  },
  {
    id: 'the-makers-hand',
    title: 'The Maker’s Hand',
    description: 'Theophilos the Goldsmith does not sell to people who have never made anything. "Make one thing with your own hands, at a workshop bench, and then we can talk."',
    giverId: 'theophilos-the-goldsmith',
    chain: 'starter',
    requires: { questId: 'a-patch-of-earth' },
    objectives: [{ kind: 'craft', quantity: 1 }],
    rewards: { copper: 50 * SILVER, xp: 60, skillXp: { appraisal: 30 } },
  },
  {
    id: 'the-open-road',
    title: 'The Open Road',
    description: 'Manuel Kontostephanos builds the ships that carry Constantinople\'s silk west. "Every trader must see Venice once. Take a caravan there, by the sea lane, and come back to tell me of it."',
    giverId: 'manuel-kontostephanos',
    chain: 'starter',
    requires: { questId: 'the-makers-hand' },
    objectives: [{ kind: 'journey', count: 1, toCityId: 5 }],
    rewards: { copper: 150 * SILVER, xp: 120, skillXp: { navigation: 40, diplomacy: 20 }, reputation: 2 },
  },

  // Constantinople.
  {
    id: 'counting-house',
    title: 'The Counting House',
    description: 'Leo Argyros wants to see that you can move goods. "Sell twenty units at the Grand Bazaar and I shall know your name."',
    giverId: 'leo-argyros',
    requires: { questId: 'first-purchase' },
    objectives: [{ kind: 'sell', quantity: 20, cityId: 1 }],
    rewards: { copper: 80 * SILVER, xp: 60, skillXp: { appraisal: 25 }, reputation: 1 },
  },
  {
    id: 'the-night-watch',
    title: 'The Night Watch',
    description: 'Harald the Varangian has a message for a gate guard at the other end of the world. "Toghrul of the Gate, in Kashgar. Tell him the Varangians still remember him."',
    giverId: 'harald-the-varangian',
    requires: { level: 3 },
    objectives: [{ kind: 'visit', npcId: 'toghrul-of-the-gate' }],
    rewards: { copper: 200 * SILVER, xp: 150, skillXp: { diplomacy: 40, linguistics: 30 }, reputation: 2 },
  },
  {
    id: 'silk-for-the-lagoon',
    title: 'Silk for the Lagoon',
    description: 'Pietro Dandolo pays well for silk that arrives by your own ship. "Bring ten bales to Venice in your own caravan."',
    giverId: 'pietro-dandolo',
    objectives: [{ kind: 'carry', itemId: 'silk', quantity: 10, toCityId: 5 }],
    rewards: { copper: 250 * SILVER, xp: 120, skillXp: { navigation: 30, trading: 30 }, reputation: 2 },
  },

  // Samarkand.
  {
    id: 'paper-and-silk',
    title: 'Paper and Silk',
    description: 'Rustam ibn Yusuf is stocking up before the caravans leave. "Buy ten bales of silk in Samarkand\'s bazaar: I want to see whether the price holds."',
    giverId: 'rustam-ibn-yusuf',
    objectives: [{ kind: 'buy', itemId: 'silk', quantity: 10, cityId: 2 }],
    rewards: { copper: 100 * SILVER, xp: 60, skillXp: { trading: 30 } },
  },
  {
    id: 'read-the-stars',
    title: 'Read the Stars',
    description: 'Nasir the Star-Reader says the steppe knows what the stars only hint at. "Speak with Batu of the Steppe, then tell me what he said."',
    giverId: 'nasir-the-star-reader',
    objectives: [{ kind: 'visit', npcId: 'batu-of-the-steppe' }],
    rewards: { copper: 40 * SILVER, xp: 40, skillXp: { linguistics: 25, diplomacy: 15 } },
  },
  {
    id: 'the-caravan-masters-test',
    title: 'The Caravan Master’s Test',
    description: 'Jalal will not lend his camels to a stranger. "Take a caravan to Kashgar and back to me, and we will talk business."',
    giverId: 'jalal-the-caravan-master',
    requires: { level: 2 },
    objectives: [{ kind: 'journey', count: 1, toCityId: 3 }],
    rewards: { copper: 200 * SILVER, xp: 150, skillXp: { navigation: 50 }, reputation: 2 },
  },
  {
    id: 'furs-of-the-steppe',
    title: 'Furs of the Steppe',
    description: 'Batu needs furs for a winter camp. "Five pelts. I pay in silver and in friendship."',
    giverId: 'batu-of-the-steppe',
    objectives: [{ kind: 'deliver', itemId: 'furs', quantity: 5 }],
    rewards: { copper: 120 * SILVER, xp: 60, skillXp: { linguistics: 30, diplomacy: 20 }, reputation: 2 },
  },
  {
    id: 'paper-makers-apprentice',
    title: 'The Paper-Maker’s Apprentice',
    description: 'Abu Mansur takes apprentices who finish what they start. "Make three things at a bench, any three."',
    giverId: 'abu-mansur-the-paper-maker',
    objectives: [{ kind: 'craft', quantity: 3 }],
    rewards: { copper: 90 * SILVER, xp: 80, skillXp: { appraisal: 30 } },
  },
  {
    id: 'fodder-for-the-stables',
    title: 'Fodder for the Stables',
    description: 'Qutlugh\'s horses eat more than his grooms can buy. "Reap five measures from your own fields."',
    giverId: 'qutlugh-the-stable-master',
    objectives: [{ kind: 'harvest', quantity: 5 }],
    rewards: { copper: 70 * SILVER, xp: 60, items: { 'barley-seeds': 4 } },
  },

  // Kashgar.
  {
    id: 'jade-road',
    title: 'The Jade Road',
    description: 'Li Wenxiu wants her jade seen in the west. "Carry five pieces to Constantinople in your own caravan, then come back and tell me what they paid."',
    giverId: 'li-wenxiu',
    objectives: [{ kind: 'carry', itemId: 'jade', quantity: 5, toCityId: 1 }],
    rewards: { copper: 300 * SILVER, xp: 200, skillXp: { navigation: 40, trading: 30 }, reputation: 3 },
  },
  {
    id: 'stone-for-the-carver',
    title: 'Stone for the Carver',
    description: 'Abdurahman practises his cuts on common stone before he touches jade. "Bring me ten stones from the hills, gathered yourself."',
    giverId: 'abdurahman-the-jade-carver',
    objectives: [{ kind: 'gather', itemId: 'stone', quantity: 10 }],
    rewards: { copper: 60 * SILVER, xp: 60, skillXp: { appraisal: 20 } },
  },
  {
    id: 'bread-for-the-road',
    title: 'Bread for the Road',
    description: 'Gulnar feeds the caravans that come out of the Taklamakan half-starved. "Four loaves of traveler\'s bread, for the next ones."',
    giverId: 'gulnar-the-innkeeper',
    objectives: [{ kind: 'deliver', itemId: 'travelers-bread', quantity: 4 }],
    rewards: { copper: 60 * SILVER, xp: 50, skillXp: { diplomacy: 20 }, reputation: 1 },
  },
  {
    id: 'a-word-kept',
    title: 'A Word Kept',
    description: 'Arslan Tegin trusts only those who keep their word. "Take a contract from the trading board and deliver it. Then we may ride together."',
    giverId: 'arslan-tegin',
    objectives: [{ kind: 'contract', count: 1 }],
    rewards: { copper: 150 * SILVER, xp: 120, skillXp: { diplomacy: 30 }, reputation: 3 },
  },

  // Baghdad.
  {
    id: 'spices-of-baghdad',
    title: 'Spices of Baghdad',
    description: 'Hasan al-Attar wants to know what the Greeks pay. "Sell ten measures of spice at the Grand Bazaar of Constantinople."',
    giverId: 'hasan-al-attar',
    objectives: [{ kind: 'sell', itemId: 'spices', quantity: 10, cityId: 1 }],
    rewards: { copper: 150 * SILVER, xp: 100, skillXp: { trading: 30, linguistics: 20 }, reputation: 1 },
  },
  {
    id: 'sinbads-tales',
    title: 'Sinbad’s Tales',
    description: 'Maryam says the shipwright down by the river tells better stories than any sailor. "Go and hear Sinan al-Basri."',
    giverId: 'maryam-bint-ali',
    objectives: [{ kind: 'visit', npcId: 'sinan-al-basri' }],
    rewards: { copper: 30 * SILVER, xp: 30, skillXp: { diplomacy: 15 } },
  },
  {
    id: 'many-tongues',
    title: 'Many Tongues',
    description: 'Yahya al-Andalusi learnt his languages in the bazaars. "Buy something in Baghdad, in Samarkand and in Kashgar, haggling in each city\'s own tongue."',
    giverId: 'yahya-al-andalusi',
    objectives: [
      { kind: 'buy', quantity: 1, cityId: 4 },
      { kind: 'buy', quantity: 1, cityId: 2 },
      { kind: 'buy', quantity: 1, cityId: 3 },
    ],
    rewards: { copper: 200 * SILVER, xp: 150, skillXp: { linguistics: 60 }, reputation: 2 },
  },
  {
    id: 'merchant-of-the-caliph',
    title: 'Merchant of the Caliph',
    description: 'Khalid ibn Mansur has goods for those the city trusts. "Buy three things from the city\'s merchants themselves, not the market."',
    giverId: 'khalid-ibn-mansur',
    requires: { reputation: 2 },
    objectives: [{ kind: 'buy', quantity: 3, from: 'merchant' }],
    rewards: { copper: 80 * SILVER, xp: 60, skillXp: { diplomacy: 25 }, reputation: 1 },
  },

  // Daily tasks: once in each game day, small rewards.
  {
    id: 'daily-bazaar-errands',
    title: 'Daily: Bazaar Errands',
    description: 'Nikephoros always needs an extra pair of hands on market day. Buy ten units of anything at the Grand Bazaar.',
    giverId: 'nikephoros-kamateros',
    repeat: 'daily',
    requires: { questId: 'first-purchase' },
    objectives: [{ kind: 'buy', quantity: 10, cityId: 1 }],
    rewards: { copper: 15 * SILVER, xp: 20, skillXp: { trading: 10 } },
  },
  {
    id: 'daily-herbs-for-the-kitchen',
    title: 'Daily: Herbs for the Kitchen',
    description: 'Eudokia\'s cook wants fresh herbs every day. Gather five healing herbs.',
    giverId: 'eudokia-xiphilina',
    repeat: 'daily',
    requires: { questId: 'gifts-of-the-land' },
    objectives: [{ kind: 'gather', itemId: 'healing-herb', quantity: 5 }],
    rewards: { copper: 15 * SILVER, xp: 25 },
  },
  {
    id: 'daily-market-day-in-baghdad',
    title: 'Daily: Market Day in Baghdad',
    description: 'Hasan al-Attar keeps an eye on the souk\'s turnover. Sell ten units of anything in Baghdad.',
    giverId: 'hasan-al-attar',
    repeat: 'daily',
    objectives: [{ kind: 'sell', quantity: 10, cityId: 4 }],
    rewards: { copper: 20 * SILVER, xp: 25, skillXp: { appraisal: 10 } },
  },
  {
    id: 'daily-harvest-help',
    title: 'Daily: Harvest Help',
    description: 'Gulnar buys from anyone who farms. Reap three measures from your fields.',
    giverId: 'gulnar-the-innkeeper',
    repeat: 'daily',
    objectives: [{ kind: 'harvest', quantity: 3 }],
    rewards: { copper: 15 * SILVER, xp: 25 },
  },
];

export function questById(id: string): QuestDefinition | undefined {
  return QUESTS_BY_ID.get(id);
}

const QUESTS_BY_ID = new Map(QUESTS.map((quest) => [quest.id, quest]));

/** The quests an NPC gives, in catalogue order (the starter chain first). */
export function questsOfNpc(npcId: string): QuestDefinition[] {
  return QUESTS.filter((quest) => quest.giverId === npcId);
}
