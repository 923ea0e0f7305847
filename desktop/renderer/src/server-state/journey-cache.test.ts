import { describe, expect, it } from 'vitest';
import { journeyFixture } from '../net/journey-fixture';
import { activeJourneyAfter, historyAfter, isUnderWay } from './journey-cache';

describe('the active journey in the cache', () => {
  it('is a journey travelling, at an encounter or turned back and going home, and no other', () => {
    expect(isUnderWay({ status: 'travelling' })).toBe(true);
    expect(isUnderWay({ status: 'encounter' })).toBe(true);
    expect(isUnderWay({ status: 'returning' })).toBe(true);
    expect(isUnderWay({ status: 'completed' })).toBe(false);
    expect(isUnderWay({ status: 'cancelled' })).toBe(false);
  });

  it('follows the server’s newest description, and a completed or cancelled one clears it', () => {
    const travelling = journeyFixture();
    const later = journeyFixture({ status: 'encounter', now: travelling.now + 5_000 });
    expect(activeJourneyAfter(undefined, travelling)).toBe(travelling);
    expect(activeJourneyAfter(travelling, later)).toBe(later);
    expect(activeJourneyAfter(later, journeyFixture({ status: 'completed', now: later.now + 1 }))).toBeNull();
    expect(activeJourneyAfter(travelling, journeyFixture({ status: 'cancelled', now: travelling.now + 1 }))).toBeNull();
  });

  it('keeps a newer description over an older one that arrived late', () => {
    const newer = journeyFixture({ now: 2_000_000 });
    expect(activeJourneyAfter(newer, journeyFixture({ now: 1_000_000, status: 'completed' }))).toBe(newer);
  });

  it('leaves a new journey alone when the end of the one before arrives', () => {
    const next = journeyFixture({ id: 'j2' });
    expect(activeJourneyAfter(next, journeyFixture({ id: 'j1', status: 'completed' }))).toBe(next);
    expect(activeJourneyAfter(null, journeyFixture({ status: 'completed' }))).toBeNull();
  });
});

describe('the history in the cache', () => {
  it('puts a finished journey first, once', () => {
    const older = journeyFixture({ id: 'j0', status: 'completed' });
    const done = journeyFixture({ status: 'completed' });
    expect(historyAfter([older], done)?.map((j) => j.id)).toEqual(['j1', 'j0']);
    expect(historyAfter([done, older], done)?.map((j) => j.id)).toEqual(['j1', 'j0']);
  });

  it('is not made up when it was never read, and ignores a journey still under way', () => {
    expect(historyAfter(undefined, journeyFixture({ status: 'completed' }))).toBeUndefined();
    const list = [journeyFixture({ id: 'j0', status: 'completed' })];
    expect(historyAfter(list, journeyFixture())).toBe(list);
  });

  it('stays as long as the server’s list', () => {
    const full = Array.from({ length: 20 }, (_, i) => journeyFixture({ id: `old-${i}`, status: 'completed' }));
    const after = historyAfter(full, journeyFixture({ status: 'cancelled' }));
    expect(after).toHaveLength(20);
    expect(after?.[0]?.id).toBe('j1');
  });
});
