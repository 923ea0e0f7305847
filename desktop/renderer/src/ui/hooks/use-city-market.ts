import type { MarketEntry, TradeRecord } from '@silkroad/shared';
import { useCallback, useEffect, useState } from 'react';
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

interface Loaded {
  cityId: number;
  entries: MarketEntry[];
  error: string | null;
}

/**
 * One city's prices, kept live while mounted: loaded once, then followed through the socket's
 * market-update and price-change for that city (market-subscribe), and reloaded on reconnect.
 */
export function useCityMarket(cityId: number | null): CityMarketState {
  const { trading, connection } = useWorld();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (cityId === null) return;
    let active = true;
    trading.marketPrices(cityId).then(
      (entries) => {
        if (active) setLoaded({ cityId, entries, error: null });
      },
      (error: unknown) => {
        if (active) setLoaded((previous) => ({ cityId, entries: previous?.cityId === cityId ? previous.entries : [], error: error instanceof Error ? error.message : String(error) }));
      },
    );
    return () => {
      active = false;
    };
  }, [trading, cityId, version]);

  useEffect(() => {
    if (cityId === null) return;
    const unwatch = connection.watchMarket(cityId);
    const offUpdate = connection.events.on('market-update', (update) =>
      setLoaded((previous) => (previous?.cityId === cityId ? { ...previous, entries: applyMarketUpdate(previous.entries, cityId, update) } : previous)),
    );
    const offChange = connection.events.on('price-change', (change) =>
      setLoaded((previous) => (previous?.cityId === cityId ? { ...previous, entries: applyPriceChange(previous.entries, cityId, change) } : previous)),
    );
    // Updates missed while the connection was down are only in a fresh load.
    const offStatus = connection.events.on('status', (status) => {
      if (status === 'connected') reload();
    });
    return () => {
      unwatch();
      offUpdate();
      offChange();
      offStatus();
    };
  }, [connection, cityId, reload]);

  const applyTrade = useCallback(
    (record: TradeRecord) => setLoaded((previous) => (previous?.cityId === record.cityId ? { ...previous, entries: applyTradeRecord(previous.entries, record) } : previous)),
    [],
  );

  const current = loaded !== null && loaded.cityId === cityId;
  return {
    entries: current ? loaded.entries : [],
    loading: cityId !== null && !current,
    error: current ? loaded.error : null,
    reload,
    applyTrade,
  };
}
