import { describe, expect, it } from 'vitest';
import { encounterFixture } from '../../net/journey-fixture';
import { chanceLabel, choiceForKeyPress, choiceIndexForKey } from './choice-keys';

const { choices } = encounterFixture();
const press = (key: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; repeat: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  ...extra,
});

describe('the number keys of a choice dialog', () => {
  it('1 to 9 pick the choice at that place, when it may be taken', () => {
    expect(choiceIndexForKey('1', choices)).toBe(0);
    expect(choiceIndexForKey('3', choices)).toBe(2);
  });

  it('a disabled choice, a number past the last choice, 0 and other keys pick nothing', () => {
    expect(choiceIndexForKey('2', choices)).toBeNull();
    expect(choiceIndexForKey('4', choices)).toBeNull();
    expect(choiceIndexForKey('0', choices)).toBeNull();
    expect(choiceIndexForKey('a', choices)).toBeNull();
    expect(choiceIndexForKey('10', choices)).toBeNull();
    expect(choiceIndexForKey('Enter', choices)).toBeNull();
  });

  it('numbers nine at most', () => {
    const many = Array.from({ length: 12 }, () => ({ enabled: true }));
    expect(choiceIndexForKey('9', many)).toBe(8);
  });

  it('a press answers with the choice’s id; held down or with a modifier it is not an answer', () => {
    expect(choiceForKeyPress(press('3'), choices)).toBe('fight');
    expect(choiceForKeyPress(press('2'), choices)).toBeNull();
    expect(choiceForKeyPress(press('1', { repeat: true }), choices)).toBeNull();
    expect(choiceForKeyPress(press('1', { ctrlKey: true }), choices)).toBeNull();
    expect(choiceForKeyPress(press('1', { metaKey: true }), choices)).toBeNull();
    expect(choiceForKeyPress(press('1', { altKey: true }), choices)).toBeNull();
  });
});

describe('the odds', () => {
  it('words a chance as a percent, and a sure outcome as nothing', () => {
    expect(chanceLabel(0.36)).toBe('36% chance');
    expect(chanceLabel(1)).toBe('100% chance');
    expect(chanceLabel(null)).toBeNull();
  });
});
