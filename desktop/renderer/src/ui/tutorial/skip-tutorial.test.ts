import { describe, expect, it } from 'vitest';
import { readSkipTutorial, SKIP_TUTORIAL_STORAGE_KEY } from './skip-tutorial';

function memory() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

describe('the skipTutorial option of the web build', () => {
  it('reads ?skipTutorial=true and keeps it for the tab across the sign-in redirect', () => {
    const storage = memory();
    expect(readSkipTutorial('?skipTutorial=true', storage)).toBe(true);
    expect(storage.map.get(SKIP_TUTORIAL_STORAGE_KEY)).toBe('true');
    expect(readSkipTutorial('', storage)).toBe(true);
  });

  it('forgets it with any other value, and is off by default', () => {
    const storage = memory();
    expect(readSkipTutorial('', storage)).toBe(false);
    readSkipTutorial('?skipTutorial=true', storage);
    expect(readSkipTutorial('?skipTutorial=false', storage)).toBe(false);
    expect(readSkipTutorial('', storage)).toBe(false);
  });
});
