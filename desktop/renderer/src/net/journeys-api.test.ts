import { describe, expect, it } from 'vitest';
import { fakeApiServer, type Call } from './fake-api-server';
import { journeyFixture, outcomeFixture } from './journey-fixture';
import { JourneysApi } from './journeys-api';

function api(reply: (call: Call) => { status: number; body: unknown }) {
  const { client, calls } = fakeApiServer(reply);
  return { journeys: new JourneysApi(client), calls };
}

describe('JourneysApi', () => {
  it('starts a journey with the spec’s payload and the token', async () => {
    const journey = journeyFixture();
    const { journeys, calls } = api(() => ({ status: 201, body: { success: true, data: { journey, message: 'Started journey from Constantinople to Baghdad' } } }));
    const request = { from_city: 1, to_city: 4, cargo_manifest: { silk: 5 }, route_id: 'western-silk-route' };
    expect(await journeys.start(request)).toEqual({ journey, message: 'Started journey from Constantinople to Baghdad' });
    expect(calls[0]).toMatchObject({ path: '/api/caravan/start-journey', method: 'POST', auth: 'Bearer access-1', body: request });
  });

  it('reads the journey under way, which may be none', async () => {
    const { journeys, calls } = api(() => ({ status: 200, body: { success: true, data: { journey: null } } }));
    expect(await journeys.active()).toBeNull();
    expect(calls[0]).toMatchObject({ path: '/api/caravan/active-journey', method: 'GET' });
  });

  it('reads the history, turns back and answers an encounter on their routes', async () => {
    const journey = journeyFixture();
    const outcome = outcomeFixture();
    const { journeys, calls } = api((call) => {
      if (call.path.endsWith('/journeys')) return { status: 200, body: { success: true, data: { journeys: [journey] } } };
      if (call.path.endsWith('/cancel-journey')) return { status: 200, body: { success: true, data: { journey: { ...journey, status: 'cancelled' }, message: 'Turned back' } } };
      return { status: 200, body: { success: true, data: { journey, outcome } } };
    });
    expect(await journeys.history()).toEqual([journey]);
    expect((await journeys.cancel()).journey.status).toBe('cancelled');
    expect((await journeys.resolve('e1', 'parley')).outcome).toEqual(outcome);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/caravan/journeys', 'POST /api/caravan/cancel-journey', 'POST /api/encounters/resolve']);
    expect(calls[2]!.body).toEqual({ encounter_id: 'e1', choice_id: 'parley' });
  });

  it('carries a refusal’s code and words', async () => {
    const { journeys } = api(() => ({ status: 409, body: { success: false, error: { code: 'ENCOUNTER_UNANSWERED', message: 'Answer the encounter on the road first' } } }));
    await expect(journeys.cancel()).rejects.toMatchObject({ code: 'ENCOUNTER_UNANSWERED', message: 'Answer the encounter on the road first' });
  });
});
