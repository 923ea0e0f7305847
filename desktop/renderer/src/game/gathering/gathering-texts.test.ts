import { describe, expect, it } from 'vitest';
import { harvestFloats, harvestToast, NO_XP_FLOAT_MS, stopFloat, XP_FLOAT_MS } from './gathering-texts';

const node = { id: 1, type: 'wood' as const, x: 0, y: 0, quantity: 9, maxQuantity: 10, state: 'full' as const };

describe('gathering texts', () => {
  it('shows the item gained and the profession XP', () => {
    const data = { itemId: 'logs', yield: 1, xpGained: 15, node, profession: { id: 'logging' as const, level: 1, experience: 15, chosen: false, leveledUp: false } };
    expect(harvestFloats(data)).toEqual([
      { text: '+1 Logs', tone: 'gain', durationMs: 2_000 },
      { text: '+15 Logging XP', tone: 'xp', durationMs: XP_FLOAT_MS },
    ]);
    expect(harvestToast(data)).toBeNull();
  });

  it('says why no XP came, in orange for 1.5 s', () => {
    const data = { itemId: 'gems', yield: 1, xpGained: 0, node: { ...node, type: 'gems' as const }, message: 'No XP - Need mining profession' };
    expect(harvestFloats(data)[1]).toEqual({ text: 'No XP - Need mining profession', tone: 'warning', durationMs: NO_XP_FLOAT_MS });
    expect(NO_XP_FLOAT_MS).toBe(1_500);
  });

  it('toasts a first profession and a level gained', () => {
    const gain = { id: 'mining' as const, level: 1, experience: 15, chosen: true, leveledUp: false };
    expect(harvestToast({ itemId: 'stone', yield: 1, xpGained: 15, node, profession: gain })).toBe('New profession: Mining');
    expect(harvestToast({ itemId: 'stone', yield: 1, xpGained: 15, node, profession: { ...gain, chosen: false, leveledUp: true, level: 2 } })).toBe('Mining reached level 2!');
  });

  it('words a stop in the spec’s colours: depleted red, inventory full orange, nothing for the player’s own toggle', () => {
    expect(stopFloat('refused-depleted')).toMatchObject({ text: 'Resource depleted!', tone: 'error' });
    expect(stopFloat('depleted')).toMatchObject({ text: 'Resource depleted!', tone: 'error' });
    expect(stopFloat('inventory-full')).toMatchObject({ text: 'Inventory Full!', tone: 'warning' });
    expect(stopFloat('out-of-reach')).toMatchObject({ text: 'Move closer to the resource to gather it', tone: 'warning' });
    expect(stopFloat('refused', 'Cannot connect to server')).toMatchObject({ text: 'Cannot connect to server', tone: 'error' });
    expect(stopFloat('toggled')).toBeNull();
  });
});
