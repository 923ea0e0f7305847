import { harvestResponseSchema, resourceNodeViewSchema, type HarvestRequest, type HarvestResponse, type ResourceNodeView } from '@silkroad/shared';
import { ApiError, type ApiClient } from './api-client';

export type HarvestResult = HarvestResponse['data'];

interface Reply<T> {
  data?: T;
}

const harvestDataSchema = harvestResponseSchema.shape.data;

/** The gathering routes (resource nodes in view, harvests), parsed with the shared protocol schemas. */
export class GatheringApi {
  constructor(private readonly api: ApiClient) {}

  /** The nodes the player can see from where the server has them standing; one malformed node is left out rather than losing the list. */
  async nodes(): Promise<ResourceNodeView[]> {
    const body = await this.api.call<Reply<{ nodes?: unknown }>>('/api/gathering/nodes');
    const list = body.data?.nodes;
    if (!Array.isArray(list)) return [];
    const nodes: ResourceNodeView[] = [];
    for (const element of list) {
      const parsed = resourceNodeViewSchema.safeParse(element);
      if (parsed.success) nodes.push(parsed.data);
    }
    return nodes;
  }

  /** One harvest of a node; a refusal throws ApiError with the server's code (NODE_DEPLETED, HARVEST_INVENTORY_FULL, ...). */
  async harvest(nodeId: number): Promise<HarvestResult> {
    const request: HarvestRequest = { nodeId };
    const body = await this.api.call<Reply<unknown>>('/api/gathering/harvest', { method: 'POST', body: request });
    const parsed = harvestDataSchema.safeParse(body.data);
    if (!parsed.success) throw new ApiError('Unexpected harvest from the server', 200);
    return parsed.data;
  }
}
