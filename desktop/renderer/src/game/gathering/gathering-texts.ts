import { GATHERING_ERRORS, itemById, PROFESSION_NAMES, isProfessionId, type HarvestResponse } from '@silkroad/shared';
import type { StopReason } from './harvest-cycle';

/** How a line floating up from a node looks: the spec's colours (red refusals, orange warnings). */
export type FloatTone = 'gain' | 'xp' | 'warning' | 'error' | 'info';

export interface FloatLine {
  text: string;
  tone: FloatTone;
  /** How long it floats before it has faded. */
  durationMs: number;
}

/** Spec 002 §9: an XP float lasts 2 s; 'No XP - Need {profession} profession' 1.5 s (001 §2). */
export const XP_FLOAT_MS = 2_000;
export const NO_XP_FLOAT_MS = 1_500;
export const GAIN_FLOAT_MS = 2_000;
export const WARNING_FLOAT_MS = 2_000;

export function professionName(id: string): string {
  return isProfessionId(id) ? PROFESSION_NAMES[id] : id;
}

/** What a harvest shows over the node: "+1 Logs", then the XP or why there was none. */
export function harvestFloats(data: HarvestResponse['data']): FloatLine[] {
  const item = itemById(data.itemId)?.name ?? data.itemId;
  const lines: FloatLine[] = [{ text: `+${data.yield} ${item}`, tone: 'gain', durationMs: GAIN_FLOAT_MS }];
  if (data.profession && data.xpGained > 0) lines.push({ text: `+${data.xpGained} ${professionName(data.profession.id)} XP`, tone: 'xp', durationMs: XP_FLOAT_MS });
  else if (data.message) lines.push({ text: data.message, tone: 'warning', durationMs: NO_XP_FLOAT_MS });
  return lines;
}

/** A toast worth the player's attention after a harvest: a first profession or a new level. */
export function harvestToast(data: HarvestResponse['data']): string | null {
  const gain = data.profession;
  if (!gain) return null;
  const name = professionName(gain.id);
  if (gain.chosen) return `New profession: ${name}`;
  if (gain.leveledUp) return `${name} reached level ${gain.level}!`;
  return null;
}

/**
 * What a refused toggle or an ended auto-harvest shows: 'Resource depleted!' in red for an empty
 * node, 'Inventory Full!' in orange (spec 001 §2, 002 §8); a toggle off by the player says nothing.
 */
export function stopFloat(reason: StopReason | 'refused-depleted' | 'refused-out-of-reach', message?: string): FloatLine | null {
  switch (reason) {
    case 'toggled':
      return null;
    case 'depleted':
    case 'refused-depleted':
      return { text: GATHERING_ERRORS.NODE_DEPLETED, tone: 'error', durationMs: WARNING_FLOAT_MS };
    case 'inventory-full':
      return { text: GATHERING_ERRORS.HARVEST_INVENTORY_FULL, tone: 'warning', durationMs: WARNING_FLOAT_MS };
    case 'out-of-reach':
    case 'refused-out-of-reach':
      return { text: GATHERING_ERRORS.NODE_OUT_OF_REACH, tone: 'warning', durationMs: WARNING_FLOAT_MS };
    case 'refused':
      return { text: message ?? 'Harvest failed', tone: 'error', durationMs: WARNING_FLOAT_MS };
  }
}
