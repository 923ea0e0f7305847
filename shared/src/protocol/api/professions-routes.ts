import { z } from 'zod';
import { CONTRACT_PROFESSIONS, type ContractProfession } from '../../catalogue/contracts';
import { EQUIPMENT_SHOPS, type EquipmentShop } from '../../catalogue/profession-actions';
import { PROFESSION_IDS, PROFESSION_NAMES, type ProfessionId } from '../../catalogue/professions';
import { craftQueuedResponseSchema } from '../crafting';
import {
  actionCheckResponseSchema,
  actionStartRequestSchema,
  actionStartResponseSchema,
  activeSessionsResponseSchema,
  commissionRequestSchema,
  equipmentPurchaseRequestSchema,
  equipmentPurchaseResponseSchema,
  forgesResponseSchema,
  plantRequestSchema,
  plantResponseSchema,
  professionActionsResponseSchema,
  professionStatsResponseSchema,
  professionSwitchRequestSchema,
  professionSwitchResponseSchema,
  progressionStatusResponseSchema,
  prospectResponseSchema,
  repairRequestSchema,
  surveyResponseSchema,
  workshopsResponseSchema,
} from '../professions';
import { contractIdParamSchema, contractResponseSchema, professionContractsResponseSchema } from '../trading';
import { defineRoute } from './route-spec';
import { routesPer } from './routes-per';

const tag = 'professions';
const tagOf = (profession: ProfessionId) => `professions: ${profession}` as const;

/** What a start can be refused with: where the player stands, the one-session rule, the action's own conditions, and a purse or stock that changed meanwhile. */
const START_REFUSALS = ['PROFESSIONS_ON_FARM', 'ON_JOURNEY', 'IN_VENICE', 'ACTION_IN_PROGRESS', 'ACTION_UNAVAILABLE', 'INSUFFICIENT_FUNDS', 'INSUFFICIENT_ITEMS'] as const;

// --- The session routes of each profession (001 §7), under /{profession}/... ---------------------

function startRoute<P extends ProfessionId>(profession: P) {
  return defineRoute({
    method: 'post',
    path: `/api/${profession}/start`,
    tag: tagOf(profession),
    summary: `Start a ${PROFESSION_NAMES[profession]} action`,
    description: [
      'The server judges the action where the player stands (terrain), when (weather, time of day, season), with their real level, tools, materials and copper (001 §5);',
      'a refusal says why in the spec’s words (ACTION_UNAVAILABLE: Need Pickaxe!, Insufficient funds: ..., Cannot mine here! ...). The cost and materials are taken now, whatever the outcome; the result is rolled when it is claimed (check).',
      'One action per profession at a time; the body’s location and timestamp are ignored.',
    ].join(' '),
    access: 'player',
    rateLimit: 'professions',
    body: actionStartRequestSchema,
    reply: actionStartResponseSchema,
    refusals: ['UNKNOWN_ACTION', ...START_REFUSALS],
    /** Not an action of this profession. */
    fields: { action: { code: 'UNKNOWN_ACTION' } },
  });
}

function checkRoute<P extends ProfessionId>(profession: P) {
  return defineRoute({
    method: 'get',
    path: `/api/${profession}/check/{id}`,
    tag: tagOf(profession),
    summary: `A ${PROFESSION_NAMES[profession]} session, claimed with its result once it has ended`,
    description:
      'Before the end: in-progress with remainingMs. The first check after the end claims the result (goods, XP, market impact) once; every later check answers the same result, status claimed. When the goods do not fit, nothing is paid and the roll is kept for the next check (409 INVENTORY_FULL, Inventory Full!).',
    access: 'player',
    rateLimit: 'professions',
    params: z.object({ id: z.string().min(1).max(64) }),
    reply: actionCheckResponseSchema,
    refusals: ['SESSION_NOT_FOUND', 'INVENTORY_FULL'],
  });
}

