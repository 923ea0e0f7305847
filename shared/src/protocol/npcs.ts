import { z } from 'zod';
import { NPC_SERVICES, NPC_TYPES, type Npc } from '../catalogue/npcs';
import { ROAD_FLAGS } from '../catalogue/road-choices';
import { PAID_SERVICES } from '../rules/npc-services';
import type { NPC_ERRORS } from './refusals/npcs';
export { NPC_ERRORS } from './refusals/npcs';

export type NpcErrorCode = keyof typeof NPC_ERRORS;

/** NPC_CLOSED in full: '{name} is closed. Come back between 09:00 and 18:00.' */
export const npcClosedText = (npc: Pick<Npc, 'name' | 'hours'>) => `${npc.name} is closed. Come back between ${npc.hours.open} and ${npc.hours.close}.`;
/** NPC_OUT_OF_REACH in full. */
export const npcOutOfReachText = (npc: Pick<Npc, 'name'>) => `Too far away: walk up to ${npc.name}`;
/** OUT_OF_STOCK in full. */
export const outOfStockText = (itemName: string, left: number) => (left === 0 ? `${itemName} is sold out: come back later` : `Only ${left} ${itemName} left`);

export const npcPathSchema = z.object({ id: z.string().min(1).max(64) });

const hoursSchema = z.object({ open: z.string(), close: z.string() });
const pointSchema = z.object({ x: z.number(), y: z.number() });

/** One service an NPC offers, as this player may use it now. */
export const npcServiceViewSchema = z.object({
  service: z.enum(NPC_SERVICES),
  allowed: z.boolean(),
  /** The gate's words when refused ('Trading skill too low (Requires Trading 2)'); null when allowed. */
  reason: z.string().nullable(),
  /** Its price in copper where it has one (hired help, passages, a letter, a translation, the vault's fee per deposit). */
  priceCopper: z.number().int().nullable(),
});
export type NpcServiceView = z.infer<typeof npcServiceViewSchema>;

/** One good on a merchant's (or an innkeeper's) counter, priced for this player now. */
export const npcStockLineSchema = z.object({
  itemId: z.string(),
  itemName: z.string(),
  /** Units on the counter now (shared by every player), and the most it holds. */
  quantity: z.number().int(),
  maxQuantity: z.number().int(),
  unitPriceCopper: z.number().int(),
  /** The day's special offer (30% off) when this is the good; null otherwise. */
  specialUnitPriceCopper: z.number().int().nullable(),
  /** Special-offer units this player may still buy today. */
  specialUnitsLeft: z.number().int(),
  /** A skill this player lacks for the good ('Requires Appraisal 2'); null when they may buy it. */
  requirement: z.string().nullable(),
});
export type NpcStockLine = z.infer<typeof npcStockLineSchema>;

/** Where the people of the city stand and whether they answer now (the guards' and innkeepers' directions). */
export const npcDirectionSchema = z.object({
  npcId: z.string(),
  name: z.string(),
  type: z.enum(NPC_TYPES),
  open: z.boolean(),
  hours: hoursSchema,
  /** Null in Venice (its people serve in the harbour screen). */
  position: pointSchema.nullable(),
  services: z.array(z.enum(NPC_SERVICES)),
});
export type NpcDirection = z.infer<typeof npcDirectionSchema>;

export const npcViewSchema = z.object({
  npcId: z.string(),
  name: z.string(),
  type: z.enum(NPC_TYPES),
  cityId: z.number().int(),
  open: z.boolean(),
  hours: hoursSchema,
  greeting: z.string(),
  /** One of the NPC's lines, the same all game day. */
  line: z.string(),
  services: z.array(npcServiceViewSchema),
  /** The goods they sell (merchants; innkeepers' provisions); null for an NPC that sells none. */
  stock: z.array(npcStockLineSchema).nullable(),
  /** The city's people for an NPC who gives directions; null otherwise. */
  directions: z.array(npcDirectionSchema).nullable(),
  /** Diplomacy this talk taught (the first talk with each NPC in a game day). */
  diplomacyXp: z.number().int(),
});
export type NpcView = z.infer<typeof npcViewSchema>;
export const npcTalkResponseSchema = z.object({ success: z.literal(true), data: z.object({ npc: npcViewSchema }) });

