import { describe, expect, it } from 'vitest';
import { fakeApiServer } from './fake-api-server';
import { ReportsApi } from './reports-api';

describe('ReportsApi', () => {
  it('sends error reports and logs on their routes with the player’s token', async () => {
    const { client, calls } = fakeApiServer(() => ({ status: 200, body: { success: true, data: { received: 1 } } }));
    const reports = new ReportsApi(client);
    await reports.reportErrors({ errors: [{ message: 'boom' }] });
    await reports.uploadLogs({ timestamp: 't', logs: [{ timestamp: 't', level: 'info', message: 'hi' }] });
    expect(calls.map((c) => [c.method, c.path, c.auth])).toEqual([
      ['POST', '/api/errors', 'Bearer access-1'],
      ['POST', '/api/logs', 'Bearer access-1'],
    ]);
    expect(calls[0]!.body).toEqual({ errors: [{ message: 'boom' }] });
  });

  it('throws when the server refuses a report', async () => {
    const { client } = fakeApiServer(() => ({ status: 413, body: { success: false, error: { code: 'BODY_TOO_LARGE', message: 'Too large' } } }));
    await expect(new ReportsApi(client).reportErrors({ errors: [{ message: 'boom' }] })).rejects.toMatchObject({ status: 413, code: 'BODY_TOO_LARGE' });
  });
});
