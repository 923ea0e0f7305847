import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, shouldHintLandscape } from './device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

describe('device', () => {
  it('detects mobile user agents by keyword', () => {
    expect(isMobileUserAgent(IPHONE)).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
  });

  it('hints landscape only on a mobile held upright', () => {
    expect(shouldHintLandscape(IPHONE, 390, 844)).toBe(true);
    expect(shouldHintLandscape(IPHONE, 844, 390)).toBe(false);
    expect(shouldHintLandscape(DESKTOP, 390, 844)).toBe(false);
  });
});
