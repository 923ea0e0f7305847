import { afterEach, describe, expect, it } from 'vitest';
import { COUNTRYSIDE_ENTRANCE, offlineProgressionResponseSchema, plantCropResponseSchema, purchasePlotResponseSchema } from '@silkroad/shared';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';
import { give, type Session } from '../trade/test-helpers';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const MINUTE = 60_000;
const post = (session: Session, path: string, body: unknown = {}) => test.app.request(path, { method: 'POST', headers: session.headers, body: JSON.stringify(body) });

async function processOffline(session: Session) {
  const res = await post(session, '/api/time/process-offline');
  expect(res.status).toBe(200);
  return offlineProgressionResponseSchema.parse(await res.json()).offlineProgression;
}

/** Moves the clock on; the token, which expires by the same clock, is renewed as a client would. */
async function away(session: Session, ms: number) {
  test.clock.advance(ms);
  session.headers.authorization = `Bearer ${(await test.ctx.accessTokens.issue(session.userId)).token}`;
}

describe('POST /api/time/process-offline', () => {
  it('reports nothing on the first call, nor after less than five minutes', async () => {
    test = await createTestApp();
    const session = await createTestSession(test);
    expect(await processOffline(session)).toEqual({ hoursOffline: 0, cropsAdvanced: 0, cropsRipened: 0, autoHarvested: 0, taxMonthsCharged: 0, journeyNews: [] });
    await away(session, 4 * MINUTE);
    expect((await processOffline(session)).hoursOffline).toBe(0);
    // Each call marks the player as seen: another four minutes is again not an absence.
    await away(session, 4 * MINUTE);
    expect((await processOffline(session)).hoursOffline).toBe(0);
  });

  it('after an absence tells how long, and which crops grew and ripened meanwhile; they wait in their beds', async () => {
    test = await createTestApp();
    const session = await createTestSession(test);
    await test.db.updateTable('players').set({ x: COUNTRYSIDE_ENTRANCE.x + 10, y: COUNTRYSIDE_ENTRANCE.y + 10 }).where('user_id', '=', session.userId).execute();
    await post(session, '/api/player/move', { action: 'GO_TO_COUNTRYSIDE' });
    const plot = purchasePlotResponseSchema.parse(await (await post(session, '/api/farming/plots/purchase')).json()).data.plot;
    await give(test.db, session.userId, 'wheat-seeds', 1);
    await give(test.db, session.userId, 'cotton-seeds', 1);
    const wheat = plantCropResponseSchema.parse(await (await post(session, '/api/farming/crops/plant', { plotId: plot.id, cropType: 'WHEAT', gridPosition: 0 })).json()).data.crop;
    plantCropResponseSchema.parse(await (await post(session, '/api/farming/crops/plant', { plotId: plot.id, cropType: 'COTTON', gridPosition: 1 })).json());
    await processOffline(session);

    await away(session, 90 * MINUTE);
    const report = await processOffline(session);
    expect(report).toEqual({ hoursOffline: 1.5, cropsAdvanced: 2, cropsRipened: 2, autoHarvested: 0, taxMonthsCharged: 0, journeyNews: [] });
    const crop = await test.db.selectFrom('farm_crops').selectAll().where('id', '=', wheat.id).executeTakeFirst();
    expect(crop).toBeDefined();
    // Taken stock of once: an immediate second call reports nothing.
    expect((await processOffline(session)).hoursOffline).toBe(0);
  });

  it('two calls at once take stock once', async () => {
    test = await createTestApp();
    const session = await createTestSession(test);
    await processOffline(session);
    await away(session, 60 * MINUTE);
    const reports = await Promise.all(Array.from({ length: 5 }, () => processOffline(session)));
    expect(reports.filter((r) => r.hoursOffline > 0)).toHaveLength(1);
  });

  it('needs a token', async () => {
    test = await createTestApp();
    const res = await test.app.request('/api/time/process-offline', { method: 'POST' });
    expect(res.status).toBe(401);
  });
});
