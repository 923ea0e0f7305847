import {
  npcAppraiseResponseSchema,
  npcAppraiseSchema,
  npcBuyResponseSchema,
  npcBuySchema,
  npcExchangeResponseSchema,
  npcExchangeSchema,
  npcHireResponseSchema,
  npcHireSchema,
  npcPathSchema,
  npcTalkResponseSchema,
  vaultActionResponseSchema,
  vaultActionSchema,
  vaultResponseSchema,
} from '../npcs';
import type { ApiErrorCode } from '../errors';
import { defineRoute } from './route-spec';

const tag = 'npcs';

/** Every service is in person: the NPC found, open by the game clock, the player in their city and within 100 px (Venice's people: in Venice). */
const GUARD: readonly ApiErrorCode[] = ['NPC_NOT_FOUND', 'NPC_CLOSED', 'NPC_OUT_OF_REACH', 'NOT_IN_CITY', 'ON_FARM'];
/** The guard of a service: the NPC offers it, and the player has the skills it asks (000 §5). */
const SERVICE_GUARD: readonly ApiErrorCode[] = [...GUARD, 'NPC_SERVICE_UNAVAILABLE', 'SKILL_TOO_LOW'];

/** The people of the cities (issue 20): talking, their shops, the vault, exchange, appraisal and hired help, all through the ledger. */
export const NPCS_ROUTES = {
  talk: defineRoute({
    method: 'post',
    path: '/api/npcs/{id}/talk',
    tag,
    summary: 'Talk to an NPC: greeting, a line, their services as this player may use them, their counter',
    description:
      'Records a visit (the quests count them) and teaches 5 diplomacy for the first talk with each NPC in a game day. Refused outside their hours, out of reach (100 px) or in another city.',
    access: 'player',
    rateLimit: 'npcs',
    params: npcPathSchema,
    reply: npcTalkResponseSchema,
    refusals: GUARD,
  }),
  buy: defineRoute({
    method: 'post',
    path: '/api/npcs/{id}/buy',
    tag,
    summary: 'Buy goods from a merchant (or provisions from an innkeeper)',
    description:
      'From the NPC’s own stock, shared by all players and growing back over time; the day’s price, the special offer (30% off, 5 units a player a day) and the reputation discount, never below what the city’s market pays plus a copper. Merchants only sell.',
    access: 'player',
    rateLimit: 'npcs',
    params: npcPathSchema,
    body: npcBuySchema,
    reply: npcBuyResponseSchema,
    refusals: [...SERVICE_GUARD, 'NOT_SOLD_HERE', 'INSUFFICIENT_SKILL', 'OUT_OF_STOCK', 'PRICE_MOVED', 'INSUFFICIENT_FUNDS', 'INVENTORY_FULL'],
  }),
  vault: defineRoute({
    method: 'get',
    path: '/api/npcs/vault',
    tag,
    summary: 'What the player keeps in the bankers’ vault (one vault, reachable from any banker)',
    access: 'player',
    reply: vaultResponseSchema,
    refusals: [],
  }),
  vaultAction: defineRoute({
    method: 'post',
    path: '/api/npcs/{id}/vault',
    tag,
    summary: 'Deposit goods and copper into the vault, or withdraw them',
    description: 'A deposit costs the storage fee of 10 silver; a withdrawal is free. Goods and copper move between the inventory and the vault, each through the ledger.',
    access: 'player',
    rateLimit: 'npcs',
    params: npcPathSchema,
    body: vaultActionSchema,
    reply: vaultActionResponseSchema,
    refusals: [...SERVICE_GUARD, 'INSUFFICIENT_FUNDS', 'INSUFFICIENT_ITEMS', 'INVENTORY_FULL', 'VAULT_SHORT', 'UNKNOWN_ITEM'],
  }),
  exchange: defineRoute({
    method: 'post',
    path: '/api/npcs/{id}/exchange',
    tag,
    summary: 'Change goods into coin at 0.95 of what this city’s market pays now (trading 2)',
    description: 'However large the lot, at the one rate, without moving the market.',
    access: 'player',
    rateLimit: 'npcs',
    params: npcPathSchema,
    body: npcExchangeSchema,
    reply: npcExchangeResponseSchema,
    refusals: [...SERVICE_GUARD, 'UNKNOWN_ITEM', 'NOT_TRADED_HERE', 'INSUFFICIENT_ITEMS'],
  }),
  appraise: defineRoute({
    method: 'post',
    path: '/api/npcs/{id}/appraise',
    tag,
    summary: 'Have an item appraised: what each city’s market pays for it now',
    description: 'The player must hold one. The first appraisal of each item in a game day teaches 10 appraisal, for up to 5 items a day.',
    access: 'player',
    rateLimit: 'npcs',
    params: npcPathSchema,
    body: npcAppraiseSchema,
    reply: npcAppraiseResponseSchema,
    refusals: [...SERVICE_GUARD, 'UNKNOWN_ITEM', 'INSUFFICIENT_ITEMS'],
  }),
  hire: defineRoute({
    method: 'post',
    path: '/api/npcs/{id}/hire',
    tag,
    summary: 'Pay for a service: a guide, protection, a passage or secret routes for the next journey; a royal seal; a translation',
    description:
      'Road services set a flag the next journey takes (a guide and protection open choices at encounters; a passage halves the next journey of its kind, by sea to or from Venice, or by land; secret routes halve its encounter chance). A flag already held is refused. Diplomatic services sell a royal seal to a player of reputation 10 (REPUTATION_TOO_LOW below); a translation turns an ancient scroll into a detailed map.',
    access: 'player',
    rateLimit: 'npcs',
    params: npcPathSchema,
    body: npcHireSchema,
    reply: npcHireResponseSchema,
    refusals: [...SERVICE_GUARD, 'REPUTATION_TOO_LOW', 'ROAD_FLAG_HELD', 'INSUFFICIENT_FUNDS', 'INSUFFICIENT_ITEMS', 'INVENTORY_FULL'],
  }),
};