function activeRoute<P extends ProfessionId>(profession: P) {
  return defineRoute({
    method: 'get',
    path: `/api/${profession}/active`,
    tag: tagOf(profession),
    summary: `The player's unclaimed ${PROFESSION_NAMES[profession]} sessions`,
    access: 'player',
    reply: activeSessionsResponseSchema,
    refusals: [],
  });
}

function statsRoute<P extends ProfessionId>(profession: P) {
  return defineRoute({
    method: 'get',
    path: `/api/${profession}/stats`,
    tag: tagOf(profession),
    summary: `The player's ${PROFESSION_NAMES[profession]} level and what their sessions made`,
    access: 'player',
    reply: professionStatsResponseSchema,
    refusals: [],
  });
}

// --- The forge's and workshop's services: contract boards (001 §7) --------------------------------

function contractsRoute<P extends ContractProfession>(profession: P) {
  return defineRoute({
    method: 'get',
    path: `/api/${profession}/contracts`,
    tag: tagOf(profession),
    summary: `The ${PROFESSION_NAMES[profession]} contracts: goods the profession makes, wanted in a city`,
    description:
      'Each of the profession’s contracts once, as GET /trading/contracts shows it (overdue ones settled first): the player’s active instance, else on offer. They are on the trading board too; delivery is POST /trading/contracts/{id}/deliver.',
    access: 'player',
    reply: professionContractsResponseSchema,
    refusals: [],
  });
}

function acceptContractRoute<P extends ContractProfession>(profession: P) {
  return defineRoute({
    method: 'post',
    path: `/api/${profession}/contracts/{id}/accept`,
    tag: tagOf(profession),
    summary: `Take a ${PROFESSION_NAMES[profession]} contract`,
    description:
      'As POST /trading/contracts/{id}/accept, for this profession’s contracts only: another contract’s id is not found here. The spec’s body (a timestamp) is not read: the server keeps the time.',
    access: 'player',
    rateLimit: 'contracts',
    params: contractIdParamSchema,
    reply: contractResponseSchema,
    status: 201,
    refusals: ['CONTRACT_NOT_FOUND', 'LEVEL_TOO_LOW', 'ON_FARM', 'ON_JOURNEY', 'CONTRACT_ALREADY_ACTIVE', 'CONTRACT_TAKEN'],
  });
}

// --- The mining and logging suppliers ------------------------------------------------------------

const SHOP_GOODS: Readonly<Record<EquipmentShop, string>> = { mining: 'pickaxes or mining lamps', logging: 'axes or saws' };

function equipmentRoute<S extends EquipmentShop>(shop: S) {
  return defineRoute({
    method: 'post',
    path: `/api/${shop}/equipment/purchase`,
    tag: tagOf(shop),
    summary: `Buy ${SHOP_GOODS[shop]} in a city, at their catalogue value`,
    access: 'player',
    rateLimit: 'professions',
    body: equipmentPurchaseRequestSchema,
    reply: equipmentPurchaseResponseSchema,
    refusals: ['UNKNOWN_EQUIPMENT', 'NOT_IN_CITY', 'PROFESSIONS_ON_FARM', 'ON_JOURNEY', 'IN_VENICE', 'INSUFFICIENT_FUNDS', 'INVENTORY_FULL'],
    fields: { equipmentType: { code: 'UNKNOWN_EQUIPMENT' } },
  });
}

const EQUIPMENT_SHOP_IDS = Object.keys(EQUIPMENT_SHOPS) as EquipmentShop[];

/**
 * The profession calls (001 §7): action sessions of the eight professions, their extras,
 * progression, and the forge's and workshop's services.
 */
