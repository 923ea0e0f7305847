import {
  type ArbitrageOpportunityView,
  type CityMarket,
  CONTRACTS_ROUTES,
  MARKET_ROUTES,
  type MarketEntry,
  type MarketOverview,
  type Offer,
  OFFERS_ROUTES,
  type PriceSample,
  type RouteReply,
  type RouteRequest,
  TRADE_API_ROUTES,
  type TradeExecuteRequest,
  type TradeRecord,
  type TradeRouteView,
} from '@silkroad/shared';
import type { ApiClient } from './api-client';

export type ContractLists = RouteReply<typeof CONTRACTS_ROUTES.list>['data'];
/** A contract accepted or delivered, and the purse after it. */
export type ContractOutcome = RouteReply<typeof CONTRACTS_ROUTES.accept>['data'];
export type TradeHistoryPage = RouteReply<typeof TRADE_API_ROUTES.history>['data'];
export type OfferDraft = RouteRequest<typeof OFFERS_ROUTES.create>['body'];
/** The fill, the offer after it, and the acceptor's purse. */
export type OfferFill = RouteReply<typeof OFFERS_ROUTES.accept>['data'];

export interface OfferQuery {
  cityId?: number;
  itemId?: string;
  mine?: boolean;
}

/** The market, trade, offer, route and contract routes of the protocol map. */
export class TradingApi {
  constructor(private readonly api: ApiClient) {}

  async marketPrices(cityId: number, itemId?: string): Promise<MarketEntry[]> {
    return (await this.api.send(MARKET_ROUTES.prices, { query: { cityId: String(cityId), itemId } })).data;
  }

  async priceHistory(cityId: number, itemId: string): Promise<PriceSample[]> {
    return (await this.api.send(MARKET_ROUTES.history, { query: { cityId: String(cityId), itemId } })).data.history;
  }

  async cityMarkets(): Promise<CityMarket[]> {
    return (await this.api.send(MARKET_ROUTES.cityMarkets, {})).data.cities;
  }

  async marketOverview(): Promise<MarketOverview> {
    return (await this.api.send(MARKET_ROUTES.overview, {})).data;
  }

  async arbitrage(itemId?: string): Promise<ArbitrageOpportunityView[]> {
    return (await this.api.send(MARKET_ROUTES.arbitrage, { query: { itemId } })).data.opportunities;
  }

  /** The executed trade, with the purse after it. */
  async executeTrade(request: TradeExecuteRequest): Promise<TradeRecord> {
    return (await this.api.send(TRADE_API_ROUTES.execute, { body: request })).data.trade;
  }

  async tradeHistory(limit = 20, offset = 0): Promise<TradeHistoryPage> {
    return (await this.api.send(TRADE_API_ROUTES.history, { query: { limit, offset } })).data;
  }

  async offers(filter: OfferQuery = {}): Promise<Offer[]> {
    const { cityId, itemId, mine } = filter;
    const query = { cityId: cityId === undefined ? undefined : String(cityId), itemId, mine: mine === undefined ? undefined : mine ? ('true' as const) : ('false' as const) };
    return (await this.api.send(OFFERS_ROUTES.list, { query })).data.offers;
  }

  async createOffer(draft: OfferDraft): Promise<Offer> {
    return (await this.api.send(OFFERS_ROUTES.create, { body: draft })).data.offer;
  }

  async acceptOffer(offerId: string, quantity: number): Promise<OfferFill> {
    return (await this.api.send(OFFERS_ROUTES.accept, { params: { id: offerId }, body: { quantity } })).data;
  }

  /** The offer, cancelled. */
  async cancelOffer(offerId: string): Promise<Offer> {
    return (await this.api.send(OFFERS_ROUTES.cancel, { params: { id: offerId } })).data.offer;
  }

  async routes(): Promise<TradeRouteView[]> {
    return (await this.api.send(CONTRACTS_ROUTES.tradeRoutes, {})).data.routes;
  }

  async contracts(): Promise<ContractLists> {
    return (await this.api.send(CONTRACTS_ROUTES.list, {})).data;
  }

  async acceptContract(id: string): Promise<ContractOutcome> {
    return (await this.api.send(CONTRACTS_ROUTES.accept, { params: { id } })).data;
  }

  async deliverContract(id: string): Promise<ContractOutcome> {
    return (await this.api.send(CONTRACTS_ROUTES.deliver, { params: { id } })).data;
  }
}
