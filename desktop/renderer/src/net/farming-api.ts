import {
  type CropView,
  FARMING_ROUTES,
  LOCATION_ROUTES,
  type MoveAction,
  type OfflineProgression,
  type PlayerLocation,
  type PlotView,
  type RouteReply,
  TEST_MODE_ROUTES,
  TIME_ROUTES,
} from '@silkroad/shared';
import type { ApiClient } from './api-client';

export type Farm = RouteReply<typeof FARMING_ROUTES.plots>['data'];
export type TaxNotice = Farm['taxNotice'];
export type Harvest = RouteReply<typeof FARMING_ROUTES.harvest>['data'] & { message: string };

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
    return (await this.api.send(LOCATION_ROUTES.location, {})).data.location;
  }

  async move(action: MoveAction): Promise<PlayerLocation> {
    return (await this.api.send(LOCATION_ROUTES.move, { body: { action } })).data.location;
  }

  async farm(): Promise<Farm> {
    return (await this.api.send(FARMING_ROUTES.plots, {})).data;
  }



  async buyPlot(plotType = DEFAULT_PLOT): Promise<{ plot: PlotView; message: string }> {
    const reply = await this.api.send(FARMING_ROUTES.purchasePlot, { body: { plotType } });
    return { plot: reply.data.plot, message: reply.message };
  }

  async plant(plotId: string, cropType: string, gridPosition: number): Promise<{ crop: CropView; message: string }> {
    const reply = await this.api.send(FARMING_ROUTES.plant, { body: { plotId, cropType, gridPosition } });
    return { crop: reply.data.crop, message: reply.message };
  }

  async harvest(cropId: string): Promise<Harvest> {
    const reply = await this.api.send(FARMING_ROUTES.harvest, { body: { cropId } });
    return { ...reply.data, message: reply.message };
  }

  async processOffline(): Promise<OfflineProgression> {
    return (await this.api.send(TIME_ROUTES.processOffline, {})).offlineProgression;
  }
}

/** Test mode: the same calls on the development server's test farmer, without a token. */
export class TestModeFarmingApi implements FarmingApi {
  readonly testMode = true;
  constructor(private readonly api: ApiClient) {}

  async location(): Promise<PlayerLocation> {
    return (await this.api.send(TEST_MODE_ROUTES.location, {})).data.location;
  }

  async move(action: MoveAction): Promise<PlayerLocation> {
    return (await this.api.send(TEST_MODE_ROUTES.move, { body: { action } })).data.location;
  }

  async farm(): Promise<Farm> {
    return (await this.api.send(TEST_MODE_ROUTES.plots, {})).data;
  }


  async buyPlot(plotType = DEFAULT_PLOT): Promise<{ plot: PlotView; message: string }> {
    const reply = await this.api.send(TEST_MODE_ROUTES.purchasePlot, { body: { plotType } });
    return { plot: reply.data.plot, message: reply.message };
  }

  async plant(plotId: string, cropType: string, gridPosition: number): Promise<{ crop: CropView; message: string }> {
    const reply = await this.api.send(TEST_MODE_ROUTES.plant, { body: { plotId, cropType, gridPosition } });
    return { crop: reply.data.crop, message: reply.message };
  }

  async harvest(cropId: string): Promise<Harvest> {
    const reply = await this.api.send(TEST_MODE_ROUTES.harvest, { body: { cropId } });
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
