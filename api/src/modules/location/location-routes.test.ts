import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, COUNTRYSIDE_ENTRANCE, playerLocationResponseSchema } from '@silkroad/shared';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';
import type { Session } from '../trade/test-helpers';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const move = (session: Session, action: string) => test.app.request('/api/player/move', { method: 'POST', headers: session.headers, body: JSON.stringify({ action }) });
const location = async (session: Session) => playerLocationResponseSchema.parse(await (await test.app.request('/api/player/location', { headers: session.headers })).json()).data.location;

async function standAt(session: Session, x: number, y: number) {
  await test.db.updateTable('players').set({ x, y }).where('user_id', '=', session.userId).execute();
}

async function code(res: Response) {
  return apiErrorSchema.parse(await res.json()).error.code;
}

describe('the player’s location', () => {
  it('starts in the main world, near a city', async () => {
    test = await createTestApp();
    const session = await createTestSession(test);
    expect(await location(session)).toEqual({ currentState: 'IN_CITY', currentCityName: 'Constantinople', homeCityId: 1, homeCityName: 'Constantinople' });
  });

  it('goes to the countryside farm only from its gate, and back', async () => {
    test = await createTestApp();
    const session = await createTestSession(test);
    const away = await move(session, 'GO_TO_COUNTRYSIDE');
    expect(away.status).toBe(403);
    expect(await code(away)).toBe('NOT_AT_COUNTRYSIDE_ENTRANCE');
    expect((await location(session)).currentState).toBe('IN_CITY');

    await standAt(session, COUNTRYSIDE_ENTRANCE.x + 10, COUNTRYSIDE_ENTRANCE.y + 10);
    const there = await move(session, 'GO_TO_COUNTRYSIDE');
    expect(there.status).toBe(200);
    expect((await location(session)).currentState).toBe('IN_COUNTRYSIDE');
    const again = await move(session, 'LEAVE_CITY');
    expect(again.status).toBe(409);
    expect(await code(again)).toBe('MOVE_NOT_ALLOWED');

    expect((await move(session, 'RETURN_TO_CITY')).status).toBe(200);
    expect((await location(session)).currentState).toBe('IN_CITY');
    expect((await move(session, 'ENTER_CITY')).status).toBe(409);
    expect((await move(session, 'TELEPORT')).status).toBe(400);
  });

  it('two moves at once change the state once', async () => {
    test = await createTestApp();
    const session = await createTestSession(test);
    await standAt(session, COUNTRYSIDE_ENTRANCE.x + 10, COUNTRYSIDE_ENTRANCE.y + 10);
    const replies = await Promise.all(Array.from({ length: 6 }, () => move(session, 'GO_TO_COUNTRYSIDE')));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('sets a home city on the map, and refuses any other', async () => {
    test = await createTestApp();
    const session = await createTestSession(test);
    const set = (cityId: unknown) => test.app.request('/api/player/home-city', { method: 'POST', headers: session.headers, body: JSON.stringify({ cityId }) });
    const res = await set(4);
    expect(res.status).toBe(200);
    expect((await location(session)).homeCityId).toBe(4);
    for (const bad of [5, 0, 99]) {
      const refused = await set(bad);
      expect(refused.status).toBe(400);
      expect(await code(refused)).toBe('UNKNOWN_HOME_CITY');
    }
    expect((await set('2')).status).toBe(400);
    expect((await location(session)).homeCityId).toBe(4);
  });
});
