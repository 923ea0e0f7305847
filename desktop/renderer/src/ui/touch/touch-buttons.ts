import type { NearbyBuilding, NearbySite, Spot } from '../../bus/game-bus';
import type { NearbyNpc } from '../../game/npcs/npc-events';
import { HELP_KEYS } from '../help/help-keys';
import { OVERLAY_KEYS, type OverlayAction, type ToggleKind } from '../overlays/overlay-state';
import { POPUP_CONFIG } from '../professions/popup-logic';

/** An on-screen button for a window's key. */
export interface WindowButton {
  /** The key it stands for, as the Help window writes it ('T', 'Esc'). */
  key: string;
  /** A word short enough for a thumb-sized button. */
  label: string;
  /** What the Help window says the key does: the button's tooltip and accessible name. */
  title: string;
  action: OverlayAction;
  testId: string;
}

/** The keys' names in the Help window are sentences; on a 44 px button a word says it. */
const SHORT_LABELS: Record<ToggleKind, string> = {
  trading: 'Trade',
  inventory: 'Items',
  'market-overview': 'Market',
  farming: 'Farm',
  professions: 'Crafts',
  stats: 'Stats',
  help: 'Help',
  journey: 'Journey',
  quests: 'Quests',
};

function helpTitle(key: string): string {
  return HELP_KEYS.find((entry) => entry.keys.length === 1 && entry.keys[0] === key)?.action ?? key;
}

/**
 * The window buttons of the touch bar: one per overlay key (OVERLAY_KEYS, in its order, named as
 * the Help window names them), F only on the farm where it does something, and Escape last,
 * which with no window open opens Settings. Each dispatches the action its key does.
 */
export function windowButtons(inCountryside: boolean): WindowButton[] {
  const buttons: WindowButton[] = [];
  for (const [letter, kind] of Object.entries(OVERLAY_KEYS)) {
    if (kind === 'farming' && !inCountryside) continue;
    const key = letter.toUpperCase();
    buttons.push({ key, label: SHORT_LABELS[kind], title: helpTitle(key), action: { type: 'toggle', kind }, testId: `touch-window-${kind}` });
  }
  buttons.push({ key: 'Esc', label: 'Settings', title: helpTitle('Esc'), action: { type: 'escape' }, testId: 'touch-window-settings' });
  return buttons;
}

/** What the E button says: a word for the button, the prompt's sentence for its name. */
export interface InteractLabel {
  word: string;
  title: string;
}

const SPOT_LABELS: Record<Spot, InteractLabel> = {
  'countryside-gate': { word: 'Farm', title: 'Go to the countryside farm' },
  'city-gate': { word: 'City', title: 'Return to the city' },
};

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Press E to mine" is "Mine", "Press E for alchemy" "Alchemy": the site prompt's own verb. */
export function siteWord(site: NearbySite): string {
  const words = POPUP_CONFIG[site.profession].prompt.replace(/^Press E\s+/, '').replace(/^(to|for)\s+/, '');
  return capitalised(words);
}

/**
 * What E would use where the player stands, in the order the prompts show (market, gate,
 * profession site), then the person in reach (whom E talks to); null when E does nothing.
 */
export function interactLabelFor(reach: { nearby: NearbyBuilding | null; spot: Spot | null; site: NearbySite | null; npc: NearbyNpc | null; inCountryside: boolean }): InteractLabel | null {
  const { nearby, spot, site, npc, inCountryside } = reach;
  if (nearby && !inCountryside) return { word: 'Trade', title: `Trade at the ${nearby.name}` };
  if (spot) return SPOT_LABELS[spot];
  if (site && !inCountryside) return { word: siteWord(site), title: `${siteWord(site)} at the ${site.name}` };
  if (npc?.open && !inCountryside) return { word: 'Talk', title: `Talk to ${npc.name}` };
  return null;
}
