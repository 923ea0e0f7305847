import { describe, expect, it } from 'vitest';
import { EFFECT_MIN_GAP_MS, EffectGate, NOTIFICATION_AFTER_CUE_MS } from './effect-gate';

describe('effect gate', () => {
  it('lets an effect sound once per its minimum gap', () => {
    const gate = new EffectGate();
    expect(gate.allow('coins', 1_000)).toBe(true);
    expect(gate.allow('coins', 1_000 + EFFECT_MIN_GAP_MS.coins - 1)).toBe(false);
    expect(gate.allow('coins', 1_000 + EFFECT_MIN_GAP_MS.coins)).toBe(true);
  });

  it('never holds back footsteps, and keeps effects apart from each other', () => {
    const gate = new EffectGate();
    expect(gate.allow('footstep-soft', 0)).toBe(true);
    expect(gate.allow('footstep-soft', 0)).toBe(true);
    expect(gate.allow('window-open', 0)).toBe(true);
    expect(gate.allow('window-close', 10)).toBe(true);
  });

  it('keeps a toast’s chime quiet right after the coins or the harvest it reports', () => {
    const gate = new EffectGate();
    expect(gate.allow('harvest', 5_000)).toBe(true);
    expect(gate.allow('notification', 5_010)).toBe(false);
    expect(gate.allow('notification', 5_000 + NOTIFICATION_AFTER_CUE_MS)).toBe(true);
  });

  it('lets an achievement’s fanfare sound right after the trade’s coins that won it: it is news', () => {
    const gate = new EffectGate();
    expect(gate.allow('coins', 5_000)).toBe(true);
    expect(gate.allow('achievement', 5_050)).toBe(true);
  });
});
