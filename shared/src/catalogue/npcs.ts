/**
 * The people of the cities (spec 002 §3 "NPC", §9 "NPCs and quests"; 000 §3, §5, §9): who they
 * are, where they stand, when they answer and what they offer. One catalogue: the server decides
 * every service with it, the renderer draws the figures from it. Names, places, hours, levels,
 * lines and who offers what are ours (the spec gives only the types, "level random 5-14",
 * "about 25" and the 09:00-18:00 hours): recorded in docs/decisions.md.
 *
 * On the map each stands on free ground inside its city: clear of the named buildings, the
 * markets' reach, the profession sites, the roads and streets, the central square and the walls
 * (tested, the way profession sites are). Venice has no place on the map: its people have no
 * position and serve in Venice's harbour screen.
 */
import type { SkillName } from '../rules/player-defaults';
import { CITIES, type CityId, type Point } from './world';

/** Spec 002 §3's twelve types, and 000 §3's traveler (the spec's spelling). */
export const NPC_TYPES = ['merchant', 'craftsman', 'oracle', 'banker', 'innkeeper', 'shipwright', 'caravaneer', 'warrior', 'guard', 'stable_master', 'treasurer', 'nomad', 'traveler'] as const;
export type NpcType = (typeof NPC_TYPES)[number];

/**
 * What an NPC can do for a player. The six the spec gates by skill (000 §5) are among them:
 * advanced-crafting, currency-exchange, diplomatic-services, translation, master-crafting and
 * secret-routes (see SERVICE_GATES).
 */
export const NPC_SERVICES = [
  'trade',
  'craft',
  'advanced-crafting',
  'master-crafting',
  'appraise',
  'oracle',
  'vault',
  'currency-exchange',
  'diplomatic-services',
  'translation',
  'hire-guide',
  'hire-protection',
  'land-transport',
  'sea-transport',
  'secret-routes',
  'lodging',
  'rumours',
  'directions',
] as const;
export type NpcService = (typeof NPC_SERVICES)[number];

/** "HH:MM" on the game clock (24 h). */
export type ClockTime = `${number}:${number}`;

/**
 * When an NPC answers, by the game clock, both ends included (000 §4: "available only while
 * time of day is 9 to 18 inclusive"). A close earlier than the open wraps past midnight.
 */
export interface NpcHours {
  open: ClockTime;
  close: ClockTime;
}

/** DESIGN §2 "game clock": NPCs open 09:00-18:00 game time. */
export const DEFAULT_NPC_HOURS: NpcHours = { open: '09:00', close: '18:00' };
/** Inns take in caravans that arrive after the bazaar shuts and feed them before it opens. */
export const INN_HOURS: NpcHours = { open: '06:00', close: '23:00' };
/**
 * The night watch: a guard on watch while every shop is shut, so a player who arrives in the
 * dark still finds someone to ask the way. It wraps midnight.
 */
export const NIGHT_WATCH_HOURS: NpcHours = { open: '18:00', close: '06:00' };
/** The gate watch: the gates open at dawn, before the bazaar, and close at dusk. */
export const GATE_WATCH_HOURS: NpcHours = { open: '06:00', close: '20:00' };

export interface NpcDialogue {
  /** Said on opening a conversation (and in the 3 s speech bubble). */
  greeting: string;
  /** Two to four more lines the NPC says in conversation. */
  lines: readonly string[];
}

export interface Npc {
  /** kebab-case, unique. */
  id: string;
  name: string;
  type: NpcType;
  /** 5-14 (spec 002 §3). */
  level: number;
  cityId: CityId;
  /** Where the figure stands in the world; null in Venice, which is off the map. */
  position: Point | null;
  hours: NpcHours;
  dialogue: NpcDialogue;
  services: readonly NpcService[];
}

interface Row {
  id: string;
  name: string;
  type: NpcType;
  level: number;
  cityId: CityId;
  /** Offset from the city's centre, as the buildings of catalogue/world.ts are given; null in Venice. */
  at: [dx: number, dy: number] | null;
  hours?: NpcHours;
  greeting: string;
  lines: string[];
  services: NpcService[];
}

