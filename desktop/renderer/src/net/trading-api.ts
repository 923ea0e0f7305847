import {
  arbitrageOpportunitySchema,
  cityMarketSchema,
  contractViewSchema,
  marketEntrySchema,
  marketOverviewSchema,
  offerSchema,
  priceSampleSchema,
  tradeHistoryEntrySchema,
  tradeRecordSchema,
  tradeRouteViewSchema,
  type ArbitrageOpportunityView,
  type CityMarket,
  type ContractView,
  type MarketEntry,
  type MarketOverview,
  type Offer,
  type PriceSample,
  type TradeExecuteRequest,
  type TradeHistoryEntry,
  type TradeRecord,
  type TradeRouteView,
} from '@silkroad/shared';
import type { z } from 'zod';
import { ApiError, type ApiClient } from './api-client';

export interface ContractLists {
  available: ContractView[];
  mine: ContractView[];
}


export interface TradeHistoryPage {
  trades: TradeHistoryEntry[];
  total: number;
}

export interface OfferQuery {
  cityId?: number;
  itemId?: string;
  mine?: boolean;
}

export interface OfferDraft {
  side: 'buy' | 'sell';
  itemId: string;
  cityId: number;
  quantity: number;
  pricePerUnit: number;
}

export interface OfferFill {
  offer: Offer;
  filledQuantity: number;
  totalCopper: number;
}

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError(`Unexpected ${what} from the server`, 200);
  return parsed.data;
}

/** Parses each element on its own: one malformed row is left out rather than losing the list. */
function parseList<T>(schema: z.ZodType<T>, value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  const out: T[] = [];
  for (const element of value) {
    const parsed = schema.safeParse(element);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

function query(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

interface Reply<T> {
  data?: T;
}

/** The market, trade, offer, route and contract routes, parsed with the shared protocol schemas. */
export class TradingApi {
  constructor(private readonly api: ApiClient) {}

  async marketPrices(cityId: number, itemId?: string): Promise<MarketEntry[]> {
    const body = await this.api.call<Reply<unknown>>(`/api/market/prices${query({ cityId, itemId })}`, { auth: false });
    return parseList(marketEntrySchema, body.data);
  }

  async priceHistory(cityId: number, itemId: string): Promise<PriceSample[]> {
    const body = await this.api.call<Reply<{ history?: unknown }>>(`/api/market/history${query({ cityId, itemId })}`, { auth: false });
    return parseList(priceSampleSchema, body.data?.history);
  }

  async cityMarkets(): Promise<CityMarket[]> {
    const body = await this.api.call<Reply<{ cities?: unknown }>>('/api/game/market');
    return parseList(cityMarketSchema, body.data?.cities);
  }

  async marketOverview(): Promise<MarketOverview> {
    const body = await this.api.call<Reply<unknown>>('/api/trading/market-overview');
    return parse(marketOverviewSchema, body.data, 'market overview');
  }

  async arbitrage(itemId?: string): Promise<ArbitrageOpportunityView[]> {
    const body = await this.api.call<Reply<{ opportunities?: unknown }>>(`/api/trading/arbitrage${query({ itemId })}`);
    return parseList(arbitrageOpportunitySchema, body.data?.opportunities);
  }

  async executeTrade(request: TradeExecuteRequest): Promise<TradeRecord> {
    const body = await this.api.call<Reply<{ trade?: unknown }>>('/api/trade/execute', { method: 'POST', body: request });
    return parse(tradeRecordSchema, body.data?.trade, 'trade');
  }

  async tradeHistory(limit = 20, offset = 0): Promise<TradeHistoryPage> {
    const body = await this.api.call<Reply<{ trades?: unknown; total?: unknown }>>(`/api/trade/history${query({ limit, offset })}`);
    const trades = parseList(tradeHistoryEntrySchema, body.data?.trades);
    return { trades, total: typeof body.data?.total === 'number' ? body.data.total : trades.length };
  }

  async offers(filter: OfferQuery = {}): Promise<Offer[]> {
    const body = await this.api.call<Reply<{ offers?: unknown }>>(`/api/market/offers${query({ cityId: filter.cityId, itemId: filter.itemId, mine: filter.mine })}`);
    return parseList(offerSchema, body.data?.offers);
  }

  async createOffer(draft: OfferDraft): Promise<Offer> {
    const body = await this.api.call<Reply<{ offer?: unknown }>>('/api/market/offers', { method: 'POST', body: draft });
    return parse(offerSchema, body.data?.offer, 'offer');
  }

  async acceptOffer(offerId: string, quantity: number): Promise<OfferFill> {
    const body = await this.api.call<Reply<{ offer?: unknown; filledQuantity?: unknown; totalCopper?: unknown }>>(`/api/market/offers/${encodeURIComponent(offerId)}/accept`, {
      method: 'POST',
      body: { quantity },
    });
    const offer = parse(offerSchema, body.data?.offer, 'offer');
    const filledQuantity = typeof body.data?.filledQuantity === 'number' ? body.data.filledQuantity : quantity;
    const totalCopper = typeof body.data?.totalCopper === 'number' ? body.data.totalCopper : filledQuantity * offer.pricePerUnit;
    return { offer, filledQuantity, totalCopper };
  }

  async cancelOffer(offerId: string): Promise<void> {
    await this.api.call(`/api/market/offers/${encodeURIComponent(offerId)}`, { method: 'DELETE' });
  }

  async routes(): Promise<TradeRouteView[]> {
    const body = await this.api.call<Reply<{ routes?: unknown }>>('/api/trading/routes');
    return parseList(tradeRouteViewSchema, body.data?.routes);
  }

  async contracts(): Promise<ContractLists> {
    const body = await this.api.call<Reply<{ available?: unknown; mine?: unknown }>>('/api/trading/contracts');
    return { available: parseList(contractViewSchema, body.data?.available), mine: parseList(contractViewSchema, body.data?.mine) };
  }

  async acceptContract(id: string): Promise<ContractView> {
    const body = await this.api.call<Reply<{ contract?: unknown }>>(`/api/trading/contracts/${encodeURIComponent(id)}/accept`, { method: 'POST', body: {} });
    return parse(contractViewSchema, body.data?.contract, 'contract');
  }

  async deliverContract(id: string): Promise<ContractView> {
    const body = await this.api.call<Reply<{ contract?: unknown }>>(`/api/trading/contracts/${encodeURIComponent(id)}/deliver`, { method: 'POST', body: {} });
    return parse(contractViewSchema, body.data?.contract, 'contract');
  }
}