export const PROFESSIONS_ROUTES = {
  ...routesPer(PROFESSION_IDS, 'Start', startRoute),
  ...routesPer(PROFESSION_IDS, 'Check', checkRoute),
  ...routesPer(PROFESSION_IDS, 'Active', activeRoute),
  ...routesPer(PROFESSION_IDS, 'Stats', statsRoute),
  tradingProfessionStats: defineRoute({
    method: 'get',
    path: '/api/trading/profession-stats',
    tag: tagOf('trading'),
    summary: 'The trading profession’s stats (as GET /trading/stats)',
    access: 'player',
    reply: professionStatsResponseSchema,
    refusals: [],
  }),
  actions: defineRoute({
    method: 'get',
    path: '/api/professions/{profession}/actions',
    tag,
    summary: 'Every action of a profession, and whether it can start here and now',
    description: 'Judged as a start would be, where the player stands now, at the game clock’s weather, hour and season, with what they hold and their real level. The popups list this.',
    access: 'player',
    params: z.object({ profession: z.enum(PROFESSION_IDS) }),
    reply: professionActionsResponseSchema,
    refusals: ['PROFESSIONS_ON_FARM', 'ON_JOURNEY', 'IN_VENICE'],
  }),

  prospect: defineRoute({
    method: 'post',
    path: '/api/mining/prospect',
    tag: tagOf('mining'),
    summary: 'The ore, stone and gem veins within 600 px of the player, nearest first',
    description: 'The spec’s body (location, timestamp) is not read: the server knows where the player stands.',
    access: 'player',
    rateLimit: 'professions',
    reply: prospectResponseSchema,
    refusals: ['PROFESSIONS_ON_FARM', 'ON_JOURNEY', 'IN_VENICE'],
  }),
  survey: defineRoute({
    method: 'post',
    path: '/api/logging/survey',
    tag: tagOf('logging'),
    summary: 'The forest areas of the map, nearest first, with the wood nodes standing in each',
    description: 'The spec’s body (location, timestamp) is not read: the server knows where the player stands.',
    access: 'player',
    rateLimit: 'professions',
    reply: surveyResponseSchema,
    refusals: ['PROFESSIONS_ON_FARM', 'ON_JOURNEY', 'IN_VENICE'],
  }),
  ...routesPer(EQUIPMENT_SHOP_IDS, 'Equipment', equipmentRoute),
  plantTrees: defineRoute({
    method: 'post',
    path: '/api/logging/plant',
    tag: tagOf('logging'),
    summary: 'Plant saplings where the player stands in a forest, for logging experience (at most 20 a day)',
    description:
      'Each sapling grows into a wood node near where it was planted once its growth time has passed (pine 2 h, oak 3 h, walnut 4 h, cedar 6 h), holding its tree’s logs (3, 5, 7, 10) for anyone to fell. It does not grow back, and once emptied it is gone. PLANTING_NOT_ALLOWED: not in a forest outside the cities, or the day’s saplings are planted.',
    access: 'player',
    rateLimit: 'professions',
    body: plantRequestSchema,
    reply: plantResponseSchema,
    refusals: ['UNKNOWN_TREE_TYPE', 'PLANTING_NOT_ALLOWED', 'PROFESSIONS_ON_FARM', 'ON_JOURNEY', 'IN_VENICE', 'INSUFFICIENT_FUNDS'],
    fields: { treeType: { code: 'UNKNOWN_TREE_TYPE' } },
  }),
  forges: defineRoute({
    method: 'post',
    path: '/api/blacksmithing/forges',
    tag: tagOf('blacksmithing'),
    summary: 'The towns’ forges, nearest first',
    description: 'The spec’s body (location, timestamp) is optional and not read: the server knows where the player stands.',
    access: 'player',
    reply: forgesResponseSchema,
    refusals: ['PROFESSIONS_ON_FARM', 'ON_JOURNEY', 'IN_VENICE'],
  }),
  workshops: defineRoute({
    method: 'post',
    path: '/api/crafting/workshops',
    tag: tagOf('crafting'),
    summary: 'The towns’ workshops, nearest first',
    description: 'The spec’s body (location, timestamp) is optional and not read: the server knows where the player stands.',
    access: 'player',
    reply: workshopsResponseSchema,
    refusals: ['PROFESSIONS_ON_FARM', 'ON_JOURNEY', 'IN_VENICE'],
  }),

  ...routesPer(CONTRACT_PROFESSIONS, 'Contracts', contractsRoute),
  ...routesPer(CONTRACT_PROFESSIONS, 'AcceptContract', acceptContractRoute),
  repair: defineRoute({
    method: 'post',
    path: '/api/blacksmithing/repair',
    tag: tagOf('blacksmithing'),
    summary: 'Work the forge’s Repair Services on a tool you hold',
    description: [
      'Items do not wear out: a repair starts the Repair Services action (its level, cost, iron ingot, duration and result, as POST /blacksmithing/start with that action) on a tool the player holds, which stays theirs.',
      'itemId is Tools or a held tool (pickaxe, axe, hammer, saw, mining lamp, ...); repairType, location and timestamp are accepted and not read.',
    ].join(' '),
    access: 'player',
    rateLimit: 'professions',
    body: repairRequestSchema,
    reply: actionStartResponseSchema,
    refusals: ['REPAIR_NOT_APPLICABLE', ...START_REFUSALS],
    /** Nothing to repair: bring a tool you hold. */
    fields: { itemId: { code: 'REPAIR_NOT_APPLICABLE' } },
  }),
  commission: defineRoute({
    method: 'post',
    path: '/api/crafting/commission',
    tag: tagOf('crafting'),
    summary: 'Commission one item from a craftsman of the cities',
    description: [
      'From a craftsman, in person: an item a crafting action makes (cotton tunic, leather boots, saddle, ...) for its catalogue value times 1.5, paid now.',
      '`npcId` names the craftsman (without it, the one of the player’s city nearest them); he must be within 100 px and open by the game clock, like every NPC service.',
      'Rare work needs advanced crafting (appraisal 2), epic and legendary work master crafting (appraisal 4 and trading 3): a craftsman who does not offer that work refuses NPC_SERVICE_UNAVAILABLE, a player without the skills SKILL_TOO_LOW in the gate’s words.',
      'It is made over the duration of the quickest crafting action that makes it, queued after the player’s other crafts (at most 10), and collected with POST /crafts/{id}/claim (no XP).',
      'specifications and timestamp are accepted and not read.',
    ].join(' '),
    access: 'player',
    rateLimit: 'professions',
    body: commissionRequestSchema,
    reply: craftQueuedResponseSchema,
    refusals: ['UNKNOWN_COMMISSION', 'NPC_NOT_FOUND', 'NOT_IN_CITY', 'ON_FARM', 'NPC_OUT_OF_REACH', 'NPC_CLOSED', 'NPC_SERVICE_UNAVAILABLE', 'SKILL_TOO_LOW', 'INSUFFICIENT_FUNDS', 'CRAFT_QUEUE_FULL'],
    fields: { itemType: { code: 'UNKNOWN_COMMISSION' } },
  }),

  progressionStatus: defineRoute({
    method: 'get',
    path: '/api/progression/status',
    tag,
    summary: 'Every profession’s level and experience, the current profession, and whether each could be switched to now',
    access: 'player',
    reply: progressionStatusResponseSchema,
    refusals: [],
  }),
  switchProfession: defineRoute({
    method: 'post',
    path: '/api/progression/switch',
    tag,
    summary: 'Take up another profession',
    description:
      'The first profession is free; after a switch the player waits the square of the current profession’s real level in real hours before the next. PROFESSION_SWITCH_NOT_ALLOWED carries the switcher’s line as its message (Cannot switch yet: required 1.0 h, completed 0.2 h, remaining 0.8 h; This is already your profession).',
    access: 'player',
    rateLimit: 'professions',
    body: professionSwitchRequestSchema,
    reply: professionSwitchResponseSchema,
    refusals: ['PROFESSION_SWITCH_NOT_ALLOWED'],
  }),
};
