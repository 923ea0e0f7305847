import { arrivalAt } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { encounterFixture, journeyFixture } from '../../net/journey-fixture';
import { boundFor, clockBehindJourney, etaText, formatCountdown, formatDuration, journeyClockOf, journeyEta, journeyProgressAt, nextJourneyEventAt, progressPercent, wayBackMs } from './journey-clock';

const MINUTE = 60_000;

describe('a journey’s clock from the server’s description', () => {
  it('moves on from the view’s progress at the view’s time, and arrives when the server said', () => {
    const view = journeyFixture();
    const clock = journeyClockOf(view);
    expect(clock.movingSince).toBe(view.now);
    expect(journeyProgressAt(view, view.now)).toBeCloseTo(0.2);
    expect(journeyProgressAt(view, view.now + view.durationMs * 0.4)).toBeCloseTo(0.6);
    expect(journeyProgressAt(view, view.estimatedArrival! + MINUTE)).toBe(1);
    expect(arrivalAt(clock, view.now)).toBe(view.estimatedArrival);
  });

  it('waits out a delay after an encounter before it moves again', () => {
    const view = journeyFixture();
    const held = { ...view, estimatedArrival: view.estimatedArrival! + 4 * MINUTE };
    expect(journeyClockOf(held).movingSince).toBe(view.now + 4 * MINUTE);
    expect(journeyProgressAt(held, view.now + 3 * MINUTE)).toBeCloseTo(0.2);
    expect(journeyProgressAt(held, view.now + 4 * MINUTE + view.durationMs * 0.1)).toBeCloseTo(0.3);
  });

  it('stands still at an encounter', () => {
    const view = journeyFixture({ status: 'encounter', estimatedArrival: null, progress: 0.33 });
    expect(journeyClockOf(view).movingSince).toBeNull();
    expect(journeyProgressAt(view, view.now + 60 * MINUTE)).toBeCloseTo(0.33);
  });

  it('turned back, goes back down its road and is back as long after as it had travelled', () => {
    const view = journeyFixture();
    // Turned at a fifth of the way, 3 minutes out: back 3 minutes later.
    const turned = journeyFixture({ status: 'returning', estimatedArrival: view.now + 0.2 * view.durationMs });
    expect(wayBackMs(view, view.now)).toBe(0.2 * view.durationMs);
    expect(journeyClockOf(turned)).toEqual({ durationMs: view.durationMs, travelledMs: 0.8 * view.durationMs, movingSince: view.now });
    expect(journeyProgressAt(turned, view.now)).toBeCloseTo(0.2);
    expect(journeyProgressAt(turned, view.now + 0.1 * view.durationMs)).toBeCloseTo(0.1);
    expect(journeyProgressAt(turned, turned.estimatedArrival! + MINUTE)).toBe(0);
    expect(etaText(journeyEta(turned, view.now + 0.1 * view.durationMs))).toBe('Back in 1:30');
    expect(nextJourneyEventAt(turned)).toBe(turned.estimatedArrival! + 1_000);
    expect([boundFor(view), boundFor(turned)]).toEqual(['Baghdad', 'Constantinople']);
    // Turned while an encounter's delay held it: the way back starts when the delay is over.
    const held = { ...turned, estimatedArrival: turned.estimatedArrival! + 4 * MINUTE };
    expect(journeyProgressAt(held, view.now + 3 * MINUTE)).toBeCloseTo(0.2);
    expect(etaText(journeyEta(held, view.now + 3 * MINUTE))).toBe('Held up: moves on in 1:00');
    expect(wayBackMs({ ...view, estimatedArrival: view.estimatedArrival! + 4 * MINUTE }, view.now)).toBe(0.2 * view.durationMs + 4 * MINUTE);
  });
});

describe('when to ask again while nothing pushes', () => {
  it('at the next encounter check, a sweep after it', () => {
    // 45 units: checks at 15 and 30, a third and two thirds of the way; the view is at a fifth.
    const view = journeyFixture();
    expect(nextJourneyEventAt(view)).toBe(view.now + Math.round(view.durationMs / 3) - 0.2 * view.durationMs + 1_000);
  });

  it('at the arrival once the checks are passed, and at the auto-resolve of an encounter', () => {
    const { now, durationMs } = journeyFixture();
    const view = journeyFixture({ progress: 0.9, estimatedArrival: now + 0.1 * durationMs });
    expect(nextJourneyEventAt(view)).toBe(view.estimatedArrival! + 1_000);
    const waiting = journeyFixture({ status: 'encounter', estimatedArrival: null, encounter: encounterFixture() });
    expect(nextJourneyEventAt(waiting)).toBe(1_011_000);
    expect(nextJourneyEventAt(journeyFixture({ status: 'completed' }))).toBeNull();
  });
});

describe('times on screen', () => {
  it('counts down on a clock face', () => {
    expect(formatCountdown(112.5 * MINUTE)).toBe('1:52:30');
    expect(formatCountdown(12 * MINUTE + 5_000)).toBe('12:05');
    expect(formatCountdown(8_200)).toBe('0:09');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it('says a duration in words', () => {
    expect(formatDuration(112.5 * MINUTE)).toBe('1 h 52 min 30 s');
    expect(formatDuration(30 * MINUTE)).toBe('30 min');
    expect(formatDuration(2 * 60 * MINUTE)).toBe('2 h');
    expect(formatDuration(45_000)).toBe('45 s');
    expect(formatDuration(0)).toBe('0 s');
  });

  it('shows 100% only on arrival', () => {
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(0.426)).toBe(42);
    expect(progressPercent(0.9999)).toBe(99);
    expect(progressPercent(1)).toBe(100);
  });
});

describe('the ETA', () => {
  it('counts down to the arrival by the server’s clock', () => {
    // Twelve minutes of the way left at the view's time: nine minutes and five seconds of it later on.
    const view = journeyFixture();
    const eta = journeyEta(view, view.estimatedArrival! - 9 * MINUTE - 5_000);
    expect(eta).toEqual({ kind: 'arriving', ms: 9 * MINUTE + 5_000 });
    expect(etaText(eta)).toBe('Arrives in 9:05');
    expect(etaText(journeyEta(view, view.estimatedArrival! + 500))).toBe('Arriving…');
  });

  it('says when an encounter’s delay holds the caravan, and when it stands at one', () => {
    const view = journeyFixture();
    const held = { ...view, estimatedArrival: view.estimatedArrival! + 4 * MINUTE };
    expect(etaText(journeyEta(held, view.now + 3 * MINUTE + 15_000))).toBe('Held up: moves on in 0:45');
    expect(etaText(journeyEta(journeyFixture({ status: 'encounter', estimatedArrival: null }), view.now))).toBe('Halted at an encounter');
  });
});

describe('our idea of the server’s clock', () => {
  it('is behind when the server describes a journey later than we think it is now', () => {
    expect(clockBehindJourney({ now: 1_000_000 }, 1_000_000 - 40 * MINUTE)).toBe(true);
    expect(clockBehindJourney({ now: 1_000_000 }, 1_000_000 - 2_000)).toBe(false);
    // An older view (from the cache) says nothing.
    expect(clockBehindJourney({ now: 1_000_000 }, 1_000_000 + 60 * MINUTE)).toBe(false);
  });
});
