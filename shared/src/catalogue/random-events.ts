import { COPPER_PER_GOLD, COPPER_PER_SILVER } from '../rules/currency';
import { itemValueCopper } from './items';
import type { RoadChoice } from './road-choices';

/**
 * The random events of spec 000 §9: checked every 2 minutes for each player in the world and
 * playing (EVENT_ACTIVITY_WINDOW_MS), each with its probability (0.02 to 0.10) and cooldown (3 to
 * 10 minutes), of seven kinds. The spec names them only (bandit, merchant offer, hidden cache,
 * sandstorm, guild invitation with a 500 gold fee, local festival, market disruption); their
 * choices and outcomes are written here. The first choice of each needs nothing: a player can
 * always answer. What they are worth is bounded (RANDOM_EVENTS_COPPER_PER_HOUR_BOUND): a side
 * dish beside honest play, never a living.
 */
export const RANDOM_EVENT_KINDS = ['bandit', 'merchant-offer', 'hidden-cache', 'sandstorm', 'guild-invitation', 'local-festival', 'market-disruption'] as const;
export type RandomEventKind = (typeof RANDOM_EVENT_KINDS)[number];

export const RANDOM_EVENT_CHECK_MS = 2 * 60_000;
/**
 * Events come only to a player who moved in the world or did something of their own (a trade, a
 * harvest, a craft...) within this long (issue 33): a client that only stays connected, or only
 * calls the offline catch-up, is not playing. Five minutes covers a player reading the market or
 * a dialog; an answered event does not count, or events would keep themselves going.
 */
export const EVENT_ACTIVITY_WINDOW_MS = 5 * 60_000;
/**
 * The most all random events together may be expected to give a playing player in a real hour,
 * copper and goods (at what a market at base price pays for them) counted, experience and
 * reputation not: 1% of what honest play earns at skill 1 (carrying goods between cities, about
 * 6,000,000 copper an hour, 12,000,000 at skill 6). An upper bound over the catalogue, checked by
 * `randomEventsCopperPerHour` in its test; docs/decisions.md "random events only for players
 * playing, worth a side dish".
 */
export const RANDOM_EVENTS_COPPER_PER_HOUR_BOUND = 60_000;
/** The guild's fee (000 §9: "guild invitation with 500 gold fee"). */
export const GUILD_FEE_COPPER = 500 * COPPER_PER_GOLD;

export interface RandomEventDefinition {
  kind: RandomEventKind;
  title: string;
  description: string;
  /** Chance per check, 0.02 to 0.10. */
  probability: number;
  /** The same kind does not strike the same player again within this long: 3 to 10 minutes. */
  cooldownMs: number;
  choices: readonly RoadChoice[];
}

const MINUTE = 60_000;
const SILVER = COPPER_PER_SILVER;

/**
 * The merchant's bale, and what he asks for it: its catalogue value (what a city market at base
 * price asks) less a modest discount, in whole silver. So sold back to a market at base price it
 * fetches less than it cost (merchants pay 80%), and carried to a market that pays more it earns
 * what carrying goods earns: a bargain, not a gift. Once 150 silver bought five spices that
 * markets paid 74,020 to 85,720 copper for.
 */
export const MERCHANT_BALE: Readonly<Record<string, number>> = { spices: 5 };
export const MERCHANT_OFFER_DISCOUNT = 0.1;
/** A haggled bale: still above what a market at base price pays back (a round trip loses, as at the trade desk). */
export const MERCHANT_HAGGLED_DISCOUNT = 0.15;

/** What the merchant asks for `goods` at `discount` off their catalogue value, rounded up to whole silver. */
export function merchantOfferPrice(goods: Readonly<Record<string, number>>, discount: number): number {
  const value = Object.entries(goods).reduce((sum, [itemId, units]) => sum + itemValueCopper(itemId) * units, 0);
  return Math.ceil((value * (1 - discount)) / SILVER) * SILVER;
}

const BALE_PRICE = merchantOfferPrice(MERCHANT_BALE, MERCHANT_OFFER_DISCOUNT);
const HAGGLED_BALE_PRICE = merchantOfferPrice(MERCHANT_BALE, MERCHANT_HAGGLED_DISCOUNT);

