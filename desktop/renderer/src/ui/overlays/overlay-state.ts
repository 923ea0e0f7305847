import type { ProfessionId } from '@silkroad/shared';
import type { NearbyBuilding, NearbySite } from '../../bus/game-bus';

/**
 * The overlay interfaces of spec 002 §2/§4: one open at a time. The Trading Post is one of them
 * (it replaces whatever else is open), opened at a market building rather than by a letter key;
 * so are the farming panel (F, on the farm) and its Plant Seeds dialog for one bed.
 */
export type Overlay =
  | { kind: 'trading' }
  | { kind: 'inventory' }
  | { kind: 'market-overview' }
  | { kind: 'farming' }
  | { kind: 'plant-seeds'; bed: number }
  | { kind: 'trading-post'; building: NearbyBuilding }
  | { kind: 'settings' }
  /** A profession's popup (forge, mining panel, laboratory...), opened with E at one of its sites (`siteId`; leaving it closes the popup). */
  | { kind: 'profession'; profession: ProfessionId; siteId?: string }
  /** The Professions window (P): levels, recipes, the crafting queue, transmutation. */
  | { kind: 'professions' }
  /** The Player Stats window (C) with the profession switcher. */
  | { kind: 'stats' }
  | { kind: 'help' }
  /** The Journey Planner (J); opened from the trading board's routes with one of them chosen (`routeId`). */
  | { kind: 'journey'; routeId?: string }
  /** The encounter the caravan stands at (002 §4: an encounter-start opens it). */
  | { kind: 'encounter'; encounterId: string }
  /** The window of the NPC the player talked to (E or Space in reach: the world's 'npc:interact'); walking away closes it. */
  | { kind: 'npc'; npcId: string }
  /** The quest log (Q, or the HUD's quest count). */
  | { kind: 'quests' };

export type ToggleKind = 'trading' | 'inventory' | 'market-overview' | 'farming' | 'professions' | 'stats' | 'help' | 'journey' | 'quests';

/**
 * Letter keys of the interfaces (002 §2 "Overlay interfaces and hotkeys"). The professions' own
 * letters of the area prompts collide with these (M, T, C, H), so a profession site is used with
 * E, as markets and gates are (docs/decisions.md).
 */
export const OVERLAY_KEYS: Readonly<Record<string, ToggleKind>> = {
  t: 'trading',
  i: 'inventory',
  m: 'market-overview',
  f: 'farming',
  p: 'professions',
  c: 'stats',
  h: 'help',
  j: 'journey',
  q: 'quests',
};

/** The key that uses the building, the gate or the profession site in reach. */
export const INTERACT_KEY = 'e';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  repeat: boolean;
  /** The key went to a field that takes typed text (chat, search, quantity...). */
  typing: boolean;
}

export type OverlayAction = { type: 'toggle'; kind: ToggleKind } | { type: 'interact' } | { type: 'escape' };

/** What a key press asks of the overlays, if anything. */
export function actionForKey(press: KeyPress): OverlayAction | null {
  if (press.typing || press.ctrlKey || press.metaKey || press.altKey) return null;
  if (press.key === 'Escape') return { type: 'escape' };
  if (press.repeat) return null;
  const key = press.key.toLowerCase();
  const kind = OVERLAY_KEYS[key];
  if (kind) return { type: 'toggle', kind };
  if (key === INTERACT_KEY) return { type: 'interact' };
  return null;
}

/** Where the player is, as far as the overlays care. */
export interface OverlayContext {
  /** The market in reach, if any. */
  nearby: NearbyBuilding | null;
  /** On the farm: the farming panel is there, the markets are not. */
  inCountryside: boolean;
  /** The profession site the player stands in, if any. */
  site?: NearbySite | null;
}

/** The farming interfaces belong to the farm (spec 000 §4: "Farming controls are visible only in the countryside"). */
export function isFarmOverlay(overlay: Overlay | null): boolean {
  return overlay?.kind === 'farming' || overlay?.kind === 'plant-seeds';
}

/**
 * The next overlay after an action: a key opens its interface (closing any other) and closes it
 * when it is already open; F opens the farming panel only on the farm; E opens the Trading Post
 * of the market in reach (and closes it again), or the popup of the profession site the player
 * stands in (E again leaves it open); Escape closes whatever is open, and with nothing open opens
 * Settings.
 */
export function nextOverlay(current: Overlay | null, action: OverlayAction, context: OverlayContext): Overlay | null {
  switch (action.type) {
    case 'escape':
      return current === null ? { kind: 'settings' } : null;
    case 'toggle':
      if (action.kind === 'farming') {
        if (!context.inCountryside) return current;
        return isFarmOverlay(current) ? null : { kind: 'farming' };
      }
      return current?.kind === action.kind ? null : { kind: action.kind };
    case 'interact':
      if (current?.kind === 'trading-post') return null;
      if (context.inCountryside) return current;
      if (context.nearby?.kind === 'market') return { kind: 'trading-post', building: context.nearby };
      if (context.site) {
        // Opening the popup again while it is visible is ignored (001 §2).
        if (current?.kind === 'profession' && current.profession === context.site.profession) return current;
        return { kind: 'profession', profession: context.site.profession, siteId: context.site.id };
      }
      return current;
  }
}

/**
 * The encounter dialog over whatever is open (002 §4: an encounter-start opens the encounter
 * state; one interface at a time, so it replaces the other). Shown already, it stays as it is.
 */
export function overlayForEncounter(current: Overlay | null, encounterId: string): Overlay {
  return current?.kind === 'encounter' && current.encounterId === encounterId ? current : { kind: 'encounter', encounterId };
}

/** A profession popup opened at a site closes when the player walks out of that site (as the Trading Post does at its market). */
export function leftItsSite(overlay: Overlay | null, site: NearbySite | null): boolean {
  return overlay?.kind === 'profession' && overlay.siteId !== undefined && overlay.siteId !== site?.id;
}
