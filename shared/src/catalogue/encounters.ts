import type { RoadChoice } from './road-choices';

/**
 * What a caravan meets on the road (spec 002 §3 "Encounter"): twelve kinds, each with its choices
 * in the shared road-choice model, so the server checks and applies them with the same code as
 * random events. The first choice of each encounter has no requirements and is the cautious one:
 * it is what auto-resolve takes when nothing else is open to the player (002 §9). Journeys are
 * where navigation is learnt, so most encounters teach some of it.
 */
export const ENCOUNTER_TYPES = ['bandits', 'merchant', 'weather', 'city_event', 'caravan', 'oasis', 'ruins', 'patrol', 'tavern', 'festival', 'trade_opportunity', 'mystical'] as const;
export type EncounterType = (typeof ENCOUNTER_TYPES)[number];

export interface EncounterDefinition {
  id: string;
  type: EncounterType;
  title: string;
  description: string;
  /** One emoji for the encounter dialog and the journey's history. */
  icon: string;
  choices: readonly RoadChoice[];
}

/** Delays are real time, like the journey itself (20 s per unit of distance). */
const MINUTE = 60_000;

const BANDITS: EncounterDefinition[] = [
  {
    id: 'bandits-mountain-pass',
    type: 'bandits',
    title: 'Ambush in the Pass',
    description: 'Rocks tumble onto the track ahead and a dozen riders with bows appear on the ridge. Their chief calls down for your goods or your lives.',
    icon: '🗡️',
    choices: [
      {
        id: 'flee',
        text: 'Turn the camels and run back down the pass',
        success: { cargoLostShare: 0.1, delayMs: 4 * MINUTE, skillXp: { navigation: 15 }, text: 'You whip the camels back down the pass and lose a few bales in the scramble, but the caravan escapes by a goat track.' },
      },
      {
        id: 'pay',
        text: 'Pay the toll the chief demands',
        requirements: { copper: 20_000 },
        success: { copper: -20_000, delayMs: 1 * MINUTE, reputation: -1, text: 'The chief weighs your purse in his hand, laughs, and waves the caravan through.' },
      },
      {
        id: 'parley',
        text: 'Ride up alone and talk with their chief',
        requirements: { skills: { diplomacy: 3 } },
        success: { delayMs: 2 * MINUTE, skillXp: { diplomacy: 30, navigation: 10 }, reputation: 2, text: 'Over bread and salt the chief agrees that a living merchant who returns is worth more than a dead one, and lets you pass.' },
      },
      {
        id: 'fight',
        text: 'Take the high ground and fight them off',
        success: { goodsGained: { weapons: 2 }, skillXp: { navigation: 30 }, reputation: 3, text: 'Your drovers reach the high ground first and the bandits scatter, leaving two fine blades behind them.' },
        odds: {
          chance: 0.3,
          skill: 'navigation',
          perLevel: 0.06,
          failure: { cargoLostShare: 0.35, delayMs: 5 * MINUTE, skillXp: { navigation: 10 }, reputation: -1, text: 'The bandits hold the ridge; by the time they ride off with their plunder a third of your cargo has gone with them.' },
        },
      },
    ],
  },
  {
    id: 'bandits-desert-raiders',
    type: 'bandits',
    title: 'Raiders on the Dunes',
    description: 'A line of horsemen shadows the caravan along the crest of the dunes, waiting for the camels to tire.',
    icon: '🐎',
    choices: [
      {
        id: 'circle-round',
        text: 'Turn aside and take the long way through the salt flats',
        success: { delayMs: 6 * MINUTE, skillXp: { navigation: 25 }, text: 'You lead the caravan the long way round over the salt flats, and the raiders lose interest in the glare.' },
      },
      {
        id: 'escort',
        text: 'Let your escort ride out to meet them',
        requirements: { flags: ['caravan_protection'] },
        success: { skillXp: { navigation: 20 }, reputation: 2, text: 'Your escort rides out with lances lowered, and the raiders decide the dunes are empty today.' },
      },
      {
        id: 'bribe',
        text: 'Send a rider with silver to buy them off',
        requirements: { copper: 10_000 },
        success: { copper: -10_000, skillXp: { negotiation: 20 }, text: 'The raiders take your silver and ride off singing.' },
        odds: {
          chance: 0.5,
          skill: 'negotiation',
          perLevel: 0.08,
          failure: { copper: -10_000, cargoLostShare: 0.15, skillXp: { negotiation: 10 }, text: 'The raiders take your silver, then come back at dusk for a share of the cargo as well.' },
        },
      },
    ],
  },
];

