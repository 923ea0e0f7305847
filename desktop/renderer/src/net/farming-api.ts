import {
  cropTypeSchema,
  farmingStatusSchema,
  offlineProgressionResponseSchema,
  playerLocationSchema,
  plotSchema,
  taxNoticeSchema,
  type CropTypeView,
  type CropView,
  type MoveAction,
  type OfflineProgression,
  type PlayerLocation,
  type PlotView,
} from '@silkroad/shared';
import { z } from 'zod';
import { ApiError, type ApiClient } from './api-client';

export type FarmingStatus = z.infer<typeof farmingStatusSchema>;
export type TaxNotice = z.infer<typeof taxNoticeSchema>;

export interface Farm {
  plots: PlotView[];
  taxNotice: TaxNotice;
}

export interface Harvest {
  itemId: string;
  yield: number;
  quality: string;
  xpGained: number;
  message: string;
}

const farmSchema = z.object({ plots: z.array(plotSchema), taxNotice: taxNoticeSchema });
const plantedSchema = z.object({ message: z.string(), data: z.object({ crop: z.unknown() }) });
const harvestSchema = z.object({
  message: z.string(),
  data: z.object({ itemId: z.string(), yield: z.number().int(), quality: z.string(), xpGained: z.number().int() }),
});

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError(`Unexpected ${what} from the server`, 200);
  return parsed.data;
}

interface Reply<T> {
  message?: string;
  data?: T;
}

/**
 * The countryside's routes: location and the farm gate, plots and crops, and offline progression.
 * In test mode (`?testMode=true` on a development server) the farming and movement calls go to
 * the unauthenticated `/api/test/*` routes, which act on the server's test farmer.
 */
export class FarmingApi {
  constructor(
    private readonly api: ApiClient,
    private readonly testMode = false,
  ) {}

  private path(signedIn: string, test: string): string {
    return this.testMode ? test : signedIn;
  }

  private get auth(): boolean {
    return !this.testMode;
  }

  async location(): Promise<PlayerLocation> {
    const body = await this.api.call<Reply<{ location?: unknown }>>(this.path('/api/player/location', '/api/test/movement'), { auth: this.auth });
    return parse(playerLocationSchema, body.data?.location, 'location');
  }

  async move(action: MoveAction): Promise<PlayerLocation> {
    const body = await this.api.call<Reply<{ location?: unknown }>>(this.path('/api/player/move', '/api/test/movement'), { method: 'POST', body: { action }, auth: this.auth });
    return parse(playerLocationSchema, body.data?.location, 'location');
  }

  async farm(): Promise<Farm> {
    const body = await this.api.call<Reply<unknown>>(this.path('/api/farming/plots', '/api/test/farming/plots'), { auth: this.auth });
    return parse(farmSchema, body.data, 'farm');
  }

  async status(): Promise<FarmingStatus> {
    const body = await this.api.call<Reply<unknown>>('/api/farming/status');
    return parse(farmingStatusSchema, body.data, 'farming status');
  }

  async cropTypes(): Promise<CropTypeView[]> {
    const body = await this.api.call<Reply<{ cropTypes?: unknown }>>('/api/farming/crops/types', { auth: false });
    return parse(z.array(cropTypeSchema), body.data?.cropTypes, 'crop types');
  }

  async buyPlot(plotType = 'EXPANDED_PLOT'): Promise<string> {
    const body = await this.api.call<Reply<unknown>>(this.path('/api/farming/plots/purchase', '/api/test/farming/buy-plot'), { method: 'POST', body: { plotType }, auth: this.auth });
    return body.message ?? 'Plot purchased';
  }

  async plant(plotId: string, cropType: string, gridPosition: number): Promise<{ crop: CropView | undefined; message: string }> {
    const body = await this.api.call<unknown>(this.path('/api/farming/crops/plant', '/api/test/farming/plant'), { method: 'POST', body: { plotId, cropType, gridPosition }, auth: this.auth });
    const reply = parse(plantedSchema, body, 'planting');
    const crop = plotSchema.shape.crops.element.safeParse(reply.data.crop);
    return { crop: crop.success ? crop.data : undefined, message: reply.message };
  }

  async harvest(cropId: string): Promise<Harvest> {
    const body = await this.api.call<unknown>(this.path('/api/farming/crops/harvest', '/api/test/farming/harvest'), { method: 'POST', body: { cropId }, auth: this.auth });
    const reply = parse(harvestSchema, body, 'harvest');
    return { ...reply.data, message: reply.message };
  }

  /** Signed-in players only: test mode has no absence to catch up on. */
  async processOffline(): Promise<OfflineProgression> {
    const body = await this.api.call<unknown>('/api/time/process-offline', { method: 'POST' });
    return parse(offlineProgressionResponseSchema, body, 'offline progression').offlineProgression;
  }
}
