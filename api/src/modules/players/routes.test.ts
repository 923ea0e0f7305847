import { afterEach, describe, expect, it } from 'vitest';
import { playerDataSchema, STARTING_COPPER, STARTING_POSITION } from '@silkroad/shared';
import { ACCESS_TOKEN_TTL_MS } from '../auth/access-tokens';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

async function playerRow(userId: string) {
  return test.db.selectFrom('players').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

async function userRow(userId: string) {
  return test.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Moves a character away from the starting state, so a reset has something to undo. */
async function playSomeGame(userId: string) {
  await test.db.updateTable('players').set({ copper: 5, experience: 900, level: 5, x: 2000, y: 1200 }).where('user_id', '=', userId).execute();
  await test.db.deleteFrom('inventory_items').where('player_id', '=', userId).execute();
  await test.db.insertInto('inventory_items').values({ player_id: userId, item_id: 'silk', quantity: 42 }).execute();
}

const forgedToken = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzb21lb25lIiwidHlwIjoiYWNjZXNzIn0.c2lnbmF0dXJlLWZvcmdlZA';

describe.each([
  ['GET', '/api/game/player'],
  ['POST', '/api/player/reset-stats'],
  ['DELETE', '/api/player/character'],
])('%s %s without a valid token', (method, path) => {
  it('answers 401 Authentication required with no token, a forged one or an expired one, and changes nothing', async () => {
    test = await createTestApp();
    const session = await createTestSession(test);
    await playSomeGame(session.userId);
    const before = { player: await playerRow(session.userId), user: await userRow(session.userId) };

    const expiring = await test.ctx.accessTokens.issue(session.userId);
    test.clock.advance(ACCESS_TOKEN_TTL_MS + 1000);
    const attempts: Record<string, string>[] = [{}, { authorization: `Bearer ${forgedToken}` }, { authorization: 'Basic abc' }, { authorization: `Bearer ${expiring.token}` }];
    for (const headers of attempts) {
      const res = await test.app.request(path, { method, headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, error: { message: 'Authentication required' } });
    }
    expect(await playerRow(session.userId)).toEqual(before.player);
    expect(await userRow(session.userId)).toEqual(before.user);
  });
});

describe('GET /api/game/player', () => {
  it('returns the player data of the token holder', async () => {
    test = await createTestApp();
    const session = await createTestSession(test);
    const res = await test.app.request('/api/game/player', { headers: session.headers });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: unknown };
    expect(body.success).toBe(true);
    const data = playerDataSchema.parse(body.data);
    expect(data).toMatchObject({ playerId: session.userId, inGameName: session.inGameName, level: 1, totalCopper: STARTING_COPPER });
    expect(data.location).toMatchObject({ x: STARTING_POSITION.x, y: STARTING_POSITION.y, cityId: null });
  });

  it('answers 404 for a valid token whose user has no character', async () => {
    test = await createTestApp();
    const { token } = await test.ctx.accessTokens.issue('user-who-does-not-exist');
    const res = await test.app.request('/api/game/player', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: { code: 'PLAYER_NOT_FOUND', message: 'Player not found' } });
  });
});

describe('POST /api/player/reset-stats', () => {
  it('puts level, XP and position back to the start, keeps the name, and adds no money or goods', async () => {
    test = await createTestApp();
    const session = await createTestSession(test);
    await playSomeGame(session.userId);

    const res = await test.app.request('/api/player/reset-stats', { method: 'POST', headers: session.headers });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: unknown };
    const data = playerDataSchema.parse(body.data);
    // The purse held 5 copper and no starter kit: a reset keeps that, it never refills it.
    expect(data).toMatchObject({ inGameName: session.inGameName, level: 1, experience: 0, totalCopper: 5, location: { x: 400, y: 300 } });
    expect(data.inventory).toEqual({});
    expect(await playerRow(session.userId)).toMatchObject({ copper: 5, experience: 0, level: 1, x: 400, y: 300 });
    expect((await userRow(session.userId)).in_game_name).toBe(session.inGameName);
  });

  it('answers 404 and creates nothing for a token whose user is gone', async () => {
    test = await createTestApp();
    const { token } = await test.ctx.accessTokens.issue('user-who-does-not-exist');
    const res = await test.app.request('/api/player/reset-stats', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(404);
    expect(await test.db.selectFrom('players').select('user_id').execute()).toEqual([]);
  });
});

describe('DELETE /api/player/character', () => {
  it('resets the character and clears the name, which another player may then take', async () => {
    test = await createTestApp();
    const session = await createTestSession(test, { inGameName: 'Marco Polo' });
    await playSomeGame(session.userId);

    const res = await test.app.request('/api/player/character', { method: 'DELETE', headers: session.headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { needsInGameName: true } });

    const user = await userRow(session.userId);
    expect(user.in_game_name).toBeNull();
    expect(user.in_game_name_key).toBeNull();
    expect(await playerRow(session.userId)).toMatchObject({ copper: 5, experience: 0, x: 400, y: 300 });
    const items = await test.db.selectFrom('inventory_items').select('item_id').where('player_id', '=', session.userId).execute();
    expect(items.map((i) => i.item_id)).not.toContain('silk');

    // The unique name key no longer holds the name.
    const other = await createTestSession(test, { inGameName: 'marco polo' });
    expect((await userRow(other.userId)).in_game_name_key).toBe('marcopolo');
  });

  it('reports the player as needing a name afterwards', async () => {
    test = await createTestApp();
    const session = await createTestSession(test);
    await test.app.request('/api/player/character', { method: 'DELETE', headers: session.headers });
    const res = await test.app.request('/api/game/player', { headers: session.headers });
    expect(((await res.json()) as { data: { inGameName: string | null } }).data.inGameName).toBeNull();
  });

  it('answers 404 for a token whose user is gone', async () => {
    test = await createTestApp();
    const { token } = await test.ctx.accessTokens.issue('user-who-does-not-exist');
    const res = await test.app.request('/api/player/character', { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('lists the player routes as bearer routes', async () => {
    test = await createTestApp();
    const doc = (await (await test.app.request('/api/doc')).json()) as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    expect(doc.paths['/api/game/player']?.get?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/player/reset-stats']?.post).toBeDefined();
    expect(doc.paths['/api/player/character']?.delete).toBeDefined();
  });
});
