import { describe, expect, it } from 'vitest';
import { renderProfileFor } from './render-profile';

describe('renderProfileFor', () => {
  it('draws a phone low-power, without antialiasing, capped at 30 fps (spec 002 §9)', () => {
    expect(renderProfileFor(true)).toEqual({ antialias: false, powerPreference: 'low-power', fps: { target: 30, limit: 30 } });
  });

  it('draws a desktop at 60 fps with antialiasing and no cap', () => {
    expect(renderProfileFor(false)).toEqual({ antialias: true, powerPreference: 'high-performance', fps: { target: 60, limit: 0 } });
  });
});
