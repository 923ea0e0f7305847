import {
  API_ROUTES,
  type CropView,
  type MoveAction,
  type OfflineProgression,
  type PlayerLocation,
  type PlotView,
  type RouteReply,
} from '@silkroad/shared';
import type { ApiClient } from './api-client';

export type Farm = RouteReply<typeof API_ROUTES.farming.plots>['data'];
export type TaxNotice = Farm['taxNotice'];
export type Harvest = RouteReply<typeof API_ROUTES.farming.harvest>['data'] & { message: string };

/**
 * The countryside's calls: location and the farm gate, plots and crops, and offline progression.
 * Two clients answer it: the signed-in player's, and test mode's (`?testMode=true` on a
 * development server), which acts on the server's test farmer through the unauthenticated
 * `/api/test/*` routes.
 */
export interface FarmingApi {
  /** Whether this acts on the development server's test farmer. */
  readonly testMode: boolean;
  location(): Promise<PlayerLocation>;
  move(action: MoveAction): Promise<PlayerLocation>;
  farm(): Promise<Farm>;
  buyPlot(plotType?: string): Promise<{ plot: PlotView; message: string }>;
  plant(plotId: string, cropType: string, gridPosition: number): Promise<{ crop: CropView; message: string }>;
  harvest(cropId: string): Promise<Harvest>;
  /** What happened while the player was away; null where there is no absence to catch up on (test mode). */
  processOffline(): Promise<OfflineProgression | null>;
}

const DEFAULT_PLOT = 'EXPANDED_PLOT';

/** The signed-in player's farming. */
export class PlayerFarmingApi implements FarmingApi {
  readonly testMode = false;
  constructor(private readonly api: ApiClient) {}

  async location(): Promise<PlayerLocation> {
    return (await this.api.send(API_ROUTES.location.location, {})).data.location;
  }

  async move(action: MoveAction): Promise<PlayerLocation> {
    return (await this.api.send(API_ROUTES.location.move, { body: { action } })).data.location;
  }

  async farm(): Promise<Farm> {
    return (await this.api.send(API_ROUTES.farming.plots, {})).data;
  }



  async buyPlot(plotType = DEFAULT_PLOT): Promise<{ plot: PlotView; message: string }> {
    const reply = await this.api.send(API_ROUTES.farming.purchasePlot, { body: { plotType } });
    return { plot: reply.data.plot, message: reply.message };
  }

  async plant(plotId: string, cropType: string, gridPosition: number): Promise<{ crop: CropView; message: string }> {
    const reply = await this.api.send(API_ROUTES.farming.plant, { body: { plotId, cropType, gridPosition } });
    return { crop: reply.data.crop, message: reply.message };
  }

  async harvest(cropId: string): Promise<Harvest> {
    const reply = await this.api.send(API_ROUTES.farming.harvest, { body: { cropId } });
    return { ...reply.data, message: reply.message };
  }

  async processOffline(): Promise<OfflineProgression> {
    return (await this.api.send(API_ROUTES.time.processOffline, {})).offlineProgression;
  }
}

/** Test mode: the same calls on the development server's test farmer, without a token. */
export class TestModeFarmingApi implements FarmingApi {
  readonly testMode = true;
  constructor(private readonly api: ApiClient) {}

  async location(): Promise<PlayerLocation> {
    return (await this.api.send(API_ROUTES.testMode.location, {})).data.location;
  }

  async move(action: MoveAction): Promise<PlayerLocation> {
    return (await this.api.send(API_ROUTES.testMode.move, { body: { action } })).data.location;
  }

  async farm(): Promise<Farm> {
    return (await this.api.send(API_ROUTES.testMode.plots, {})).data;
  }


  async buyPlot(plotType = DEFAULT_PLOT): Promise<{ plot: PlotView; message: string }> {
    const reply = await this.api.send(API_ROUTES.testMode.purchasePlot, { body: { plotType } });
    return { plot: reply.data.plot, message: reply.message };
  }

  async plant(plotId: string, cropType: string, gridPosition: number): Promise<{ crop: CropView; message: string }> {
    const reply = await this.api.send(API_ROUTES.testMode.plant, { body: { plotId, cropType, gridPosition } });
    return { crop: reply.data.crop, message: reply.message };
  }

  async harvest(cropId: string): Promise<Harvest> {
    const reply = await this.api.send(API_ROUTES.testMode.harvest, { body: { cropId } });
    return { ...reply.data, message: reply.message };
  }

  /** The test farmer has no absence to catch up on. */
  processOffline(): Promise<null> {
    return Promise.resolve(null);
  }
}

export function farmingApiFor(api: ApiClient, testMode: boolean): FarmingApi {
  return testMode ? new TestModeFarmingApi(api) : new PlayerFarmingApi(api);
}