const ROWS: readonly Row[] = [
  // Constantinople (1): the Byzantine capital, its Varangian guard and the Golden Horn.
  {
    id: 'nikephoros-kamateros', name: 'Nikephoros Kamateros', type: 'merchant', level: 9, cityId: 1, at: [-55, 65],
    greeting: 'Welcome, friend. Silk from Thebes, spices from Alexandria: all of it priced fairly.',
    lines: ['Silk fetches a good price in Venice, if you can get it across the sea.', 'The Grand Bazaar sets the prices; I only follow them, a little below.', 'Buy when the caravans come in, sell when the roads are closed.'],
    services: ['trade', 'appraise', 'rumours'],
  },
  {
    id: 'leo-argyros', name: 'Leo Argyros', type: 'banker', level: 12, cityId: 1, at: [40, -135],
    greeting: 'Your coin is safer in my vault than in your saddlebags.',
    lines: ['Goods and coin left with me are here when you return, whatever the road does to you.', 'I change money for those who know the trade; the rate is ninety-five in the hundred.', 'The hyperpyron was once the coin of the world. Now every city mints its own.'],
    services: ['vault', 'currency-exchange', 'appraise'],
  },
  {
    id: 'harald-the-varangian', name: 'Harald the Varangian', type: 'guard', level: 11, cityId: 1, at: [110, -185], hours: NIGHT_WATCH_HOURS,
    greeting: 'Halt. State your business. Ah, a trader. Pass, and mind the streets after dark.',
    lines: ['The bazaar shuts at dusk; the inn by the caravanserai keeps its door open late.', 'The harbour is to the west, the palace to the east, the forge in the south.', 'I came down the rivers from the north. The emperor pays in gold, and I keep his night.'],
    services: ['directions', 'rumours'],
  },
  {
    id: 'eudokia-xiphilina', name: 'Eudokia Xiphilina', type: 'innkeeper', level: 7, cityId: 1, at: [-30, 220], hours: INN_HOURS,
    greeting: 'Come in out of the dust. There is bread, wine and a bed for the night.',
    lines: ['Every caravan master in the city drinks here. Ask me what they say.', 'A room is cheap; a good rumour costs a little more.', 'The road east runs through the hills to Samarkand; the road south to Baghdad.'],
    services: ['lodging', 'rumours', 'directions'],
  },
  {
    id: 'manuel-kontostephanos', name: 'Manuel Kontostephanos', type: 'shipwright', level: 10, cityId: 1, at: [-160, 125],
    greeting: 'The Golden Horn builds the best hulls this side of Venice. Ask the Venetians; they will deny it.',
    lines: ['A passage by sea carries more than any camel and fears no bandits.', 'Storms are the sea’s bandits. Pay for a sound ship.', 'Venice buys silk dearer than anyone. The sea lane is short from here.'],
    services: ['sea-transport', 'rumours'],
  },
  {
    id: 'theophilos-the-goldsmith', name: 'Theophilos the Goldsmith', type: 'craftsman', level: 13, cityId: 1, at: [50, -195],
    greeting: 'Gold, enamel, a steady hand: come and see what the palace workshops taught me.',
    lines: ['Bring me the materials and I will make what you cannot, yet.', 'A fine piece wants an eye for value; learn appraisal and I will show you more.', 'Master work is for those who know both the metal and the market.'],
    services: ['craft', 'advanced-crafting', 'master-crafting', 'appraise'],
  },

  // Samarkand (2): the crossroads of the Silk Road, its paper mills and the steppe beyond.
  {
    id: 'rustam-ibn-yusuf', name: 'Rustam ibn Yusuf', type: 'merchant', level: 10, cityId: 2, at: [50, 65],
    greeting: 'Peace be upon you. Samarkand has paper, cotton and furs from the north; what do you bring?',
    lines: ['Furs come cheap from the steppe here and sell dear in Baghdad.', 'The Registan never sleeps in the day; my prices are kinder than its.', 'I trade with Kashgar for silk and with Baghdad for spices.'],
    services: ['trade', 'rumours'],
  },
  {
    id: 'nasir-the-star-reader', name: 'Nasir the Star-Reader', type: 'oracle', level: 14, cityId: 2, at: [40, -125],
    greeting: 'The stars turn, and the markets with them. Ask, and I will tell you what I see.',
    lines: ['I read the heavens from the observatory’s steps; the bazaar below reads me.', 'A clue is worth little to the one who waits. Act on it.', 'What I tell you is true. Whether you are in time is another matter.'],
    services: ['oracle', 'rumours'],
  },
  {
    id: 'jalal-the-caravan-master', name: 'Jalal the Caravan Master', type: 'caravaneer', level: 12, cityId: 2, at: [85, 200],
    greeting: 'Forty camels leave at dawn. Are you coming, or are you cargo?',
    lines: ['A guide knows the wells; without one the desert keeps you.', 'Guards cost coin; bandits cost everything.', 'There are ways through the mountains that are on no map. I show them to few.'],
    services: ['land-transport', 'hire-guide', 'hire-protection', 'secret-routes'],
  },
  {
    id: 'batu-of-the-steppe', name: 'Batu of the Steppe', type: 'nomad', level: 8, cityId: 2, at: [190, 110],
    greeting: 'You walk like a city man. The steppe would teach you otherwise.',
    lines: ['My people know every pass between here and the Tian Shan.', 'For silver I will ride ahead of your caravan and find the water.', 'Speak our tongue a little and the herders will trade with you.'],
    services: ['hire-guide', 'translation', 'rumours'],
  },
  {
    id: 'abu-mansur-the-paper-maker', name: 'Abu Mansur the Paper-Maker', type: 'craftsman', level: 11, cityId: 2, at: [-145, 165],
    greeting: 'The secret of paper came to Samarkand from the east. We make it better now.',
    lines: ['Bring fibre and I will show you the mill’s craft.', 'A maker who knows the worth of things makes finer things.', 'Scholars in Baghdad pay well for good paper.'],
    services: ['craft', 'advanced-crafting', 'appraise'],
  },
  {
    id: 'qutlugh-the-stable-master', name: 'Qutlugh the Stable Master', type: 'stable_master', level: 9, cityId: 2, at: [210, -65],
    greeting: 'Horses for speed, camels for the desert. Which road are you taking?',
    lines: ['A Bactrian camel carries twice what a horse will and drinks half as often.', 'I hire beasts and drivers by the journey.', 'Rest your animals here; the road to Kashgar climbs hard.'],
    services: ['land-transport', 'directions'],
  },

  // Kashgar (3): the oasis at the foot of the Pamir, jade, camels and the way to China.
  {
    id: 'li-wenxiu', name: 'Li Wenxiu', type: 'merchant', level: 11, cityId: 3, at: [50, 65],
    greeting: 'Silk and jade straight from the east, before any middleman has touched them.',
    lines: ['Here silk is cheapest. Carry it west and you will see why I smile.', 'Jade from Khotan, carved or raw: the carvers next door will tell you which is better.', 'Amber and weapons sell well here. The west sends too little of either.'],
    services: ['trade', 'appraise', 'rumours'],
  },
  {
    id: 'tursun-the-camel-keeper', name: 'Tursun the Camel-Keeper', type: 'stable_master', level: 8, cityId: 3, at: [-55, 70],
    greeting: 'These camels have crossed the Taklamakan more times than you have crossed the street.',
    lines: ['The desert road needs camels and a guide, or it needs a grave.', 'I hire them by the journey; bring them back fed.', 'Samarkand is west, over the passes. China is east, past the sands.'],
    services: ['land-transport', 'hire-guide', 'directions'],
  },
  {
    id: 'abdurahman-the-jade-carver', name: 'Abdurahman the Jade Carver', type: 'craftsman', level: 12, cityId: 3, at: [190, 110],
    greeting: 'Jade is patient. It teaches patience to those who carve it.',
    lines: ['Bring stone and tools, and I will teach your hands.', 'To judge jade you must learn to see; appraisal opens the finer work.', 'A master carver knows what the market will pay before the first cut.'],
    services: ['craft', 'advanced-crafting', 'master-crafting', 'appraise'],
  },
  {
    id: 'gulnar-the-innkeeper', name: 'Gulnar the Innkeeper', type: 'innkeeper', level: 6, cityId: 3, at: [85, 200], hours: INN_HOURS,
    greeting: 'Travellers from the sands! Sit, drink, the tea is hot.',
    lines: ['Everyone who crosses the desert stops at my door. I hear everything.', 'A bed, a meal, a word about the roads: each has its price.', 'The Sunday Bazaar is busiest on, well, every day now.'],
    services: ['lodging', 'rumours', 'directions'],
  },
  {
    id: 'toghrul-of-the-gate', name: 'Toghrul of the Gate', type: 'guard', level: 10, cityId: 3, at: [210, -40], hours: GATE_WATCH_HOURS,
    greeting: 'The gate is open from dawn to dusk. Keep your blade sheathed inside the walls.',
    lines: ['The bazaar is north-west, the caravanserai south, the stables by the west wall.', 'Bandits work the Pamir road. Hire swords before you leave.', 'I have seen a thousand caravans. Few came back richer than they left.'],
    services: ['directions', 'rumours'],
  },
  {
    id: 'arslan-tegin', name: 'Arslan Tegin', type: 'warrior', level: 13, cityId: 3, at: [-105, 180],
    greeting: 'My sword is for hire, and it has never been cheap.',
    lines: ['Bandits choose caravans that look weak. With my men beside you, yours will not.', 'I served the Qara Khitai once. Now I serve whoever pays.', 'The mountain passes are the worst; pay for protection there, if nowhere else.'],
    services: ['hire-protection', 'rumours'],
  },

  // Baghdad (4): the Abbasid capital, its House of Wisdom, the palace and the Tigris.
  {
    id: 'hasan-al-attar', name: 'Hasan al-Attar', type: 'merchant', level: 10, cityId: 4, at: [65, 30],
    greeting: 'Pepper, cinnamon, frankincense: smell them, and tell me you can walk past.',
    lines: ['Spices and incense come cheap here from the Gulf ships.', 'Furs are dear in Baghdad; bring them down from Samarkand.', 'Haggle if you like. I enjoy it.'],
    services: ['trade', 'appraise', 'rumours'],
  },
  {
    id: 'abu-l-hasan-the-treasurer', name: 'Abu’l-Hasan the Treasurer', type: 'treasurer', level: 14, cityId: 4, at: [180, 115],
    greeting: 'The Caliph’s diwan counts every dirham. So should you.',
    lines: ['I weigh coin and change it for those who know the trade.', 'Envoys and merchants of standing may ask the diwan for letters of passage.', 'Appraisal is half of wealth; the other half is not being cheated.'],
    services: ['currency-exchange', 'diplomatic-services', 'appraise'],
  },
  {
    id: 'maryam-bint-ali', name: 'Maryam bint Ali', type: 'innkeeper', level: 7, cityId: 4, at: [-65, 215], hours: INN_HOURS,
    greeting: 'Welcome to the caravanserai. Water for your beasts, a roof for you.',
    lines: ['The caravans from Samarkand come in at the north-east gate, tired and talkative.', 'Sleep here; the roads are no place at night.', 'The House of Wisdom is full of scholars who know every tongue.'],
    services: ['lodging', 'rumours', 'directions'],
  },
  {
    id: 'sinan-al-basri', name: 'Sinan al-Basri', type: 'shipwright', level: 9, cityId: 4, at: [-160, 125],
    greeting: 'Down the Tigris to Basra, and from Basra to the whole world.',
    lines: ['My boats are sewn with coir, not nailed: they bend where others break.', 'A passage by water is dear, but it is quick and it is safe.', 'The sea is kinder than the desert, most months.'],
    services: ['sea-transport', 'rumours'],
  },
  {
    id: 'yahya-al-andalusi', name: 'Yahya al-Andalusi', type: 'traveler', level: 11, cityId: 4, at: [130, -180],
    greeting: 'I have walked from Cordoba to this city, and I am not finished walking.',
    lines: ['I speak Arabic, Greek, Persian and a little of the Latin tongue. I can put your words into any of them.', 'Every city has its own rules for strangers; learn them before you trade.', 'In Kashgar they say the mountains move at night. They do not, but the bandits do.'],
    services: ['translation', 'rumours', 'directions'],
  },
  {
    id: 'khalid-ibn-mansur', name: 'Khalid ibn Mansur', type: 'caravaneer', level: 11, cityId: 4, at: [210, -40],
    greeting: 'North to Samarkand, west to Constantinople. My camels know both roads.',
    lines: ['A caravan without guards is a gift to the Bedouin.', 'I can find you a guide who knows the wells of the desert.', 'Pay me and your goods travel with mine.'],
    services: ['land-transport', 'hire-guide', 'hire-protection'],
  },

  // Venice (5): reached by caravan or ship; its people serve in the harbour screen.
  {
    id: 'pietro-dandolo', name: 'Pietro Dandolo', type: 'merchant', level: 12, cityId: 5, at: null,
    greeting: 'Benvenuto. Silk? Spices? Venice pays better than anyone, ask anyone.',
    lines: ['Silk is worth twice here what it is in the east.', 'The Rialto decides prices. I decide whom I buy from.', 'Bring me jade and I will make us both rich.'],
    services: ['trade', 'appraise', 'rumours'],
  },
  {
    id: 'giacomo-soranzo', name: 'Giacomo Soranzo', type: 'banker', level: 13, cityId: 5, at: null,
    greeting: 'A bench at the Rialto and a ledger that never lies: that is a Venetian bank.',
    lines: ['Leave your goods and coin with me and sail light.', 'I change every coin of the Mediterranean, for those who know the trade.', 'Credit is the true cargo of Venice.'],
    services: ['vault', 'currency-exchange', 'appraise'],
  },
  {
    id: 'bortolo-dell-arsenale', name: 'Bortolo dell’Arsenale', type: 'shipwright', level: 10, cityId: 5, at: null,
    greeting: 'The Arsenal launches a galley a day when the Republic asks. Where are you sailing?',
    lines: ['A galley to Constantinople is the shortest road to the silk.', 'Ships are dear; a shipwreck is dearer.', 'Some routes the Republic keeps to itself. Some I might share.'],
    services: ['sea-transport', 'secret-routes', 'rumours'],
  },
];

