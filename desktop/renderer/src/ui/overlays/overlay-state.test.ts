import { describe, expect, it } from 'vitest';
import type { NearbyBuilding } from '../../bus/game-bus';
import { actionForKey, isFarmOverlay, nextOverlay, type KeyPress, type OverlayContext } from './overlay-state';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, altKey: false, repeat: false, typing: false, ...extra });
const bazaar: NearbyBuilding = { id: 'constantinople-grand-bazaar', name: 'Grand Bazaar', kind: 'market', cityId: 1, cityName: 'Constantinople' };
const inCity = (nearby: NearbyBuilding | null): OverlayContext => ({ nearby, inCountryside: false });

describe('overlay hotkeys', () => {
  it('maps T, I, M, P, C, H (either case), E and Escape', () => {
    expect(actionForKey(press('t'))).toEqual({ type: 'toggle', kind: 'trading' });
    expect(actionForKey(press('P'))).toEqual({ type: 'toggle', kind: 'professions' });
    expect(actionForKey(press('c'))).toEqual({ type: 'toggle', kind: 'stats' });
    expect(actionForKey(press('h'))).toEqual({ type: 'toggle', kind: 'help' });
    expect(actionForKey(press('I'))).toEqual({ type: 'toggle', kind: 'inventory' });
    expect(actionForKey(press('m'))).toEqual({ type: 'toggle', kind: 'market-overview' });
    expect(actionForKey(press('e'))).toEqual({ type: 'interact' });
    expect(actionForKey(press('Escape'))).toEqual({ type: 'escape' });
  });

  it('leaves the keys of later interfaces unbound, and ignores typing, modifiers and auto-repeat', () => {
    for (const key of ['j', 'w', 'Enter']) expect(actionForKey(press(key))).toBeNull();
    expect(actionForKey(press('F'))).toEqual({ type: 'toggle', kind: 'farming' });
    expect(actionForKey(press('t', { typing: true }))).toBeNull();
    expect(actionForKey(press('Escape', { typing: true }))).toBeNull();
    expect(actionForKey(press('i', { ctrlKey: true }))).toBeNull();
    expect(actionForKey(press('m', { metaKey: true }))).toBeNull();
    expect(actionForKey(press('t', { repeat: true }))).toBeNull();
  });

  it('keeps one interface open at a time; the same key closes it; Escape closes any', () => {
    const trading = nextOverlay(null, { type: 'toggle', kind: 'trading' }, inCity(null));
    expect(trading).toEqual({ kind: 'trading' });
    const inventory = nextOverlay(trading, { type: 'toggle', kind: 'inventory' }, inCity(null));
    expect(inventory).toEqual({ kind: 'inventory' });
    expect(nextOverlay(inventory, { type: 'toggle', kind: 'inventory' }, inCity(null))).toBeNull();
    expect(nextOverlay(inventory, { type: 'escape' }, inCity(null))).toBeNull();
  });

  it('Escape with nothing open opens Settings, and closes it again', () => {
    const settings = nextOverlay(null, { type: 'escape' }, inCity(null));
    expect(settings).toEqual({ kind: 'settings' });
    expect(nextOverlay(settings, { type: 'escape' }, inCity(null))).toBeNull();
    // Like any window, another key's window replaces it.
    expect(nextOverlay(settings, { type: 'toggle', kind: 'inventory' }, inCity(null))).toEqual({ kind: 'inventory' });
    expect(nextOverlay(null, { type: 'escape' }, { nearby: null, inCountryside: true })).toEqual({ kind: 'settings' });
  });

  it('opens the Trading Post only at a market, and E closes it again', () => {
    expect(nextOverlay(null, { type: 'interact' }, inCity(null))).toBeNull();
    const post = nextOverlay({ kind: 'inventory' }, { type: 'interact' }, inCity(bazaar));
    expect(post).toEqual({ kind: 'trading-post', building: bazaar });
    expect(nextOverlay(post, { type: 'interact' }, inCity(bazaar))).toBeNull();
    expect(nextOverlay(post, { type: 'toggle', kind: 'trading' }, inCity(bazaar))).toEqual({ kind: 'trading' });
  });

  it('opens the farming panel with F on the farm only; F or Escape closes it and its Plant Seeds dialog', () => {
    const onFarm = { nearby: null, inCountryside: true };
    expect(nextOverlay(null, { type: 'toggle', kind: 'farming' }, inCity(null))).toBeNull();
    expect(nextOverlay({ kind: 'inventory' }, { type: 'toggle', kind: 'farming' }, inCity(null))).toEqual({ kind: 'inventory' });
    const panel = nextOverlay(null, { type: 'toggle', kind: 'farming' }, onFarm);
    expect(panel).toEqual({ kind: 'farming' });
    expect(nextOverlay(panel, { type: 'toggle', kind: 'farming' }, onFarm)).toBeNull();
    expect(nextOverlay({ kind: 'plant-seeds', bed: 2 }, { type: 'toggle', kind: 'farming' }, onFarm)).toBeNull();
    expect(nextOverlay({ kind: 'plant-seeds', bed: 2 }, { type: 'escape' }, onFarm)).toBeNull();
    expect(isFarmOverlay({ kind: 'plant-seeds', bed: 0 })).toBe(true);
    expect(isFarmOverlay({ kind: 'trading' })).toBe(false);
    // No market on the farm, even when the last one reported is still in memory.
    expect(nextOverlay(null, { type: 'interact' }, { nearby: bazaar, inCountryside: true })).toBeNull();
  });
});
