import type { QueuedCraft } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../net/api-client';
import {
  claimNotification,
  craftingErrorText,
  formatDuration,
  ingredientLines,
  parseQuantity,
  queueEntryView,
  transmuteCheck,
  xpFraction,
} from './professions-window-logic';

const craft: QueuedCraft = { id: 'c1', kind: 'recipe', recipeId: 'bread', name: 'Bread', quantity: 3, startsAt: 10_000, endsAt: 16_000, progress: 0, status: 'in-progress' };

describe('the quantity field', () => {
  it('takes whole numbers from 1 to 99', () => {
    expect(parseQuantity('1')).toEqual({ ok: true, value: 1 });
    expect(parseQuantity(' 99 ')).toEqual({ ok: true, value: 99 });
  });

  it('refuses anything else with the spec’s text', () => {
    for (const text of ['0', '100', '', '2.5', '-1', 'ten']) expect(parseQuantity(text)).toEqual({ ok: false, reason: 'Quantity must be 1 to 99' });
  });
});

describe('a queue entry’s progress', () => {
  it('advances with the server’s clock, not the answer’s own progress', () => {
    expect(queueEntryView(craft, 10_000)).toMatchObject({ progress: 0, secondsLeft: 6, phase: 'in-progress' });
    expect(queueEntryView(craft, 13_000)).toMatchObject({ progress: 0.5, secondsLeft: 3, phase: 'in-progress' });
    expect(queueEntryView(craft, 15_500)).toMatchObject({ secondsLeft: 1 });
  });

  it('waits its turn behind earlier crafts, and is ready at its end', () => {
    expect(queueEntryView(craft, 9_000)).toMatchObject({ progress: 0, phase: 'queued', secondsLeft: 7 });
    expect(queueEntryView(craft, 16_000)).toMatchObject({ progress: 1, phase: 'ready', secondsLeft: 0 });
    expect(queueEntryView({ ...craft, status: 'ready' }, 12_000)).toMatchObject({ phase: 'ready', progress: 1 });
  });
});

describe('texts', () => {
  it('formats durations and XP bars', () => {
    expect(formatDuration(2_000)).toBe('2 s');
    expect(formatDuration(185_000)).toBe('3 m 05 s');
    expect(formatDuration(3_720_000)).toBe('1 h 02 m');
    expect(xpFraction(50, 200)).toBe(0.25);
    expect(xpFraction(10, 0)).toBe(1);
  });

  it('lists the ingredients for the batch beside what is held', () => {
    expect(ingredientLines({ 'wheat-flour': 2, 'pure-water': 1 }, { 'wheat-flour': 5 }, 3)).toEqual([
      { itemId: 'wheat-flour', name: 'Wheat Flour', needed: 6, held: 5, enough: false },
      { itemId: 'pure-water', name: 'Pure Water', needed: 3, held: 0, enough: false },
    ]);
  });

  it('words a claim with the server’s message, the goods and the XP', () => {
    const claim = { craftId: 'c1', producedItems: { bread: 2 }, failed: 1, quality: null, xpGained: 10, level: 2, leveledUp: true, message: 'Successfully crafted Bread', discovery: null };
    expect(claimNotification(claim)).toEqual({ type: 'success', message: 'Successfully crafted Bread · Bread ×2 · +10 XP · level 2!', duration: 6_000 });
    expect(claimNotification({ ...claim, producedItems: {}, xpGained: 3, leveledUp: false, message: 'Failed to craft Bread' }).type).toBe('warning');
  });

  it('words an error as “Crafting error: {reason}”', () => {
    expect(craftingErrorText(new ApiError('Missing required materials', 409, 'CRAFT_NOT_ALLOWED'))).toBe('Crafting error: Missing required materials');
  });
});

describe('the transmutation form', () => {
  it('does nothing while the material or target is empty, or they are equal', () => {
    expect(transmuteCheck({ material: '', target: 'gold', quantity: '5' })).toEqual({ ok: false, reason: null });
    expect(transmuteCheck({ material: 'copper', target: '', quantity: '5' })).toEqual({ ok: false, reason: null });
    expect(transmuteCheck({ material: 'silver', target: 'silver', quantity: '5' })).toEqual({ ok: false, reason: null });
  });

  it('takes 1 to 100 and builds the request', () => {
    expect(transmuteCheck({ material: 'copper', target: 'silver', quantity: '101' })).toEqual({ ok: false, reason: 'Quantity must be 1 to 100' });
    expect(transmuteCheck({ material: 'copper', target: 'silver', quantity: '100' })).toEqual({ ok: true, request: { material_type: 'copper', target_type: 'silver', quantity: 100 } });
  });
});