function positionOf(cityId: CityId, at: Row['at']): Point | null {
  if (at === null) return null;
  const city = CITIES.find((c) => c.id === cityId);
  if (!city) throw new Error(`NPC placed in city ${cityId}, which has no place on the map`);
  return { x: city.x + at[0], y: city.y + at[1] };
}

export const NPCS: readonly Npc[] = ROWS.map(({ id, name, type, level, cityId, at, hours, greeting, lines, services }) => ({
  id,
  name,
  type,
  level,
  cityId,
  position: positionOf(cityId, at),
  hours: hours ?? DEFAULT_NPC_HOURS,
  dialogue: { greeting, lines },
  services,
}));

export function npcById(id: string): Npc | undefined {
  return NPCS.find((npc) => npc.id === id);
}

export function npcsInCity(cityId: number): readonly Npc[] {
  return NPCS.filter((npc) => npc.cityId === cityId);
}

export interface SkillRequirement {
  skill: SkillName;
  level: number;
}

/**
 * Services a player must earn (spec 000 §5 "Services"): each needs every listed skill at the
 * level. `specId` is the spec's name for it. Services not listed are open to everyone.
 */
export const SERVICE_GATES: Readonly<Partial<Record<NpcService, { specId: string; requires: readonly SkillRequirement[] }>>> = {
  'advanced-crafting': { specId: 'advanced_crafting', requires: [{ skill: 'appraisal', level: 2 }] },
  'currency-exchange': { specId: 'currency_exchange', requires: [{ skill: 'trading', level: 2 }] },
  'diplomatic-services': { specId: 'diplomatic_services', requires: [{ skill: 'diplomacy', level: 3 }] },
  translation: { specId: 'translation_services', requires: [{ skill: 'linguistics', level: 3 }] },
  'master-crafting': { specId: 'master_crafting', requires: [{ skill: 'appraisal', level: 4 }, { skill: 'trading', level: 3 }] },
  'secret-routes': { specId: 'secret_routes', requires: [{ skill: 'navigation', level: 4 }, { skill: 'diplomacy', level: 2 }] },
};

