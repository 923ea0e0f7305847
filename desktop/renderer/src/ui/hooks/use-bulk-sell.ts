import { cityById, startingSkills } from '@silkroad/shared';
import { useCallback, useState } from 'react';
import { ApiError } from '../../net/api-client';
import { BULK_SELL_TEXT, planBulkSell } from '../inventory/bulk-sell';
import type { InventoryEntry } from '../inventory/inventory-view';
import { tradeSuccessLine } from '../trading/trade-texts';
import { useWorld } from '../world/world-context';
import { useTrade } from './use-trade';

export interface BulkSellLine {
  itemId: string;
  ok: boolean;
  text: string;
}

export interface BulkSellReport {
  lines: BulkSellLine[];
  /** The spec's alert, when some sales never got an answer. */
  alert: string | null;
}

/**
 * Sell Selected: one sale per selected item (all of it) at the city's market, one after the
 * other, each reported on its own. Items the market cannot take are reported, not sent.
 */
export function useBulkSell(): { selling: boolean; sell(items: readonly InventoryEntry[], cityId: number): Promise<BulkSellReport> } {
  const { trading, player } = useWorld();
  const trade = useTrade();
  const [selling, setSelling] = useState(false);
  const skills = player.data?.skills;

  const sell = useCallback(
    async (items: readonly InventoryEntry[], cityId: number): Promise<BulkSellReport> => {
      setSelling(true);
      const lines: BulkSellLine[] = [];
      let unanswered = false;
      try {
        const market = await trading.marketPrices(cityId);
        const steps = planBulkSell(items, market, cityById(cityId)?.name ?? '', skills ?? startingSkills());
        for (const step of steps) {
          if (step.kind === 'skip') {
            lines.push({ itemId: step.itemId, ok: false, text: step.reason });
            continue;
          }
          try {
            const record = await trade({ side: 'sell', itemId: step.itemId, cityId, quantity: step.quantity, priceLimit: step.priceLimit });
            lines.push({ itemId: step.itemId, ok: true, text: tradeSuccessLine(record) });
          } catch (error) {
            if (!(error instanceof ApiError && error.isRejection)) unanswered = true;
            lines.push({ itemId: step.itemId, ok: false, text: `Failed to sell ${step.name}: ${error instanceof Error ? error.message : String(error)}` });
          }
        }
      } catch {
        unanswered = true;
      } finally {
        setSelling(false);
      }
      return { lines, alert: unanswered ? BULK_SELL_TEXT.failed : null };
    },
    [trading, trade, skills],
  );

  return { selling, sell };
}
