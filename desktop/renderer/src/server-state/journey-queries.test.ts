import type { JourneyView } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { GameBus } from '../bus/game-bus';
import { fakeApiServer, type Call } from '../net/fake-api-server';
import type { ConnectionEvents } from '../net/game-connection';
import { encounterFixture, journeyFixture, outcomeFixture } from '../net/journey-fixture';
import { JourneysApi } from '../net/journeys-api';
import { followJourneyPushes, journeyActions } from './journey-queries';
import { createQueryClient } from './query-client';
import { QUERY_KEYS } from './query-keys';

function setup(reply: (call: Call) => { status: number; body: unknown }, pushing = true) {
  const { client: api, calls } = fakeApiServer(reply);
  const cache = createQueryClient();
  for (const key of [QUERY_KEYS.player, QUERY_KEYS.location]) cache.setQueryData(key, { read: 1 });
  const actions = journeyActions(cache, new JourneysApi(api), () => pushing);
  const active = () => cache.getQueryData<JourneyView | null>(QUERY_KEYS.journey);
  const invalidated = (key: readonly unknown[]) => cache.getQueryState(key)?.isInvalidated ?? false;
  return { actions, calls, cache, active, invalidated };
}

describe('the journey’s actions write the server’s reply into the cache', () => {
  it('a started journey becomes the active one; with the socket up, the server’s push re-reads the rest', async () => {
    const journey = journeyFixture();
    const { actions, calls, active, invalidated } = setup(() => ({ status: 201, body: { success: true, data: { journey, message: 'Started' } } }));
    expect(await actions.start({ from_city: 1, to_city: 4, cargo_manifest: { silk: 5 } })).toEqual(journey);
    expect(calls).toHaveLength(1);
    expect(active()).toEqual(journey);
    expect(invalidated(QUERY_KEYS.player)).toBe(false);
  });

  it('without a socket (test mode) the action re-reads the player and where they are itself', async () => {
    const journey = journeyFixture();
    const { actions, invalidated } = setup(() => ({ status: 201, body: { success: true, data: { journey, message: 'Started' } } }), false);
    await actions.start({ from_city: 1, to_city: 4, cargo_manifest: {} });
    expect(invalidated(QUERY_KEYS.player)).toBe(true);
    expect(invalidated(QUERY_KEYS.location)).toBe(true);
  });

  it('turning back keeps the journey as the active one while it goes home, out of the history', async () => {
    const returning = journeyFixture({ status: 'returning', now: 2_000_000 });
    const { actions, cache, active } = setup(() => ({ status: 200, body: { success: true, data: { journey: returning, message: 'Your caravan turned back to Constantinople' } } }));
    cache.setQueryData(QUERY_KEYS.journey, journeyFixture());
    cache.setQueryData(QUERY_KEYS.journeyHistory, [journeyFixture({ id: 'j0', status: 'completed' })]);
    await actions.cancel();
    expect(active()?.status).toBe('returning');
    expect(cache.getQueryData<JourneyView[]>(QUERY_KEYS.journeyHistory)?.map((j) => j.id)).toEqual(['j0']);
  });

  it('turning back before it left clears the active journey and puts it first in a history already read', async () => {
    const cancelled = journeyFixture({ status: 'cancelled', now: 2_000_000 });
    const { actions, cache, active } = setup(() => ({ status: 200, body: { success: true, data: { journey: cancelled, message: 'Turned back' } } }));
    cache.setQueryData(QUERY_KEYS.journey, journeyFixture());
    cache.setQueryData(QUERY_KEYS.journeyHistory, [journeyFixture({ id: 'j0', status: 'completed' })]);
    await actions.cancel();
    expect(active()).toBeNull();
    expect(cache.getQueryData<JourneyView[]>(QUERY_KEYS.journeyHistory)?.map((j) => j.id)).toEqual(['j1', 'j0']);
  });

  it('an answer returns what it did and puts the journey moving again in the cache', async () => {
    const outcome = outcomeFixture();
    const moving = journeyFixture({ now: 2_000_000, encounters: [encounterFixture({ outcome })] });
    const { actions, cache, active } = setup(() => ({ status: 200, body: { success: true, data: { journey: moving, outcome } } }));
    cache.setQueryData(QUERY_KEYS.journey, journeyFixture({ status: 'encounter', encounter: encounterFixture(), estimatedArrival: null }));
    expect(await actions.resolve('e1', 'parley')).toEqual(outcome);
    expect(active()?.status).toBe('travelling');
  });

  it('a refusal changes nothing in the cache but marks the journey for a fresh read', async () => {
    const { actions, cache, active, invalidated } = setup(() => ({ status: 409, body: { success: false, error: { code: 'ENCOUNTER_RESOLVED', message: 'This encounter is already behind you' } } }));
    const waiting = journeyFixture({ status: 'encounter', encounter: encounterFixture() });
    cache.setQueryData(QUERY_KEYS.journey, waiting);
    await expect(actions.resolve('e1', 'flee')).rejects.toMatchObject({ code: 'ENCOUNTER_RESOLVED' });
    expect(active()).toEqual(waiting);
    expect(invalidated(QUERY_KEYS.journey)).toBe(true);
  });
});

describe('the journey’s pushes', () => {
  it('journey-update and encounter-start write the journey; an arrival clears it', () => {
    const cache = createQueryClient();
    const events = new GameBus<ConnectionEvents>();
    const stop = followJourneyPushes(cache, { events });
    const waiting = journeyFixture({ status: 'encounter', encounter: encounterFixture(), now: 1_500_000 });
    events.emit('encounter-start', { journey: waiting, encounter: waiting.encounter! });
    expect(cache.getQueryData(QUERY_KEYS.journey)).toEqual(waiting);
    events.emit('journey-update', journeyFixture({ status: 'completed', now: 9_000_000 }));
    expect(cache.getQueryData(QUERY_KEYS.journey)).toBeNull();
    stop();
    events.emit('journey-update', journeyFixture({ now: 9_500_000 }));
    expect(cache.getQueryData(QUERY_KEYS.journey)).toBeNull();
  });
});
