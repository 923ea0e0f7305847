/**
 * The profession calls (spec 001 §7): timed action sessions of the eight professions, their
 * stats, the mining and logging extras, the forges and workshops in reach, and the player's
 * progression (levels, the current profession, switching). The server decides every roll; a
 * client shows what these answers say.
 */
import { z } from 'zod';
import { PROFESSION_IDS } from '../catalogue/professions';
import { MARKET_CONDITIONS } from '../catalogue/markets';
import { AVAILABILITY_CODES } from '../rules/action-availability';
import { SEASONS, WEATHER_CONDITIONS } from '../rules/game-clock';
import { TERRAINS } from '../catalogue/world';
import type { PROFESSION_ERRORS } from './refusals/professions';
export { PROFESSION_ERRORS } from './refusals/professions';

export type ProfessionErrorCode = keyof typeof PROFESSION_ERRORS;

/*
 * Every profession's sessions live under its own path: /{profession}/start, /check/{id},
 * /active, /stats (001 §7 names them for five; alchemy, cooking and textiles follow the same
 * pattern, since their rolls run on the server too).
 */

/** The spec's bodies carry a client location and timestamp; the server reads neither (it knows where and when the player is). */
const clientStamp = {
  location: z.unknown().optional(),
  timestamp: z.unknown().optional(),
};

export const actionStartRequestSchema = z.object({ action: z.string().min(1).max(64), ...clientStamp }).strict();
export type ActionStartRequest = z.infer<typeof actionStartRequestSchema>;

export const producedItemSchema = z.object({ itemId: z.string(), quantity: z.number().int().positive(), unitValueCopper: z.number().int().nonnegative() });

export const actionResultSchema = z.object({
  success: z.boolean(),
  items: z.array(producedItemSchema),
  xpGained: z.number().int().nonnegative(),
  message: z.string(),
  totalValueCopper: z.number().int().nonnegative(),
  successRate: z.number(),
  marketCondition: z.enum(MARKET_CONDITIONS).nullable(),
  /** The city whose market felt the goods made (the nearest); null when nothing moved it. */
  impactCityId: z.number().int().nullable(),
  /** The profession's level and experience after the result; leveledUp when this result raised it. */
  level: z.number().int(),
  experience: z.number().int(),
  leveledUp: z.boolean(),
});
export type ActionResultView = z.infer<typeof actionResultSchema>;

export const actionSessionSchema = z.object({
  sessionId: z.string(),
  profession: z.enum(PROFESSION_IDS),
  action: z.string(),
  startedAt: z.number().int(),
  endsAt: z.number().int(),
  /** Milliseconds left until the result can be taken; 0 once it can. */
  remainingMs: z.number().int().nonnegative(),
  status: z.enum(['in-progress', 'ready', 'claimed']),
  /** Present once claimed; the same result on every later check (claimed once, paid once). */
  result: actionResultSchema.nullable(),
});
export type ActionSessionView = z.infer<typeof actionSessionSchema>;

/** POST /{profession}/start: the spec's success, sessionId and message, and the session. */
export const actionStartResponseSchema = z.object({
  success: z.literal(true),
  sessionId: z.string(),
  message: z.string(),
  data: actionSessionSchema,
});
export type ActionStartResponse = z.infer<typeof actionStartResponseSchema>;

/** GET /{profession}/check/{id}: the session; a ready one is claimed by this call. `result` is at the top as the spec reads it. */
export const actionCheckResponseSchema = z.object({
  success: z.literal(true),
  result: actionResultSchema.nullable(),
  data: actionSessionSchema,
});
export type ActionCheckResponse = z.infer<typeof actionCheckResponseSchema>;

export const activeSessionsResponseSchema = z.object({ success: z.literal(true), data: z.object({ sessions: z.array(actionSessionSchema) }) });
export type ActiveSessionsResponse = z.infer<typeof activeSessionsResponseSchema>;

/** One action as the popups list it, judged where and when the player stands now. */
export const actionOptionSchema = z.object({
  id: z.string(),
  available: z.boolean(),
  code: z.enum(AVAILABILITY_CODES).nullable(),
  /** Why not, in the spec's words; null when available. */
  reason: z.string().nullable(),
});

/** GET /professions/{profession}/actions: every action of the profession and whether it can start here and now. */
export const professionActionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    profession: z.enum(PROFESSION_IDS),
    terrain: z.enum(TERRAINS),
    weather: z.enum(WEATHER_CONDITIONS),
    season: z.enum(SEASONS),
    timeOfDay: z.number(),
    /** The city in reach (forges and city workshops are there), or null. */
    cityId: z.number().int().nullable(),
    level: z.number().int(),
    actions: z.array(actionOptionSchema),
  }),
});
export type ProfessionActionsResponse = z.infer<typeof professionActionsResponseSchema>;

