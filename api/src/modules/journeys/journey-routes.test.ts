import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  arrivalPoint,
  checkpointRoll,
  encounterChance,
  encounterChanceOnRoute,
  encounterCheckpoints,
  journeyDurationMs,
  journeyHistoryResponseSchema,
  journeyPosition,
  journeyRoute,
  journeyStartedResponseSchema,
  tradeRouteById,
  tradeRouteDurationMs,
  VENICE_SEA_LANE,
} from '@silkroad/shared';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { advanceClock, call, expectRefusal, itemsOf, placeIn, type Session } from '../offers/offer-test-support';
import { setSkillLevels } from '../trade/test-helpers';
import { BAGHDAD, CONSTANTINOPLE, journeyApi, KASHGAR, locationStateOf, MINUTE, SAMARKAND, seedQuietRoad, stockUp, TO_VENICE_MS, traveller, VENICE_CHECK_MS, VENICE_ID } from './journey-test-support';

let test: TestApp;
let player: Session;
let api: ReturnType<typeof journeyApi>;

beforeEach(async () => {
  test = await createTestApp();
  player = await traveller(test, CONSTANTINOPLE, 'Marco');
  api = journeyApi(test, player);
  await stockUp(test.db, player.userId, { silk: 30, spices: 10 });
});

afterEach(async () => {
  await test?.db.destroy();
});

const toVenice = (cargo: Record<string, number> = { silk: 20 }) => ({ from_city: CONSTANTINOPLE, to_city: VENICE_ID, cargo_manifest: cargo });

