import { describe, expect, it } from 'vitest';
import type { NearbyBuilding, NearbySite } from '../../bus/game-bus';
import { actionForKey, isFarmOverlay, leftItsSite, nextOverlay, overlayForEncounter, type KeyPress, type OverlayContext } from './overlay-state';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, altKey: false, repeat: false, typing: false, ...extra });
const bazaar: NearbyBuilding = { id: 'constantinople-grand-bazaar', name: 'Grand Bazaar', kind: 'market', cityId: 1, cityName: 'Constantinople' };
const inCity = (nearby: NearbyBuilding | null): OverlayContext => ({ nearby, inCountryside: false });

describe('overlay hotkeys', () => {
  it('maps T, I, M, P, C, H, J (either case), E and Escape', () => {
    expect(actionForKey(press('j'))).toEqual({ type: 'toggle', kind: 'journey' });
    expect(actionForKey(press('J'))).toEqual({ type: 'toggle', kind: 'journey' });
    expect(actionForKey(press('t'))).toEqual({ type: 'toggle', kind: 'trading' });
    expect(actionForKey(press('P'))).toEqual({ type: 'toggle', kind: 'professions' });
    expect(actionForKey(press('c'))).toEqual({ type: 'toggle', kind: 'stats' });
    expect(actionForKey(press('h'))).toEqual({ type: 'toggle', kind: 'help' });
    expect(actionForKey(press('I'))).toEqual({ type: 'toggle', kind: 'inventory' });
    expect(actionForKey(press('m'))).toEqual({ type: 'toggle', kind: 'market-overview' });
    expect(actionForKey(press('e'))).toEqual({ type: 'interact' });
    expect(actionForKey(press('Escape'))).toEqual({ type: 'escape' });
  });

  it('leaves other keys unbound (the encounter’s 1 to 9 are its own), and ignores typing, modifiers and auto-repeat', () => {
    for (const key of ['w', 'Enter', '1', '9']) expect(actionForKey(press(key))).toBeNull();
    expect(actionForKey(press('j', { typing: true }))).toBeNull();
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

describe('profession sites', () => {
  const mine: NearbySite = { id: 'caucasus-mine', name: 'Caucasus Mine', profession: 'mining' };
  const atSite = (site: NearbySite | null, nearby: NearbyBuilding | null = null): OverlayContext => ({ nearby, inCountryside: false, site });

  it('E at a site opens its profession’s popup; E again leaves it open (opening a visible popup is ignored)', () => {
    const popup = nextOverlay(null, { type: 'interact' }, atSite(mine));
    expect(popup).toEqual({ kind: 'profession', profession: 'mining', siteId: 'caucasus-mine' });
    expect(nextOverlay(popup, { type: 'interact' }, atSite(mine))).toBe(popup);
    expect(nextOverlay({ kind: 'inventory' }, { type: 'interact' }, atSite(mine))).toEqual(popup);
    expect(nextOverlay(null, { type: 'interact' }, atSite(null))).toBeNull();
  });

  it('leaves the other keys as they were: Escape closes the popup, letters open their windows', () => {
    const popup = nextOverlay(null, { type: 'interact' }, atSite(mine));
    expect(nextOverlay(popup, { type: 'escape' }, atSite(mine))).toBeNull();
    expect(nextOverlay(popup, { type: 'toggle', kind: 'help' }, atSite(mine))).toEqual({ kind: 'help' });
    expect(nextOverlay(popup, { type: 'toggle', kind: 'trading' }, atSite(mine))).toEqual({ kind: 'trading' });
    expect(nextOverlay(null, { type: 'toggle', kind: 'professions' }, atSite(mine))).toEqual({ kind: 'professions' });
  });

  it('a market in reach comes first, and nothing opens on the farm', () => {
    expect(nextOverlay(null, { type: 'interact' }, atSite(mine, bazaar))).toEqual({ kind: 'trading-post', building: bazaar });
    expect(nextOverlay(null, { type: 'interact' }, { nearby: null, inCountryside: true, site: mine })).toBeNull();
  });

  it('closes a site’s popup when the player walks out of the site, not one opened elsewhere', () => {
    const popup = { kind: 'profession', profession: 'mining', siteId: 'caucasus-mine' } as const;
    expect(leftItsSite(popup, mine)).toBe(false);
    expect(leftItsSite(popup, null)).toBe(true);
    expect(leftItsSite(popup, { ...mine, id: 'tian-shan-mine' })).toBe(true);
    expect(leftItsSite({ kind: 'profession', profession: 'mining' }, null)).toBe(false);
    expect(leftItsSite({ kind: 'inventory' }, null)).toBe(false);
  });
});

describe('the quest log and the people of the cities', () => {
  it('Q opens the quest log over any other window (an NPC’s too), closes it again, and Escape closes it', () => {
    expect(actionForKey(press('q'))).toEqual({ type: 'toggle', kind: 'quests' });
    expect(actionForKey(press('Q'))).toEqual({ type: 'toggle', kind: 'quests' });
    expect(actionForKey(press('q', { typing: true }))).toBeNull();
    const log = nextOverlay({ kind: 'npc', npcId: 'eudokia-xiphilina' }, { type: 'toggle', kind: 'quests' }, inCity(null));
    expect(log).toEqual({ kind: 'quests' });
    expect(nextOverlay(log, { type: 'toggle', kind: 'quests' }, inCity(null))).toBeNull();
    expect(nextOverlay(log, { type: 'escape' }, inCity(null))).toBeNull();
  });

  it('Escape closes an NPC’s window; E in it leaves it open when nothing else is in reach', () => {
    const talking = { kind: 'npc', npcId: 'eudokia-xiphilina' } as const;
    expect(nextOverlay(talking, { type: 'escape' }, inCity(null))).toBeNull();
    expect(nextOverlay(talking, { type: 'interact' }, inCity(null))).toBe(talking);
  });
});

describe('the journey and its encounters', () => {
  it('J opens the Journey Planner over any other window, and closes it again', () => {
    const planner = nextOverlay({ kind: 'inventory' }, { type: 'toggle', kind: 'journey' }, inCity(null));
    expect(planner).toEqual({ kind: 'journey' });
    expect(nextOverlay(planner, { type: 'toggle', kind: 'journey' }, inCity(null))).toBeNull();
    // Opened from a trade route, J still closes it.
    expect(nextOverlay({ kind: 'journey', routeId: 'western-silk-route' }, { type: 'toggle', kind: 'journey' }, inCity(null))).toBeNull();
    expect(nextOverlay(planner, { type: 'escape' }, inCity(null))).toBeNull();
  });

  it('an encounter-start opens the encounter state in place of whatever was open', () => {
    expect(overlayForEncounter(null, 'e1')).toEqual({ kind: 'encounter', encounterId: 'e1' });
    expect(overlayForEncounter({ kind: 'trading' }, 'e1')).toEqual({ kind: 'encounter', encounterId: 'e1' });
    expect(overlayForEncounter({ kind: 'encounter', encounterId: 'e0' }, 'e1')).toEqual({ kind: 'encounter', encounterId: 'e1' });
    const shown = { kind: 'encounter', encounterId: 'e1' } as const;
    expect(overlayForEncounter(shown, 'e1')).toBe(shown);
  });

  it('Escape closes the encounter (Continue Journey opens it again); a letter key gives way to its window', () => {
    const encounter = { kind: 'encounter', encounterId: 'e1' } as const;
    expect(nextOverlay(encounter, { type: 'escape' }, inCity(null))).toBeNull();
    expect(nextOverlay(encounter, { type: 'toggle', kind: 'journey' }, inCity(null))).toEqual({ kind: 'journey' });
  });
});
