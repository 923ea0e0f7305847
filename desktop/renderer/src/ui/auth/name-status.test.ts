import { validateInGameName } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { canSubmitName, nameStatusLine } from './name-status';

const idle = { kind: 'idle' } as const;

describe('name dialog status line', () => {
  it('shows nothing while empty and the rule message while invalid', () => {
    expect(nameStatusLine('', validateInGameName(''), null, idle)).toBeNull();
    expect(nameStatusLine('   ', validateInGameName('   '), null, idle)).toBeNull();
    expect(nameStatusLine('<b>', validateInGameName('<b>'), null, idle)?.text).toBe(
      'Name can only contain letters, numbers, spaces, underscores, and hyphens',
    );
  });

  it('shows the availability of exactly the name typed', () => {
    const v = validateInGameName(' Ada ');
    expect(nameStatusLine(' Ada ', v, null, idle)).toBeNull();
    expect(nameStatusLine(' Ada ', v, { name: 'Ada', kind: 'checking' }, idle)?.text).toBe('Checking availability...');
    expect(nameStatusLine(' Ada ', v, { name: 'Ada', kind: 'available' }, idle)?.text).toBe('✓ Name is available!');
    expect(nameStatusLine(' Ada ', v, { name: 'Ad', kind: 'available' }, idle)).toBeNull();
    expect(nameStatusLine(' Ada ', v, { name: 'Ada', kind: 'unavailable', message: 'Name is not available' }, idle)?.text).toBe('Name is not available');
  });

  it('puts the outcome of Set Name first', () => {
    const v = validateInGameName('Ada');
    expect(nameStatusLine('Ada', v, { name: 'Ada', kind: 'available' }, { kind: 'done' })?.text).toBe('✓ Name set successfully!');
    expect(nameStatusLine('Ada', v, { name: 'Ada', kind: 'available' }, { kind: 'failed', message: 'Failed to set name' })?.text).toBe('Failed to set name');
  });

  it('enables Set Name only for a valid, available name and no submit in progress', () => {
    const v = validateInGameName('Ada');
    const ok = { name: 'Ada', kind: 'available' } as const;
    expect(canSubmitName(v, ok, idle)).toBe(true);
    expect(canSubmitName(v, { name: 'Ada', kind: 'checking' }, idle)).toBe(false);
    expect(canSubmitName(v, ok, { kind: 'submitting' })).toBe(false);
    expect(canSubmitName(v, ok, { kind: 'done' })).toBe(false);
    expect(canSubmitName(v, ok, { kind: 'failed', message: 'x' })).toBe(true);
    expect(canSubmitName(validateInGameName('A'), ok, idle)).toBe(false);
  });
});
