const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

/** Mobile is decided by user-agent keywords, as the spec does (spec 000 §9 "Device"). */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}

function isPortrait(width: number, height: number): boolean {
  return height > width;
}

export function shouldHintLandscape(userAgent: string, width: number, height: number): boolean {
  return isMobileUserAgent(userAgent) && isPortrait(width, height);
}