const MERCHANTS: EncounterDefinition[] = [
  {
    id: 'merchant-persian-peddler',
    type: 'merchant',
    title: 'A Persian Peddler',
    description: 'A peddler on a grey donkey hails you from the roadside, his saddlebags smelling of pepper and cloves.',
    icon: '🧳',
    choices: [
      {
        id: 'pass-by',
        text: 'Nod politely and keep the caravan moving',
        success: { skillXp: { navigation: 5 }, text: 'You wish the peddler a safe road and keep the caravan moving while the light holds.' },
      },
      {
        id: 'buy',
        text: 'Buy two sacks of spices at his price',
        requirements: { copper: 24_000 },
        success: { copper: -24_000, goodsGained: { spices: 2 }, skillXp: { trading: 10 }, text: 'You pay his price and load two sacks of good pepper onto a spare camel.' },
      },
      {
        id: 'haggle',
        text: 'Haggle him down over a cup of tea',
        requirements: { skills: { negotiation: 3 }, copper: 18_000 },
        success: { copper: -18_000, goodsGained: { spices: 2 }, delayMs: 2 * MINUTE, skillXp: { negotiation: 25 }, text: 'Three cups of tea later the peddler sighs, calls you a thief, and sells you two sacks at a fair price.' },
      },
      {
        id: 'gems',
        text: 'Ask about the pouch of stones he keeps hidden',
        requirements: { copper: 30_000 },
        success: { copper: -30_000, goodsGained: { gems: 2 }, skillXp: { appraisal: 30 }, text: 'Held to the sun the stones burn true: two fine gems for much less than a jeweller would ask.' },
        odds: {
          chance: 0.4,
          skill: 'appraisal',
          perLevel: 0.1,
          failure: { copper: -30_000, skillXp: { appraisal: 15 }, text: 'By the evening fire the stones look dull and cloudy: coloured glass, and the peddler is long gone.' },
        },
      },
    ],
  },
  {
    id: 'merchant-sogdian-trader',
    type: 'merchant',
    title: 'A Sogdian Trader Going West',
    description: 'A Sogdian merchant with a string of camels is travelling the other way, eager for news of the markets you have left.',
    icon: '🐫',
    choices: [
      {
        id: 'trade-news',
        text: 'Trade news of the road over a short halt',
        success: { delayMs: 1 * MINUTE, skillXp: { navigation: 10, trading: 5 }, text: 'He tells you which wells are dry ahead, and you tell him what silk fetched in the last bazaar.' },
      },
      {
        id: 'buy-map',
        text: 'Buy his copy of the wells and passes ahead',
        requirements: { copper: 6_000 },
        success: { copper: -6_000, goodsGained: { 'detailed-map': 1 }, skillXp: { navigation: 15 }, text: 'You buy his map of the wells and passes, inked on good Samarkand paper.' },
      },
      {
        id: 'speak-sogdian',
        text: 'Greet him in his own tongue and ask for a drover who knows the way',
        requirements: { skills: { linguistics: 2 } },
        success: { flagsGained: ['guide'], skillXp: { linguistics: 20, navigation: 10 }, reputation: 1, text: 'Delighted to hear his own language, he lends you his nephew, who knows every track from here to the next city.' },
      },
    ],
  },
];

const WEATHER: EncounterDefinition[] = [
  {
    id: 'weather-sandstorm',
    type: 'weather',
    title: 'Sandstorm',
    description: 'The horizon turns the colour of rust and the wind begins to howl. A black wall of sand is rolling toward the caravan.',
    icon: '🌪️',
    choices: [
      {
        id: 'shelter',
        text: 'Couch the camels and wait it out under the felts',
        success: { delayMs: 8 * MINUTE, skillXp: { navigation: 15 }, text: 'You couch the camels in a ring and wait under the felts until the storm has blown itself out.' },
      },
      {
        id: 'follow-guide',
        text: 'Let your guide lead the way to a sheltering cliff',
        requirements: { flags: ['guide'] },
        success: { delayMs: 2 * MINUTE, skillXp: { navigation: 25 }, text: 'Your guide leads the caravan to a sheltering cliff he knows, and the storm passes over your heads.' },
      },
      {
        id: 'push-on',
        text: 'Push on through the storm by compass and memory',
        success: { skillXp: { navigation: 40 }, text: 'Faces wrapped and eyes half closed, you keep the line of march and come out of the storm on the right road.' },
        odds: {
          chance: 0.35,
          skill: 'navigation',
          perLevel: 0.08,
          failure: { cargoLostShare: 0.2, delayMs: 4 * MINUTE, skillXp: { navigation: 15 }, text: 'The storm turns you round; when it clears, two camels and their loads are missing in the dunes.' },
        },
      },
    ],
  },
  {
    id: 'weather-flooded-river',
    type: 'weather',
    title: 'The River in Flood',
    description: 'Snowmelt from the mountains has swollen the river. The usual ford is a brown torrent carrying whole trees.',
    icon: '🌊',
    choices: [
      {
        id: 'wait',
        text: 'Camp on the bank until the water falls',
        success: { delayMs: 10 * MINUTE, skillXp: { navigation: 10 }, text: 'You camp on the bank for two days until the river falls enough to cross in safety.' },
      },
      {
        id: 'ferry',
        text: 'Pay the ferrymen to raft the goods across',
        requirements: { copper: 8_000 },
        success: { copper: -8_000, delayMs: 2 * MINUTE, skillXp: { navigation: 10 }, text: 'The ferrymen lash inflated skins to a raft and take the goods across, camel by camel.' },
      },
      {
        id: 'read-map',
        text: 'Look for another crossing on your map',
        requirements: { items: { 'detailed-map': 1 } },
        success: { delayMs: 3 * MINUTE, skillXp: { navigation: 30 }, text: 'Your map marks a stone bridge half a day upstream, and the caravan crosses dry-shod.' },
      },
      {
        id: 'ford',
        text: 'Drive the camels into the current',
        success: { skillXp: { navigation: 35 }, reputation: 1, text: 'The camels struggle but keep their feet, and the whole caravan reaches the far bank.' },
        odds: {
          chance: 0.45,
          skill: 'navigation',
          perLevel: 0.07,
          failure: { cargoLostShare: 0.25, delayMs: 3 * MINUTE, skillXp: { navigation: 15 }, text: 'A camel stumbles in midstream and the current tears away a quarter of the loads.' },
        },
      },
    ],
  },
];

