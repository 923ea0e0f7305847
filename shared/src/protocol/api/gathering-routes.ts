import { harvestRequestSchema, harvestResponseSchema, resourceNodesResponseSchema } from '../gathering';
import { defineRoute } from './route-spec';

const tag = 'gathering';

export const GATHERING_ROUTES = {
  nodes: defineRoute({
    method: 'get',
    path: '/api/gathering/nodes',
    tag,
    summary: 'The resource nodes the player can see',
    description:
      'Nodes of the countryside within view of where the player stands (1000 px; none from inside a city), with their quantity and state (full, low at 30% or less, depleted), and `seenFrom`, where the server had the player standing when it judged (it may lag the client by a move while walking: a client that has since stepped elsewhere asks again). The world is brought up to the clock first: harvested nodes past their respawn time are full, emptied nodes past 2 s are replaced elsewhere. Changes then arrive as `node-update` on the socket.',
    access: 'player',
    reply: resourceNodesResponseSchema,
    refusals: [],
  }),
  harvest: defineRoute({
    method: 'post',
    path: '/api/gathering/harvest',
    tag,
    summary: 'Harvest one yield of a resource node',
    description: [
      'The player must stand in the countryside within 100 px of the node, and harvests at most once per gather time of the resource (Retry-After tells when).',
      'The node, the item, the ledger and the profession XP change in one transaction. The first harvest sets the player’s profession to the resource’s;',
      'a harvest outside the player’s profession gives the item without XP and says which profession it needs.',
    ].join(' '),
    access: 'player',
    rateLimit: 'gather',
    body: harvestRequestSchema,
    reply: harvestResponseSchema,
    refusals: ['UNKNOWN_NODE', 'GATHERING_IN_CITY', 'GATHERING_ON_FARM', 'ON_JOURNEY', 'IN_VENICE', 'NODE_OUT_OF_REACH', 'NODE_DEPLETED', 'HARVEST_INVENTORY_FULL', 'GATHERING_TOO_FAST'],
    /** A node id that is not a positive whole number names no node. */
    fields: { nodeId: { code: 'UNKNOWN_NODE' } },
  }),
};