/**
 * Services that also ask a standing among the cities (issue 20: reputation "opens services"), on
 * top of the spec's skill gates above. The diwan seals letters of favour only for merchants of
 * standing (its treasurer says so); reputation comes from quests, contracts kept and the road
 * (docs/decisions.md "reputation opens a service").
 */
export const SERVICE_REPUTATION: Readonly<Partial<Record<NpcService, number>>> = {
  'diplomatic-services': 10,
};

/** In the words of the skill gates (000 §8): "Reputation too low (Requires Reputation 10)". */
export function reputationRequirementText(reputation: number): string {
  return `Reputation too low (Requires Reputation ${reputation})`;
}

const SKILL_TITLES: Readonly<Record<SkillName, string>> = {
  trading: 'Trading',
  diplomacy: 'Diplomacy',
  navigation: 'Navigation',
  linguistics: 'Linguistics',
  appraisal: 'Appraisal',
  negotiation: 'Negotiation',
};

/** A requirement as a price tag shows it: "Requires Appraisal 2". */
export function skillRequirementLabel(requirement: SkillRequirement): string {
  return `Requires ${SKILL_TITLES[requirement.skill]} ${requirement.level}`;
}

/** Spec 000 §8: "{skill} skill too low (Requires {skill} N)", e.g. "Navigation skill too low (Requires Navigation 4)". */
export function skillRequirementText(requirement: SkillRequirement): string {
  const title = SKILL_TITLES[requirement.skill];
  return `${title} skill too low (Requires ${title} ${requirement.level})`;
}
