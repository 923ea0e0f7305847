import { describe, expect, it } from 'vitest';
import { DEPLETED_NODE_ALPHA, LOW_NODE_ALPHA, nodeLook, resourceName } from './node-look';

describe('node look', () => {
  it('shows a full node by its name, opaque and unwashed', () => {
    expect(nodeLook({ type: 'wood', quantity: 10, maxQuantity: 10 })).toEqual({ state: 'full', alpha: 1, yellow: false, label: 'Wood', tone: 'normal' });
    expect(nodeLook({ type: 'wood', quantity: 4, maxQuantity: 10 }).state).toBe('full');
  });

  it('dims and yellows a node at or below 30% of its maximum', () => {
    expect(nodeLook({ type: 'wood', quantity: 3, maxQuantity: 10 })).toEqual({ state: 'low', alpha: LOW_NODE_ALPHA, yellow: true, label: 'Wood', tone: 'low' });
    // Gems hold 2: one left is 50%, still full; silk holds 4: one left is 25%, low.
    expect(nodeLook({ type: 'gems', quantity: 1, maxQuantity: 2 }).state).toBe('full');
    expect(nodeLook({ type: 'silk-fiber', quantity: 1, maxQuantity: 4 }).state).toBe('low');
    expect(LOW_NODE_ALPHA).toBeLessThan(1);
  });

  it('fades an emptied node to 20% and names it "<name> Depleted"', () => {
    expect(nodeLook({ type: 'iron-ore', quantity: 0, maxQuantity: 8 })).toEqual({ state: 'depleted', alpha: 0.2, yellow: false, label: 'Iron Ore Depleted', tone: 'depleted' });
    expect(DEPLETED_NODE_ALPHA).toBe(0.2);
  });

  it('names every resource from the catalogue', () => {
    expect(resourceName('magic-mushrooms')).toBe('Magic Mushrooms');
    expect(resourceName('silk-fiber')).toBe('Silk Fiber');
  });
});
