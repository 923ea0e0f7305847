/** How the game draws and how often it steps on this device (spec 002 §9, 000 §9 "Device"). */
export interface RenderProfile {
  antialias: boolean;
  powerPreference: 'low-power' | 'high-performance';
  /**
   * Phaser's `fps`: `target` is the rate its delta smoothing expects; only `limit` caps how often
   * the game steps (0: as often as the browser draws), so a phone's 30 needs both.
   */
  fps: { target: number; limit: number };
}

const DESKTOP: RenderProfile = { antialias: true, powerPreference: 'high-performance', fps: { target: 60, limit: 0 } };
/** A phone: low-power rendering, no antialiasing, 30 frames a second, for the battery and the heat. */
const MOBILE: RenderProfile = { antialias: false, powerPreference: 'low-power', fps: { target: 30, limit: 30 } };

/** The profile for a phone (as the user agent says: platform/device.ts) or any other device. */
export function renderProfileFor(mobile: boolean): RenderProfile {
  return mobile ? MOBILE : DESKTOP;
}
