import { afterEach, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  COUNTRYSIDE_ENTRANCE,
  CROP_TYPES,
  MARKET_CITY_IDS,
  marketPricesResponseSchema,
  cropTypesResponseSchema,
  farmingStatusResponseSchema,
  FARMING_ERRORS,
  harvestCropResponseSchema,
  plantCropResponseSchema,
  plotsResponseSchema,
  plotTypesResponseSchema,
  purchasePlotResponseSchema,
  gameTimeAt,
  realTimeAt,
  STARTING_COPPER,
} from '@silkroad/shared';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { expectExperienceBalances } from '../economy/experience-test-support';
import { copperOf, give, quantityOf, setCopper, type Session } from '../trade/test-helpers';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const MINUTE = 60_000;

function post(session: Session | undefined, path: string, body: unknown) {
  return test.app.request(path, { method: 'POST', headers: session?.headers ?? { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}
const get = (session: Session | undefined, path: string) => test.app.request(path, { headers: session?.headers });

async function refusal(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = apiErrorSchema.parse(await res.json());
  expect(body.error.code).toBe(code);
  return body.error.message;
}

/** A player standing at the farm's gate, gone through it to their farm. */
async function farmer(): Promise<Session> {
  const session = await createTestSession(test);
  await test.db.updateTable('players').set({ x: COUNTRYSIDE_ENTRANCE.x + 50, y: COUNTRYSIDE_ENTRANCE.y + 50 }).where('user_id', '=', session.userId).execute();
  expect((await post(session, '/api/player/move', { action: 'GO_TO_COUNTRYSIDE' })).status).toBe(200);
  return session;
}

async function buyPlot(session: Session) {
  const res = await post(session, '/api/farming/plots/purchase', {});
  expect(res.status).toBe(200);
  return purchasePlotResponseSchema.parse(await res.json()).data.plot;
}

async function plant(session: Session, plotId: string, gridPosition: number, cropType = 'WHEAT') {
  return post(session, '/api/farming/crops/plant', { plotId, cropType, gridPosition });
}

/**
 * Moves the clock into the next game month (`months` times), a game hour past its start; the
 * access token, which expires by the same clock, is renewed as a client would.
 */
async function advanceGameMonths(session: Session, months: number) {
  for (let i = 0; i < months; i += 1) {
    const game = new Date(gameTimeAt(test.clock.now()));
    const nextMonth = Date.UTC(game.getUTCFullYear(), game.getUTCMonth() + 1, 1, 1);
    test.clock.set(realTimeAt(nextMonth));
  }
  const { token } = await test.ctx.accessTokens.issue(session.userId);
  session.headers.authorization = `Bearer ${token}`;
}

async function ledgerOf(userId: string) {
  return test.db.selectFrom('ledger_entries').selectAll().where('player_id', '=', userId).where('kind', '!=', 'starting-grant').orderBy('id').execute();
}

describe('the farming catalogue routes', () => {
  it('list plot and crop types without a token, prices in copper', async () => {
    test = await createTestApp();
    const plots = plotTypesResponseSchema.parse(await (await get(undefined, '/api/farming/plots/types')).json());
    expect(plots.data.plotTypes).toEqual([expect.objectContaining({ id: 'EXPANDED_PLOT', maxCrops: 8, purchasePrice: 5_000, monthlyTax: 500 })]);
    const crops = cropTypesResponseSchema.parse(await (await get(undefined, '/api/farming/crops/types')).json());
    expect(crops.data.cropTypes.find((c) => c.id === 'WHEAT')).toMatchObject({ growthTimeMinutes: 5, seedItemId: 'wheat-seeds', sellPrice: 800 });
    const one = await get(undefined, '/api/farming/crops/wheat');
    expect(one.status).toBe(200);
    await refusal(await get(undefined, '/api/farming/crops/mandrake'), 404, 'NOT_FOUND');
  });
});

describe('seeds', () => {
  it('for every crop are sold at every city market', async () => {
    test = await createTestApp();
    for (const cityId of MARKET_CITY_IDS) {
      const entries = marketPricesResponseSchema.parse(await (await get(undefined, `/api/market/prices?cityId=${cityId}`)).json()).data;
      const sold = new Set(entries.map((entry) => entry.itemId));
      for (const crop of CROP_TYPES) expect(sold.has(crop.seedItemId), `${crop.seedItemId} in city ${cityId}`).toBe(true);
    }
  });
});

describe('buying the farm plot', () => {
  it('costs 50 silver once, through the ledger, and a second purchase is refused', async () => {
    test = await createTestApp();
    const session = await farmer();
    const before = await copperOf(test.db, session.userId);
    const plot = await buyPlot(session);
    expect(plot).toMatchObject({ plotType: 'EXPANDED_PLOT', maxCrops: 8, crops: [], taxMonthsOwed: 0 });
    expect(await copperOf(test.db, session.userId)).toBe(before - 5_000);
    expect(await ledgerOf(session.userId)).toEqual([expect.objectContaining({ kind: 'plot-purchase', copper_delta: -5_000, ref_id: plot.id })]);
    await refusal(await post(session, '/api/farming/plots/purchase', { plotType: 'EXPANDED_PLOT' }), 409, 'PLOT_LIMIT');
    expect(await copperOf(test.db, session.userId)).toBe(before - 5_000);
  });

  it('refuses without the money, with the amounts, and changes nothing', async () => {
    test = await createTestApp();
    const session = await farmer();
    await setCopper(test.db, session.userId, 1_200);
    const message = await refusal(await post(session, '/api/farming/plots/purchase', {}), 409, 'INSUFFICIENT_FUNDS');
    expect(message).toBe('Insufficient Funds: You need 5000c but only have 1200c');
    expect(await copperOf(test.db, session.userId)).toBe(1_200);
    expect(plotsResponseSchema.parse(await (await get(session, '/api/farming/plots')).json()).data.plots).toEqual([]);
  });

  it('refuses an unknown plot type, and anyone not on their farm', async () => {
    test = await createTestApp();
    const session = await farmer();
    await refusal(await post(session, '/api/farming/plots/purchase', { plotType: 'PALACE_GARDEN' }), 400, 'UNKNOWN_PLOT_TYPE');
    const townsman = await createTestSession(test);
    expect(await refusal(await post(townsman, '/api/farming/plots/purchase', {}), 403, 'NOT_IN_COUNTRYSIDE')).toBe(FARMING_ERRORS.NOT_IN_COUNTRYSIDE);
    await refusal(await post(undefined, '/api/farming/plots/purchase', {}), 401, 'UNAUTHENTICATED');
  });

  it('two purchases at once buy one plot and take the price once', async () => {
    test = await createTestApp();
    const session = await farmer();
    const before = await copperOf(test.db, session.userId);
    const replies = await Promise.all(Array.from({ length: 8 }, () => post(session, '/api/farming/plots/purchase', {})));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await copperOf(test.db, session.userId)).toBe(before - 5_000);
    expect(await test.db.selectFrom('farm_plots').selectAll().where('player_id', '=', session.userId).execute()).toHaveLength(1);
  });
});

describe('planting', () => {
  it('sows one seed from the inventory into a free bed; the crop grows by the clock', async () => {
    test = await createTestApp();
    const session = await farmer();
    const plot = await buyPlot(session);
    await give(test.db, session.userId, 'wheat-seeds', 2);
    const res = await plant(session, plot.id, 3);
    expect(res.status).toBe(200);
    const { crop } = plantCropResponseSchema.parse(await res.json()).data;
    expect(crop).toMatchObject({ cropType: 'WHEAT', gridPosition: 3, growthStage: 1, stageName: 'Sprouting', isReady: false, harvestReadyAt: test.clock.now() + 5 * MINUTE });
    expect(await quantityOf(test.db, session.userId, 'wheat-seeds')).toBe(1);

    test.clock.advance(2 * MINUTE);
    let crops = plotsResponseSchema.parse(await (await get(session, '/api/farming/plots')).json()).data.plots[0]!.crops;
    expect(crops[0]).toMatchObject({ stageName: 'Growing', isReady: false });
    test.clock.advance(3 * MINUTE);
    crops = plotsResponseSchema.parse(await (await get(session, '/api/farming/plots')).json()).data.plots[0]!.crops;
    expect(crops[0]).toMatchObject({ stageName: 'Mature', isReady: true, progress: 1 });
  });

  it('refuses without a plot, without seeds, an occupied or missing bed, an unknown crop, and someone else’s plot; none of it changes anything', async () => {
    test = await createTestApp();
    const session = await farmer();
    await give(test.db, session.userId, 'wheat-seeds', 1);
    expect(await refusal(await plant(session, 'plot-x', 0), 409, 'NO_PLOT')).toBe('No plot owned! Click building to buy a plot first!');
    const plot = await buyPlot(session);
    await refusal(await plant(session, plot.id, 0, 'MANDRAKE'), 400, 'UNKNOWN_CROP_TYPE');
    await refusal(await plant(session, plot.id, 8), 400, 'INVALID_GRID_POSITION');
    await refusal(await plant(session, plot.id, -1), 400, 'INVALID_GRID_POSITION');
    await refusal(await post(session, '/api/farming/crops/plant', { plotId: plot.id, cropType: 'WHEAT', gridPosition: 1.5 }), 400, 'INVALID_GRID_POSITION');
    expect(await refusal(await plant(session, plot.id, 0, 'RICE'), 409, 'NO_SEEDS')).toBe('No Seeds Available: Visit the market to buy seeds before you can plant crops!');
    expect((await plant(session, plot.id, 0)).status).toBe(200);
    await give(test.db, session.userId, 'wheat-seeds', 1);
    await refusal(await plant(session, plot.id, 0), 409, 'SLOT_OCCUPIED');

    const neighbour = await farmer();
    await give(test.db, neighbour.userId, 'wheat-seeds', 1);
    await buyPlot(neighbour);
    await refusal(await plant(neighbour, plot.id, 1), 404, 'PLOT_NOT_FOUND');
    expect(await quantityOf(test.db, session.userId, 'wheat-seeds')).toBe(1);
    expect(await quantityOf(test.db, neighbour.userId, 'wheat-seeds')).toBe(1);
    expect(await test.db.selectFrom('farm_crops').selectAll().execute()).toHaveLength(1);
  });

  it('concurrent plantings of one bed plant once and use one seed', async () => {
    test = await createTestApp();
    const session = await farmer();
    const plot = await buyPlot(session);
    await give(test.db, session.userId, 'wheat-seeds', 10);
    const replies = await Promise.all(Array.from({ length: 10 }, () => plant(session, plot.id, 5)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await quantityOf(test.db, session.userId, 'wheat-seeds')).toBe(9);
    expect(await test.db.selectFrom('farm_crops').selectAll().execute()).toHaveLength(1);
  });
});

describe('harvesting', () => {
  async function ripeWheat(session: Session) {
    const plot = await buyPlot(session);
    await give(test.db, session.userId, 'wheat-seeds', 1);
    const { crop } = plantCropResponseSchema.parse(await (await plant(session, plot.id, 0)).json()).data;
    return crop;
  }

  it('only when ripe: the yield goes to the inventory with experience, and the bed is free again', async () => {
    test = await createTestApp();
    const told: string[] = [];
    test.ctx.events.on('player-changed', ({ reason }) => told.push(reason));
    const session = await farmer();
    const crop = await ripeWheat(session);
    expect(await refusal(await post(session, '/api/farming/crops/harvest', { cropId: crop.id }), 409, 'CROP_NOT_READY')).toMatch(/5 minutes to go/);
    test.clock.advance(5 * MINUTE);
    const res = await post(session, '/api/farming/crops/harvest', { cropId: crop.id });
    expect(res.status).toBe(200);
    const body = harvestCropResponseSchema.parse(await res.json());
    expect(body.yield).toBe(crop.expectedYield);
    expect(body.data).toMatchObject({ itemId: 'wheat', yield: crop.expectedYield, quality: crop.quality, xpGained: 10 + 5 * crop.expectedYield });
    expect(await quantityOf(test.db, session.userId, 'wheat')).toBe(crop.expectedYield);
    expect(body.data.experience).toBe(10 + 5 * crop.expectedYield);
    await refusal(await post(session, '/api/farming/crops/harvest', { cropId: crop.id }), 404, 'CROP_NOT_FOUND');
    expect(await quantityOf(test.db, session.userId, 'wheat')).toBe(crop.expectedYield);
    const kinds = (await ledgerOf(session.userId)).map((row) => [row.kind, row.item_id, row.quantity, row.experience_track, row.experience_delta]);
    expect(kinds).toEqual([
      ['plot-purchase', null, 0, null, 0],
      ['farm-plant', 'wheat-seeds', -1, null, 0],
      ['farm-harvest', 'wheat', crop.expectedYield, null, 0],
      ['farm-harvest', null, 0, 'player', 10 + 5 * crop.expectedYield],
    ]);
    // The seed came from outside the game (give), so only experience is checked against the ledger here.
    await expectExperienceBalances(test.db, [session.userId]);
    // Each change tells the player's client (every window of theirs) to refresh, once, after it landed.
    expect(told).toEqual(['plot-purchase', 'farm-plant', 'farm-harvest']);
  });

  it('concurrent harvests of one crop reap it once', async () => {
    test = await createTestApp();
    const session = await farmer();
    const crop = await ripeWheat(session);
    test.clock.advance(5 * MINUTE);
    const replies = await Promise.all(Array.from({ length: 10 }, () => post(session, '/api/farming/crops/harvest', { cropId: crop.id })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await quantityOf(test.db, session.userId, 'wheat')).toBe(crop.expectedYield);
  });

  it('refuses another player’s crop, and a full inventory keeps the crop in its bed', async () => {
    test = await createTestApp();
    const session = await farmer();
    const crop = await ripeWheat(session);
    test.clock.advance(5 * MINUTE);
    const thief = await farmer();
    await refusal(await post(thief, '/api/farming/crops/harvest', { cropId: crop.id }), 404, 'CROP_NOT_FOUND');
    // Forty slots, each a full stack of something else.
    const fillers = ['silk', 'spices', 'incense', 'jade', 'furs', 'amber', 'fabric', 'tools', 'weapons', 'barley', 'rice', 'grain', 'cotton', 'coal', 'stone', 'logs'];
    await test.db.deleteFrom('inventory_items').where('player_id', '=', session.userId).execute();
    for (const [i, item] of fillers.entries()) await give(test.db, session.userId, item, i < 8 ? 300 : 600);
    const res = await post(session, '/api/farming/crops/harvest', { cropId: crop.id });
    if (res.status === 200) throw new Error('the inventory was not full: add fillers');
    await refusal(res, 409, 'INVENTORY_FULL');
    expect(await test.db.selectFrom('farm_crops').select('id').where('id', '=', crop.id).execute()).toHaveLength(1);
  });
});

describe('the farm tax', () => {
  it('is charged once per game month on the next look at the farm, and a purse that cannot pay gets a notice, never a debt', async () => {
    test = await createTestApp();
    const session = await farmer();
    const plot = await buyPlot(session);
    await advanceGameMonths(session, 1);
    const before = await copperOf(test.db, session.userId);
    const farm = plotsResponseSchema.parse(await (await get(session, '/api/farming/plots')).json()).data;
    expect(await copperOf(test.db, session.userId)).toBe(before - 500);
    expect(farm.taxNotice).toBeNull();
    expect(farm.plots[0]!.taxMonthsOwed).toBe(0);
    // Reading again charges nothing more.
    await get(session, '/api/farming/plots');
    expect(await copperOf(test.db, session.userId)).toBe(before - 500);

    await setCopper(test.db, session.userId, 700);
    await advanceGameMonths(session, 2);
    const status = farmingStatusResponseSchema.parse(await (await get(session, '/api/farming/status')).json()).data;
    expect(await copperOf(test.db, session.userId)).toBe(200);
    expect(status.taxNotice).toMatchObject({ monthsOwed: 1, amountOwed: 500 });
    expect(status.taxNotice!.message).toMatch(/unpaid: 5s/);
    await give(test.db, session.userId, 'wheat-seeds', 1);
    await refusal(await plant(session, plot.id, 0), 409, 'TAX_OVERDUE');
    expect(await quantityOf(test.db, session.userId, 'wheat-seeds')).toBe(1);
    await setCopper(test.db, session.userId, 600);
    expect((await plant(session, plot.id, 0)).status).toBe(200);
    expect(await copperOf(test.db, session.userId)).toBe(100);
    const taxRows = (await ledgerOf(session.userId)).filter((row) => row.kind === 'farm-tax');
    expect(taxRows.map((row) => row.copper_delta)).toEqual([-500, -500, -500]);
  });

  it('goes through the economy: taken once per month by however many looks at once, each payment a ledger row the purse agrees with', async () => {
    test = await createTestApp();
    const session = await farmer();
    const plot = await buyPlot(session);
    const paidThrough = async () => (await test.db.selectFrom('farm_plots').select('tax_paid_through').where('id', '=', plot.id).executeTakeFirstOrThrow()).tax_paid_through;
    const boughtThrough = await paidThrough();
    // Offline progression takes stock from its first call: it settles the tax too, after an absence.
    expect((await post(session, '/api/time/process-offline', {})).status).toBe(200);
    await advanceGameMonths(session, 3);
    const before = await copperOf(test.db, session.userId);
    const looks = await Promise.all([
      get(session, '/api/farming/plots'),
      get(session, '/api/farming/status'),
      post(session, '/api/time/process-offline', {}),
      get(session, '/api/farming/plots'),
      post(session, '/api/time/process-offline', {}),
      get(session, '/api/farming/status'),
    ]);
    expect(looks.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await copperOf(test.db, session.userId)).toBe(before - 3 * 500);
    const taxRows = (await ledgerOf(session.userId)).filter((row) => row.kind === 'farm-tax');
    expect(taxRows.reduce((sum, row) => sum + row.copper_delta, 0)).toBe(-3 * 500);
    expect(taxRows.every((row) => row.ref_id === plot.id && row.item_id === null && row.quantity === 0)).toBe(true);
    // Every month is paid once: the months paid through moved by three, whoever paid them.
    expect(await paidThrough()).toBe(boughtThrough + 3);
    const farm = plotsResponseSchema.parse(await (await get(session, '/api/farming/plots')).json()).data;
    expect(farm.plots[0]!.taxMonthsOwed).toBe(0);
    await expectLedgerBalances(test.db, [session.userId]);
  });
});

describe('the farming status', () => {
  it('tells what to do next', async () => {
    test = await createTestApp();
    const session = await farmer();
    const status = async () => farmingStatusResponseSchema.parse(await (await get(session, '/api/farming/status')).json()).data;
    expect(await status()).toMatchObject({ hasPlots: false, nextAction: 'BUY_PLOT', totalPlots: 0 });
    const plot = await buyPlot(session);
    expect(await status()).toMatchObject({ hasPlots: true, nextAction: 'PLANT', freeSlots: 8 });
    await give(test.db, session.userId, 'wheat-seeds', 1);
    await plant(session, plot.id, 0);
    expect(await status()).toMatchObject({ growingCrops: 1, readyCrops: 0, nextAction: 'PLANT', nextReadyAt: test.clock.now() + 5 * MINUTE });
    test.clock.advance(5 * MINUTE);
    const ripe = await status();
    expect(ripe).toMatchObject({ readyCrops: 1, nextAction: 'HARVEST', nextReadyAt: null });
    expect(ripe.potentialIncome).toBeGreaterThanOrEqual(3 * 800);
  });
});

describe('starting over', () => {
  it('takes the farm and its crops with the old character, back in the main world, and gives nothing back for them', async () => {
    test = await createTestApp();
    const session = await farmer();
    const plot = await buyPlot(session);
    await give(test.db, session.userId, 'wheat-seeds', 1);
    await plant(session, plot.id, 0);
    const res = await post(session, '/api/player/reset-stats', {});
    expect(res.status).toBe(200);
    expect(await test.db.selectFrom('farm_plots').selectAll().where('player_id', '=', session.userId).execute()).toEqual([]);
    expect(await test.db.selectFrom('farm_crops').selectAll().where('player_id', '=', session.userId).execute()).toEqual([]);
    const player = await test.db.selectFrom('players').select(['location_state', 'copper']).where('user_id', '=', session.userId).executeTakeFirstOrThrow();
    expect(player.location_state).toBe('IN_CITY');
    // The purse went down by the plot's price and reset does not give it back (nothing above the starting purse is kept either).
    expect(player.copper).toBeLessThanOrEqual(STARTING_COPPER - 5_000);
  });
});
