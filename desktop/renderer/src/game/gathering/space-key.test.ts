import { describe, expect, it } from 'vitest';
import { spaceIsForTheWorld } from './space-key';

describe('whose Space it is', () => {
  it('is the world’s when nothing in particular has focus', () => {
    expect(spaceIsForTheWorld(null)).toBe(true);
    expect(spaceIsForTheWorld({ tagName: 'BODY' })).toBe(true);
    expect(spaceIsForTheWorld({ tagName: 'canvas' })).toBe(true);
  });

  it('is the page’s while typing in the chat or a name field', () => {
    expect(spaceIsForTheWorld({ tagName: 'INPUT', type: 'text' })).toBe(false);
    expect(spaceIsForTheWorld({ tagName: 'TEXTAREA' })).toBe(false);
    expect(spaceIsForTheWorld({ tagName: 'DIV', isContentEditable: true })).toBe(false);
  });

  it('is the page’s while a button, a checkbox or a dialog has focus: Space presses those', () => {
    expect(spaceIsForTheWorld({ tagName: 'BUTTON' })).toBe(false);
    expect(spaceIsForTheWorld({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(spaceIsForTheWorld({ tagName: 'A' })).toBe(false);
    expect(spaceIsForTheWorld({ tagName: 'DIV' })).toBe(false);
  });
});