const CITY_EVENTS: EncounterDefinition[] = [
  {
    id: 'city-event-customs-house',
    type: 'city_event',
    title: 'Customs at the Gate',
    description: 'The gate of the town is closed by a chain, and a customs officer with a tally stick is counting every bale.',
    icon: '🏛️',
    choices: [
      {
        id: 'declare',
        text: 'Declare everything and pay the tithe in kind',
        success: { cargoLostShare: 0.1, delayMs: 2 * MINUTE, skillXp: { trading: 10, navigation: 5 }, text: 'The officer takes a tenth of every load, as the law allows, and stamps your papers.' },
      },
      {
        id: 'bribe',
        text: 'Slip the officer a purse to count quickly',
        requirements: { copper: 5_000 },
        success: { copper: -5_000, reputation: -2, text: 'The officer pockets the purse and counts very quickly indeed, though the other merchants in line noticed.' },
      },
      {
        id: 'show-seal',
        text: 'Show the sealed letter of a ruler’s favour',
        requirements: { items: { 'royal-seal': 1 } },
        // The letter is handed over: one seal, one gate (docs/decisions.md "the royal seal is used").
        success: { itemsSpent: { 'royal-seal': 1 }, skillXp: { diplomacy: 20 }, reputation: 2, text: 'The officer reads the seal, bows low, keeps the letter for his governor and has the chain lifted for you at once.' },
      },
      {
        id: 'argue',
        text: 'Argue that your goods are only passing through',
        requirements: { skills: { negotiation: 2 } },
        success: { delayMs: 1 * MINUTE, skillXp: { negotiation: 30 }, text: 'You cite the transit rules chapter and verse, and the officer lets the goods through untaxed.' },
        odds: {
          chance: 0.45,
          skill: 'negotiation',
          perLevel: 0.08,
          failure: { cargoLostShare: 0.15, delayMs: 3 * MINUTE, skillXp: { negotiation: 10 }, reputation: -1, text: 'The officer does not like being lectured and takes a heavier tithe for your trouble.' },
        },
      },
    ],
  },
  {
    id: 'city-event-fever',
    type: 'city_event',
    title: 'Fever in the Suburbs',
    description: 'Smoke rises from the suburbs of the town; a fever is going through the quarter by the caravan road, and the gate guards look grim.',
    icon: '🕯️',
    choices: [
      {
        id: 'avoid',
        text: 'Skirt the town by the outer walls',
        success: { delayMs: 5 * MINUTE, skillXp: { navigation: 15 }, text: 'You lead the caravan around the walls by the orchard paths and leave the sickness behind.' },
      },
      {
        id: 'give-potion',
        text: 'Give a healing potion to the sick',
        requirements: { items: { 'healing-potion': 1 } },
        success: { itemsSpent: { 'healing-potion': 1 }, delayMs: 1 * MINUTE, skillXp: { diplomacy: 15 }, reputation: 4, text: 'A mother weeps with thanks as her son sits up, and by evening the whole quarter knows your name.' },
      },
      {
        id: 'share-bread',
        text: 'Share your travelling bread with the shut-in families',
        requirements: { items: { 'travelers-bread': 2 } },
        success: { itemsSpent: { 'travelers-bread': 2 }, skillXp: { diplomacy: 10, navigation: 5 }, reputation: 2, text: 'You leave bread at the doors of the shut-in houses, and an old man points you to the quickest road out.' },
      },
    ],
  },
];

