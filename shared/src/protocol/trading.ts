import { z } from 'zod';
import type { CONTRACT_ERRORS } from './refusals/trading';
export { CONTRACT_ERRORS } from './refusals/trading';

export type ContractErrorCode = keyof typeof CONTRACT_ERRORS;

/** How often the server settles overdue contracts nobody looked at. */
export const CONTRACT_SWEEP_MS = 60_000;

export const tradeRouteViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  start: z.object({ id: z.number().int(), name: z.string() }),
  end: z.object({ id: z.number().int(), name: z.string() }),
  distance: z.number(),
  difficulty: z.enum(['easy', 'moderate', 'hard']),
  goods: z.array(z.object({ itemId: z.string(), itemName: z.string(), profitPerUnit: z.number().int() })),
  /** Best copper per unit of the route's goods at base prices (live prices move around it). */
  profit: z.number().int(),
  durationMinutes: z.number().int(),
  requirements: z.object({ level: z.number().int(), capitalSilver: z.number().int(), capitalCopper: z.number().int() }),
  description: z.string(),
  eligible: z.boolean(),
  /** "Requires level 10", "Requires 5000 silver capital". */
  unmetRequirements: z.array(z.string()),
});
export type TradeRouteView = z.infer<typeof tradeRouteViewSchema>;

export const tradeRoutesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ playerLevel: z.number().int(), playerCopper: z.number().int(), routes: z.array(tradeRouteViewSchema) }),
});
export type TradeRoutesResponse = z.infer<typeof tradeRoutesResponseSchema>;

export const CONTRACT_STATUSES = ['available', 'active', 'completed', 'failed'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const contractViewSchema = z.object({
  /** The contract (template) id: what accept and deliver take. */
  id: z.string(),
  /**
   * The posting: one of a kind on the board, taken by one trader and completed once. Null for a
   * contract taken before the board had postings (it keeps the catalogue's reward).
   */
  postingId: z.string().nullable(),
  /** Where the goods were cheapest when the contract was posted, and their price there (copper per unit). */
  source: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sourcePrice: z.number().int().nullable(),
  clientId: z.string(),
  clientName: z.string(),
  goodId: z.string(),
  itemName: z.string(),
  quantity: z.number().int(),
  destination: z.object({ id: z.number().int(), name: z.string() }),
  /** Copper, fixed when the contract was posted. */
  reward: z.number().int(),
  penalty: z.number().int(),
  durationGameDays: z.number(),
  requiredLevel: z.number().int(),
  description: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  /** The player's instance, for a contract they accepted. */
  playerContractId: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  deadline: z.string().nullable(),
  settledAt: z.string().nullable(),
  /** Copper actually taken for a failed contract: less than the penalty when the purse ran short. */
  penaltyPaid: z.number().int().nullable(),
});
export type ContractView = z.infer<typeof contractViewSchema>;

export const contractsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** The postings on the board now, each one of a kind: the first trader to accept one takes it. */
    available: z.array(contractViewSchema),
    /** The player's own contracts, newest first: active, then recently settled. */
    mine: z.array(contractViewSchema),
  }),
});
export type ContractsResponse = z.infer<typeof contractsResponseSchema>;

/**
 * GET /blacksmithing/contracts and /crafting/contracts (spec 001 §7: success, contracts): the
 * profession's contracts, each once, as the player sees it: their active instance, else on offer.
 */
export const professionContractsResponseSchema = z.object({ success: z.literal(true), contracts: z.array(contractViewSchema) });
export type ProfessionContractsResponse = z.infer<typeof professionContractsResponseSchema>;

export const contractResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ contract: contractViewSchema, playerCopper: z.number().int() }),
});
export type ContractResponse = z.infer<typeof contractResponseSchema>;

export const contractIdParamSchema = z.object({ id: z.string().min(1).max(64) });
