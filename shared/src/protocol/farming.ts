import { z } from 'zod';
import { CROP_TYPE_IDS, PLOT_TYPE_IDS } from '../catalogue/farming';
import { CROP_QUALITIES, GROWTH_STAGES } from '../rules/farming';
import { LOCATION_STATES } from '../rules/location';
import type { FARMING_ERRORS } from './refusals/farming';
export { FARMING_ERRORS } from './refusals/farming';

export type FarmingErrorCode = keyof typeof FARMING_ERRORS;


export const MOVE_ACTIONS = ['GO_TO_COUNTRYSIDE', 'RETURN_TO_CITY', 'ENTER_CITY', 'LEAVE_CITY'] as const;
export type MoveAction = (typeof MOVE_ACTIONS)[number];

export const playerLocationSchema = z.object({
  currentState: z.enum(LOCATION_STATES),
  /** The city the player stands in, else the nearest (the countryside farm lies outside Constantinople). */
  currentCityName: z.string(),
  homeCityId: z.number().int(),
  homeCityName: z.string(),
});
export type PlayerLocation = z.infer<typeof playerLocationSchema>;

export const playerLocationResponseSchema = z.object({ success: z.literal(true), data: z.object({ location: playerLocationSchema }) });

/** POST /api/player/move: where the player is now, and the words for it. */
export const playerMoveResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: z.object({ location: playerLocationSchema }) });

export const playerMoveRequestSchema = z.object({ action: z.enum(MOVE_ACTIONS), options: z.record(z.string(), z.unknown()).optional() }).strict();
export const homeCityRequestSchema = z.object({ cityId: z.number().int() }).strict();

export const plotTypeSchema = z.object({
  id: z.enum(PLOT_TYPE_IDS),
  name: z.string(),
  maxCrops: z.number().int(),
  purchasePrice: z.number().int().describe('copper'),
  monthlyTax: z.number().int().describe('copper'),
  description: z.string(),
});
export const cropTypeSchema = z.object({
  id: z.enum(CROP_TYPE_IDS),
  name: z.string(),
  growthTimeMinutes: z.number().int(),
  baseYield: z.number().int(),
  /** What a unit of the harvest is worth at its catalogue price, copper. */
  sellPrice: z.number().int(),
  seedItemId: z.string(),
  yieldItemId: z.string(),
  description: z.string(),
});
export type CropTypeView = z.infer<typeof cropTypeSchema>;

export const cropSchema = z.object({
  id: z.string(),
  plotId: z.string(),
  cropType: z.enum(CROP_TYPE_IDS),
  gridPosition: z.number().int(),
  /** 1 (Sprouting) to 4 (Mature). */
  growthStage: z.number().int(),
  stageName: z.enum(GROWTH_STAGES),
  progress: z.number().min(0).max(1),
  plantedAt: z.number().int(),
  harvestReadyAt: z.number().int(),
  expectedYield: z.number().int(),
  quality: z.enum(CROP_QUALITIES),
  isReady: z.boolean(),
});
export type CropView = z.infer<typeof cropSchema>;

export const plotSchema = z.object({
  id: z.string(),
  plotType: z.enum(PLOT_TYPE_IDS),
  maxCrops: z.number().int(),
  monthlyTax: z.number().int(),
  purchasedAt: z.number().int(),
  /** Game months of tax not yet paid (it is charged as soon as the purse allows). */
  taxMonthsOwed: z.number().int(),
  crops: z.array(cropSchema),
});
export type PlotView = z.infer<typeof plotSchema>;

/** Set when the farm's tax could not be paid in full: the spec's "clear notice". */
export const taxNoticeSchema = z.object({ monthsOwed: z.number().int(), amountOwed: z.number().int(), message: z.string() }).nullable();

export const plotsResponseSchema = z.object({ success: z.literal(true), data: z.object({ plots: z.array(plotSchema), taxNotice: taxNoticeSchema }) });
export const plotTypesResponseSchema = z.object({ success: z.literal(true), data: z.object({ plotTypes: z.array(plotTypeSchema) }) });
export const cropTypesResponseSchema = z.object({ success: z.literal(true), data: z.object({ cropTypes: z.array(cropTypeSchema) }) });
export const cropTypeResponseSchema = z.object({ success: z.literal(true), data: z.object({ cropType: cropTypeSchema }) });

export const FARMING_NEXT_ACTIONS = ['BUY_PLOT', 'PLANT', 'WAIT', 'HARVEST'] as const;
export const farmingStatusSchema = z.object({
  totalPlots: z.number().int(),
  totalCrops: z.number().int(),
  readyCrops: z.number().int(),
  growingCrops: z.number().int(),
  freeSlots: z.number().int(),
  /** The catalogue value of everything growing and ripe, copper. */
  potentialIncome: z.number().int(),
  hasPlots: z.boolean(),
  nextAction: z.enum(FARMING_NEXT_ACTIONS),
  /** The soonest a growing crop ripens, or null. */
  nextReadyAt: z.number().int().nullable(),
  taxNotice: taxNoticeSchema,
});
export const farmingStatusResponseSchema = z.object({ success: z.literal(true), data: farmingStatusSchema });

export const purchasePlotRequestSchema = z.object({ plotType: z.string().max(40).optional() }).strict();
export const plantCropRequestSchema = z.object({ plotId: z.string().min(1).max(64), cropType: z.string().min(1).max(40), gridPosition: z.number().int() }).strict();
export const harvestCropRequestSchema = z.object({ cropId: z.string().min(1).max(64) }).strict();

export const purchasePlotResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: z.object({ plot: plotSchema, totalCopper: z.number().int() }) });
export const plantCropResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: z.object({ crop: cropSchema }) });
export const harvestCropResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Units harvested (spec 000 §7 reads `yield`). */
  yield: z.number().int(),
  data: z.object({ cropId: z.string(), itemId: z.string(), yield: z.number().int(), quality: z.enum(CROP_QUALITIES), xpGained: z.number().int(), experience: z.number().int(), level: z.number().int() }),
});

export const offlineProgressionResponseSchema = z.object({
  success: z.literal(true),
  offlineProgression: z.object({
    hoursOffline: z.number().min(0),
    /** Crops that grew while the player was away. */
    cropsAdvanced: z.number().int(),
    /** Crops that ripened while the player was away (they wait in the field: nothing is harvested for the player). */
    cropsRipened: z.number().int(),
    autoHarvested: z.number().int(),
    taxMonthsCharged: z.number().int(),
    /** What the player's caravan did meanwhile, a line each: encounters answered for them, the arrival (journeys/journey-news.ts). */
    journeyNews: z.array(z.string()),
  }),
});
export type OfflineProgression = z.infer<typeof offlineProgressionResponseSchema>['offlineProgression'];
