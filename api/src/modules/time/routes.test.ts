import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, devClockResponseSchema, gameTimeState, REAL_MS_PER_GAME_DAY, timeSyncResponseSchema } from '@silkroad/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const post = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('GET /api/time/sync', () => {
  it('tells the server’s time and the world’s, without a token', async () => {
    test = await createTestApp();
    const res = await test.app.request('/api/time/sync');
    expect(res.status).toBe(200);
    const { data } = timeSyncResponseSchema.parse(await res.json());
    expect(data.serverTime).toBe(test.clock.now());
    expect(data.acceleration).toBe(6);
    expect(data.timeDrift).toBe(0);
    expect(data).toMatchObject(gameTimeState(test.clock.now()));
  });

  it('says how far the client’s clock is off', async () => {
    test = await createTestApp();
    const clientTime = test.clock.now() - 1_234;
    const { data } = timeSyncResponseSchema.parse(await (await test.app.request(`/api/time/sync?clientTime=${clientTime}`)).json());
    expect(data.timeDrift).toBe(1_234);
  });

  it('follows the server clock: a quarter of a game day is an hour of real time', async () => {
    test = await createTestApp();
    const before = timeSyncResponseSchema.parse(await (await test.app.request('/api/time/sync')).json()).data;
    test.clock.advance(REAL_MS_PER_GAME_DAY / 4);
    const after = timeSyncResponseSchema.parse(await (await test.app.request('/api/time/sync')).json()).data;
    expect((after.timeOfDay - before.timeOfDay + 24) % 24).toBeCloseTo(6, 9);
    expect(after.gameTime - before.gameTime).toBe(6 * (REAL_MS_PER_GAME_DAY / 4));
  });

  it('refuses a clientTime that is not a whole number of milliseconds', async () => {
    test = await createTestApp();
    for (const bad of ['abc', '1.5', '-3', '1e9']) {
      const res = await test.app.request(`/api/time/sync?clientTime=${bad}`);
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.code).toBe('INVALID_REQUEST');
    }
  });
});

describe('POST /api/dev/clock', () => {
  it('moves a development server’s clock forward, and the world’s time with it', async () => {
    test = await createTestApp();
    const start = test.clock.now();
    const res = await test.app.request('/api/dev/clock', post({ advanceMs: 3_600_000 }));
    expect(res.status).toBe(200);
    const { data } = devClockResponseSchema.parse(await res.json());
    expect(test.clock.now()).toBe(start + 3_600_000);
    expect(data.serverTime).toBe(start + 3_600_000);
    expect(data).toMatchObject(gameTimeState(start + 3_600_000));
  });

  it('refuses a step that is missing, backwards, fractional or longer than 30 days, and leaves the clock alone', async () => {
    test = await createTestApp();
    const start = test.clock.now();
    for (const body of [{}, { advanceMs: 0 }, { advanceMs: -5_000 }, { advanceMs: 1.5 }, { advanceMs: '100' }, { advanceMs: 31 * 24 * 3_600_000 }]) {
      const res = await test.app.request('/api/dev/clock', post(body));
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.code).toBe('INVALID_REQUEST');
    }
    expect(test.clock.now()).toBe(start);
  });

  it('does not exist on a production server', async () => {
    test = await createTestApp({ devMode: false });
    const start = test.clock.now();
    const res = await test.app.request('/api/dev/clock', post({ advanceMs: 60_000 }));
    expect(res.status).toBe(404);
    expect(test.clock.now()).toBe(start);
    const doc = (await (await test.app.request('/api/doc')).json()) as { paths: Record<string, unknown> };
    expect(doc.paths['/api/dev/clock']).toBeUndefined();
    expect(doc.paths['/api/time/sync']).toBeDefined();
  });
});
