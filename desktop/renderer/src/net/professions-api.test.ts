import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fakeApiServer, type Call } from './fake-api-server';
import { ProfessionsApi } from './professions-api';

function api(reply: (call: Call) => { status: number; body: unknown }) {
  const { client, calls } = fakeApiServer(reply);
  return { professions: new ProfessionsApi(client), calls };
}

const session = { sessionId: 's-1', profession: 'mining', action: 'surface-mining', startedAt: 1_000, endsAt: 121_000, remainingMs: 120_000, status: 'in-progress', result: null };
const result = {
  success: true,
  items: [{ itemId: 'stone', quantity: 3, unitValueCopper: 50 }],
  xpGained: 10,
  message: 'Surface Mining succeeded: 3 items worth 1s 50c',
  totalValueCopper: 150,
  successRate: 0.8,
  marketCondition: null,
  impactCityId: null,
  level: 1,
  experience: 10,
  leveledUp: false,
};

describe('ProfessionsApi', () => {
  it('reads every action of a profession with its availability, with the token', async () => {
    const data = {
      profession: 'mining',
      terrain: 'mountains',
      weather: 'clear',
      season: 'spring',
      timeOfDay: 9.5,
      cityId: 1,
      level: 1,
      actions: [
        { id: 'surface-mining', available: true, code: null, reason: null },
        { id: 'deep-mining', available: false, code: 'level', reason: 'Mining skill too low (Requires Mining 3)' },
      ],
    };
    const { professions, calls } = api(() => ({ status: 200, body: { success: true, data } }));
    expect(await professions.actions('mining')).toEqual(data);
    expect(calls[0]).toEqual({ path: '/api/professions/mining/actions', method: 'GET', auth: 'Bearer access-1', body: undefined });
  });

  it('starts an action under the profession’s own path and returns the session', async () => {
    const body = { success: true, sessionId: 's-1', message: 'Surface Mining started', data: session };
    const { professions, calls } = api(() => ({ status: 200, body }));
    expect(await professions.start('mining', 'surface-mining')).toEqual(body);
    expect(calls[0]).toMatchObject({ path: '/api/mining/start', method: 'POST', body: { action: 'surface-mining' } });
  });

  it('checks a session, with its result once claimed', async () => {
    const body = { success: true, result, data: { ...session, remainingMs: 0, status: 'claimed', result } };
    const { professions, calls } = api(() => ({ status: 200, body }));
    expect(await professions.check('alchemy', 's/1')).toEqual(body);
    expect(calls[0]?.path).toBe('/api/alchemy/check/s%2F1');
  });

  it('lists the sessions still running and reads the stats', async () => {
    const stats = { profession: 'logging', level: 2, experience: 120, current: 20, needed: 200, sessionsCompleted: 4, sessionsSucceeded: 3, itemsMade: 9, totalValueCopper: 400 };
    const { professions, calls } = api((call) => ({ status: 200, body: call.path.endsWith('active') ? { success: true, data: { sessions: [session] } } : { success: true, data: stats } }));
    expect(await professions.active('mining')).toEqual([session]);
    expect(await professions.stats('logging')).toEqual(stats);
    expect(calls.map((c) => c.path)).toEqual(['/api/mining/active', '/api/logging/stats']);
  });

  it('throws the server’s refusal with its code and text', async () => {
    const { professions } = api(() => ({ status: 409, body: { success: false, error: { code: 'ACTION_UNAVAILABLE', message: 'Cannot mine in storm weather' } } }));
    const error = await professions.start('mining', 'surface-mining').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'ACTION_UNAVAILABLE', message: 'Cannot mine in storm weather' });
  });

  it('refuses an answer that does not fit the protocol', async () => {
    const { professions } = api(() => ({ status: 200, body: { success: true, data: { sessions: [{ sessionId: 1 }] } } }));
    await expect(professions.active('mining')).rejects.toMatchObject({ code: 'BAD_REPLY', message: 'Unexpected reply from GET /api/mining/active' });
    const { professions: other } = api(() => ({ status: 200, body: { success: true, sessionId: 's-1' } }));
    await expect(other.start('mining', 'surface-mining')).rejects.toMatchObject({ code: 'BAD_REPLY' });
  });

  it('commissions an item from the craftsman named, and throws the server’s refusal', async () => {
    const craft = { id: 'c-1', kind: 'commission', recipeId: 'leather-boots', name: 'Leather Boots', quantity: 1, startsAt: 1_000, endsAt: 241_000, progress: 0, status: 'in-progress' };
    const { professions, calls } = api(() => ({ status: 200, body: { success: true, data: { craft, message: 'Commissioned Leather Boots' } } }));
    expect(await professions.commission('leather-boots', 'abu-mansur-the-paper-maker')).toEqual({ craft, message: 'Commissioned Leather Boots' });
    expect(calls[0]).toMatchObject({ path: '/api/crafting/commission', method: 'POST', body: { itemType: 'leather-boots', npcId: 'abu-mansur-the-paper-maker' } });

    const refused = api(() => ({ status: 403, body: { success: false, error: { code: 'NOT_IN_CITY', message: 'You must be in a city' } } }));
    await expect(refused.professions.commission('leather-boots', 'abu-mansur-the-paper-maker')).rejects.toBeInstanceOf(ApiError);
  });
});
