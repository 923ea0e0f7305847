import { contractIdParamSchema, contractResponseSchema, contractsResponseSchema, tradeRoutesResponseSchema } from '../trading';
import { defineRoute } from './route-spec';

const tag = 'trading';

export const CONTRACTS_ROUTES = {
  tradeRoutes: defineRoute({
    method: 'get',
    path: '/api/trading/routes',
    tag,
    summary: 'Trade routes and whether the player meets their requirements',
    description:
      'Each route with its goods, an estimate of the profit per unit at base prices (copper), and `eligible` with the unmet requirements ("Requires level 10", "Requires 5000 silver capital"). Capital is the purse.',
    access: 'player',
    reply: tradeRoutesResponseSchema,
    refusals: [],
  }),
  list: defineRoute({
    method: 'get',
    path: '/api/trading/contracts',
    tag,
    summary: 'The contract board, and the player’s own contracts',
    description:
      'Overdue contracts are settled first (status failed, penalty charged). Each contract is on the board as one posting at a time (`postingId`), taken by one trader and completed once; the client posts it again six game hours after it closes, and a posting nobody took for a game day is posted again at that day’s prices. The reward is set when posted: what the destination’s merchants pay for the goods at its price (its base price if lower), never above the catalogue’s; `source` is where the goods were cheapest then, at `sourcePrice` per unit. Rewards and penalties are copper; deadlines are ISO times (game days last 4 real hours).',
    access: 'player',
    reply: contractsResponseSchema,
    refusals: [],
  }),
  accept: defineRoute({
    method: 'post',
    path: '/api/trading/contracts/{id}/accept',
    tag,
    summary: 'Take a contract’s posting off the board',
    description:
      'Of any number of traders accepting one posting, one gets it; the others hear CONTRACT_TAKEN, as does anyone until the client posts it again. One active instance per contract per player; the deadline is the contract’s game days from now. Taken anywhere in the world (Venice too), never from the farm or the road.',
    access: 'player',
    rateLimit: 'contracts',
    params: contractIdParamSchema,
    reply: contractResponseSchema,
    status: 201,
    refusals: ['CONTRACT_NOT_FOUND', 'LEVEL_TOO_LOW', 'ON_FARM', 'ON_JOURNEY', 'CONTRACT_ALREADY_ACTIVE', 'CONTRACT_TAKEN'],
  }),
  deliver: defineRoute({
    method: 'post',
    path: '/api/trading/contracts/{id}/deliver',
    tag,
    summary: 'Deliver a contract’s goods for its reward',
    description:
      'In the destination city, before the deadline, holding the goods: they leave the inventory and the reward enters the purse. The reward is the posted one, but no more per unit than anyone bought the goods for at the destination’s market since it was posted. CONTRACT_OVERDUE: the deadline passed; the contract failed and its penalty was charged.',
    access: 'player',
    rateLimit: 'contracts',
    params: contractIdParamSchema,
    reply: contractResponseSchema,
    refusals: ['CONTRACT_NOT_FOUND', 'CONTRACT_NOT_ACCEPTED', 'CONTRACT_OVERDUE', 'ON_FARM', 'WRONG_CITY', 'INSUFFICIENT_ITEMS'],
  }),
};