describe('POST /api/caravan/start-journey', () => {
  it('starts from the city the player stands in: the cargo leaves the inventory through the ledger, and the player takes the road', async () => {
    const reply = await api.start(toVenice({ silk: 20, spices: 0 }));
    expect(reply.status).toBe(201);
    const { journey, message } = journeyStartedResponseSchema.parse(reply.body).data;
    expect(message).toBe('Started journey from Constantinople to Venice');
    expect(journey).toMatchObject({
      fromCity: 'Constantinople',
      toCity: 'Venice',
      via: [CONSTANTINOPLE, VENICE_ID],
      status: 'travelling',
      progress: 0,
      distance: 30,
      durationMs: TO_VENICE_MS,
      estimatedArrival: test.clock.now() + TO_VENICE_MS,
      // 30 / 30 + 20 silk x 50 / 1000
      riskScore: 2,
      riskBand: 'Medium',
      cargo: { silk: 20 },
      cargoValue: 1000,
      encounter: null,
      position: VENICE_SEA_LANE[0],
    });
    expect(await itemsOf(test.db, player.userId)).toMatchObject({ silk: 10, spices: 10 });
    expect(await locationStateOf(test.db, player.userId)).toMatchObject({ location_state: 'ON_JOURNEY' });
    expect(await api.active()).toMatchObject({ id: journey.id, status: 'travelling' });
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('refuses what cannot be travelled, and changes nothing', async () => {
    const start = (body: unknown) => () => api.start(body);
    await expectRefusal(test.db, start({ from_city: CONSTANTINOPLE, to_city: 9, cargo_manifest: {} }), 400, 'UNKNOWN_CITY');
    await expectRefusal(test.db, start({ from_city: CONSTANTINOPLE, to_city: CONSTANTINOPLE, cargo_manifest: {} }), 400, 'SAME_CITY');
    // Never the spec's hard-coded Baghdad: the player stands in Constantinople.
    await expectRefusal(test.db, start({ from_city: BAGHDAD, to_city: CONSTANTINOPLE, cargo_manifest: {} }), 403, 'NOT_IN_START_CITY', 'A journey from Baghdad starts in Baghdad');
    await expectRefusal(test.db, start(toVenice({ 'no-such-thing': 1 })), 400, 'UNKNOWN_ITEM');
    await expectRefusal(test.db, start(toVenice({ silk: 31 })), 409, 'INSUFFICIENT_ITEMS');
    await expectRefusal(test.db, start(toVenice({ silk: 101 })), 400, 'INVALID_REQUEST');
    await expectRefusal(test.db, start({ ...toVenice(), extra: true }), 400, 'INVALID_REQUEST');
    // 000 §5: Baghdad needs navigation 2, Kashgar 3; a new trader has 1.
    await expectRefusal(test.db, start({ from_city: CONSTANTINOPLE, to_city: BAGHDAD, cargo_manifest: {} }), 403, 'NAVIGATION_TOO_LOW', 'Navigation skill too low (Requires Navigation 2)');
    await setSkillLevels(test.db, player.userId, { navigation: 2 });
    await expectRefusal(test.db, start({ from_city: CONSTANTINOPLE, to_city: KASHGAR, cargo_manifest: {} }), 403, 'NAVIGATION_TOO_LOW', 'Navigation skill too low (Requires Navigation 3)');
    await placeIn(test.db, player.userId, null);
    await expectRefusal(test.db, start(toVenice()), 403, 'NOT_IN_START_CITY');
    await placeIn(test.db, player.userId, CONSTANTINOPLE);
    await test.db.updateTable('players').set({ location_state: 'IN_COUNTRYSIDE' }).where('user_id', '=', player.userId).execute();
    await expectRefusal(test.db, start(toVenice()), 403, 'ON_FARM');
  });

  it('holds one journey at a time, whoever asks at once', async () => {
    const replies = await Promise.all(Array.from({ length: 6 }, () => api.start(toVenice({ silk: 5 }))));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(replies.filter((r) => r.status === 409).every((r) => r.body.error.code === 'JOURNEY_ALREADY_ACTIVE')).toBe(true);
    expect(await itemsOf(test.db, player.userId)).toMatchObject({ silk: 25 });
    expect(await test.db.selectFrom('journeys').select('id').where('player_id', '=', player.userId).execute()).toHaveLength(1);
    await expectRefusal(test.db, () => api.start(toVenice({ silk: 5 })), 409, 'JOURNEY_ALREADY_ACTIVE');
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('keeps Venice’s market for those a journey brought there', async () => {
    await expectRefusal(test.db, () => call(test.app, player, 'POST', '/api/trade/execute', { type: 'sell', itemId: 'silk', cityId: VENICE_ID, quantity: 1, priceLimit: 1 }), 403, 'NOT_IN_CITY');
    const { journey } = journeyStartedResponseSchema.parse((await api.start(toVenice())).body).data;
    await seedQuietRoad(test.db, journey.id, 1);
    await expectRefusal(test.db, () => call(test.app, player, 'POST', '/api/trade/execute', { type: 'sell', itemId: 'spices', cityId: VENICE_ID, quantity: 1, priceLimit: 1 }), 403, 'NOT_IN_CITY');
    // Not a minute early: a minute before the end it is still on the way.
    await advanceClock(test, TO_VENICE_MS - MINUTE, [player]);
    expect(await api.active()).not.toBeNull();
    await expectRefusal(test.db, () => call(test.app, player, 'POST', '/api/trade/execute', { type: 'sell', itemId: 'spices', cityId: VENICE_ID, quantity: 1, priceLimit: 1 }), 403, 'NOT_IN_CITY');
  });

  it('keeps the cargo on the road: neither sold, nor used in work, nor a contract taken, until it arrives', async () => {
    await api.start(toVenice({ silk: 30 }));
    await expectRefusal(test.db, () => call(test.app, player, 'POST', '/api/trade/execute', { type: 'sell', itemId: 'silk', cityId: CONSTANTINOPLE, quantity: 1, priceLimit: 1 }), 403, 'NOT_IN_CITY');
    await expectRefusal(test.db, () => call(test.app, player, 'POST', '/api/trade/execute', { type: 'sell', itemId: 'spices', cityId: CONSTANTINOPLE, quantity: 1, priceLimit: 1 }), 403, 'NOT_IN_CITY');
    await expectRefusal(test.db, () => call(test.app, player, 'POST', '/api/trading/contracts/apothecary-herbs/accept'), 403, 'ON_JOURNEY');
    await expectRefusal(test.db, () => call(test.app, player, 'POST', '/api/player/move', { action: 'GO_TO_COUNTRYSIDE' }), 403, 'ON_JOURNEY');
  });
});

describe('a journey to Venice and back', () => {
  it('arrives by the server’s clock: the cargo back, navigation learnt, the player in Venice trading at its market', async () => {
    const { journey } = journeyStartedResponseSchema.parse((await api.start(toVenice())).body).data;
    await seedQuietRoad(test.db, journey.id, 1);
    // Past its one check, quiet, and on.
    const pastCheck = VENICE_CHECK_MS + MINUTE;
    await advanceClock(test, pastCheck, [player]);
    expect(await api.active()).toMatchObject({ status: 'travelling', progress: pastCheck / TO_VENICE_MS });
    await advanceClock(test, TO_VENICE_MS - pastCheck, [player]);
    expect(await api.active()).toBeNull();

    const history = journeyHistoryResponseSchema.parse((await api.history()).body).data.journeys;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ id: journey.id, status: 'completed', progress: 1, finishedAt: journey.startedAt + TO_VENICE_MS, cargo: { silk: 20 } });
    expect(await itemsOf(test.db, player.userId)).toMatchObject({ silk: 30 });
    expect(await locationStateOf(test.db, player.userId)).toMatchObject({ location_state: 'IN_VENICE' });
    const skills = JSON.parse((await test.db.selectFrom('players').select('skills').where('user_id', '=', player.userId).executeTakeFirstOrThrow()).skills) as Record<string, { experience: number }>;
    expect(skills.navigation?.experience).toBe(30);

    // Venice trades like any city now (modifier 0.9), and no other market is in reach.
    const sold = await call(test.app, player, 'POST', '/api/trade/execute', { type: 'sell', itemId: 'silk', cityId: VENICE_ID, quantity: 10, priceLimit: 1 });
    expect(sold.status).toBe(200);
    expect(sold.body.data.trade).toMatchObject({ cityId: VENICE_ID, quantity: 10 });
    await expectRefusal(test.db, () => call(test.app, player, 'POST', '/api/trade/execute', { type: 'sell', itemId: 'silk', cityId: CONSTANTINOPLE, quantity: 1, priceLimit: 1 }), 403, 'NOT_IN_CITY');
    // Nothing to gather in Venice.
    const node = await test.db.selectFrom('resource_nodes').select('id').limit(1).executeTakeFirstOrThrow();
    await expectRefusal(test.db, () => call(test.app, player, 'POST', '/api/gathering/harvest', { nodeId: Number(node.id) }), 403, 'IN_VENICE');

    // And back: the journey starts from Venice, where the player is, and ends at Constantinople's market.
    const back = await api.start({ from_city: VENICE_ID, to_city: CONSTANTINOPLE, cargo_manifest: { silk: 20 } });
    expect(back.status).toBe(201);
    await seedQuietRoad(test.db, back.body.data.journey.id, 1);
    await advanceClock(test, TO_VENICE_MS, [player]);
    expect(await api.active()).toBeNull();
    expect(await locationStateOf(test.db, player.userId)).toEqual({ location_state: 'IN_CITY', ...arrivalPoint(CONSTANTINOPLE) });
    expect(await itemsOf(test.db, player.userId)).toMatchObject({ silk: 20 });
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('runs the longest way through every city between, by the roads the map draws', async () => {
    await setSkillLevels(test.db, player.userId, { navigation: 3 });
    const { journey } = journeyStartedResponseSchema.parse((await api.start({ from_city: CONSTANTINOPLE, to_city: KASHGAR, cargo_manifest: { spices: 10 } })).body).data;
    expect(journey).toMatchObject({ via: [CONSTANTINOPLE, SAMARKAND, KASHGAR], distance: 120, durationMs: journeyDurationMs(120) });
    await seedQuietRoad(test.db, journey.id, 7);
    await advanceClock(test, journeyDurationMs(120) / 2, [player]);
    const halfway = await api.active();
    expect(halfway?.position).toEqual(expect.objectContaining({ x: expect.any(Number), y: expect.any(Number) }));
    await advanceClock(test, journeyDurationMs(120) / 2, [player]);
    expect(await api.active()).toBeNull();
    expect(await locationStateOf(test.db, player.userId)).toEqual({ location_state: 'IN_CITY', ...arrivalPoint(KASHGAR) });
  });
});

describe('POST /api/caravan/cancel-journey', () => {
  it('turns the caravan round: it goes home the way it came, as long as it had travelled, and unloads there', async () => {
    const { journey } = journeyStartedResponseSchema.parse((await api.start(toVenice())).body).data;
    await seedQuietRoad(test.db, journey.id, 1);
    // Turned four minutes out, before its one check.
    const out = 4 * MINUTE;
    expect(out).toBeLessThan(VENICE_CHECK_MS);
    await advanceClock(test, out, [player]);
    const reply = await api.cancel();
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      message: 'Your caravan turned back to Constantinople',
      journey: { status: 'returning', progress: expect.closeTo(out / TO_VENICE_MS, 9), estimatedArrival: test.clock.now() + out, finishedAt: null, cargo: { silk: 20 } },
    });
    // On the way home the player and the cargo are still on the road: no second journey, no second turn.
    expect(await itemsOf(test.db, player.userId)).toMatchObject({ silk: 10 });
    expect(await locationStateOf(test.db, player.userId)).toMatchObject({ location_state: 'ON_JOURNEY' });
    await expectRefusal(test.db, () => api.start(toVenice({ silk: 5 })), 409, 'JOURNEY_ALREADY_ACTIVE');
    await expectRefusal(test.db, () => api.cancel(), 409, 'NO_ACTIVE_JOURNEY', 'Your caravan is already on its way back to Constantinople');
    await advanceClock(test, MINUTE, [player]);
    const left = (out - MINUTE) / TO_VENICE_MS;
    expect(await api.active()).toMatchObject({ status: 'returning', progress: expect.closeTo(left, 9), position: journeyPosition(journeyRoute(CONSTANTINOPLE, VENICE_ID)!, left) });
    await advanceClock(test, out - MINUTE - 1, [player]);
    expect(await api.active()).toMatchObject({ status: 'returning' });
    await advanceClock(test, 1, [player]);
    expect(await api.active()).toBeNull();

    const [ended] = journeyHistoryResponseSchema.parse((await api.history()).body).data.journeys;
    expect(ended).toMatchObject({ id: journey.id, status: 'cancelled', progress: expect.closeTo(out / TO_VENICE_MS, 9), finishedAt: journey.startedAt + 2 * out, estimatedArrival: null });
    expect(await itemsOf(test.db, player.userId)).toMatchObject({ silk: 30 });
    expect(await locationStateOf(test.db, player.userId)).toEqual({ location_state: 'IN_CITY', ...arrivalPoint(CONSTANTINOPLE) });
    // The way home undoes the way out: it teaches no navigation.
    const skills = JSON.parse((await test.db.selectFrom('players').select('skills').where('user_id', '=', player.userId).executeTakeFirstOrThrow()).skills) as Record<string, { experience: number }>;
    expect(skills.navigation?.experience ?? 0).toBe(0);
    await expectRefusal(test.db, () => api.cancel(), 409, 'NO_ACTIVE_JOURNEY');
    // Home, it may start again: a new journey, with fresh rolls.
    expect((await api.start(toVenice())).status).toBe(201);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('is back at once when turned round before it left', async () => {
    await api.start(toVenice());
    const reply = await api.cancel();
    expect(reply.body.data.journey).toMatchObject({ status: 'cancelled', progress: 0, finishedAt: test.clock.now() });
    expect(await api.active()).toBeNull();
    expect(await itemsOf(test.db, player.userId)).toMatchObject({ silk: 30 });
    expect(await locationStateOf(test.db, player.userId)).toEqual({ location_state: 'IN_CITY', ...arrivalPoint(CONSTANTINOPLE) });
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('turns back once, whoever asks at once', async () => {
    await api.start(toVenice());
    // Three minutes out, before the check: nothing met to answer first.
    await advanceClock(test, 3 * MINUTE, [player]);
    const replies = await Promise.all(Array.from({ length: 5 }, () => api.cancel()));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await api.active()).toMatchObject({ status: 'returning', estimatedArrival: test.clock.now() + 3 * MINUTE });
    await advanceClock(test, 3 * MINUTE, [player]);
    expect(await api.active()).toBeNull();
    expect(await itemsOf(test.db, player.userId)).toMatchObject({ silk: 30 });
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('lets an arrived journey arrive rather than turn back', async () => {
    const { journey } = journeyStartedResponseSchema.parse((await api.start(toVenice())).body).data;
    await seedQuietRoad(test.db, journey.id, 1);
    await advanceClock(test, TO_VENICE_MS + 5 * MINUTE, [player]);
    const refused = await api.cancel();
    expect({ status: refused.status, code: refused.body.error.code }).toEqual({ status: 409, code: 'NO_ACTIVE_JOURNEY' });
    expect(await itemsOf(test.db, player.userId)).toMatchObject({ silk: 30 });
    expect(await locationStateOf(test.db, player.userId)).toMatchObject({ location_state: 'IN_VENICE' });
  });
});

describe('starting over on the road', () => {
  it('brings the caravan home: the journey ends, its cargo back before what is above the start is taken', async () => {
    await api.start(toVenice());
    const reset = await call(test.app, player, 'POST', '/api/player/reset-stats');
    expect(reset.status).toBe(200);
    expect(await api.active()).toBeNull();
    const [ended] = journeyHistoryResponseSchema.parse((await api.history()).body).data.journeys;
    expect(ended).toMatchObject({ status: 'cancelled' });
    expect(await locationStateOf(test.db, player.userId)).toMatchObject({ location_state: 'IN_CITY' });
    expect((await itemsOf(test.db, player.userId)).silk).toBeUndefined();
    await expectLedgerBalances(test.db, [player.userId]);
  });
});

describe('the trading board’s routes as journeys', () => {
  it('runs a route the player qualifies for, at the one pace of its road, and refuses one they do not', async () => {
    await placeIn(test.db, player.userId, BAGHDAD);
    await expectRefusal(test.db, () => api.start({ from_city: BAGHDAD, to_city: CONSTANTINOPLE, cargo_manifest: {}, route_id: 'no-such-route' }), 400, 'ROUTE_NOT_FOUND');
    await expectRefusal(test.db, () => api.start({ from_city: BAGHDAD, to_city: VENICE_ID, cargo_manifest: {}, route_id: 'tigris-spice-road' }), 400, 'NOT_ON_ROUTE', 'The Tigris Spice Road runs from Baghdad to Constantinople');
    await expectRefusal(test.db, () => api.start({ from_city: BAGHDAD, to_city: VENICE_ID, cargo_manifest: {}, route_id: 'southern-spice-route' }), 403, 'ROUTE_LOCKED', 'Requires level 15');

    const reply = await api.start({ from_city: BAGHDAD, to_city: CONSTANTINOPLE, cargo_manifest: { spices: 10 }, route_id: 'tigris-spice-road' });
    expect(reply.status).toBe(201);
    const { journey } = journeyStartedResponseSchema.parse(reply.body).data;
    const tigris = tradeRouteById('tigris-spice-road')!;
    expect(journey).toMatchObject({ routeId: 'tigris-spice-road', routeName: 'Tigris Spice Road', distance: 45, durationMs: journeyDurationMs(45) });
    expect(journey.durationMs).toBe(tradeRouteDurationMs(tigris));
    await seedQuietRoad(test.db, journey.id, 2);
    await advanceClock(test, tradeRouteDurationMs(tigris), [player]);
    expect(await api.active()).toBeNull();
    expect(await locationStateOf(test.db, player.userId)).toEqual({ location_state: 'IN_CITY', ...arrivalPoint(CONSTANTINOPLE) });
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('meets encounters at half the chance on a route: a roll that stops a caravan of one’s own, the route’s company passes', async () => {
    await placeIn(test.db, player.userId, BAGHDAD);
    const own = await traveller(test, BAGHDAD, 'Alone');
    await stockUp(test.db, own.userId, { spices: 10 });
    const onRoute = journeyStartedResponseSchema.parse((await api.start({ from_city: BAGHDAD, to_city: CONSTANTINOPLE, cargo_manifest: { spices: 10 }, route_id: 'tigris-spice-road' })).body).data.journey;
    const alone = journeyStartedResponseSchema.parse((await journeyApi(test, own).start({ from_city: BAGHDAD, to_city: CONSTANTINOPLE, cargo_manifest: { spices: 10 } })).body).data.journey;
    // The same road and cargo: the same risk, and the same rolls once both have one seed.
    expect(alone.riskScore).toBe(onRoute.riskScore);
    const chance = encounterChance(onRoute.riskScore);
    const routeChance = encounterChanceOnRoute(chance, true);
    expect(routeChance).toBeCloseTo(chance / 2);
    let seed = 1;
    while (!(checkpointRoll(seed, 0).happens >= routeChance && checkpointRoll(seed, 0).happens < chance)) seed += 1;
    await test.db.updateTable('journeys').set({ seed }).where('id', 'in', [onRoute.id, alone.id]).execute();
    await advanceClock(test, encounterCheckpoints(45)[0]! + 30_000, [player, own]);
    expect(await api.active()).toMatchObject({ status: 'travelling', encounter: null, encounters: [] });
    expect(await journeyApi(test, own).active()).toMatchObject({ status: 'encounter' });
  });

  it('brings the goods a delivery contract wants to its city, where they are delivered', async () => {
    await setSkillLevels(test.db, player.userId, { navigation: 2 });
    expect((await call(test.app, player, 'POST', '/api/trading/contracts/apothecary-herbs/accept')).status).toBe(201);
    const { journey } = journeyStartedResponseSchema.parse((await api.start({ from_city: CONSTANTINOPLE, to_city: BAGHDAD, cargo_manifest: { 'healing-herb': 5 } })).body).data;
    await seedQuietRoad(test.db, journey.id, 2);
    await expectRefusal(test.db, () => call(test.app, player, 'POST', '/api/trading/contracts/apothecary-herbs/deliver'), 403, 'WRONG_CITY');
    await advanceClock(test, journeyDurationMs(45) + MINUTE, [player]);
    expect(await api.active()).toBeNull();
    const delivered = await call(test.app, player, 'POST', '/api/trading/contracts/apothecary-herbs/deliver');
    expect(delivered.status).toBe(200);
    expect(delivered.body.data.contract).toMatchObject({ status: 'completed' });
  });
});
