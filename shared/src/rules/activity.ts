/**
 * The Player Stats window's recent-activity feed (002 §2 Overview): the server's ledger rows put
 * into words. Only what a player would call something they did is worded; the rest (escrow,
 * experience, fees folded into other acts, an achievement's reward beside its unlocking) is left
 * out of the feed.
 */
import { itemById } from '../catalogue/items';
import { cityName } from '../catalogue/world';
import { formatCoins } from './currency';

/** One ledger row as the feed reads it. */
export interface ActivityRow {
  kind: string;
  itemId: string | null;
  quantity: number;
  copper: number;
  cityId: number | null;
}

const itemLabel = (itemId: string | null, quantity: number) => `${Math.abs(quantity)} ${itemById(itemId ?? '')?.name ?? itemId ?? 'goods'}`;
const inCity = (cityId: number | null) => (cityId === null ? '' : ` in ${cityName(cityId)}`);

/** The row in words, or null when it is not something the feed tells. */
export function activityText(row: ActivityRow): string | null {
  switch (row.kind) {
    case 'market-buy':
      return `Bought ${itemLabel(row.itemId, row.quantity)}${inCity(row.cityId)} for ${formatCoins(-row.copper)}`;
    case 'market-sell':
      return `Sold ${itemLabel(row.itemId, row.quantity)}${inCity(row.cityId)} for ${formatCoins(row.copper)}`;
    case 'npc-buy':
      return row.itemId ? `Bought ${itemLabel(row.itemId, row.quantity)} from a merchant${inCity(row.cityId)}` : null;
    case 'gather':
      return `Gathered ${itemLabel(row.itemId, row.quantity)}`;
    case 'farm-plant':
      return row.itemId ? `Sowed ${itemById(row.itemId)?.name ?? row.itemId}` : null;
    case 'farm-harvest':
      return `Harvested ${itemLabel(row.itemId, row.quantity)}`;
    case 'craft-product':
      return `Crafted ${itemLabel(row.itemId, row.quantity)}`;
    case 'profession-result':
      return row.quantity > 0 ? `Made ${itemLabel(row.itemId, row.quantity)}` : null;
    case 'contract-reward':
      return `Kept a contract: ${formatCoins(row.copper)}`;
    case 'contract-penalty':
      return `Broke a contract: ${formatCoins(-row.copper)} penalty`;
    case 'offer-fill':
      return row.itemId && row.quantity !== 0 ? `${row.quantity > 0 ? 'Received' : 'Delivered'} ${itemLabel(row.itemId, row.quantity)} through an offer` : null;
    case 'plot-purchase':
      return 'Bought a farm plot';
    case 'journey-cargo':
      return row.quantity > 0 ? `Unloaded ${itemLabel(row.itemId, row.quantity)}${inCity(row.cityId)}` : `Loaded ${itemLabel(row.itemId, row.quantity)} onto a caravan`;
    case 'quest-reward':
      return row.copper > 0 ? `Quest reward: ${formatCoins(row.copper)}` : row.itemId ? `Quest reward: ${itemLabel(row.itemId, row.quantity)}` : null;
    case 'vault-deposit':
      return 'Put something in the vault';
    case 'oracle-fee':
      return 'Heard a clue from the oracle';
    default:
      return null;
  }
}