const CARAVANS: EncounterDefinition[] = [
  {
    id: 'caravan-slow-caravan',
    type: 'caravan',
    title: 'A Great Caravan Ahead',
    description: 'A caravan of two hundred camels fills the road ahead, moving at the pace of its slowest beast, with armed riders on its flanks.',
    icon: '🐪',
    choices: [
      {
        id: 'follow',
        text: 'Fall in behind them at their pace',
        success: { delayMs: 4 * MINUTE, skillXp: { navigation: 10 }, text: 'You fall in behind the great caravan and eat its dust until the road widens.' },
      },
      {
        id: 'join',
        text: 'Ask the caravan master to let you travel under his guard',
        requirements: { skills: { diplomacy: 2 } },
        success: { flagsGained: ['caravan_protection'], delayMs: 2 * MINUTE, skillXp: { diplomacy: 15, navigation: 10 }, text: 'The caravan master accepts you into his company, and his riders now watch over your camels too.' },
      },
      {
        id: 'overtake',
        text: 'Leave the road and overtake them across country',
        success: { skillXp: { navigation: 30 }, text: 'You find a dry wash that runs beside the road and are ahead of the great caravan by noon.' },
        odds: {
          chance: 0.5,
          skill: 'navigation',
          perLevel: 0.07,
          failure: { cargoLostShare: 0.05, delayMs: 6 * MINUTE, skillXp: { navigation: 10 }, text: 'The wash ends in a gully; you lose a few bales hauling the camels back up to the road.' },
        },
      },
    ],
  },
  {
    id: 'caravan-stranded',
    type: 'caravan',
    title: 'A Stranded Caravan',
    description: 'A small caravan of fur traders sits by the road. Half their camels are lame and their water skins are nearly empty.',
    icon: '🏕️',
    choices: [
      {
        id: 'pass',
        text: 'Wish them luck and ride on',
        success: { skillXp: { navigation: 5 }, reputation: -1, text: 'You ride on; the traders watch you go in silence, and the story will be told in the next caravanserai.' },
      },
      {
        id: 'help',
        text: 'Stop and help them reach the next well',
        success: { delayMs: 6 * MINUTE, goodsGained: { incense: 2 }, skillXp: { navigation: 15 }, reputation: 3, text: 'You lead them to the next well, and in thanks they press two bundles of incense on you.' },
      },
      {
        id: 'buy-furs',
        text: 'Offer to buy the furs they can no longer carry',
        requirements: { skills: { negotiation: 2 }, copper: 15_000 },
        success: { copper: -15_000, goodsGained: { furs: 1 }, skillXp: { negotiation: 15 }, reputation: -1, text: 'They sell you a bale of sable cheaply, glad of the coin but not of the bargain.' },
      },
    ],
  },
];

const OASES: EncounterDefinition[] = [
  {
    id: 'oasis-hidden-spring',
    type: 'oasis',
    title: 'A Hidden Spring',
    description: 'Between two dunes a ring of date palms shelters a spring that appears on no one’s route. Bedouin tents stand in the shade.',
    icon: '🌴',
    choices: [
      {
        id: 'water',
        text: 'Water the camels and move on',
        success: { delayMs: 1 * MINUTE, skillXp: { navigation: 15 }, text: 'The camels drink their fill, and you note the spring’s place by the stars before moving on.' },
      },
      {
        id: 'trade',
        text: 'Trade with the Bedouin in their own tongue',
        requirements: { skills: { linguistics: 2 }, copper: 3_000 },
        success: { copper: -3_000, goodsGained: { incense: 3 }, delayMs: 2 * MINUTE, skillXp: { linguistics: 20, navigation: 5 }, text: 'Over coffee and dates the Bedouin sell you three bundles of frankincense for a handful of coin.' },
      },
      {
        id: 'map-it',
        text: 'Survey the spring and mark it on your map',
        requirements: { items: { 'detailed-map': 1 } },
        success: { delayMs: 2 * MINUTE, skillXp: { navigation: 45 }, text: 'You pace out the palms and mark the spring on your map; few caravan masters know this water.' },
      },
    ],
  },
  {
    id: 'oasis-crowded-well',
    type: 'oasis',
    title: 'The Crowded Well',
    description: 'Three caravans are already waiting at the only well for a day in every direction, and the well-keeper is in no hurry.',
    icon: '🪣',
    choices: [
      {
        id: 'queue',
        text: 'Wait your turn like everyone else',
        success: { delayMs: 7 * MINUTE, skillXp: { navigation: 10 }, reputation: 1, text: 'You wait your turn through the heat of the day and water the camels at dusk.' },
      },
      {
        id: 'pay-keeper',
        text: 'Pay the well-keeper to water your camels first',
        requirements: { copper: 2_000 },
        success: { copper: -2_000, delayMs: 1 * MINUTE, reputation: -1, text: 'The well-keeper pockets the coins and your camels drink first, to the grumbling of the other drovers.' },
      },
      {
        id: 'old-cistern',
        text: 'Search the hills for the old cistern the drovers whisper about',
        success: { delayMs: 2 * MINUTE, skillXp: { navigation: 30 }, text: 'Behind a fold of the hills you find the old cistern, still half full of sweet rainwater.' },
        odds: {
          chance: 0.4,
          skill: 'navigation',
          perLevel: 0.08,
          failure: { delayMs: 9 * MINUTE, skillXp: { navigation: 10 }, text: 'You search the hills all afternoon and come back to the well thirsty, at the end of the line.' },
        },
      },
    ],
  },
];

