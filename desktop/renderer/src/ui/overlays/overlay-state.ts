import type { NearbyBuilding } from '../../bus/game-bus';

/**
 * The overlay interfaces of spec 002 §2/§4: one open at a time. The Trading Post is one of them
 * (it replaces whatever else is open), opened at a market building rather than by a letter key.
 */
export type Overlay =
  | { kind: 'trading' }
  | { kind: 'inventory' }
  | { kind: 'market-overview' }
  | { kind: 'trading-post'; building: NearbyBuilding };

/** Letter keys of the interfaces this version has; P, J, C and H belong to later ones. */
export const OVERLAY_KEYS: Readonly<Record<string, 'trading' | 'inventory' | 'market-overview'>> = {
  t: 'trading',
  i: 'inventory',
  m: 'market-overview',
};

/** The key that uses the building in reach. */
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

export type OverlayAction = { type: 'toggle'; kind: 'trading' | 'inventory' | 'market-overview' } | { type: 'interact' } | { type: 'escape' };

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

/**
 * The next overlay after an action: a key opens its interface (closing any other) and closes it
 * when it is already open; E opens the Trading Post of the market in reach (and closes it
 * again); Escape closes whatever is open.
 */
export function nextOverlay(current: Overlay | null, action: OverlayAction, nearby: NearbyBuilding | null): Overlay | null {
  switch (action.type) {
    case 'escape':
      return null;
    case 'toggle':
      return current?.kind === action.kind ? null : { kind: action.kind };
    case 'interact':
      if (current?.kind === 'trading-post') return null;
      if (nearby?.kind === 'market') return { kind: 'trading-post', building: nearby };
      return current;
  }
}
