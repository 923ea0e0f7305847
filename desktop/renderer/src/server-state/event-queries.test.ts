import type { RandomEventView } from '@silkroad/shared';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { GameBus } from '../bus/game-bus';
import { eventOutcomeFixture, randomEventFixture } from '../net/event-fixture';
import { EventsApi } from '../net/events-api';
import { fakeApiServer, type Call } from '../net/fake-api-server';
import type { ConnectionEvents } from '../net/game-connection';
import { eventActions, followEventPushes, forgetPassedEvent, pendingEventAfter } from './event-queries';
import { createQueryClient } from './query-client';
import { QUERY_KEYS } from './query-keys';

function setup(reply: (call: Call) => { status: number; body: unknown }, pushing = true) {
  const { client: api, calls } = fakeApiServer(reply);
  const cache = createQueryClient();
  cache.setQueryData(QUERY_KEYS.player, { read: 1 });
  cache.setQueryData(QUERY_KEYS.randomEvent, randomEventFixture());
  const actions = eventActions(cache, new EventsApi(api), () => pushing);
  const waiting = () => cache.getQueryData<RandomEventView | null>(QUERY_KEYS.randomEvent);
  const invalidated = (key: readonly unknown[]) => cache.getQueryState(key)?.isInvalidated ?? false;
  return { actions, calls, cache, waiting, invalidated };
}

describe('the waiting event after the server described one', () => {
  it('a pending event is the one waiting; an answered or passed one clears it', () => {
    const waiting = randomEventFixture();
    expect(pendingEventAfter(null, waiting)).toBe(waiting);
    expect(pendingEventAfter(undefined, waiting)).toBe(waiting);
    expect(pendingEventAfter(waiting, { ...waiting, status: 'answered' })).toBeNull();
    expect(pendingEventAfter(waiting, { ...waiting, status: 'expired' })).toBeNull();
  });

  it('the end of another event leaves the one waiting as it is', () => {
    const waiting = randomEventFixture({ id: 'ev2' });
    expect(pendingEventAfter(waiting, randomEventFixture({ status: 'answered' }))).toBe(waiting);
  });

  it('an event passed by the clock is forgotten, but not a newer one', () => {
    const cache = createQueryClient();
    cache.setQueryData(QUERY_KEYS.randomEvent, randomEventFixture({ id: 'ev2' }));
    forgetPassedEvent(cache, 'ev1');
    expect(cache.getQueryData<RandomEventView | null>(QUERY_KEYS.randomEvent)?.id).toBe('ev2');
    forgetPassedEvent(cache, 'ev2');
    expect(cache.getQueryData(QUERY_KEYS.randomEvent)).toBeNull();
  });
});

describe('answering a random event', () => {
  it('returns the outcome and clears the waiting event; with the socket up, the server’s push re-reads the player', async () => {
    const outcome = eventOutcomeFixture({ copper: -2_000 });
    const { actions, calls, waiting, invalidated } = setup(() => ({ status: 200, body: { success: true, data: { event: randomEventFixture({ status: 'answered', outcome }), outcome } } }));
    expect((await actions.answer('ev1', 'refuse')).outcome).toEqual(outcome);
    expect(calls).toHaveLength(1);
    expect(waiting()).toBeNull();
    expect(invalidated(QUERY_KEYS.player)).toBe(false);
  });

  it('without a socket (test mode) the answer re-reads the player itself', async () => {
    const outcome = eventOutcomeFixture();
    const { actions, invalidated } = setup(() => ({ status: 200, body: { success: true, data: { event: randomEventFixture({ status: 'answered', outcome }), outcome } } }), false);
    await actions.answer('ev1', 'refuse');
    expect(invalidated(QUERY_KEYS.player)).toBe(true);
  });

  it('a refusal keeps the event but marks it for a fresh read (its choices, or whether it is over)', async () => {
    const { actions, waiting, invalidated } = setup(() => ({ status: 403, body: { success: false, error: { code: 'CHOICE_UNAVAILABLE', message: 'Cannot Complete Action: You do not meet the requirements for this choice.' } } }));
    await expect(actions.answer('ev1', 'pay')).rejects.toMatchObject({ code: 'CHOICE_UNAVAILABLE' });
    expect(waiting()?.id).toBe('ev1');
    expect(invalidated(QUERY_KEYS.randomEvent)).toBe(true);
  });
});

describe('the random-event push', () => {
  it('is not undone by a read of the waiting event sent before it and answered after it', async () => {
    let answerRead: (body: unknown) => void = () => undefined;
    let reads = 0;
    const cache = createQueryClient();
    const events = new GameBus<ConnectionEvents>();
    const stop = followEventPushes(cache, { events });
    const observer = new QueryObserver(cache, {
      queryKey: QUERY_KEYS.randomEvent,
      queryFn: () => {
        reads += 1;
        // The first read saw the world before the event; the next sees it waiting.
        return reads === 1 ? new Promise<RandomEventView | null>((resolve) => (answerRead = resolve as (body: unknown) => void)) : Promise.resolve(randomEventFixture());
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    events.emit('random-event', randomEventFixture());
    answerRead(null);
    await vi.waitFor(() => expect(reads).toBe(2));
    await vi.waitFor(() => expect(cache.getQueryState(QUERY_KEYS.randomEvent)?.fetchStatus).toBe('idle'));
    expect(cache.getQueryData<RandomEventView | null>(QUERY_KEYS.randomEvent)?.id).toBe('ev1');
    unsubscribe();
    stop();
  });

  it('writes the event the server presented as the one waiting, until unsubscribed', () => {
    const cache = createQueryClient();
    const events = new GameBus<ConnectionEvents>();
    const stop = followEventPushes(cache, { events });
    events.emit('random-event', randomEventFixture());
    expect(cache.getQueryData<RandomEventView | null>(QUERY_KEYS.randomEvent)?.id).toBe('ev1');
    stop();
    events.emit('random-event', randomEventFixture({ id: 'ev2' }));
    expect(cache.getQueryData<RandomEventView | null>(QUERY_KEYS.randomEvent)?.id).toBe('ev1');
  });
});
