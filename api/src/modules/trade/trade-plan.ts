import { isMarketCityId, itemById, priceTrade, tradeSkillExperience, withinPriceLimit, type TradeExecuteRequest, type TradeRecord } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { TradesTable } from '../../db/schema';
import { Refusal } from '../../http/refusal';
import { parseSkills } from '../economy/experience';
import type { LedgerEntry } from '../economy/ledger';
import type { SkillGain } from '../economy/wallet';
import { stateOf, type MarketRow } from '../market/market-store';
import { placeOfPlayer, requireCity } from '../players/player-position';
import { newTradeId } from './trade-id';
import { toHistoryEntry } from './trade-store';

/*
 * What a trade does, apart from how its rows are written: SQLite writes them statement by
 * statement (trade-service.ts), PostgreSQL in batches of one market's trades (trade-batch.ts).
 */

/** What a trade reads of its trader. */
export interface TraderRow {
  x: number;
  y: number;
  location_state: string;
  skills: string;
  home_city_id: number;
}

export interface ExecutedTrade {
  record: TradeRecord;
  previousPrice: number;
  marketAfter: MarketRow;
}

/** What a trade will do, decided from the trader's and the market's rows as read under their locks. */
export interface TradePlan {
  request: TradeExecuteRequest;
  playerId: string;
  now: number;
  price: ReturnType<typeof priceTrade>;
  skills: SkillGain;
  skillXp: TradeRecord['skillXp'];
  row: TradesTable;
  ledger: LedgerEntry;
  market: MarketRow;
}

/** The request's own checks, before anything is read. */
export function checkTradeRequest(request: TradeExecuteRequest): void {
  const item = itemById(request.itemId);
  if (!item) throw new Refusal('UNKNOWN_ITEM');
  if (!isMarketCityId(request.cityId)) throw new Refusal('UNKNOWN_CITY');
  if (!item.marketable) throw new Refusal('NOT_TRADED_HERE');
}

/**
 * The trade the rows allow: the trader at this market (Venice has no place on the map, so no
 * player stands in it: its market is for caravans, not for players on foot), the price within
 * the request's limit, the skill experience it teaches, and the rows it writes.
 */
export function planTrade(ctx: AppContext, playerId: string, request: TradeExecuteRequest, trader: TraderRow, market: MarketRow, now: number): TradePlan {
  const { type, itemId, cityId, quantity } = request;
  requireCity(placeOfPlayer(ctx, playerId, trader), cityId);
  const price = priceTrade(stateOf(market), type, quantity, parseSkills(trader.skills));
  if (!withinPriceLimit(type, price.unitPrice, request.priceLimit)) throw new Refusal('PRICE_MOVED');
  const tradeId = newTradeId(now);
  const skillXp = tradeSkillExperience(price.total, { side: type, foreign: trader.home_city_id !== cityId });
  const row: TradesTable = {
    id: tradeId,
    player_id: playerId,
    type,
    item_id: itemId,
    city_id: cityId,
    quantity,
    price_per_unit: price.unitPrice,
    total: price.total,
    discount: price.discount,
    market_price: price.after.price,
    executed_at: now,
  };
  const sign = type === 'buy' ? 1 : -1;
  const kind = type === 'buy' ? 'market-buy' : 'market-sell';
  return {
    request,
    playerId,
    now,
    price,
    skills: { from: trader.skills, gained: skillXp, cause: { kind, cityId, refId: tradeId } },
    skillXp,
    row,
    ledger: { playerId, kind, itemId, quantity: sign * quantity, copperDelta: -sign * price.total, cityId, refId: tradeId },
    market,
  };
}

export function executedTrade(plan: TradePlan, copper: number): ExecutedTrade {
  return {
    record: { ...toHistoryEntry(plan.row), playerCopper: copper, skillXp: plan.skillXp },
    previousPrice: plan.market.price,
    marketAfter: { ...plan.market, ...plan.price.after, updated_at: plan.now },
  };
}

