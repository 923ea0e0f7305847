import { type RouteReply, WORKSHOP_ROUTES } from '@silkroad/shared';
import type { ApiClient } from './api-client';

const ROUTES = WORKSHOP_ROUTES;

export type Workshop = RouteReply<typeof ROUTES.workshop>['data'];
export type WorkshopUpgraded = RouteReply<typeof ROUTES.upgrade>['data'];
export type BenchPlaced = RouteReply<typeof ROUTES.placeBench>['data'];
export type BenchMoved = RouteReply<typeof ROUTES.moveBench>['data'];
export type StationCraftQueued = RouteReply<typeof ROUTES.craft>['data'];

/**
 * The personal workshop's calls (002 §2, §4): the workshop with its benches and station recipes,
 * upgrading it, buying and placing a bench, moving one, and queueing a station craft (claimed
 * through the crafting queue like any craft).
 */
export class WorkshopApi {
  constructor(private readonly api: ApiClient) {}

  async workshop(): Promise<Workshop> {
    return (await this.api.send(ROUTES.workshop, {})).data;
  }

  async upgrade(): Promise<WorkshopUpgraded> {
    return (await this.api.send(ROUTES.upgrade, {})).data;
  }

  async placeBench(benchId: string, x: number, y: number): Promise<BenchPlaced> {
    return (await this.api.send(ROUTES.placeBench, { body: { benchId, x, y } })).data;
  }

  /** The bench where it now stands. */
  async moveBench(id: number, x: number, y: number): Promise<BenchMoved> {
    return (await this.api.send(ROUTES.moveBench, { params: { id }, body: { x, y } })).data;
  }

  async craft(recipeId: string): Promise<StationCraftQueued> {
    return (await this.api.send(ROUTES.craft, { body: { recipeId } })).data;
  }
}
