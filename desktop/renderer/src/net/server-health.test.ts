import { describe, expect, it } from 'vitest';
import { fakeApiServer } from './fake-api-server';
import { checkServerHealth } from './server-health';

describe('checkServerHealth', () => {
  it('asks GET /health without a token', async () => {
    const { client, calls } = fakeApiServer(() => ({ status: 200, body: { status: 'ok', database: 'ok' } }));
    await checkServerHealth(client);
    expect(calls).toEqual([{ path: '/health', method: 'GET', auth: null, body: undefined }]);
  });

  it('throws with the status of a server whose database is down', async () => {
    const { client } = fakeApiServer(() => ({ status: 503, body: { status: 'error', database: 'database file is damaged' } }));
    await expect(checkServerHealth(client)).rejects.toMatchObject({ status: 503 });
  });
});
