/**
 * What the merchants (and the innkeepers' provisions) sell, and at what price (issue 20; spec 002
 * §9 "NPCs": "silk 50 at 100, spices 30 at 150, incense 20 at 80", price jitter, special offers
 * at 30% off). Pure: the server sells with these numbers, the renderer shows the same ones.
 *
 * The one rule that keeps merchants out of every money loop: a merchant's unit price, after any
 * discount, is never below what the same city's market pays for the good now (`sellPrice` of its
 * current price) plus one copper. Buying from a merchant and selling the lot at once to the
 * market below loses at least a copper a unit (a sale walks the market's price down, never up).
 */
import { sellPrice } from './market';
import { seededRandom } from './random';
import { COPPER_PER_SILVER } from './currency';
import type { SkillRequirement } from '../catalogue/npcs';
import type { Skills } from './player-defaults';
import { skillLevels } from './skills';

/** One line of a merchant's stock: up to `maxQuantity` units at `priceSilver` each (before jitter). */
export interface MerchantGood {
  itemId: string;
  maxQuantity: number;
  priceSilver: number;
  /**
   * Skills a buyer needs (000 §5 "an item purchase needs every skill requirement met"): the
   * dearest goods go only to those who can judge them. Refused 'Insufficient skill level'.
   */
  requires?: readonly SkillRequirement[];
}

/**
 * Each merchant's goods, fitting its city (docs/decisions.md "merchants' stock"); the innkeepers
 * sell provisions for the road. Prices are silver (DESIGN §2: bare numbers are silver).
 */
export const MERCHANT_STOCK: Readonly<Record<string, readonly MerchantGood[]>> = {
  // Constantinople: the spec's own pattern, and Baltic amber coming down the rivers.
  'nikephoros-kamateros': [
    { itemId: 'silk', maxQuantity: 50, priceSilver: 100 },
    { itemId: 'spices', maxQuantity: 30, priceSilver: 150 },
    { itemId: 'incense', maxQuantity: 20, priceSilver: 80 },
    { itemId: 'amber', maxQuantity: 20, priceSilver: 180 },
  ],
  // Samarkand: furs from the steppe, cotton and cloth, mountain wool.
  'rustam-ibn-yusuf': [
    { itemId: 'furs', maxQuantity: 20, priceSilver: 250 },
    { itemId: 'cotton', maxQuantity: 100, priceSilver: 10 },
    { itemId: 'fabric', maxQuantity: 30, priceSilver: 200 },
    { itemId: 'wool', maxQuantity: 60, priceSilver: 15 },
  ],
  // Kashgar: silk and jade from the east, and the thread the weavers want.
  'li-wenxiu': [
    { itemId: 'silk', maxQuantity: 60, priceSilver: 100 },
    { itemId: 'jade', maxQuantity: 15, priceSilver: 400, requires: [{ skill: 'appraisal', level: 2 }] },
    { itemId: 'silk-thread', maxQuantity: 50, priceSilver: 30 },
  ],
  // Baghdad: the Gulf's spices and incense, the spice-sellers' blend, the apothecaries' herb.
  'hasan-al-attar': [
    { itemId: 'spices', maxQuantity: 40, priceSilver: 150 },
    { itemId: 'incense', maxQuantity: 30, priceSilver: 80 },
    { itemId: 'exotic-spice-blend', maxQuantity: 10, priceSilver: 200, requires: [{ skill: 'appraisal', level: 2 }] },
    { itemId: 'healing-herb', maxQuantity: 30, priceSilver: 25 },
  ],
  // Venice: what the West sends east.
  'pietro-dandolo': [
    { itemId: 'amber', maxQuantity: 30, priceSilver: 180 },
    { itemId: 'weapons', maxQuantity: 10, priceSilver: 500, requires: [{ skill: 'trading', level: 2 }] },
    { itemId: 'tools', maxQuantity: 20, priceSilver: 300 },
  ],
  // The inns: provisions for the road.
  'eudokia-xiphilina': innProvisions(),
  'gulnar-the-innkeeper': innProvisions(),
  'maryam-bint-ali': innProvisions(),
};

function innProvisions(): MerchantGood[] {
  return [
    { itemId: 'travelers-bread', maxQuantity: 40, priceSilver: 12 },
    { itemId: 'bread', maxQuantity: 60, priceSilver: 6 },
  ];
}

/** The goods an NPC sells; empty for one that sells none. */
export function merchantStock(npcId: string): readonly MerchantGood[] {
  return MERCHANT_STOCK[npcId] ?? [];
}

/** A merchant's price of a good moves by up to this share either way, once a game day. */
export const MERCHANT_PRICE_JITTER = 0.1;
/** The day's special offer: this share off one good of each merchant (002 §9: 30%). */
export const SPECIAL_OFFER_DISCOUNT = 0.3;
/** Units of a special offer one player may buy from one merchant in one game day. */
export const SPECIAL_OFFER_UNITS_PER_DAY = 5;
/** A merchant's stock grows back by one unit of each good this often (real time), up to its most. */
export const RESTOCK_MS_PER_UNIT = 10 * 60_000;
/** Reputation takes off 1% of an NPC's price for each REPUTATION_PER_PERCENT held, at most MAX_REPUTATION_DISCOUNT. */
export const REPUTATION_PER_PERCENT = 10;
export const MAX_REPUTATION_DISCOUNT = 0.1;


