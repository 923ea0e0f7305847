import { describe, expect, it } from 'vitest';
import { HELP_KEYS } from '../help/help-keys';
import { actionForKey, OVERLAY_KEYS } from '../overlays/overlay-state';
import { interactLabelFor, siteWord, windowButtons } from './touch-buttons';

const MARKET = { id: 'grand-bazaar', name: 'Grand Bazaar', kind: 'market', cityId: 1, cityName: 'Constantinople' } as const;
const NOTHING = { nearby: null, spot: null, site: null, npc: null, inCountryside: false };

describe('the touch window buttons', () => {
  it('has a button for every window key but the farm’s in the city, then Settings, each doing what its key does', () => {
    const buttons = windowButtons(false);
    expect(buttons.map((b) => b.key)).toEqual(['T', 'I', 'M', 'P', 'C', 'H', 'J', 'Q', 'Esc']);
    for (const button of buttons) {
      const key = button.key === 'Esc' ? 'Escape' : button.key.toLowerCase();
      expect(button.action).toEqual(actionForKey({ key, ctrlKey: false, metaKey: false, altKey: false, repeat: false, typing: false }));
    }
    expect(buttons.length).toBe(Object.keys(OVERLAY_KEYS).length);
  });

  it('adds Farm (F) on the farm', () => {
    expect(windowButtons(true).map((b) => b.key)).toContain('F');
  });

  it('names each button as the Help window names its key', () => {
    for (const button of windowButtons(true)) {
      const help = HELP_KEYS.find((entry) => entry.keys.length === 1 && entry.keys[0] === button.key);
      expect(button.title).toBe(help?.action);
      expect(button.label.length).toBeLessThanOrEqual(8);
    }
  });
});

describe('what the E button says', () => {
  it('follows what is in reach, in the prompts’ order', () => {
    expect(interactLabelFor(NOTHING)).toBeNull();
    expect(interactLabelFor({ ...NOTHING, nearby: MARKET })).toEqual({ word: 'Trade', title: 'Trade at the Grand Bazaar' });
    expect(interactLabelFor({ ...NOTHING, spot: 'countryside-gate' })?.word).toBe('Farm');
    expect(interactLabelFor({ ...NOTHING, spot: 'city-gate', inCountryside: true })?.word).toBe('City');
    expect(interactLabelFor({ ...NOTHING, npc: { id: 'leo', name: 'Leo Argyros', type: 'banker', open: true } })).toEqual({ word: 'Talk', title: 'Talk to Leo Argyros' });
    expect(interactLabelFor({ ...NOTHING, npc: { id: 'leo', name: 'Leo Argyros', type: 'banker', open: false } })).toBeNull();
  });

  it('takes a profession site’s verb from its prompt', () => {
    expect(siteWord({ id: 'mine', name: 'Caucasus Mine', profession: 'mining' })).toBe('Mine');
    expect(siteWord({ id: 'garden', name: 'Garden', profession: 'alchemy' })).toBe('Alchemy');
  });
});