export const RANDOM_EVENTS: readonly RandomEventDefinition[] = [
  {
    kind: 'bandit',
    title: 'Bandits on the Road',
    description: 'Three riders block the way, bows half-drawn. Their leader names a toll for safe passage.',
    probability: 0.04,
    cooldownMs: 10 * MINUTE,
    choices: [
      { id: 'refuse', text: 'Refuse and ride on', success: { reputation: 1, skillXp: { navigation: 10 }, text: 'You spur past them; a few arrows fall short. You are shaken, and a little famous.' } },
      { id: 'pay', text: 'Pay the toll (20 silver)', requirements: { copper: 20 * SILVER }, success: { copper: -20 * SILVER, text: 'You pay the toll. The riders let you pass, laughing.' } },
      {
        id: 'talk',
        text: 'Talk them down',
        requirements: { skills: { diplomacy: 2 } },
        success: { skillXp: { diplomacy: 25 }, reputation: 2, text: 'You speak of the khan’s justice and the riders think better of it. Word of your nerve spreads.' },
        odds: { chance: 0.5, skill: 'diplomacy', perLevel: 0.1, failure: { skillXp: { diplomacy: 10 }, reputation: -1, text: 'They hear you out, then take your cloak for their trouble. Nothing else is lost.' } },
      },
    ],
  },
  {
    kind: 'merchant-offer',
    title: 'A Merchant’s Offer',
    description: 'A Sogdian merchant with a lame camel offers you his bale of spices a little under the bazaar’s price, if you buy now.',
    probability: 0.06,
    cooldownMs: 5 * MINUTE,
    choices: [
      { id: 'decline', text: 'Decline politely', success: { text: 'You wish him well. He limps on toward the next caravanserai.' } },
      {
        id: 'buy',
        text: `Buy five spices (${BALE_PRICE / SILVER} silver)`,
        requirements: { copper: BALE_PRICE },
        success: { copper: -BALE_PRICE, goodsGained: MERCHANT_BALE, skillXp: { trading: 15 }, text: 'You buy the spices for a little under the bazaar’s price.' },
      },
      {
        id: 'haggle',
        text: `Haggle him down (${HAGGLED_BALE_PRICE / SILVER} silver)`,
        requirements: { copper: HAGGLED_BALE_PRICE, skills: { negotiation: 2 } },
        success: { copper: -HAGGLED_BALE_PRICE, goodsGained: MERCHANT_BALE, skillXp: { negotiation: 25 }, text: `After much sighing he gives you the bale for ${HAGGLED_BALE_PRICE / SILVER} silver.` },
        odds: { chance: 0.5, skill: 'negotiation', perLevel: 0.1, failure: { reputation: -1, skillXp: { negotiation: 10 }, text: 'He takes offence at your offer and rides off with his spices.' } },
      },
    ],
  },
  {
    kind: 'hidden-cache',
    title: 'A Hidden Cache',
    description: 'Under a cairn by the road, someone has buried a bundle wrapped in oiled cloth.',
    probability: 0.02,
    cooldownMs: 10 * MINUTE,
    choices: [
      { id: 'leave', text: 'Leave it where it lies', success: { reputation: 1, text: 'Whoever hid it will find it again. The road remembers honest travellers.' } },
      {
        id: 'dig',
        text: 'Dig it up',
        success: { goodsGained: { amber: 2 }, skillXp: { appraisal: 15 }, text: 'Inside: two lumps of Baltic amber.' },
        odds: { chance: 0.6, skill: 'appraisal', perLevel: 0.05, failure: { skillXp: { appraisal: 5 }, text: 'Only rags and a broken lamp. Someone came before you.' } },
      },
      { id: 'map', text: 'Read the marks with your map', requirements: { items: { 'detailed-map': 1 } }, success: { goodsGained: { gems: 1, amber: 1 }, skillXp: { navigation: 20 }, text: 'Your map shows a second cairn. Under it: a gem and a lump of amber.' } },
    ],
  },
  {
    kind: 'sandstorm',
    title: 'Sandstorm',
    description: 'A brown wall rises on the horizon. The camels kneel and will not rise.',
    probability: 0.05,
    cooldownMs: 8 * MINUTE,
    choices: [
      { id: 'shelter', text: 'Shelter and wait it out', success: { skillXp: { navigation: 10 }, text: 'You wait out the storm under your cloaks. The road is buried, but you are whole.' } },
      { id: 'bread', text: 'Share bread with the drivers', requirements: { items: { 'travelers-bread': 2 } }, success: { itemsSpent: { 'travelers-bread': 2 }, reputation: 2, skillXp: { navigation: 15 }, text: 'Fed and grateful, the drivers keep the camels calm through the night.' } },
      {
        id: 'push',
        text: 'Push on through the storm',
        requirements: { skills: { navigation: 2 } },
        success: { skillXp: { navigation: 40 }, text: 'You steer by the wind on your cheek and come out of the storm on the right road.' },
        odds: { chance: 0.45, skill: 'navigation', perLevel: 0.1, failure: { skillXp: { navigation: 15 }, reputation: -1, text: 'You lose the road and a day finding it again. The drivers grumble.' } },
      },
    ],
  },
  {
    kind: 'guild-invitation',
    title: 'An Invitation from the Merchants’ Guild',
    description: 'A guild factor offers you a seat among the great houses, for a fee of 500 gold.',
    probability: 0.02,
    cooldownMs: 10 * MINUTE,
    choices: [
      { id: 'decline', text: 'Decline the honour', success: { text: 'The factor bows. The guild will ask again, perhaps.' } },
      { id: 'join', text: 'Pay the fee and join (500 gold)', requirements: { copper: GUILD_FEE_COPPER, level: 5 }, success: { copper: -GUILD_FEE_COPPER, reputation: 5, skillXp: { trading: 60, diplomacy: 30 }, text: 'You are welcomed among the great houses. Doors open in every bazaar.' } },
    ],
  },
  {
    kind: 'local-festival',
    title: 'A Local Festival',
    description: 'Drums and lanterns: the town celebrates the harvest, and the square is full of buyers.',
    probability: 0.06,
    cooldownMs: 6 * MINUTE,
    choices: [
      { id: 'watch', text: 'Enjoy the festival', success: { reputation: 1, text: 'You dance, eat and make friends among the townsfolk.' } },
      { id: 'donate', text: 'Donate to the feast (50 silver)', requirements: { copper: 50 * SILVER }, success: { copper: -50 * SILVER, reputation: 3, skillXp: { diplomacy: 15 }, text: 'Your gift is announced from the steps of the mosque. Your name is spoken well of.' } },
      { id: 'storytell', text: 'Tell tales of the road', requirements: { skills: { linguistics: 2 } }, success: { copper: 30 * SILVER, reputation: 2, skillXp: { linguistics: 20 }, text: 'The crowd pays in coins and cheers for tales told in three tongues.' } },
      {
        id: 'stall',
        text: 'Sell sweets from a stall in the bazaar',
        requirements: { cityIds: [2, 3] },
        success: { copper: 15 * SILVER, skillXp: { trading: 15 }, text: 'Eastern bazaars love a festival: your sugared almonds sell out by moonrise.' },
      },
    ],
  },
  {
    kind: 'market-disruption',
    title: 'Market Disruption',
    description: 'Rumour says the river ferry has sunk, and prices in the bazaar swing wildly.',
    probability: 0.04,
    cooldownMs: 7 * MINUTE,
    choices: [
      { id: 'wait', text: 'Wait for calmer days', success: { text: 'You keep your coin close until the rumours settle.' } },
      {
        id: 'read',
        text: 'Read the rumours for the truth',
        requirements: { skills: { appraisal: 2 } },
        success: { skillXp: { appraisal: 30, trading: 15 }, text: 'You find the ferryman alive and well; the panic teaches you how bazaars move.' },
        odds: { chance: 0.6, skill: 'appraisal', perLevel: 0.08, failure: { skillXp: { appraisal: 10 }, text: 'The rumours contradict each other. You learn little.' } },
      },
      { id: 'calm', text: 'Calm the merchants', requirements: { reputation: 5 }, success: { reputation: 3, skillXp: { diplomacy: 25 }, text: 'Your word carries weight: the merchants trust you and the prices steady.' } },
    ],
  },
];

export function randomEventByKind(kind: string): RandomEventDefinition | undefined {
  return RANDOM_EVENTS.find((event) => event.kind === kind);
}
