import { describe, expect, it } from 'vitest';
import type { NearbyBuilding } from '../../bus/game-bus';
import { actionForKey, nextOverlay, type KeyPress } from './overlay-state';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, altKey: false, repeat: false, typing: false, ...extra });
const bazaar: NearbyBuilding = { id: 'constantinople-grand-bazaar', name: 'Grand Bazaar', kind: 'market', cityId: 1, cityName: 'Constantinople' };

describe('overlay hotkeys', () => {
  it('maps T, I, M (either case), E and Escape', () => {
    expect(actionForKey(press('t'))).toEqual({ type: 'toggle', kind: 'trading' });
    expect(actionForKey(press('I'))).toEqual({ type: 'toggle', kind: 'inventory' });
    expect(actionForKey(press('m'))).toEqual({ type: 'toggle', kind: 'market-overview' });
    expect(actionForKey(press('e'))).toEqual({ type: 'interact' });
    expect(actionForKey(press('Escape'))).toEqual({ type: 'escape' });
  });

  it('leaves the keys of later interfaces unbound, and ignores typing, modifiers and auto-repeat', () => {
    for (const key of ['p', 'j', 'c', 'h', 'w', 'Enter']) expect(actionForKey(press(key))).toBeNull();
    expect(actionForKey(press('t', { typing: true }))).toBeNull();
    expect(actionForKey(press('Escape', { typing: true }))).toBeNull();
    expect(actionForKey(press('i', { ctrlKey: true }))).toBeNull();
    expect(actionForKey(press('m', { metaKey: true }))).toBeNull();
    expect(actionForKey(press('t', { repeat: true }))).toBeNull();
  });

  it('keeps one interface open at a time; the same key closes it; Escape closes any', () => {
    const trading = nextOverlay(null, { type: 'toggle', kind: 'trading' }, null);
    expect(trading).toEqual({ kind: 'trading' });
    const inventory = nextOverlay(trading, { type: 'toggle', kind: 'inventory' }, null);
    expect(inventory).toEqual({ kind: 'inventory' });
    expect(nextOverlay(inventory, { type: 'toggle', kind: 'inventory' }, null)).toBeNull();
    expect(nextOverlay(inventory, { type: 'escape' }, null)).toBeNull();
  });

  it('opens the Trading Post only at a market, and E closes it again', () => {
    expect(nextOverlay(null, { type: 'interact' }, null)).toBeNull();
    const post = nextOverlay({ kind: 'inventory' }, { type: 'interact' }, bazaar);
    expect(post).toEqual({ kind: 'trading-post', building: bazaar });
    expect(nextOverlay(post, { type: 'interact' }, bazaar)).toBeNull();
    expect(nextOverlay(post, { type: 'toggle', kind: 'trading' }, bazaar)).toEqual({ kind: 'trading' });
  });
});
