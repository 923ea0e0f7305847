import { GATHERING_ROUTES, type RouteReply } from '@silkroad/shared';
import type { ApiClient } from './api-client';

const ROUTES = GATHERING_ROUTES;

export type HarvestResult = RouteReply<typeof ROUTES.harvest>['data'];
/** The nodes in view, and where the server had the player standing when it judged them. */
export type NodeListing = RouteReply<typeof ROUTES.nodes>['data'];

/** The gathering routes (resource nodes in view, harvests). */
export class GatheringApi {
  constructor(private readonly api: ApiClient) {}

  /** The nodes the player can see from where the server has them standing (`seenFrom`, a move or so behind while walking). */
  async nodes(): Promise<NodeListing> {
    return (await this.api.send(ROUTES.nodes, {})).data;
  }

  /** One harvest of a node; a refusal throws ApiError with the server's code (NODE_DEPLETED, HARVEST_INVENTORY_FULL, ...). */
  async harvest(nodeId: number): Promise<HarvestResult> {
    return (await this.api.send(ROUTES.harvest, { body: { nodeId } })).data;
  }
}