const RUINS: EncounterDefinition[] = [
  {
    id: 'ruins-buddhist-stupa',
    type: 'ruins',
    title: 'A Ruined Stupa',
    description: 'The dome of an old Buddhist stupa rises from the scrub, its painted niches faded, its monastery long abandoned.',
    icon: '🛕',
    choices: [
      {
        id: 'pass',
        text: 'Leave the old monks their peace and ride on',
        success: { skillXp: { navigation: 10 }, text: 'You take the stupa as a landmark and ride on, keeping it on your left as the drovers advise.' },
      },
      {
        id: 'read',
        text: 'Copy the inscriptions on the walls',
        requirements: { skills: { linguistics: 3 } },
        success: { goodsGained: { 'ancient-scroll': 1 }, delayMs: 4 * MINUTE, skillXp: { linguistics: 40 }, text: 'You copy the old inscriptions onto a scroll; the scholars of Baghdad will pay well to read them.' },
      },
      {
        id: 'search',
        text: 'Search the monks’ cells for anything left behind',
        success: { goodsGained: { jade: 1 }, delayMs: 3 * MINUTE, skillXp: { appraisal: 25, navigation: 5 }, text: 'Under a fallen beam you find a small jade figure of the Buddha, cool and perfect.' },
        odds: {
          chance: 0.35,
          skill: 'appraisal',
          perLevel: 0.08,
          failure: { delayMs: 6 * MINUTE, skillXp: { appraisal: 10 }, text: 'You search until dark and find only dust, bird nests and the bones of a lost goat.' },
        },
      },
    ],
  },
  {
    id: 'ruins-buried-fort',
    type: 'ruins',
    title: 'A Fort Swallowed by Sand',
    description: 'The walls of a Han-era fort stand half buried in the dunes. Wind has scoured a doorway open since the last caravan passed.',
    icon: '🏚️',
    choices: [
      {
        id: 'camp',
        text: 'Camp in the lee of the walls and leave at dawn',
        success: { delayMs: 2 * MINUTE, skillXp: { navigation: 10 }, text: 'You camp in the lee of the old walls, sheltered from the night wind, and leave at first light.' },
      },
      {
        id: 'dig',
        text: 'Set the drovers to dig out the doorway',
        success: { goodsGained: { gems: 2 }, delayMs: 6 * MINUTE, skillXp: { appraisal: 30 }, text: 'Behind the doorway lies a garrison strongbox, and in it two rough gems nobody came back for.' },
        odds: {
          chance: 0.3,
          skill: 'appraisal',
          perLevel: 0.07,
          failure: { cargoLostShare: 0.05, delayMs: 8 * MINUTE, skillXp: { appraisal: 10 }, text: 'A wall gives way as you dig and buries a pack camel’s load; the room beyond is empty.' },
        },
      },
      {
        id: 'watchtower',
        text: 'Climb the watchtower to survey the road ahead',
        requirements: { level: 3 },
        success: { delayMs: 1 * MINUTE, skillXp: { navigation: 35 }, text: 'From the top of the watchtower you see the whole road ahead, and the shortcut the old soldiers used.' },
      },
    ],
  },
];

