import type { TradeRecord, TradeSide } from '@silkroad/shared';
import { useCallback } from 'react';
import { ApiError } from '../../net/api-client';
import { newIdempotencyKey } from '../../net/idempotency';
import { useWorld } from '../world/world-context';

/** One automatic retry of a trade that never got an answer, after this long. */
export const TRADE_RETRY_DELAY_MS = 800;

export interface TradeOrder {
  side: TradeSide;
  itemId: string;
  cityId: number;
  quantity: number;
  /** Copper per unit: the most paid (buy) or the least taken (sell). */
  priceLimit: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Executes trades at the city markets. Each call is one click: it gets a fresh idempotency key,
 * and when the request gets no answer at all (network, timeout) it is sent once more with the
 * same key, so the server executes it at most once. The player's data is refreshed afterwards,
 * whatever happened (the HUD and inventory follow).
 */
export function useTrade(): (order: TradeOrder) => Promise<TradeRecord> {
  const { trading, player, bus } = useWorld();
  const { refresh } = player;
  return useCallback(
    async (order: TradeOrder) => {
      const request = { type: order.side, itemId: order.itemId, cityId: order.cityId, quantity: order.quantity, priceLimit: order.priceLimit, idempotencyKey: newIdempotencyKey() };
      try {
        let record: TradeRecord;
        try {
          record = await trading.executeTrade(request);
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 0)) throw error;
          await wait(TRADE_RETRY_DELAY_MS);
          record = await trading.executeTrade(request);
        }
        // Coins change hands: the one sound every completed trade makes.
        bus.emit('sound:cue', { cue: 'coins' });
        return record;
      } finally {
        refresh();
      }
    },
    [trading, refresh, bus],
  );
}
