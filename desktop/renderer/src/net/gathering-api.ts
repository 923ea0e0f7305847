import { API_ROUTES, type ResourceNodeView, type RouteReply } from '@silkroad/shared';
import type { ApiClient } from './api-client';

const ROUTES = API_ROUTES.gathering;

export type HarvestResult = RouteReply<typeof ROUTES.harvest>['data'];

/** The gathering routes (resource nodes in view, harvests). */
export class GatheringApi {
  constructor(private readonly api: ApiClient) {}

  /** The nodes the player can see from where the server has them standing. */
  async nodes(): Promise<ResourceNodeView[]> {
    return (await this.api.send(ROUTES.nodes, {})).data.nodes;
  }

  /** One harvest of a node; a refusal throws ApiError with the server's code (NODE_DEPLETED, HARVEST_INVENTORY_FULL, ...). */
  async harvest(nodeId: number): Promise<HarvestResult> {
    return (await this.api.send(ROUTES.harvest, { body: { nodeId } })).data;
  }
}