const PATROLS: EncounterDefinition[] = [
  {
    id: 'patrol-seljuk-horsemen',
    type: 'patrol',
    title: 'A Seljuk Patrol',
    description: 'Turkish horsemen in mail ride up and surround the caravan. Their officer demands to know your business on the sultan’s road.',
    icon: '🛡️',
    choices: [
      {
        id: 'submit',
        text: 'Let them search the caravan',
        success: { cargoLostShare: 0.05, delayMs: 4 * MINUTE, skillXp: { navigation: 5 }, text: 'The soldiers search every bale and help themselves to a little of each before waving you on.' },
      },
      {
        id: 'answer-in-turkish',
        text: 'Answer the officer in his own tongue',
        requirements: { skills: { linguistics: 2 } },
        success: { delayMs: 1 * MINUTE, skillXp: { linguistics: 20, navigation: 10 }, text: 'The officer grins at your Turkish, asks after the prices in the bazaar, and tells you which road is safe.' },
      },
      {
        id: 'hire-escort',
        text: 'Pay the patrol to escort you to the next station',
        requirements: { copper: 12_000 },
        success: { copper: -12_000, flagsGained: ['caravan_protection'], skillXp: { navigation: 10 }, text: 'For a purse of silver the officer details four riders to see you safely along the road.' },
      },
    ],
  },
  {
    id: 'patrol-frontier-riders',
    type: 'patrol',
    title: 'Kara-Khanid Border Riders',
    description: 'Archers of the khan stop you at a cairn that marks the frontier and ask for the road toll and your reasons for travelling.',
    icon: '🏹',
    choices: [
      {
        id: 'wait',
        text: 'Wait while they send to their captain for orders',
        success: { delayMs: 5 * MINUTE, skillXp: { navigation: 10 }, text: 'After a long wait a rider returns from the captain with leave for you to pass.' },
      },
      {
        id: 'pay-toll',
        text: 'Pay the road toll',
        requirements: { copper: 4_000 },
        success: { copper: -4_000, skillXp: { navigation: 5 }, text: 'You pay the toll and receive a wooden tally to show at the next cairn.' },
      },
      {
        id: 'name-patron',
        text: 'Name the merchants of the city who vouch for you',
        requirements: { reputation: 10 },
        success: { skillXp: { diplomacy: 15, navigation: 10 }, reputation: 1, text: 'The captain knows your name from the bazaar and lets you pass without toll, with his greetings to your friends.' },
      },
      {
        id: 'slip-past',
        text: 'Wait for nightfall and slip past the cairn',
        success: { skillXp: { navigation: 35 }, text: 'You muffle the camel bells and slip past the cairn under a new moon without a challenge.' },
        odds: {
          chance: 0.4,
          skill: 'navigation',
          perLevel: 0.07,
          failure: { cargoLostShare: 0.2, delayMs: 4 * MINUTE, reputation: -3, text: 'The archers catch you in the moonlight and take a fifth of your goods as a fine for smuggling.' },
        },
      },
    ],
  },
];

const TAVERNS: EncounterDefinition[] = [
  {
    id: 'tavern-caravanserai-gossip',
    type: 'tavern',
    title: 'Gossip at the Caravanserai',
    description: 'The courtyard of the caravanserai is loud with drovers from a dozen lands, trading rumours, dice and boasts over their bowls.',
    icon: '🍵',
    choices: [
      {
        id: 'sleep',
        text: 'Eat quietly, sleep early and leave at dawn',
        success: { delayMs: 2 * MINUTE, skillXp: { navigation: 5 }, text: 'You sleep on your bales and are on the road again before the other caravans have stirred.' },
      },
      {
        id: 'buy-round',
        text: 'Buy a round of wine and listen to the drovers',
        requirements: { copper: 1_500 },
        success: { copper: -1_500, delayMs: 2 * MINUTE, skillXp: { navigation: 20, trading: 10 }, reputation: 1, text: 'Loosened by your wine, the drovers tell you which passes are open and which markets are hungry.' },
      },
      {
        id: 'hire-guide',
        text: 'Hire an old drover as a guide',
        requirements: { copper: 10_000 },
        success: { copper: -10_000, flagsGained: ['guide'], skillXp: { navigation: 10 }, text: 'You hire a weathered drover who has walked this road forty times, and he joins your caravan at dawn.' },
      },
      {
        id: 'dice',
        text: 'Join the dice game by the fire',
        requirements: { copper: 6_000 },
        success: { copper: 6_000, skillXp: { appraisal: 15 }, text: 'You spot which of the players has weighted dice, bet against him, and win a fat stake.' },
        odds: {
          chance: 0.4,
          skill: 'appraisal',
          perLevel: 0.06,
          failure: { copper: -6_000, skillXp: { appraisal: 5 }, text: 'The dice go cold and you leave the fire lighter by a purse of silver.' },
        },
      },
    ],
  },
  {
    id: 'tavern-storyteller',
    type: 'tavern',
    title: 'The Storyteller of the Inn',
    description: 'An old storyteller sits by the hearth of a roadside inn, telling of the roads he walked as a young man in the days of the old caliphs.',
    icon: '📜',
    choices: [
      {
        id: 'listen',
        text: 'Listen to his tales for an hour',
        success: { delayMs: 2 * MINUTE, skillXp: { linguistics: 10, navigation: 10 }, text: 'His tales are half legend, but the wells and passes in them are real, and you remember them.' },
      },
      {
        id: 'trade-stories',
        text: 'Trade stories with him in Persian and Arabic',
        requirements: { skills: { linguistics: 3 } },
        success: { goodsGained: { 'detailed-map': 1 }, delayMs: 3 * MINUTE, skillXp: { linguistics: 30, navigation: 10 }, text: 'Charmed by a listener who can answer in two tongues, he draws you his own map of the road on a scrap of paper.' },
      },
      {
        id: 'share-bread',
        text: 'Share your bread with the old man',
        requirements: { items: { 'travelers-bread': 1 } },
        success: { itemsSpent: { 'travelers-bread': 1 }, skillXp: { navigation: 20 }, reputation: 1, text: 'In return for your bread he tells you of a track the tax-collectors do not know, a day shorter than the road.' },
      },
    ],
  },
];

