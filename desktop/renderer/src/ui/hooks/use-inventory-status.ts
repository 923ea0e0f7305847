import { useEffect, useRef } from 'react';
import { useToasts } from '../common/toast-context';
import type { PlayerDataState } from '../../server-state/player-query';

/** The inventory toast lasts 3 s (spec 002 §9); a missing inventory is asked for again after 2 s. */
export const INVENTORY_TOAST_MS = 3_000;
export const INVENTORY_RETRY_MS = 2_000;

export const INVENTORY_TEXT = {
  loaded: 'Inventory loaded successfully',
  noData: 'No player data available',
  failed: 'Failed to load inventory',
} as const;

/**
 * The inventory status toasts of spec 002 §8, where they tell the player something: no data
 * (then a retry after 2 s), the retry failing, and the inventory arriving after all.
 */
export function useInventoryStatus(player: PlayerDataState): void {
  const toasts = useToasts();
  const missed = useRef(false);
  const hasData = player.data !== null;
  const { refresh } = player;

  useEffect(() => {
    if (hasData) {
      if (missed.current) toasts.notify({ type: 'success', message: INVENTORY_TEXT.loaded, duration: INVENTORY_TOAST_MS });
      missed.current = false;
      return;
    }
    missed.current = true;
    toasts.notify({ type: 'warning', message: INVENTORY_TEXT.noData, duration: INVENTORY_TOAST_MS });
    const timer = setTimeout(refresh, INVENTORY_RETRY_MS);
    return () => clearTimeout(timer);
  }, [hasData, refresh, toasts]);

  useEffect(() => {
    if (player.failed && !hasData) toasts.notify({ type: 'error', message: INVENTORY_TEXT.failed, duration: INVENTORY_TOAST_MS });
  }, [player.failed, hasData, toasts]);
}
