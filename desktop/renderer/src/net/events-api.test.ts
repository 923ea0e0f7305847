import { describe, expect, it } from 'vitest';
import { eventOutcomeFixture, randomEventFixture } from './event-fixture';
import { EventsApi } from './events-api';
import { fakeApiServer, type Call } from './fake-api-server';

function api(reply: (call: Call) => { status: number; body: unknown }) {
  const { client, calls } = fakeApiServer(reply);
  return { events: new EventsApi(client), calls };
}

describe('EventsApi', () => {
  it('reads the event waiting for an answer, which may be none', async () => {
    const event = randomEventFixture();
    let waiting: unknown = event;
    const { events, calls } = api(() => ({ status: 200, body: { success: true, data: { event: waiting } } }));
    expect(await events.pending()).toEqual(event);
    waiting = null;
    expect(await events.pending()).toBeNull();
    expect(calls[0]).toMatchObject({ path: '/api/events/pending', method: 'GET', auth: 'Bearer access-1' });
  });

  it('answers on the event’s own route with the choice', async () => {
    const outcome = eventOutcomeFixture();
    const answered = randomEventFixture({ status: 'answered', outcome });
    const { events, calls } = api(() => ({ status: 200, body: { success: true, data: { event: answered, outcome } } }));
    expect(await events.answer('ev1', 'refuse')).toEqual({ event: answered, outcome });
    expect(calls[0]).toMatchObject({ path: '/api/events/ev1/answer', method: 'POST', body: { choice_id: 'refuse' } });
  });

  it('carries a refusal’s code and words', async () => {
    const { events } = api(() => ({ status: 403, body: { success: false, error: { code: 'CHOICE_UNAVAILABLE', message: 'Cannot Complete Action: You do not meet the requirements for this choice.' } } }));
    await expect(events.answer('ev1', 'pay')).rejects.toMatchObject({ code: 'CHOICE_UNAVAILABLE', message: 'Cannot Complete Action: You do not meet the requirements for this choice.' });
  });
});
