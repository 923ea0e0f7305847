import { describe, expect, it } from 'vitest';
import { readTestMode, TEST_MODE_STORAGE_KEY } from './test-mode';

function memory() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

describe('test mode (?testMode=true)', () => {
  it('is off by default', () => {
    expect(readTestMode('', memory())).toBe(false);
    expect(readTestMode('?testMode=yes', memory())).toBe(false);
  });

  it('is on with ?testMode=true, and the tab remembers it across the sign-in redirect', () => {
    const storage = memory();
    expect(readTestMode('?testMode=true', storage)).toBe(true);
    expect(storage.map.get(TEST_MODE_STORAGE_KEY)).toBe('true');
    expect(readTestMode('?code=abc&state=xyz', storage)).toBe(true);
  });

  it('ends with any other value of the parameter', () => {
    const storage = memory();
    readTestMode('?testMode=true', storage);
    expect(readTestMode('?testMode=false', storage)).toBe(false);
    expect(readTestMode('', storage)).toBe(false);
  });

  it('still reads the address when the storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(readTestMode('?testMode=true', blocked)).toBe(true);
    expect(readTestMode('', blocked)).toBe(false);
  });
});