/** FNV-1a of a text: a seed that is the same on every server and client. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The good's price factor for the day, 0.9 to 1.1 (seeded by merchant, good and day: the same for everyone). */
export function priceJitter(npcId: string, itemId: string, day: number): number {
  const roll = seededRandom(seedOf(`${npcId}|${itemId}|${day}`))();
  return 1 + (roll * 2 - 1) * MERCHANT_PRICE_JITTER;
}

/** The good a merchant offers at 30% off on that game day; undefined for an NPC that sells nothing. */
export function specialOfferItem(npcId: string, day: number): string | undefined {
  const stock = merchantStock(npcId);
  if (stock.length === 0) return undefined;
  const roll = seededRandom(seedOf(`${npcId}|special|${day}`))();
  return stock[Math.min(stock.length - 1, Math.floor(roll * stock.length))]!.itemId;
}

/** Reputation's share off an NPC's price: 1% per 10 reputation, at most 10% (at 100). */
export function npcReputationDiscount(reputation: number): number {
  return Math.min(MAX_REPUTATION_DISCOUNT, Math.floor(Math.max(0, reputation) / REPUTATION_PER_PERCENT) / 100);
}

/**
 * The lowest unit price an NPC may ask for a good in a city whose market price of it is
 * `marketPriceCopper` (null where the market trades none): a copper above what the market pays.
 */
export function npcPriceFloor(marketPriceCopper: number | null): number {
  return marketPriceCopper === null ? 1 : sellPrice(marketPriceCopper) + 1;
}

/** A price with discounts taken off, rounded up to whole copper, never below the floor. */
export function flooredPrice(priceCopper: number, discounts: readonly number[], floorCopper: number): number {
  const discounted = Math.ceil(discounts.reduce((price, discount) => price * (1 - discount), priceCopper));
  return Math.max(floorCopper, discounted);
}

export interface MerchantQuote {
  itemId: string;
  /** What one unit costs this player now at the day's price (reputation discount taken). */
  unitPriceCopper: number;
  /** What one unit of the day's special offer costs; null when this good is not the special. */
  specialUnitPriceCopper: number | null;
  /** The floor both prices respect: what the city's market pays for one unit, plus one copper. */
  floorCopper: number;
}

/** A merchant's prices of one good for a player on a game day (see the file's comment for the floor). */
export function merchantQuote(npcId: string, good: MerchantGood, at: { day: number; reputation: number; marketPriceCopper: number | null }): MerchantQuote {
  const floorCopper = npcPriceFloor(at.marketPriceCopper);
  const dayPrice = Math.round(good.priceSilver * COPPER_PER_SILVER * priceJitter(npcId, good.itemId, at.day));
  const reputation = npcReputationDiscount(at.reputation);
  const special = specialOfferItem(npcId, at.day) === good.itemId;
  return {
    itemId: good.itemId,
    unitPriceCopper: flooredPrice(dayPrice, [reputation], floorCopper),
    specialUnitPriceCopper: special ? flooredPrice(dayPrice, [SPECIAL_OFFER_DISCOUNT, reputation], floorCopper) : null,
    floorCopper,
  };
}

/**
 * The cost of `quantity` units: the first of them at the special price while the player's daily
 * special units last (`specialUnitsLeft`), the rest at the day's price.
 */
export function merchantPurchaseCost(quote: MerchantQuote, quantity: number, specialUnitsLeft: number): { totalCopper: number; specialUnits: number } {
  const specialUnits = quote.specialUnitPriceCopper === null ? 0 : Math.max(0, Math.min(quantity, specialUnitsLeft));
  const totalCopper = specialUnits * (quote.specialUnitPriceCopper ?? 0) + (quantity - specialUnits) * quote.unitPriceCopper;
  return { totalCopper, specialUnits };
}

/** A good's stock as stored: how many, and since when it has been growing back. */
export interface StockLevel {
  quantity: number;
  restockedAt: number;
}

/**
 * The stock after restocking lazily to `now`: one unit per RESTOCK_MS_PER_UNIT since `restockedAt`,
 * up to `max`; the time left over toward the next unit is kept. A full stock's clock starts at
 * `now`, so units do not pile up while nobody buys.
 */
export function restockedLevel(stored: StockLevel, max: number, now: number): StockLevel {
  if (stored.quantity >= max) return { quantity: stored.quantity, restockedAt: Math.max(stored.restockedAt, now) };
  const units = Math.floor(Math.max(0, now - stored.restockedAt) / RESTOCK_MS_PER_UNIT);
  if (units === 0) return stored;
  const quantity = Math.min(max, stored.quantity + units);
  return { quantity, restockedAt: quantity >= max ? now : stored.restockedAt + units * RESTOCK_MS_PER_UNIT };
}

/** The first of a good's skill requirements the buyer does not meet (a skill the character lacks counts as level 1). */
export function unmetGoodRequirement(good: Pick<MerchantGood, 'requires'>, skills: Partial<Skills>): SkillRequirement | undefined {
  const levels = skillLevels(skills);
  return good.requires?.find((requirement) => levels[requirement.skill] < requirement.level);
}