const FESTIVALS: EncounterDefinition[] = [
  {
    id: 'festival-nowruz',
    type: 'festival',
    title: 'The Nowruz Fair',
    description: 'It is the Persian new year: fires burn on the hills, the village square is full of stalls, and no one is in a hurry to work.',
    icon: '🔥',
    choices: [
      {
        id: 'pass-through',
        text: 'Pass through the village without stopping',
        success: { delayMs: 1 * MINUTE, skillXp: { navigation: 5 }, text: 'You thread the caravan through the crowded square and out the far side of the village.' },
      },
      {
        id: 'sell',
        text: 'Set up a stall and sell some of your cargo to the revellers',
        success: { cargoSale: { share: 0.1 }, delayMs: 4 * MINUTE, skillXp: { trading: 25 }, text: 'Festival crowds buy freely; you sell a tenth of your goods for as much coin as the bazaar would pay.' },
      },
      {
        id: 'sponsor',
        text: 'Pay for the village feast',
        requirements: { copper: 25_000 },
        success: { copper: -25_000, delayMs: 3 * MINUTE, skillXp: { diplomacy: 25 }, reputation: 5, text: 'The whole village feasts at your expense, and the headman names you a friend of the house.' },
      },
    ],
  },
  {
    id: 'festival-lantern',
    type: 'festival',
    title: 'The Lantern Festival',
    description: 'Paper lanterns hang from every eave of the town, and silk merchants from the East have laid out their finest bolts for the festival.',
    icon: '🏮',
    choices: [
      {
        id: 'watch',
        text: 'Watch the lanterns for an evening and move on',
        success: { delayMs: 2 * MINUTE, skillXp: { navigation: 5, linguistics: 5 }, text: 'You watch the lanterns rise into the night with the townsfolk, and leave in the morning refreshed.' },
      },
      {
        id: 'buy-silk',
        text: 'Buy festival silk at the merchants’ price',
        requirements: { copper: 18_000 },
        success: { copper: -18_000, goodsGained: { silk: 2 }, skillXp: { trading: 15 }, text: 'You buy two bolts of festival silk, cheaper than they will be anywhere west of here.' },
      },
      {
        id: 'judge-silk',
        text: 'Judge the silk contest and take your fee in cloth',
        requirements: { skills: { appraisal: 3 } },
        success: { goodsGained: { silk: 1 }, delayMs: 3 * MINUTE, skillXp: { appraisal: 35 }, reputation: 2, text: 'Your judgement pleases the guild, and they pay your fee in a bolt of the winning silk.' },
      },
    ],
  },
];

const TRADE_OPPORTUNITIES: EncounterDefinition[] = [
  {
    id: 'trade-opportunity-stranded-jade',
    type: 'trade_opportunity',
    title: 'Jade Without a Buyer',
    description: 'A jade carver from Khotan has lost his camels to sickness and must sell his stones here, on the road, for whatever he can get.',
    icon: '💎',
    choices: [
      {
        id: 'decline',
        text: 'Decline: jade bought on the road is often not jade',
        success: { skillXp: { navigation: 5 }, text: 'You wish the carver better luck with the next caravan and ride on with your purse untouched.' },
      },
      {
        id: 'buy-one',
        text: 'Buy a single carved piece at a fair price',
        requirements: { copper: 35_000 },
        success: { copper: -35_000, goodsGained: { jade: 1 }, skillXp: { trading: 15 }, text: 'You buy a single carved piece of green Khotan jade at a fair price.' },
      },
      {
        id: 'buy-lot',
        text: 'Buy his whole lot of rough stone cheaply',
        requirements: { copper: 50_000 },
        success: { copper: -50_000, goodsGained: { jade: 3 }, skillXp: { appraisal: 30 }, text: 'The rough stone rings true under your knife: three pieces of real river jade at a bargain price.' },
        odds: {
          chance: 0.4,
          skill: 'appraisal',
          perLevel: 0.1,
          failure: { copper: -50_000, goodsGained: { jade: 1 }, skillXp: { appraisal: 15 }, text: 'Under your knife most of the lot scratches like soapstone; only one piece is real jade.' },
        },
      },
    ],
  },
  {
    id: 'trade-opportunity-northern-amber',
    type: 'trade_opportunity',
    title: 'Amber from the North',
    description: 'Rus traders who came down the Volga are camped by the road with sacks of Baltic amber and a taste for southern goods.',
    icon: '🟠',
    choices: [
      {
        id: 'decline',
        text: 'Exchange greetings and ride on',
        success: { skillXp: { navigation: 5 }, text: 'You exchange greetings with the tall northerners and leave their amber to another merchant.' },
      },
      {
        id: 'barter',
        text: 'Barter some of your cargo for amber',
        success: { cargoSale: { share: 0.15, paidIn: 'amber' }, delayMs: 2 * MINUTE, skillXp: { negotiation: 15 }, text: 'You trade some of your cargo for golden amber at the bazaar’s rates, and the Rus make up the difference in silver.' },
      },
      {
        id: 'buy',
        text: 'Buy amber for silver',
        requirements: { copper: 30_000 },
        success: { copper: -30_000, goodsGained: { amber: 2 }, skillXp: { trading: 10 }, text: 'The Rus weigh your silver on their little folding scales and hand over two sacks of amber.' },
      },
      {
        id: 'haggle-norse',
        text: 'Haggle with them in their northern tongue',
        requirements: { skills: { linguistics: 3 }, copper: 20_000 },
        success: { copper: -20_000, goodsGained: { amber: 2 }, skillXp: { linguistics: 25, negotiation: 10 }, reputation: 1, text: 'Amazed to hear their own speech so far south, the Rus sell you two sacks of amber at a friend’s price.' },
      },
    ],
  },
];

