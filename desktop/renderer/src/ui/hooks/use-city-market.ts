import type { MarketEntry, TradeRecord } from '@silkroad/shared';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { QUERY_KEYS } from '../../server-state/query-keys';
import { applyMarketUpdate, applyPriceChange, applyTradeRecord } from '../trading/market-entries';
import { useWorld } from '../world/world-context';

export interface CityMarketState {
  entries: MarketEntry[];
  loading: boolean;
  error: string | null;
  reload(): void;
  /** Shows the market as our own trade left it, before the server's update arrives. */
  applyTrade(record: TradeRecord): void;
}

/**
 * One city's prices, kept live while mounted: read once into the cache, then written by the
 * socket's market-update and price-change for that city (market-subscribe); a reconnect reads it
 * again (server-pushes.ts invalidates everything on `established`).
 */
export function useCityMarket(cityId: number | null): CityMarketState {
  const { trading, connection } = useWorld();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: QUERY_KEYS.cityMarket(cityId ?? -1),
    queryFn: cityId === null ? skipToken : () => trading.marketPrices(cityId),
    staleTime: Infinity,
  });

  useEffect(() => {
    if (cityId === null) return;
    const key = QUERY_KEYS.cityMarket(cityId);
    const write = (change: (entries: MarketEntry[]) => MarketEntry[]) => client.setQueryData<MarketEntry[]>(key, (entries) => (entries ? change(entries) : entries));
    const unwatch = connection.watchMarket(cityId);
    const offUpdate = connection.events.on('market-update', (update) => write((entries) => applyMarketUpdate(entries, cityId, update)));
    const offChange = connection.events.on('price-change', (change) => write((entries) => applyPriceChange(entries, cityId, change)));
    return () => {
      unwatch();
      offUpdate();
      offChange();
    };
  }, [client, connection, cityId]);

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const applyTrade = useCallback(
    (record: TradeRecord) => client.setQueryData<MarketEntry[]>(QUERY_KEYS.cityMarket(record.cityId), (entries) => (entries ? applyTradeRecord(entries, record) : entries)),
    [client],
  );

  return {
    entries: query.data ?? [],
    loading: cityId !== null && query.isPending,
    error: query.error ? query.error.message : null,
    reload,
    applyTrade,
  };
}