export const NPC_QUANTITY_MAX = 1_000;
const quantitySchema = z.number().int().min(1).max(NPC_QUANTITY_MAX);
const itemIdSchema = z.string().min(1).max(64);

export const npcBuySchema = z
  .object({
    item_id: itemIdSchema,
    quantity: quantitySchema,
    /** Refused PRICE_MOVED when a unit would cost more than this (the counter was read before a new game day or a market move). */
    max_unit_price_copper: z.number().int().min(0).optional(),
  })
  .strict();
export type NpcBuyRequest = z.infer<typeof npcBuySchema>;
export const npcBuyResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    npcId: z.string(),
    itemId: z.string(),
    quantity: z.number().int(),
    totalCopper: z.number().int(),
    /** Of them, the units bought at the special price. */
    specialUnits: z.number().int(),
    playerCopper: z.number().int(),
    /** The counter after the purchase. */
    stock: npcStockLineSchema,
    message: z.string(),
  }),
});

/**
 * A player's vault: one purse of copper, paid out by any banker, and goods kept in the city they
 * were left in (`byCity`, by city id), taken out only there; `items` sums them, wherever kept.
 */
export const vaultViewSchema = z.object({
  copper: z.number().int(),
  items: z.record(z.string(), z.number().int()),
  byCity: z.record(z.string(), z.record(z.string(), z.number().int())),
});
export type VaultView = z.infer<typeof vaultViewSchema>;
export const vaultResponseSchema = z.object({ success: z.literal(true), data: z.object({ vault: vaultViewSchema }) });

/** A deposit (fee 10 silver each) or a withdrawal of goods, copper or both. */
export const vaultActionSchema = z
  .object({
    action: z.enum(['deposit', 'withdraw']),
    item_id: itemIdSchema.optional(),
    quantity: quantitySchema.optional(),
    copper: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict()
  .refine((body) => body.copper !== undefined || (body.item_id !== undefined && body.quantity !== undefined), { message: 'Give copper, or an item and a quantity' })
  .refine((body) => (body.item_id === undefined) === (body.quantity === undefined), { message: 'An item needs a quantity' });
export type VaultActionRequest = z.infer<typeof vaultActionSchema>;
export const vaultActionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ vault: vaultViewSchema, playerCopper: z.number().int(), feeCopper: z.number().int(), message: z.string() }),
});

export const npcExchangeSchema = z.object({ item_id: itemIdSchema, quantity: quantitySchema }).strict();
export const npcExchangeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ itemId: z.string(), quantity: z.number().int(), copperPaid: z.number().int(), playerCopper: z.number().int(), message: z.string() }),
});

export const npcAppraiseSchema = z.object({ item_id: itemIdSchema }).strict();
export const appraisalSchema = z.object({
  itemId: z.string(),
  itemName: z.string(),
  /** What each city's market pays for one unit now; null where it trades none. */
  prices: z.array(z.object({ cityId: z.number().int(), cityName: z.string(), paysCopper: z.number().int().nullable() })),
  appraisalXp: z.number().int(),
  message: z.string(),
});
export type Appraisal = z.infer<typeof appraisalSchema>;
export const npcAppraiseResponseSchema = z.object({ success: z.literal(true), data: appraisalSchema });

export const npcHireSchema = z.object({ service: z.enum(PAID_SERVICES) }).strict();
export type NpcHireRequest = z.infer<typeof npcHireSchema>;
export const npcHireResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    service: z.enum(PAID_SERVICES),
    priceCopper: z.number().int(),
    playerCopper: z.number().int(),
    /** What the player holds for the next journey now. */
    roadFlags: z.array(z.enum(ROAD_FLAGS)),
    itemsGiven: z.record(z.string(), z.number().int()),
    itemsTaken: z.record(z.string(), z.number().int()),
    skillXp: z.record(z.string(), z.number().int()),
    message: z.string(),
  }),
});
