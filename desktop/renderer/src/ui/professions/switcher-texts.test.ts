import { describe, expect, it } from 'vitest';
import type { ProgressionStatus } from '../../net/progression-api';
import { switchConfirmText, switcherView } from './switcher-texts';

const waitText = 'Cannot switch yet: required 9.0 h, completed 4.0 h, remaining 5.0 h';
const status: ProgressionStatus = {
  current: 'mining',
  since: 1_000,
  professions: [
    { id: 'mining', level: 3, experience: 400, current: 50, needed: 400 },
    { id: 'cooking', level: 2, experience: 120, current: 20, needed: 250 },
  ],
  switches: [
    { target: 'mining', allowed: false, requiredMs: 32_400_000, completedMs: 14_400_000, remainingMs: 18_000_000, text: 'This is already your profession' },
    { target: 'cooking', allowed: false, requiredMs: 32_400_000, completedMs: 14_400_000, remainingMs: 18_000_000, text: waitText },
    { target: 'alchemy', allowed: false, requiredMs: 32_400_000, completedMs: 14_400_000, remainingMs: 18_000_000, text: waitText },
  ],
};

describe('the profession switcher', () => {
  it('shows the current profession and the server’s wait line, every button disabled while waiting', () => {
    const view = switcherView(status);
    expect(view.currentLine).toBe('Mining · level 3');
    expect(view.eligibility).toBe(waitText);
    expect(view.canSwitch).toBe(false);
    expect(view.buttons).toHaveLength(8);
    expect(view.buttons.find((button) => button.id === 'mining')).toMatchObject({ current: true, disabled: true, level: 3 });
    expect(view.buttons.find((button) => button.id === 'cooking')).toMatchObject({ current: false, disabled: true, title: waitText, level: 2 });
  });

  it('enables the others, never the current one, once a switch is allowed', () => {
    const free = { ...status, switches: status.switches.map((entry) => (entry.target === 'mining' ? entry : { ...entry, allowed: true, text: 'You can switch profession now' })) };
    const view = switcherView(free);
    expect(view.eligibility).toBe('You can switch profession now');
    expect(view.buttons.find((button) => button.id === 'cooking')?.disabled).toBe(false);
    expect(view.buttons.find((button) => button.id === 'mining')?.disabled).toBe(true);
  });

  it('lets a player without a profession choose any', () => {
    const view = switcherView({ current: null, since: null, professions: [], switches: [] });
    expect(view.currentLine).toBe('No profession yet');
    expect(view.eligibility).toBe('You can switch profession now');
    expect(view.buttons.every((button) => !button.disabled)).toBe(true);
  });

  it('asks before switching, with the wait it starts', () => {
    expect(switchConfirmText('cooking', status)).toBe('Switch your profession to Cooking? After switching you must wait 4 h before switching again.');
  });
});