export const professionStatsSchema = z.object({
  profession: z.enum(PROFESSION_IDS),
  level: z.number().int(),
  experience: z.number().int(),
  /** Experience into the current level, and needed for the next. */
  current: z.number().int(),
  needed: z.number().int(),
  sessionsCompleted: z.number().int(),
  sessionsSucceeded: z.number().int(),
  itemsMade: z.number().int(),
  totalValueCopper: z.number().int(),
});
export type ProfessionStats = z.infer<typeof professionStatsSchema>;
export const professionStatsResponseSchema = z.object({ success: z.literal(true), data: professionStatsSchema });

export const veinSchema = z.object({ nodeId: z.number().int(), type: z.string(), itemId: z.string(), x: z.number(), y: z.number(), distance: z.number(), quantity: z.number().int() });
/** POST /mining/prospect: the ore and stone nodes within the prospecting radius. */
export const prospectResponseSchema = z.object({ success: z.literal(true), data: z.object({ veins: z.array(veinSchema) }) });
export type ProspectResponse = z.infer<typeof prospectResponseSchema>;

export const forestAreaSchema = z.object({ id: z.string(), x: z.number(), y: z.number(), width: z.number(), height: z.number(), distance: z.number(), woodNodes: z.number().int() });
/** POST /logging/survey: the forest areas and how much standing wood each holds. */
export const surveyResponseSchema = z.object({ success: z.literal(true), data: z.object({ areas: z.array(forestAreaSchema) }) });

export const equipmentPurchaseRequestSchema = z.object({ equipmentType: z.string().min(1).max(64), quantity: z.number().int().min(1).max(10), ...clientStamp }).strict();
export type EquipmentPurchaseRequest = z.infer<typeof equipmentPurchaseRequestSchema>;
export const equipmentPurchaseResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ itemId: z.string(), quantity: z.number().int(), costCopper: z.number().int(), copper: z.number().int() }),
});

export const plantRequestSchema = z.object({ treeType: z.string().min(1).max(64), quantity: z.number().int().min(1).max(10), ...clientStamp }).strict();
export type PlantRequest = z.infer<typeof plantRequestSchema>;
export const plantResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ planted: z.number().int(), costCopper: z.number().int(), xpGained: z.number().int(), message: z.string() }),
});

export const placeSchema = z.object({ cityId: z.number().int(), name: z.string(), x: z.number(), y: z.number(), distance: z.number() });
/** POST /blacksmithing/forges and /crafting/workshops: the towns' forges or workshops, nearest first. */
export const forgesResponseSchema = z.object({ success: z.literal(true), forges: z.array(placeSchema) });
export const workshopsResponseSchema = z.object({ success: z.literal(true), workshops: z.array(placeSchema) });

/**
 * POST /blacksmithing/repair: starts the forge's Repair Services action on a tool the player
 * holds (answered as POST /blacksmithing/start). The spec's repairType is accepted and not read:
 * the forge has one kind of repair.
 */
export const repairRequestSchema = z.object({ itemId: z.string().min(1).max(64), repairType: z.string().max(64).optional(), ...clientStamp }).strict();
export type RepairRequest = z.infer<typeof repairRequestSchema>;

/**
 * POST /crafting/commission: a craftsman of the cities makes one item for the player (answered as
 * a queued craft). The spec's specifications are accepted and not read: the master works to the
 * catalogue's pattern. `npcId` names the craftsman the player asks (the NPC window sends it); the
 * spec's body has none, so without it the craftsman of the city nearest the player is asked, under
 * the same guard (reach, hours, the service).
 */
export const commissionRequestSchema = z.object({ itemType: z.string().min(1).max(64), npcId: z.string().min(1).max(64).optional(), specifications: z.unknown().optional(), ...clientStamp }).strict();
export type CommissionRequest = z.infer<typeof commissionRequestSchema>;

// --- Progression and switching ------------------------------------------------------------------

export const professionProgressSchema = z.object({
  id: z.enum(PROFESSION_IDS),
  level: z.number().int(),
  experience: z.number().int(),
  current: z.number().int(),
  needed: z.number().int(),
});

export const switchStatusSchema = z.object({
  target: z.enum(PROFESSION_IDS),
  allowed: z.boolean(),
  requiredMs: z.number().int(),
  completedMs: z.number().int(),
  remainingMs: z.number().int(),
  /** The switcher's line: 'You can switch profession now', 'Cannot switch yet: required ...', or the reason. */
  text: z.string(),
});
export type SwitchStatusView = z.infer<typeof switchStatusSchema>;

/** GET /progression/status. */
export const progressionStatusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    current: z.enum(PROFESSION_IDS).nullable(),
    since: z.number().int().nullable(),
    professions: z.array(professionProgressSchema),
    switches: z.array(switchStatusSchema),
  }),
});
export type ProgressionStatusResponse = z.infer<typeof progressionStatusResponseSchema>;

export const professionSwitchRequestSchema = z.object({ profession: z.enum(PROFESSION_IDS) }).strict();
export type ProfessionSwitchRequest = z.infer<typeof professionSwitchRequestSchema>;
export const professionSwitchResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ current: z.enum(PROFESSION_IDS), since: z.number().int(), message: z.string() }),
});
