import { describe, expect, it } from 'vitest';
import { fakeApiServer } from './fake-api-server';
import { PlayerApi } from './player-api';

describe('PlayerApi', () => {
  it('deletes the character on its route and marks the stored user as needing a name', async () => {
    const { client, calls } = fakeApiServer(() => ({ status: 200, body: { success: true, data: { needsInGameName: true } } }));
    await new PlayerApi(client).deleteCharacter();
    expect(calls).toEqual([{ path: '/api/player/character', method: 'DELETE', auth: 'Bearer access-1', body: undefined }]);
    expect(client.sessions.get()?.user).toMatchObject({ inGameName: null, needsInGameName: true });
  });

  it('keeps the stored user when the server refuses (the reset cooldown)', async () => {
    const { client } = fakeApiServer(() => ({ status: 429, body: { success: false, error: { code: 'RESET_COOLDOWN', message: 'Wait' } } }));
    await expect(new PlayerApi(client).deleteCharacter()).rejects.toMatchObject({ status: 429, code: 'RESET_COOLDOWN' });
    expect(client.sessions.get()?.user).toMatchObject({ inGameName: 'Sindbad', needsInGameName: false });
  });

  it('refuses player data that does not match the protocol', async () => {
    const { client, calls } = fakeApiServer(() => ({ status: 200, body: { success: true, data: { playerId: 'p1' } } }));
    await expect(new PlayerApi(client).player()).rejects.toMatchObject({ code: 'BAD_REPLY' });
    expect(calls[0]).toMatchObject({ path: '/api/game/player', method: 'GET', auth: 'Bearer access-1' });
  });
});