const MYSTICAL: EncounterDefinition[] = [
  {
    id: 'mystical-singing-sands',
    type: 'mystical',
    title: 'The Singing Sands',
    description: 'At dusk the dunes begin to hum and boom. The drovers say the spirits of the desert are calling travellers away from the road.',
    icon: '🌙',
    choices: [
      {
        id: 'press-on',
        text: 'Tie the camels nose to tail and keep to the road',
        success: { delayMs: 1 * MINUTE, skillXp: { navigation: 15 }, text: 'You tie the camels nose to tail, keep your eyes on the road markers, and the singing fades behind you.' },
      },
      {
        id: 'offering',
        text: 'Burn incense as an offering to the spirits',
        requirements: { items: { incense: 1 } },
        success: { itemsSpent: { incense: 1 }, skillXp: { navigation: 20 }, reputation: 1, text: 'The smoke drifts over the dunes, the singing falls silent, and the drovers swear the road grows shorter.' },
      },
      {
        id: 'follow',
        text: 'Follow the voices into the dunes',
        success: { goodsGained: { 'moonflower-petals': 3 }, skillXp: { navigation: 40 }, text: 'The voices lead you to a hollow where pale moonflowers bloom; you gather the petals and find your way back by the stars.' },
        odds: {
          chance: 0.3,
          skill: 'navigation',
          perLevel: 0.06,
          failure: { cargoLostShare: 0.1, delayMs: 10 * MINUTE, skillXp: { navigation: 15 }, text: 'The voices lead you in circles all night; by dawn you are far from the road and two loads have slipped their ropes.' },
        },
      },
    ],
  },
  {
    id: 'mystical-wandering-dervish',
    type: 'mystical',
    title: 'A Wandering Dervish',
    description: 'A dervish in a patched cloak sits by a milestone, spinning slowly with his eyes closed. He stops as your caravan comes near and looks straight at you.',
    icon: '🔮',
    choices: [
      {
        id: 'bow',
        text: 'Bow respectfully and pass by',
        success: { skillXp: { diplomacy: 5, navigation: 5 }, text: 'The dervish returns your bow and calls a blessing after the caravan as it passes.' },
      },
      {
        id: 'alms',
        text: 'Give him alms',
        requirements: { copper: 500 },
        success: { copper: -500, skillXp: { diplomacy: 10 }, reputation: 2, text: 'The dervish takes your coins and gives them at once to a beggar child, smiling at you all the while.' },
      },
      {
        id: 'bread',
        text: 'Offer him bread and ask him to walk with you',
        requirements: { items: { 'travelers-bread': 1 } },
        success: { itemsSpent: { 'travelers-bread': 1 }, flagsGained: ['guide'], skillXp: { navigation: 15 }, text: 'He eats your bread, rises, and walks ahead of the caravan as if he knew every stone of the road.' },
      },
      {
        id: 'fortune',
        text: 'Ask him what the road ahead holds',
        success: { skillXp: { navigation: 30 }, text: 'He speaks of a dry riverbed that runs straight to the next city, and when you find it, it is exactly as he said.' },
        odds: {
          chance: 0.5,
          skill: 'linguistics',
          perLevel: 0.08,
          failure: { delayMs: 5 * MINUTE, skillXp: { linguistics: 10 }, text: 'His words are riddles in an old dialect, and you lose half a day arguing with the drovers over what they meant.' },
        },
      },
    ],
  },
];

export const ENCOUNTERS: readonly EncounterDefinition[] = [...BANDITS, ...MERCHANTS, ...WEATHER, ...CITY_EVENTS, ...CARAVANS, ...OASES, ...RUINS, ...PATROLS, ...TAVERNS, ...FESTIVALS, ...TRADE_OPPORTUNITIES, ...MYSTICAL];

const BY_ID = new Map(ENCOUNTERS.map((encounter) => [encounter.id, encounter]));

export function encounterById(id: string): EncounterDefinition | undefined {
  return BY_ID.get(id);
}
