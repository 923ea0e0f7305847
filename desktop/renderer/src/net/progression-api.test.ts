import { describe, expect, it } from 'vitest';
import { fakeApiServer, type Call } from './fake-api-server';
import { ProgressionApi } from './progression-api';

function api(reply: (call: Call) => { status: number; body: unknown }) {
  const { client, calls } = fakeApiServer(reply);
  return { progression: new ProgressionApi(client), calls };
}

describe('ProgressionApi', () => {
  it('reads the levels, the current profession and the switch statuses', async () => {
    const data = {
      current: 'mining',
      since: 1_000,
      professions: [{ id: 'mining', level: 3, experience: 400, current: 50, needed: 400 }],
      switches: [{ target: 'cooking', allowed: false, requiredMs: 32_400_000, completedMs: 14_400_000, remainingMs: 18_000_000, text: 'Cannot switch yet: required 9.0 h, completed 4.0 h, remaining 5.0 h' }],
    };
    const { progression, calls } = api(() => ({ status: 200, body: { success: true, data } }));
    expect(await progression.status()).toEqual(data);
    expect(calls[0]).toMatchObject({ path: '/api/progression/status', method: 'GET', auth: 'Bearer access-1' });
  });

  it('switches and returns the new profession', async () => {
    const data = { current: 'cooking', since: 2_000, message: 'You are now a cook' };
    const { progression, calls } = api(() => ({ status: 200, body: { success: true, data } }));
    expect(await progression.switchTo('cooking')).toEqual(data);
    expect(calls[0]).toMatchObject({ path: '/api/progression/switch', method: 'POST', body: { profession: 'cooking' } });
  });

  it('throws a refused switch with its text', async () => {
    const { progression } = api(() => ({ status: 409, body: { success: false, error: { code: 'PROFESSION_SWITCH_NOT_ALLOWED', message: 'Cannot switch yet' } } }));
    await expect(progression.switchTo('mining')).rejects.toMatchObject({ code: 'PROFESSION_SWITCH_NOT_ALLOWED', message: 'Cannot switch yet' });
  });
});
