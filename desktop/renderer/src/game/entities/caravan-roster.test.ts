import { journeyDurationMs, type CaravanView } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { CARAVAN_FORGET_MS, CaravanRoster } from './caravan-roster';

const caravan = (journeyId: string, travelledMs = 0): CaravanView => ({
  journeyId,
  playerId: `p-${journeyId}`,
  name: `Trader ${journeyId}`,
  fromCityId: 1,
  toCityId: 4,
  durationMs: journeyDurationMs(45),
  travelledMs,
  movingSince: 1_000,
});

describe('the caravans seen on the road', () => {
  it('follows each message: a caravan told again takes its newer clock', () => {
    const roster = new CaravanRoster();
    roster.tell([caravan('a'), caravan('b')], 250, 10_000);
    roster.tell([caravan('a', 60_000)], 300, 12_000);
    const seen = [...roster.list()];
    expect(seen.map((c) => c.journeyId)).toEqual(['a', 'b']);
    expect(seen[0]).toMatchObject({ name: 'Trader a', clock: { durationMs: journeyDurationMs(45), travelledMs: 60_000, movingSince: 1_000 }, serverOffsetMs: 300, seenAt: 12_000 });
  });

  it('forgets a caravan no longer told of after a while, not before', () => {
    const roster = new CaravanRoster();
    roster.tell([caravan('a'), caravan('b')], 0, 10_000);
    roster.tell([caravan('a')], 0, 10_000 + CARAVAN_FORGET_MS);
    expect(roster.prune(10_000 + CARAVAN_FORGET_MS)).toEqual([]);
    expect(roster.prune(10_001 + CARAVAN_FORGET_MS)).toEqual(['b']);
    expect([...roster.list()].map((c) => c.journeyId)).toEqual(['a']);
  });

  it('forgets them all at once when the local player leaves the map', () => {
    const roster = new CaravanRoster();
    roster.tell([caravan('a'), caravan('b')], 0, 0);
    expect(roster.clear()).toEqual(['a', 'b']);
    expect([...roster.list()]).toEqual([]);
  });
});
