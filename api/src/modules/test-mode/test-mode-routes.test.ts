import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, harvestCropResponseSchema, plantCropResponseSchema, playerLocationResponseSchema, plotsResponseSchema, purchasePlotResponseSchema } from '@silkroad/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { TEST_FARMER_ID } from './test-farmer';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const post = (path: string, body: unknown) => test.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('test mode (/api/test/*)', () => {
  it('lets a tester farm without signing in, under the same rules and ledger', async () => {
    test = await createTestApp();
    const location = playerLocationResponseSchema.parse(await (await test.app.request('/api/test/movement')).json()).data.location;
    expect(location.currentState).toBe('IN_CITY');
    expect((await post('/api/test/farming/buy-plot', {})).status).toBe(403);
    expect((await post('/api/test/movement', { action: 'GO_TO_COUNTRYSIDE' })).status).toBe(200);

    const plot = purchasePlotResponseSchema.parse(await (await post('/api/test/farming/buy-plot', { plotType: 'EXPANDED_PLOT' })).json()).data.plot;
    const crop = plantCropResponseSchema.parse(await (await post('/api/test/farming/plant', { plotId: plot.id, cropType: 'WHEAT', gridPosition: 0 })).json()).data.crop;
    const early = await post('/api/test/farming/harvest', { cropId: crop.id });
    expect(early.status).toBe(409);
    expect(apiErrorSchema.parse(await early.json()).error.code).toBe('CROP_NOT_READY');
    test.clock.advance(5 * 60_000);
    const reaped = harvestCropResponseSchema.parse(await (await post('/api/test/farming/harvest', { cropId: crop.id })).json());
    expect(reaped.yield).toBe(crop.expectedYield);
    const farm = plotsResponseSchema.parse(await (await test.app.request('/api/test/farming/plots')).json()).data;
    expect(farm.plots[0]!.crops).toEqual([]);

    // The test farmer's goods are the sum of its ledger, as every player's.
    const ledger = await test.db.selectFrom('ledger_entries').selectAll().where('player_id', '=', TEST_FARMER_ID).where('item_id', '=', 'wheat-seeds').execute();
    const held = await test.db.selectFrom('inventory_items').select('quantity').where('player_id', '=', TEST_FARMER_ID).where('item_id', '=', 'wheat-seeds').executeTakeFirstOrThrow();
    expect(ledger.reduce((sum, row) => sum + row.quantity, 0)).toBe(held.quantity);
  });

  it('does not exist on a production server', async () => {
    test = await createTestApp({ devMode: false });
    for (const path of ['/api/test/movement', '/api/test/farming/plots']) expect((await test.app.request(path)).status).toBe(404);
    expect((await post('/api/test/farming/buy-plot', {})).status).toBe(404);
    expect(await test.db.selectFrom('users').select('id').where('id', '=', TEST_FARMER_ID).execute()).toEqual([]);
  });
});
